import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4343';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const pages = [['dodge','/cards/dodge/'],['hero-lv-bu','/heroes/lv-bu/'],['timing','/rules/timing/'],['rules','/rules/']];
for (const theme of ['light','dark']) {
  const ctx = await b.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  await ctx.addInitScript((t) => { try { localStorage.setItem('starlight-theme', t); } catch {} }, theme);
  for (const [name, path] of pages) {
    const p = await ctx.newPage();
    await p.goto(base + path, { waitUntil: 'load' });
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/shots/citeb/${name}-${theme}.png` });
    await p.screenshot({ path: `/tmp/shots/citeb/${name}-${theme}-full.png`, fullPage: true });
    if (name === 'hero-lv-bu') {
      const ys = await p.evaluate(() => [...document.querySelectorAll('main h2, main h3')].slice(0, 12).map((h) => `${Math.round(h.getBoundingClientRect().top + scrollY)} ${h.tagName} ${h.textContent.trim().slice(0, 40)}`));
      console.log(theme, ys.join(' | '));
    }
    await p.close();
  }
  const p = await ctx.newPage();
  await p.goto(base + '/', { waitUntil: 'load' });
  const open = p.locator('button[data-open-modal]:not([disabled])');
  await open.first().click();
  const input = p.locator('#starlight__search input.pagefind-ui__search-input');
  await input.waitFor();
  await input.fill('Jink');
  await p.locator('#starlight__search a.pagefind-ui__result-link').first().waitFor();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shots/citeb/search-jink-${theme}.png` });
  console.log(theme, 'jink first:', await p.locator('#starlight__search a.pagefind-ui__result-link').first().getAttribute('href'));
  await ctx.close();
}
await b.close();
