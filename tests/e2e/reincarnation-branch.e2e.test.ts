// A branch on the page of every reincarnation scenario (scenarios/house-reincarnation-*.yaml). Such a
// table loads only its seats' hero packs before a branch; a hero reborn on the line has its pack
// loaded when the live rules reach it (src/islands/sandbox/live.ts buildLine). Each page: branch at
// a decision before a rebirth (an offering where there is one), go to the end of the line, and no
// error shows. On house-reincarnation-reborn-hero-skills the expectation comes from the house rule's
// text (content/clauses/variants.yaml, variants.reincarnation.rebirth and .new-life): p2 (Xu Chu,
// Wei) can only come back as Zhen Ji, the one Wei hero no seat holds, and from p2's next turn Goddess
// Luo works; Zhen Ji's pack is fetched only when the branch reaches the rebirth.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { holdRequests, sharedBrowser } from './browser.ts';
import { fetchedChunk, openedScenario, sandboxErrors, toLineEnd } from './branch-page.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

/** Takes a choice the script does not (matching `want` if given) at the first decision that has one; false if none. */
async function branch(sbx: Locator, want?: RegExp): Promise<boolean> {
  for (let i = 0; i < 12; i++) {
    await sbx.getByRole('button', { name: 'Next decision' }).click();
    const other = sbx.locator('.sbx-decision .sbx-choice:not(.is-marked)').filter(want ? { hasText: want } : {});
    if (await other.count()) {
      await other.first().click();
      await sbx.locator('.sbx-branch-note').waitFor({ timeout: 20_000 });
      return true;
    }
  }
  return false;
}

describe('reincarnation: a branch plays on every scenario page, loading a reborn hero\'s pack when reached', () => {
  // [scenario, the branch's choice (else the first the script does not take), whether the branch's line has a rebirth]
  it.each([
    ['house-reincarnation-rebirth', /Offer Strike ♠7/, true], // the third card all the same (variants.reincarnation.rebirth)
    ['house-reincarnation-offering-in-another-turn', undefined, false],
    ['house-reincarnation-no-hero-left', /Offer Strike ♠7/, false], // no Wei hero left (variants.reincarnation.no-match)
    ['house-reincarnation-one-offering', undefined, false],
    ['house-reincarnation-lord-kills-reborn-loyalist', undefined, false],
    ['house-reincarnation-no-reward', undefined, false],
    ['house-reincarnation-still-out', undefined, false],
  ] as const)('%s', async (id, want, rebirth) => {
    const { page, sbx } = await openedScenario(browser(), base, id);
    expect(await branch(sbx, want)).toBe(true);
    await toLineEnd(sbx);
    expect(await sandboxErrors(sbx)).toEqual([]);
    const log = await sbx.locator('.sbx-log').innerText();
    const reborn = /(p\d) \([^)]+\) is reborn as ([A-Z][\w ]+?) at 1 HP/.exec(log);
    expect(reborn !== null).toBe(rebirth);
    if (reborn) expect(await sbx.locator(`[data-seat="${reborn[1]}"]`).innerText()).toContain(reborn[2]); // the new hero's name
    await page.close();
  }, 60_000);

  it('house-reincarnation-reborn-hero-skills: reborn as Zhen Ji on a branch, whose pack loads only then, and Goddess Luo works on p2\'s next turn', async () => {
    const id = 'house-reincarnation-reborn-hero-skills';
    const { page, sbx, asked } = await openedScenario(browser(), base, id);
    expect(fetchedChunk(asked, 'zhen-ji')).toBe(false);
    // p1 offers Dodge ♦4 instead of the script's Peach ♥3: the fourth card all the same.
    expect(await branch(sbx, /Offer Dodge ♦4/)).toBe(true);
    expect(fetchedChunk(asked, 'wei')).toBe(true); // the seats' packs came with the live rules
    await toLineEnd(sbx);
    expect(await sbx.locator('.sbx-log').innerText()).toMatch(/p2 \(Xu Chu\) is reborn as Zhen Ji at 1 HP/);
    expect(fetchedChunk(asked, 'zhen-ji')).toBe(true); // loaded when the branch reached the rebirth
    expect(await sbx.locator('[data-seat="p2"]').innerText()).toContain('Zhen Ji');
    // p1 ends the play phase; p2's next turn begins and Goddess Luo is offered.
    await sbx.locator('.sbx-decision .sbx-choice').filter({ hasText: /end the play phase/i }).first().click();
    await toLineEnd(sbx);
    await expect.poll(() => sbx.locator('.sbx-decision').innerText(), { timeout: 20_000 }).toMatch(/Goddess Luo/);
    expect(await sbx.locator('.sbx-decision').innerText()).toMatch(/Asked: p2/);
    await sbx.locator('.sbx-decision .sbx-choice').filter({ hasText: /Goddess Luo/ }).first().click();
    await toLineEnd(sbx);
    await expect.poll(() => sbx.locator('.sbx-log').innerText(), { timeout: 20_000 }).toMatch(/p2 \(Zhen Ji\)'s judgment for Goddess Luo: Strike ♠9 is revealed/);
    expect(await sandboxErrors(sbx)).toEqual([]);
    await page.close();
  }, 60_000);

  it('says whose rules are loading while the reborn hero\'s pack is fetched (Zhen Ji), choices held, and plays on when it comes', async () => {
    const id = 'house-reincarnation-reborn-hero-skills';
    const { page, sbx } = await openedScenario(browser(), base, id);
    const { release } = await holdRequests(page, /\/_astro\/zhen-ji\.[\w-]+\.js$/);
    const offer = sbx.locator('.sbx-decision .sbx-choice').filter({ hasText: /Offer Dodge ♦4/ });
    for (let i = 0; i < 12 && (await offer.count()) === 0; i++) await sbx.getByRole('button', { name: 'Next decision' }).click();
    await offer.first().click();
    await expect.poll(() => sbx.locator('.sbx-decision .sbx-hint').first().innerText(), { timeout: 20_000 }).toBe('Loading the rules of Zhen Ji…');
    expect(await sbx.locator('.sbx-decision .sbx-choice').first().getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => sbx.locator('.sbx-variations').innerText()).toMatch(/Line 2 \(being played…\)/); // not "hidden": its choices are not known yet
    release();
    await sbx.locator('.sbx-branch-note').waitFor({ timeout: 20_000 });
    await toLineEnd(sbx);
    expect(await sbx.locator('.sbx-log').innerText()).toMatch(/p2 \(Xu Chu\) is reborn as Zhen Ji at 1 HP/);
    expect(await sandboxErrors(sbx)).toEqual([]);
    await page.close();
  }, 60_000);
});
