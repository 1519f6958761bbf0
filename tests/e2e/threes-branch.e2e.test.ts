// A branch on 3v3 scenario pages, with what it loads: a table set up in the middle of a turn loads
// the 3v3 mode's chunk and not the start of a game (modes/three-v-three/start.ts, its own chunk); a
// table from its start with a draft loads the start too, and the heroes' names (hero-meta.ts) but not
// the builder's chunk (which holds the card notation and the heroes' facts); and the draft plays on
// in the branch, its picks named on the seats.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from './browser.ts';
import { fetchedChunk, notBusy, openedScenario, sandboxErrors } from './branch-page.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

/** Takes a choice the script does not (matching `want`) at the first decision that has one, from the step shown (a page may open at a decision). */
async function branch(sbx: Locator, want: RegExp): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const other = sbx.locator('.sbx-decision .sbx-choice:not(.is-marked)').filter({ hasText: want });
    if (await other.count()) {
      await other.first().click();
      await sbx.locator('.sbx-branch-note').waitFor({ timeout: 20_000 });
      return;
    }
    await sbx.getByRole('button', { name: 'Next decision' }).click();
  }
  throw new Error(`no decision offers ${want}`);
}

describe('3v3: a branch loads the mode, and the start of a game only for a table that starts at the beginning', () => {
  it('3v3-commander-kills-own-vanguard (set up mid-turn): the mode\'s chunk, not the start\'s', async () => {
    const { page, sbx, asked } = await openedScenario(browser(), base, '3v3-commander-kills-own-vanguard');
    await branch(sbx, /./);
    await notBusy(sbx);
    expect(await sandboxErrors(sbx)).toEqual([]);
    expect([fetchedChunk(asked, 'mode'), fetchedChunk(asked, 'start'), fetchedChunk(asked, 'builder')]).toEqual([true, false, false]);
    await page.close();
  }, 60_000);

  it('3v3-draft: the start and the heroes\' names load with the mode (not the builder\'s chunk, with the notation); the warm side picks first on the branch, and its pick is named at its Commander\'s seat', async () => {
    const { page, sbx, asked } = await openedScenario(browser(), base, '3v3-draft');
    expect(fetchedChunk(asked, 'start')).toBe(false);
    await branch(sbx, /The warm side picks first/); // the script has the cool side pick first
    expect([fetchedChunk(asked, 'mode'), fetchedChunk(asked, 'start'), fetchedChunk(asked, 'hero-meta'), fetchedChunk(asked, 'builder')]).toEqual([true, true, true, false]);
    await notBusy(sbx);
    const pick = sbx.locator('.sbx-decision .sbx-choice').filter({ hasText: 'Pick Xiahou Dun' });
    await expect.poll(() => pick.count(), { timeout: 20_000 }).toBe(1); // p1, the warm Commander, picks first
    await pick.click();
    await notBusy(sbx);
    await expect.poll(() => sbx.locator('[data-seat="p1"]').innerText(), { timeout: 20_000 }).toMatch(/picked 1 of 8: Xiahou Dun/);
    expect(await sbx.locator('.sbx-log').innerText()).toMatch(/The warm Commander picks Xiahou Dun \(1 of 8\), face up\./);
    expect(await sandboxErrors(sbx)).toEqual([]);
    await page.close();
  }, 60_000);
});
