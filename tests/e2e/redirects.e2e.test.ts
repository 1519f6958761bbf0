// Addresses that forgive: the other names of cards and heroes lead to the canonical page (static
// redirect pages, src/redirects.ts), every one of them, and an unknown address shows the 404 page
// with the nearest pages, as links made only from the site's own list.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Every built redirect page under /cards/ and /heroes/: its address and where it says it leads. */
function builtRedirects(): [string, string][] {
  const out: [string, string][] = [];
  for (const section of ['cards', 'heroes']) {
    for (const dir of readdirSync(`${dist}${section}`)) {
      let html: string;
      try {
        html = readFileSync(`${dist}${section}/${dir}/index.html`, 'utf8');
      } catch {
        continue;
      }
      const to = /<meta http-equiv="refresh" content="0;url=([^"]+)"/.exec(html)?.[1];
      if (to) out.push([`/${section}/${dir}/`, to]);
    }
  }
  return out;
}

describe('alias addresses', () => {
  it.each([
    ['/cards/slash/', '/cards/strike/'],
    ['/cards/jink/', '/cards/dodge/'],
    ['/cards/kill/', '/cards/strike/'],
    ['/cards/analeptic/', '/cards/wine/'],
    ['/cards/sha/', '/cards/strike/'],
    ['/heroes/lu-bu/', '/heroes/lv-bu/'],
    ['/heroes/zhang-yun/', '/heroes/zhao-yun/'],
  ])('%s leads to %s', async (from, to) => {
    await page.goto(`${base}${from}`);
    await page.waitForURL(`${base}${to}`, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await page.locator('main h1').first().isVisible()).toBe(true);
  });

  it('every redirect page leads to a card or hero page that exists', () => {
    const all = builtRedirects();
    expect(all.length).toBeGreaterThan(150);
    for (const [from, to] of all) {
      expect(to, from).toMatch(/^\/(cards|heroes)\/[a-z0-9-]+\/$/);
      const html = readFileSync(`${dist}${to.slice(1)}index.html`, 'utf8');
      expect(html, `${from} → ${to}`).not.toMatch(/http-equiv="refresh"/);
    }
  });
});

describe('the 404 page', () => {
  async function nearest(path: string): Promise<{ status: number | undefined; links: { href: string; text: string }[] }> {
    const res = await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const links = await page.locator('#nf-nearest-list a').evaluateAll((as) =>
      as.map((a) => ({ href: new URL((a as HTMLAnchorElement).href).pathname, text: a.textContent ?? '' })),
    );
    return { status: res?.status(), links };
  }

  it('suggests the nearest pages for a misspelt card, hero and rules address', async () => {
    const card = await nearest('/cards/lightnin/');
    expect(card.status).toBe(404);
    expect(card.links[0]).toEqual({ href: '/cards/lightning/', text: 'Lightning' });
    expect((await nearest('/cards/jinx/')).links.map((l) => l.href)).toContain('/cards/dodge/');
    expect((await nearest('/heroes/lu-bo/')).links.map((l) => l.href)).toContain('/heroes/lv-bu/');
    expect((await nearest('/rules/general/zone/')).links[0]?.href).toBe('/rules/general/zones/');
    expect(await page.locator('.nf-nearest').isVisible()).toBe(true);
  });

  it('shows no list when nothing is near, and never shows the address asked for as markup', async () => {
    const far = await nearest('/qqqqqqqqqqqqqqqqqqqqqqqqqqqq/');
    expect(far.links).toEqual([]);
    expect(await page.locator('.nf-nearest').isVisible()).toBe(false);
    await nearest('/cards/%3Cimg%20src=x%20onerror=alert(1)%3E/');
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain('onerror');
  });
});
