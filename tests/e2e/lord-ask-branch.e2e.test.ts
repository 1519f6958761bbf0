// A branch on the pages of the lord skills that ask (Escort, Rouse): the asking is a chunk of its own
// (src/engine/skills/heroes/lord-ask.ts), loaded with the Lord's pack for a table whose Lord has such
// a skill; Escort is in Cao Cao's pack (wei.ts), Rouse with what it does after the asking in Liu
// Bei's (liu-bei.ts, rouse.ts), so a Cao Cao table fetches no Rouse code. Each page: branch where
// the live rules run the asking (a faction mate declines; or the line goes on after a Strike given),
// go to the end of the line, and read the log; no error shows.
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

describe('the lord skills that ask: a branch plays, with the asking loaded with the Lord\'s pack', () => {
  it.each([
    // [scenario, the branch's choice, the next choice on the branch (if any), what the log then says, the packs fetched, a pack not fetched]
    ['cao-cao-escort', /^Do not$/, null, /No one gives p2 \(Cao Cao\) a Dodge\./, ['wei', 'lord-ask'], 'liu-bei'],
    ['borrowed-sword-rouse', /^Do not$/, null, /No one gives p2 \(Liu Bei\) a Strike\./, ['liu-bei', 'lord-ask'], 'wei'], // Borrowed Sword's question again, without Rouse
    // Rouse on p2 (Guan Yu), who gives a red card as a Strike (Warrior Saint): Liu Bei uses it as his own
    ['liu-bei-rouse-play-phase', /to use on p2 /, /^Give /, /p2 \(Guan Yu\) plays Dodge ♦2 for p1 \(Liu Bei\), who uses it as his own Strike\./, ['liu-bei', 'lord-ask'], 'wei'],
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
    expect(fetchedChunk(asked, notFetched)).toBe(false);
    await page.close();
  }, 60_000);
});
