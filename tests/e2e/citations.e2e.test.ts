// Citation labels and scenario pages in the browser: a label address (#G4.7) leads to its clause,
// the copy-link button copies the page's address with the label, pressed from the keyboard; a
// scenario page lists its sections in "On this page" and reads its expected ruling in words, the
// test form folded.
import { expect, inject, it } from 'vitest';
import { newPage, sharedBrowser } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

it('leads a label address to its clause and copies the link from the keyboard', async () => {
  const page = await newPage(browser(), { width: 375, height: 800 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await page.goto(`${base}/rules/general/values/#G4.7`, { waitUntil: 'load' });
  const clause = page.locator('section.clause:has(.label-anchor:target)');
  expect(await clause.getAttribute('id')).toBe('general.values.distance');
  expect(await clause.locator('.clause-label').innerText()).toBe('G4.7');
  const box = await clause.boundingBox();
  expect(box && box.y >= 0 && box.y < 400).toBe(true);
  const button = clause.locator('button.clause-copy');
  expect(await button.isVisible()).toBe(true);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => button.innerText()).toMatch(/^Copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/rules/general/values/#G4.7`);
  expect(await page.locator('.clause-number').count()).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('script:not([src])').length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((s) => s.textContent?.includes('clCopy')).length)).toBe(1);
  await page.context().close();
});

it('gives a scenario page its sections in On this page and its ruling in words', async () => {
  const page = await newPage(browser(), { width: 1280, height: 900 });
  await page.goto(`${base}/scenarios/lightning-hit/`, { waitUntil: 'load' });
  const toc = await page.locator('starlight-toc a').allInnerTexts();
  expect(toc.map((t) => t.trim())).toEqual(expect.arrayContaining(['Situation', 'Step through it', 'Expected ruling', 'Clauses it demonstrates', 'The choices made']));
  for (const slug of ['situation', 'sandbox', 'expected', 'clauses', 'script']) expect(await page.locator(`main h2#${slug}`).count()).toBe(1);
  const words = await page.locator('main .sc-words li').allInnerTexts();
  expect(words).toContain('Player 1 ends at 0 HP and dies.');
  expect(words).toContain('No one receives the kill reward.');
  const form = page.locator('details.sc-test-form');
  expect(await form.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(await form.locator('code').first().isVisible()).toBe(false);
  expect(await page.locator('main a[href="/rulings/#R16"]').count()).toBeGreaterThan(0);
  await page.goto(`${base}/rulings/#R16`, { waitUntil: 'load' });
  expect(await page.locator('section.ruling:target h3').innerText()).toContain('Lightning hits');
  expect(await page.locator('#R16 a[href="/scenarios/lightning-hit/"]').count()).toBe(1);
  await page.context().close();
});
