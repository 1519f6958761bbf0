import { chromium } from 'playwright-core';
const [port, out] = [process.argv[2], process.argv[3]];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errs = [];
for (const [w, h, scheme] of [[375, 667, 'light'], [375, 667, 'dark'], [1280, 800, 'light'], [1280, 800, 'dark']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, reducedMotion: 'reduce' });
  await ctx.addInitScript((s) => localStorage.setItem('starlight-theme', s), scheme);
  const p = await ctx.newPage();
  p.on('pageerror', (e) => errs.push(`${w} ${scheme}: ${e.message}`));
  p.on('console', (m) => { if (m.type() === 'error') errs.push(`${w} ${scheme}: console ${m.text()}`); });
  await p.goto(`http://localhost:${port}/build/`, { waitUntil: 'load' });
  await p.waitForTimeout(1000);
  await p.getByRole('button', { name: /^Seat 1 hero/ }).click();
  await p.getByLabel('Find a hero for seat 1').fill('liu bei');
  await p.getByRole('button', { name: /Liu Bei/ }).first().click();
  await p.getByRole('button', { name: "Add cards to seat 1's judgment" }).click();
  await p.getByLabel('Find a card by name or by suit and rank').fill('lightning');
  await p.locator('.bld-cards .bld-result').first().click();
  await p.getByRole('button', { name: 'Done' }).click();
  await p.getByRole('button', { name: 'Chained (seat 2)' }).click();
  await p.waitForTimeout(300);
  await p.screenshot({ path: `${out}/bflow-edit-${w}-${scheme}.png` });
  await p.getByRole('button', { name: 'Play ▶' }).click();
  await p.locator('.bld-play .sbx').waitFor();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${out}/bflow-play0-${w}-${scheme}.png` });
  for (let i = 0; i < 4; i++) {
    const next = p.locator('.bld-play [data-act=next]').first();
    if ((await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click(); await p.waitForTimeout(150);
  }
  await p.waitForTimeout(400);
  await p.screenshot({ path: `${out}/bflow-play-${w}-${scheme}.png` });
  await p.getByRole('button', { name: '← Edit the table' }).click();
  await p.getByRole('button', { name: '3v3', exact: true }).click();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `${out}/bflow-3v3-${w}-${scheme}.png`, fullPage: w > 400 });
  await ctx.close();
}
console.log(errs.join('\n') || 'no page errors');
await b.close();
