// node shots.mjs <port> <outdir>
import { chromium } from 'playwright-core';
const [port, out] = [process.argv[2], process.argv[3]];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const cases = [['lightning-hit', 4], ['chain-fire-strike', 5], ['duel-lubu-user', 4]];
const errs = [];
for (const [w, h] of [[375, 667], [1280, 800]]) for (const scheme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, reducedMotion: 'reduce' });
  await ctx.addInitScript((s) => localStorage.setItem('starlight-theme', s), scheme);
  for (const [id, n] of cases) {
    const p = await ctx.newPage();
    p.on('pageerror', (e) => errs.push(`${id} ${w} ${scheme}: ${e.message}`));
    p.on('console', (m) => { if (m.type() === 'error') errs.push(`${id} ${w} ${scheme}: console ${m.text()}`); });
    await p.goto(`http://localhost:${port}/scenarios/${id}/`, { waitUntil: 'load' });
    await p.locator('[data-sandbox]').first().scrollIntoViewIfNeeded();
    await p.locator('[data-island]:not([data-ssr]) [data-sandbox]').first().waitFor({ timeout: 20000 });
    for (let i = 0; i < n; i++) { await p.locator('[data-act=next]').first().click(); await p.waitForTimeout(150); }
    await p.waitForTimeout(400);
    await p.screenshot({ path: `${out}/${id}-${w}-${scheme}.png` });
    await p.close();
  }
  await ctx.close();
}
console.log(errs.join('\n') || 'no page errors');
await b.close();
