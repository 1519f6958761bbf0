// The 3v3 page in the real Chromium: its sandboxes hydrate; a round steps to the cool Commander's
// choice of who acts, shown with both options; a side's point of view opens its own three hands and
// keeps the other side's face down; the draft sandbox reaches the line-up, with no hero at any seat
// until then (only what the draft decided); no sideways scroll at 375 px.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, hydrated, reachFor } from './browser.ts';

const base = inject('baseUrl');
const PAGE = '/modes/3v3/';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(scenario: string, width = 1280): Promise<{ page: Page; sbx: Locator }> {
  const page = await newPage(browser, { width, height: width < 500 ? 667 : 900 });
  const res = await page.goto(`${base}${PAGE}`, { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  const sbx = page.locator(`.sbx[data-sandbox="${scenario}"]`).first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(hydrated(`.sbx[data-sandbox="${scenario}"]`)).first().waitFor({ timeout: 15_000 });
  await reachFor(page, sbx);
  return { page, sbx };
}

async function nextUntil(sbx: Locator, re: RegExp, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (re.test(await sbx.locator('.sbx-now').innerText())) return;
    await sbx.getByRole('button', { name: 'Next', exact: true }).click();
  }
  throw new Error(`no step matching ${re} within ${max} clicks of Next`);
}

const hands = (sbx: Locator) => sbx.locator('[data-zone^="hand:"]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-zone')}=${e.querySelector('.sbx-facedown') ? 'down' : 'open'}`));

describe('the 3v3 page', () => {
  it('has a sandbox at each part of the rules it shows', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}${PAGE}`, { waitUntil: 'load' });
    const ids = await page.locator('.sbx[data-sandbox]').evaluateAll((els) => els.map((e) => e.getAttribute('data-sandbox')));
    expect(ids).toEqual(['3v3-cool-wins', '3v3-draft', '3v3-cool-commander-picks-warm', '3v3-vanguards-act-in-turn', '3v3-side-all-sideways-keeps-right', '3v3-barbarian-invasion-clockwise', '3v3-vanguard-killed-mid-round', '3v3-commander-bonus-no-escort']);
    await page.close();
  });

  it('steps a round to the cool Commander\'s choice, and a side sees only its own hands', async () => {
    const { page, sbx } = await open('3v3-vanguards-act-in-turn');
    await nextUntil(sbx, /The right to act passes to the cool side/);
    expect(await sbx.locator('.sbx-decision').innerText()).toMatch(/who acts\?/);
    const choices = await sbx.locator('.sbx-choice').allInnerTexts();
    expect(choices.join(' | ')).toMatch(/Act with the Commander.*\| Act with the Vanguards/);
    await sbx.locator('.sbx-choice', { hasText: 'Act with the Vanguards' }).click();
    await nextUntil(sbx, /p5 draws 2 cards/);
    const select = sbx.locator('.sbx-pov select');
    await select.selectOption({ label: 'Warm side: p1, p2, p6' });
    // A side's view shows once the masks are loaded (the first view other than the judge's loads them).
    await expect.poll(async () => (await hands(sbx)).sort()).toEqual(['hand:p1=open', 'hand:p2=open', 'hand:p3=down', 'hand:p4=down', 'hand:p5=down', 'hand:p6=open']);
    await select.selectOption({ label: 'Cool side: p3, p4, p5' });
    expect((await hands(sbx)).sort()).toEqual(['hand:p1=down', 'hand:p2=down', 'hand:p3=open', 'hand:p4=open', 'hand:p5=open', 'hand:p6=down']);
    await page.close();
  });

  it('steps the draft to the revealed line-up', async () => {
    const { page, sbx } = await open('3v3-draft');
    await sbx.getByRole('button', { name: 'End', exact: true }).click();
    await expect.poll(async () => (await sbx.locator('.sbx-log-text').allInnerTexts()).join(' ')).toMatch(/all six are revealed/);
    await page.close();
  });

  it('shows no hero and no HP at a seat before the draft places one, and the Commander\'s picks', async () => {
    const { page, sbx } = await open('3v3-draft');
    const seat = (id: string) => sbx.locator(`[data-seat="${id}"]`).innerText();
    expect(await seat('p1')).toMatch(/No hero yet; picked 0 of 8/);
    expect(await seat('p3')).toMatch(/No hero yet/);
    expect(await seat('p3')).not.toMatch(/\d+ \/ \d+/); // no HP before a hero is placed
    await page.close();
  }, 120_000);

  it('does not scroll sideways at 375 px', async () => {
    const { page, sbx } = await open('3v3-side-all-sideways-keeps-right', 375);
    await nextUntil(sbx, /right to act|keeps the right/);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(wide).toBe(false);
    await page.close();
  });
});
