import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4343';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const [path, theme, ...ids] = process.argv.slice(2);
const ctx = await b.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
await ctx.addInitScript((t) => { try { localStorage.setItem('starlight-theme', t); } catch {} }, theme);
const p = await ctx.newPage();
await p.goto(base + path, { waitUntil: 'load' });
for (const id of ids) {
  const y = await p.evaluate((id) => { const el = document.getElementById(id); return el ? el.getBoundingClientRect().top + scrollY - 10 : 0; }, id);
  await p.screenshot({ path: `/tmp/shots/citeb/sec-${id}-${theme}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: 1300 } });
  console.log(id, Math.round(y));
}
await b.close();
