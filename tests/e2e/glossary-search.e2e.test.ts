// Searching any alias finds its glossary entry: a sample of aliases from the English traditions in
// engine-facts §2.4 and the sources' own names, in English and Chinese, through the site's search
// index (Pagefind's API, the same index the search dialog uses).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;
let page: Page;

// alias → glossary entry id (typed from engine-facts §2.4 and the seeds, not from the site's data)
const SAMPLE: ReadonlyArray<readonly [string, string]> = [
  ['Slash', 'strike'], ['Kill', 'strike'], ['Escape', 'dodge'], ['Alcohol', 'wine'], ['Steal', 'snatch'],
  ['Collateral', 'borrowed-sword'], ['Coerce', 'borrowed-sword'], ['Negate', 'nullification'], ['Impeccable Plan', 'nullification'],
  ['Savage Assault', 'barbarian-invasion'], ['Archery Attack', 'arrow-barrage'], ['God Salvation', 'peach-garden'],
  ['Amazing Grace', 'harvest'], ['Indulgence', 'acedia'], ['Starvation', 'supply-shortage'], ['Blaze', 'fire-attack'],
  ['Qinggang Sword', 'sword-of-blue-steel'], ['Kylin Bow', 'kirin-bow'], ['Ice Sword', 'frost-blade'], ['Nioh Shield', 'renwang-shield'],
  ['Wood Armor', 'vine'], ['Red Hare', 'chitu'], ['anti-thief', 'rebel'], ['loyal minister', 'loyalist'],
  ['杀', 'strike'], ['无懈可击', 'nullification'], ['乐不思蜀', 'acedia'], ['铁索连环', 'iron-chain'], ['桃园结义', 'peach-garden'],
  ['主公', 'lord'], ['内奸', 'renegade'], ['反贼', 'rebel'],
];

interface Hit { url: string; subs: string[] }

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.goto(`${base}/reference/glossary/`, { waitUntil: 'load' });
});
afterAll(async () => {
  await browser?.close();
});

async function search(term: string): Promise<Hit[]> {
  // The code runs in the page as a string, so the test runner does not rewrite its import().
  const code = `(async () => {
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    const r = await pf.search(${JSON.stringify(term)});
    const data = await Promise.all(r.results.slice(0, 12).map((x) => x.data()));
    return data.map((d) => ({ url: d.url, subs: d.sub_results.map((s) => s.url) }));
  })()`;
  return (await page.evaluate(code)) as Hit[];
}

describe('glossary search by alias', () => {
  it.each(SAMPLE)('“%s” reaches the %s entry', async (alias, id) => {
    const hits = await search(alias);
    const reached = hits.some((h) => h.subs.some((u) => u.endsWith(`/reference/glossary/#${id}--term`)) || h.url === `/cards/${id}/`);
    expect(reached, `results for “${alias}”: ${hits.map((h) => h.url).join(', ')}`).toBe(true);
  });
});
