// The trading card game (source 001, /tcg/) has a search bundle of its own, merged into the site search
// with a low weight and the filter "Game: Three Kingdoms TCG" (src/integrations/tcg-search.ts): a
// Sanguosha word finds Sanguosha pages first, a TCG word still finds the TCG, and the filter narrows
// the results to the TCG. Driven through the search dialog, so Starlight's configuration is tested.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAt, openSearchDialog } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await browserAt(`${base}/`));
  await openSearchDialog(page);
});
afterAll(async () => {
  await browser?.close();
});

/** Types `word` into the open search dialog and returns the result links, in order. */
async function results(word: string): Promise<string[]> {
  const input = page.locator('#starlight__search input.pagefind-ui__search-input');
  await input.fill('');
  await input.fill(word);
  const links = page.locator('#starlight__search a.pagefind-ui__result-link');
  await page.waitForFunction(
    (w) => document.querySelector('#starlight__search .pagefind-ui__message')?.textContent?.includes(w) ?? false,
    word,
    { timeout: 10_000 },
  );
  await links.first().waitFor({ state: 'visible', timeout: 10_000 });
  // Each result's data loads on its own (a placeholder, .pagefind-ui__loading, until then): read the
  // list once every shown result is there, not when the first is.
  await page.waitForFunction(() => !document.querySelector('#starlight__search .pagefind-ui__loading'), undefined, { timeout: 10_000 });
  return links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe('the TCG is searched apart', () => {
  it.each(['damage', 'attack', 'turn', 'draw', 'hand'])('“%s” finds a Sanguosha page first', async (word) => {
    const found = await results(word);
    expect(found[0], found.slice(0, 5).join(', ')).not.toMatch(/^\/tcg\//);
  });

  it('“musou”, a word of the TCG (also named on the source map and the clause index), still finds the TCG pages', async () => {
    const found = await results('musou');
    expect(found.filter((h) => h.startsWith('/tcg/')).length, found.join(', ')).toBeGreaterThan(0);
  });

  it('offers the filter “Three Kingdoms TCG”, which keeps only TCG pages', async () => {
    await results('damage');
    const filter = page.locator('#starlight__search .pagefind-ui__filter-checkbox + label', { hasText: 'Three Kingdoms TCG' }).or(
      page.locator('#starlight__search label', { hasText: 'Three Kingdoms TCG' }),
    );
    await filter.first().click();
    const links = page.locator('#starlight__search a.pagefind-ui__result-link');
    await page.waitForFunction(() => {
      const hrefs = [...document.querySelectorAll('#starlight__search a.pagefind-ui__result-link')].map((a) => new URL((a as HTMLAnchorElement).href).pathname);
      return hrefs.length > 0 && hrefs.every((h) => h.startsWith('/tcg/'));
    }, undefined, { timeout: 10_000 });
    expect(await links.count()).toBeGreaterThan(0);
  });
});
