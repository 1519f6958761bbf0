// The site's own small scripts in place of Starlight's and Astro's (src/components/starlight/,
// src/vite-preload.ts): the same features for a visitor.
// - Prefetch: a page of the site is prefetched when the pointer rests on a link to it, when the link
//   gets focus, or when a finger touches it; once; never with Save-Data; never the page itself.
// - The tables of contents: the section being read is marked in both, the mobile one names it, and
//   closes when one of its links is followed, on Escape (focus back on its summary) and on a click
//   outside it.
// - The preload helper: a dynamic import's JavaScript dependencies are preloaded beside it (the
//   search's), and a page loads neither Astro's prefetch nor Starlight's table-of-contents files.
// - No language picker, nor its script, on a site with one language.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, openSearchDialog, sharedBrowser } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();
const TIMING = '/rules/timing/';

async function opened(path: string, options: { width?: number; saveData?: boolean } = {}): Promise<{ page: Page; asked: string[] }> {
  const page = await newPage(browser(), { width: options.width ?? 1280 });
  if (options.saveData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  return { page, asked };
}

/** Scrolls a link into view and waits for the scroll to end (the site scrolls smoothly): a pointer put on it then stays on it. */
async function still(link: Locator): Promise<void> {
  await link.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await link.page().waitForTimeout(100);
}

const prefetched = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href')));

describe('prefetch (src/components/starlight/prefetch.ts)', () => {
  it('prefetches a page of the site once when the pointer rests on a link to it, not the page itself; no Astro prefetch script', async () => {
    const { page, asked } = await opened(TIMING);
    const link = page.locator('main a[href="/rules/identity/"]:visible').first();
    await still(link);
    await link.hover();
    await expect.poll(() => prefetched(page)).toEqual(['/rules/identity/']);
    expect(asked).toContain('/rules/identity/');
    await page.mouse.move(0, 0);
    await link.hover();
    await page.waitForTimeout(200);
    expect(await prefetched(page)).toEqual(['/rules/identity/']); // once
    await page.locator('starlight-toc a[href="#dying"]').hover(); // this page
    await page.waitForTimeout(200);
    expect(await prefetched(page)).toEqual(['/rules/identity/']);
    expect(asked.some((p) => /\/_astro\/page\.[\w-]+\.js$/.test(p))).toBe(false);
    await page.close();
  });

  it('prefetches on focus and on touch, and never with Save-Data', async () => {
    const { page } = await opened(TIMING);
    await page.locator('main a[href="/rules/general/"]:visible').first().focus();
    await expect.poll(() => prefetched(page)).toEqual(['/rules/general/']);
    await page.locator('main a[href="/rules/identity/"]:visible').first().dispatchEvent('touchstart');
    expect(await prefetched(page)).toEqual(['/rules/general/', '/rules/identity/']); // at once
    await page.close();

    const saving = await opened(TIMING, { saveData: true });
    const link = saving.page.locator('main a[href="/rules/identity/"]:visible').first();
    await still(link);
    await link.hover();
    await saving.page.waitForTimeout(300);
    expect(await prefetched(saving.page)).toEqual([]);
    await saving.page.close();
  });
});

const currentIn = (page: Page, toc: string) => page.locator(`${toc} a[aria-current="true"]`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

describe('tables of contents (src/components/starlight/toc.ts)', () => {
  it('marks the section being read beside the page, as the page scrolls', async () => {
    const { page, asked } = await opened(TIMING);
    await expect.poll(() => currentIn(page, 'starlight-toc')).toEqual(['#_top']);
    await page.locator('#damage-step-by-step').evaluate((h) => { h.scrollIntoView({ block: 'start' }); });
    await expect.poll(() => currentIn(page, 'starlight-toc')).toEqual(['#damage-step-by-step']);
    await page.locator('#using-a-card').evaluate((h) => { h.scrollIntoView({ block: 'start' }); });
    await expect.poll(() => currentIn(page, 'starlight-toc')).toEqual(['#using-a-card']);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => currentIn(page, 'starlight-toc')).toEqual(['#_top']);
    expect(asked.some((p) => /TableOfContents|starlight-toc/.test(p))).toBe(false);
    await page.close();
  });

  it('on a phone: names the section, closes when a link is followed, on Escape and on a click outside', async () => {
    const { page } = await opened(TIMING, { width: 375 });
    const toc = page.locator('mobile-starlight-toc');
    const details = toc.locator('details');
    await expect.poll(() => toc.locator('.display-current').textContent()).toBe('Overview');
    await toc.locator('summary').click();
    expect(await details.getAttribute('open')).not.toBeNull();
    await toc.locator('a[href="#dying"]').click();
    expect(await details.getAttribute('open')).toBeNull();
    await expect.poll(() => toc.locator('.display-current').textContent()).toBe('Dying');
    await expect.poll(() => currentIn(page, 'mobile-starlight-toc')).toEqual(['#dying']);

    await toc.locator('summary').click();
    await page.keyboard.press('Escape');
    expect(await details.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('starlight__on-this-page--mobile');

    await toc.locator('summary').click();
    await page.locator('main h1').dispatchEvent('click'); // the open list covers the page: a click that lands outside it
    expect(await details.getAttribute('open')).toBeNull();
    await page.close();
  });
});

describe('the language picker (src/components/starlight/LanguageSelect.astro)', () => {
  it('is not on a site with one language, nor its script', async () => {
    const html = await (await fetch(`${base}${TIMING}`)).text();
    expect(html).toContain('<starlight-theme-select'); // the header's other picker is there
    expect(html).not.toContain('starlight-lang-select');
  });
});

describe('the preload helper (src/vite-preload.ts)', () => {
  it('loads the search UI through it when the search opens (its own chunk, not linked: its import() fetches it), and the search works', async () => {
    const { page } = await opened(TIMING);
    await openSearchDialog(page);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    expect(loaded.some((p) => /\/_astro\/ui-core\.[\w-]+\.js$/.test(p))).toBe(true);
    const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
    expect(preloads.some((p) => /\/_astro\/ui-core\./.test(p))).toBe(false);
    await page.locator('#starlight__search input.pagefind-ui__search-input').fill('lightning');
    await page.locator('#starlight__search .pagefind-ui__result-link').first().waitFor({ timeout: 10_000 });
    await page.close();
  });
});
