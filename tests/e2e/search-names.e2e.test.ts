// Every name leads to its canonical page first: each card's and hero's English name, every alias in
// the glossary (content/glossary.yaml and the card data), every Chinese card, hero and skill name,
// every card's pinyin, and every glossary term's English, alias and Chinese name, searched through
// the site's search index (Pagefind's API, the same index and ranking options the search dialog
// uses). A name shared by several things (an alias that is also another card's name, or an alias two
// traditions give to different cards) passes when the first result is the page of one of them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allSearchNames, targetPath, type SearchName } from '../../src/content-data/search-names.ts';
import { normalizeName } from '../../src/content-data/glossary.ts';
import { PAGEFIND_RANKING } from '../../src/search-ranking.ts';
import { browserAt } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await browserAt(`${base}/reference/glossary/`));
  await page.evaluate(`(async () => {
    const pf = await import('/pagefind/pagefind.js');
    await pf.options({ ranking: ${JSON.stringify(PAGEFIND_RANKING)} });
    await pf.init();
    window.__pagefind = pf;
  })()`);
});
afterAll(async () => {
  await browser?.close();
});

interface Hit { readonly url: string; readonly subs: readonly string[] }

/** The first three results for each term (their URLs and sub-results' URLs), in one round trip. */
async function firstResults(terms: readonly string[]): Promise<Hit[][]> {
  const code = `(async () => {
    const pf = window.__pagefind;
    const out = [];
    for (const term of ${JSON.stringify(terms)}) {
      const r = await pf.search(term);
      const data = await Promise.all(r.results.slice(0, 3).map((x) => x.data()));
      // a glossary term's own record is /reference/glossary/#<id> (src/integrations/glossary-search.ts)
      out.push(data.map((d) => ({ url: d.url.replace(/#.*$/, ''), subs: d.sub_results.map((s) => s.url) })));
    }
    return out;
  })()`;
  return (await page.evaluate(code)) as Hit[][];
}

/**
 * The word Pagefind's English stemmer reduces a name to, roughly: "chained" and "Chain", "nullified"
 * and "Nullify", "attacker" and "Attack" are one search word, so a name is answered by the page of
 * any thing that has a name with the same key.
 */
function searchKey(name: string): string {
  return normalizeName(name)
    .split(' ')
    .map((w) => w.replace(/(?:ies|ied)$/, 'i').replace(/(?:ing|ed|er|es|s)$/, '').replace(/y$/, 'i'))
    .join(' ');
}

/**
 * Names the index cannot answer, with the reason: Pagefind drops a one-letter word, and splits
 * "+1坐骑" at the sign so that nothing matches it (searching 坐骑 finds the entry).
 */
const UNSEARCHABLE: ReadonlyMap<string, string> = new Map([
  ['x', 'a one-letter word'],
  ['+1坐骑', 'a sign joined to Chinese'],
  ['-1坐骑', 'a sign joined to Chinese'],
]);

/**
 * Names whose canonical page is not first but must be among the first three, with the reason. Each is
 * several words that are also other things' names, and Pagefind ranks words, not phrases.
 */
const NOT_FIRST: ReadonlyMap<string, string> = new Map([
  ['lightning attack', 'Thunder Strike (englishsanguosha); "Lightning" is a card and "attack" a word of many names'],
  ['lightning strike', 'Thunder Strike (source 003); "Lightning" and "Strike" are cards of their own'],
  ['sha', 'the pinyin of 杀 (Strike); Jueying\'s names "Shadow Runner" and "The Shadow" start with it'],
]);

/** The page path a target leads to, without the #anchor. */
const pagePath = (n: SearchName) => targetPath(n.target).replace(/#.*$/, '');

const names = allSearchNames();
/** Every acceptable page for a name: the pages of every thing that has this name. */
const accepted = new Map<string, Set<string>>();
for (const n of names) {
  const key = searchKey(n.name);
  const set = accepted.get(key) ?? new Set<string>();
  set.add(pagePath(n));
  accepted.set(key, set);
}

describe('search finds the canonical page first for every name', () => {
  it(`answers all ${names.length} names (cards, heroes, skills, glossary terms)`, async () => {
    const unique = [...new Map(names.map((n) => [normalizeName(n.name), n])).values()].filter((n) => !UNSEARCHABLE.has(normalizeName(n.name)));
    const hits = await firstResults(unique.map((n) => n.name));
    const failures: string[] = [];
    const stale: string[] = [];
    let first = 0;
    unique.forEach((n, i) => {
      const top = hits[i] ?? [];
      const ok = accepted.get(searchKey(n.name)) ?? new Set<string>();
      const rank = top.findIndex((h) => ok.has(h.url));
      if (rank === 0) first += 1;
      const listed = NOT_FIRST.has(normalizeName(n.name));
      if (listed && rank === 0) stale.push(`“${n.name}” is first now: take it off NOT_FIRST`);
      const allowed = listed ? rank >= 0 : rank === 0;
      if (!allowed) {
        failures.push(`“${n.name}” (${n.what}) → ${top.map((h) => h.url).join(', ') || 'no result'}, expected ${[...ok].join(' or ')}`);
      }
    });
    console.log(`search-names: ${first} of ${unique.length} distinct names (${names.length} names; left out: ${[...UNSEARCHABLE.keys()].join(', ')}) find their canonical page first; ${NOT_FIRST.size} allowed in the first three`);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(stale, stale.join('\n')).toEqual([]);
  }, 300_000);
});
