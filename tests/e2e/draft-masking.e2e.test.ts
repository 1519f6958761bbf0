// The 3v3 draft in the real Chromium: a Commander places a hero face down, so the choice shows its
// hero to the judge and to the placing side, and reads "Place a hero face down for …" to the other
// side, in the step panel, the step bar and the log (Choice.visibleTo, read through the one mask).
import { expect, inject, it } from 'vitest';
import { newPage, sharedBrowser, hydrated } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

it('hides a placed hero from the other side until the reveal', async () => {
  const page = await newPage(browser());
  await page.goto(`${base}/modes/3v3/`, { waitUntil: 'load' });
  await page.locator('.sbx[data-sandbox="3v3-draft"]').first().scrollIntoViewIfNeeded(); // it hydrates once visible
  const sbx = page.locator(hydrated('.sbx[data-sandbox="3v3-draft"]')).first();
  await sbx.waitFor({ timeout: 15_000 });
  // Jump from the log to the first placement.
  await sbx.locator('.sbx-log-jump', { hasText: 'places a hero face down' }).first().click();
  await expect.poll(async () => sbx.locator('.sbx-now').innerText()).toMatch(/places a hero face down/);
  const judge = await sbx.locator('.sbx-chosen').innerText();
  const placed = /Place ([A-Z][\p{L} ]+)/u.exec(judge)?.[1]?.trim() ?? '';
  expect(placed, judge).not.toBe('');
  expect(placed).not.toMatch(/^a hero/);
  const select = sbx.locator('.sbx-pov select');
  await select.selectOption({ label: 'Cool side: p3, p4, p5' });
  await expect.poll(async () => sbx.locator('.sbx-chosen').innerText()).toMatch(/Place a hero face down for the Commander/);
  expect(await sbx.innerText()).not.toContain(`Place ${placed}`);
  await select.selectOption({ label: 'Warm side: p1, p2, p6' });
  await expect.poll(async () => sbx.locator('.sbx-chosen').innerText()).toContain(`Place ${placed}`);
  await page.close();
}, 120_000);
