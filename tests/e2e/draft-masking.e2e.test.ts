// The 3v3 draft in the real Chromium: a Commander places a hero face down, so the choice shows its
// hero to the judge and to the placing side, and reads "Place a hero face down for …" to the other
// side, in the step panel, the step bar and the log (Choice.visibleTo, read through the one mask).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('hides a placed hero from the other side until the reveal', async () => {
  const page = await newPage(browser);
  await page.goto(`${base}/modes/3v3/`, { waitUntil: 'load' });
  const sbx = page.locator('astro-island:not([ssr]) .sbx[data-sandbox="3v3-draft"]').first();
  await sbx.waitFor({ timeout: 15_000 });
  await sbx.scrollIntoViewIfNeeded();
  for (let i = 0; i < 60 && !/places a hero face down/.test(await sbx.locator('.sbx-now').innerText()); i++) {
    await sbx.getByRole('button', { name: 'Next', exact: true }).click();
  }
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
});
