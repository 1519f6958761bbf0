import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4343';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const theme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  await ctx.addInitScript((t) => { try { localStorage.setItem('starlight-theme', t); } catch {} }, theme);
  const p = await ctx.newPage();
  await p.goto(base + '/cards/dodge/', { waitUntil: 'load' });
  await p.locator('main .term > button.term-link').nth(2).tap();
  await p.waitForTimeout(200);
  await p.screenshot({ path: `/tmp/shots/citeb/term-phone-${theme}.png` });
  await ctx.close();
  const c2 = await b.newContext({ viewport: { width: 1280, height: 800 } });
  await c2.addInitScript((t) => { try { localStorage.setItem('starlight-theme', t); } catch {} }, theme);
  const q = await c2.newPage();
  await q.goto(base + '/cards/dodge/', { waitUntil: 'load' });
  const btn = q.locator('main .term > button.term-link').nth(2);
  await btn.click();
  await q.waitForTimeout(200);
  const bb = await btn.boundingBox();
  await q.screenshot({ path: `/tmp/shots/citeb/term-desktop-${theme}.png`, clip: { x: Math.max(0, bb.x - 300), y: Math.max(0, bb.y - 150), width: 800, height: 450 } });
  await c2.close();
}
await b.close();
