// The house rules page (content/docs/modes/house-rules.mdx) on a phone, in both themes: every
// sandbox of the house rules is there; played to its end, the scored game shows each player's score
// from 004's tables (the Lord 7, the Loyalist 6: scenarios/house-scoring-lord-side.yaml), the
// reincarnated player's seat names their new hero, and the page never scrolls sideways.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
const SANDBOXES = ['house-last-three-hp-loss', 'house-last-three-all-out', 'house-reincarnation-rebirth', 'house-reincarnation-still-out', 'house-reincarnation-offering-in-another-turn', 'house-dark-soul-you-zhu', 'house-scoring-lord-side'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['light', 'dark'] as const)('the house rules page at 375 px, %s theme', (theme) => {
  it('embeds a sandbox per rule; the scored game ends with the scores; a reborn seat shows its new hero', async () => {
    const page = await newPage(browser, { width: 375, height: 667, theme });
    await page.goto(`${base}/modes/house-rules/`);
    for (const id of SANDBOXES) expect(await page.locator(`[data-sandbox="${id}"]`).count(), id).toBe(1);

    const scored = page.locator('[data-sandbox="house-scoring-lord-side"]');
    await scored.scrollIntoViewIfNeeded();
    await scored.locator('[data-act="end"]').first().click();
    const table = scored.locator('.sbx-scores');
    await expect.poll(() => table.count()).toBe(1);
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(['p1 Lord 7 (6 + bonus 1)', 'p2 Loyalist 6', 'p3 Rebel 0', 'p4 Rebel 0', 'p5 Renegade 0']);

    const reborn = page.locator('[data-sandbox="house-reincarnation-rebirth"]');
    await reborn.scrollIntoViewIfNeeded();
    await reborn.locator('[data-act="end"]').first().click();
    await expect.poll(async () => (await reborn.locator('[data-seat="p3"]').innerText()).includes('Xu Chu')).toBe(false);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  }, 60_000);
});
