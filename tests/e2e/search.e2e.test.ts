// Search finds English and Chinese. Starlight's search dialog is Pagefind's UI; Pagefind splits
// Chinese into words only on pages whose <html lang> is Chinese, so on our English pages the clause
// component adds a hidden `.search-only` block with the Chinese text segmented into words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const index = await fetch(`${base}/pagefind/pagefind.js`);
  await index.body?.cancel();
  if (!index.ok) throw new Error('dist/pagefind/ is missing: the build did not finish the search index (rerun `npm run build`).');
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the home page, searches for `word`, clicks the first result and returns its URL. */
async function searchAndOpenFirstResult(word: string): Promise<string> {
  await page.goto(`${base}/`, { waitUntil: 'load' });
  // Starlight enables the button once its search script has run.
  const open = page.locator('button[data-open-modal][aria-label*="Search"]:not([disabled])');
  await open.waitFor({ state: 'visible' });
  await open.click();
  const input = page.locator('#starlight__search input.pagefind-ui__search-input');
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  await input.fill(word);

  const result = page.locator('#starlight__search a.pagefind-ui__result-link').first();
  const noResult = page.locator('#starlight__search .pagefind-ui__message', { hasText: /no results/i });
  await result.or(noResult).first().waitFor({ state: 'visible', timeout: 10_000 });
  if (await noResult.isVisible()) throw new Error(`Search found nothing for “${word}”: ${await noResult.innerText()}`);

  const href = await result.getAttribute('href');
  expect(href, `the first result for “${word}” has an href`).toBeTruthy();
  const expected = new URL(href!, `${base}/`).href;
  await Promise.all([page.waitForURL(expected), result.click()]);
  expect(page.url()).toBe(expected);
  expect(new URL(page.url()).pathname, 'a result leads away from the home page').not.toBe('/');
  return page.url();
}

/** The page's text (hidden search-only blocks included) with all whitespace removed. */
async function pageText(): Promise<string> {
  return page.evaluate(() => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ''));
}

describe('search', () => {
  it('finds the English word “Lightning” and opens the result', async () => {
    await searchAndOpenFirstResult('Lightning');
    expect((await pageText()).toLowerCase()).toContain('lightning');
  });

  it('finds the Chinese word “闪电” and opens the result', async () => {
    await searchAndOpenFirstResult('闪电');
    expect(await pageText()).toContain('闪电');
  });

  it('finds “攻击范围”, which occurs only inside a sentence of the Chinese rules text', async () => {
    await searchAndOpenFirstResult('攻击范围');
    expect(await pageText()).toContain('攻击范围');
  });
});
