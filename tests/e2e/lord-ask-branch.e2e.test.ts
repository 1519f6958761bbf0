// A branch on the pages of the lord skills that ask (Escort, Rouse) and of Rescue: the asking is a
// chunk of its own (src/engine/skills/heroes/lord-ask.ts), loaded with the Lord's pack for a table
// whose Lord has such a skill; Escort is in Cao Cao's pack (wei.ts), Rouse (rouse.ts, with what it
// does after the asking) and Rescue (rescue.ts) are packs of their own, loaded only for a table whose
// Lord is Liu Bei or Sun Quan: a Cao Cao table fetches no Rouse code, and a table where they sit but
// are not the Lord neither skill. Each page: branch where the live rules run the skill (a faction
// mate declines; or the line goes on after a Strike given), go to the end of the line, and read the
// log; no error shows.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from './browser.ts';
import { fetchedChunk, openedScenario, toLineEnd } from './branch-page.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

/** Takes the first choice matching `want` that the script does not take, at the first decision that has one. */
async function branch(sbx: Locator, want: RegExp): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await sbx.getByRole('button', { name: 'Next decision' }).click();
    const other = sbx.locator('.sbx-decision .sbx-choice:not(.is-marked)').filter({ hasText: want });
    if (await other.count()) {
      await other.first().click();
      await sbx.locator('.sbx-branch-note').waitFor({ timeout: 20_000 });
      await toLineEnd(sbx);
      return;
    }
  }
  throw new Error(`no decision offers a choice matching ${want} that the script does not take`);
}

describe('the lord skills that ask, and Rescue: a branch plays, with the Lord\'s skill loaded with his pack', () => {
  it.each([
    // [scenario, the branch's choice, the next choice on the branch (if any), what the log then says, the packs fetched, packs not fetched]
    ['cao-cao-escort', /^Do not$/, null, /No one gives p2 \(Cao Cao\) a Dodge\./, ['wei', 'lord-ask'], ['liu-bei', 'rouse']],
    ['borrowed-sword-rouse', /^Do not$/, null, /No one gives p2 \(Liu Bei\) a Strike\./, ['liu-bei', 'rouse', 'lord-ask'], ['wei']], // Borrowed Sword's question again, without Rouse
    // Rouse on p2 (Guan Yu), who gives a red card as a Strike (Warrior Saint): Liu Bei uses it as his own
    ['liu-bei-rouse-play-phase', /to use on p2 /, /^Give /, /p2 \(Guan Yu\) plays Dodge ♦2 for p1 \(Liu Bei\), who uses it as his own Strike\./, ['liu-bei', 'rouse', 'lord-ask'], ['wei']],
    // Rescue offered to Gan Ning, who keeps his Peach's HP: Sun Quan is the Lord
    ['sun-quan-rescue', /^Recover 1 HP yourself$/, null, /p2 \(Gan Ning\) recovers 1 HP \(now 4\)\./, ['sun-quan', 'rescue'], ['lord-ask']],
    // Liu Bei is the Lord, Sun Quan a rebel: Rouse, not Rescue; Lü Bu keeps his Dodge
    ['arrow-barrage-eight-seats', /^Do not play a Dodge$/, null, /p2 \(Lü Bu\) takes 1 damage from p1 \(Liu Bei\) \(Arrow Barrage ♥A\)/, ['liu-bei', 'rouse', 'lord-ask', 'sun-quan'], ['rescue']],
  ] as const)('%s', async (id, want, then, said, fetched, notFetched) => {
    const { page, sbx, asked } = await openedScenario(browser(), base, id);
    await branch(sbx, want);
    if (then) {
      await sbx.locator('.sbx-decision .sbx-choice').filter({ hasText: then }).first().click();
      await toLineEnd(sbx);
    }
    await expect.poll(() => sbx.locator('.sbx-log').innerText(), { timeout: 20_000 }).toMatch(said);
    expect(await sbx.locator('.sbx-message-error').allInnerTexts()).toEqual([]);
    expect(fetched.map((p) => fetchedChunk(asked, p))).toEqual(fetched.map(() => true));
    expect(notFetched.filter((p) => fetchedChunk(asked, p))).toEqual([]);
    await page.close();
  }, 60_000);
});
