// Pages that answer first, on a phone (375 px wide): no built page scrolls sideways, the header's
// search and menu buttons stay on screen, and a card page shows its rules before its list of
// physical cards, which is folded away at the end.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const base = inject('baseUrl');
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const WIDTH = 375;
let browser: Browser;
let context: BrowserContext;
const POOL = 2;
const pool: Page[] = [];

/** Every built page as a URL path, without the alias redirect pages and the search bundles. */
function builtPages(): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const rel = `${entry.parentPath.slice(dist.length).replace(/\\/g, '/')}/`.replace(/^\/+/, '');
    if (rel.startsWith('pagefind')) continue;
    if (/http-equiv="refresh"/.test(readFileSync(`${dist}${rel}index.html`, 'utf8').slice(0, 400))) continue;
    paths.push(`/${rel}`);
  }
  return paths.sort();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: WIDTH, height: 800 }, colorScheme: 'light' });
  for (let i = 0; i < POOL; i++) pool.push(await context.newPage());
});
afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  while (pool.length === 0) await new Promise((r) => setTimeout(r, 20));
  const page = pool.pop()!;
  try {
    return await fn(page);
  } finally {
    pool.push(page);
  }
}

describe('at 375 px wide', () => {
  it.concurrent.each(builtPages())('%s does not scroll sideways', async (path) => {
    await withPage(async (page) => {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      const { scroll, client, widest } = await page.evaluate(() => {
        const root = document.documentElement;
        // The widest element that sticks out past the right edge, to name in a failure.
        let widest = '';
        let right = root.clientWidth;
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > right + 1) {
            right = r.right;
            widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} (right edge ${Math.round(r.right)} px)`;
          }
        }
        return { scroll: root.scrollWidth, client: root.clientWidth, widest };
      });
      expect(scroll, `${path} is ${scroll} px wide in a ${client} px window; widest: ${widest}`).toBeLessThanOrEqual(client);
    });
  });

  it('keeps the header search and menu buttons on screen on the card index', async () => {
    await withPage(async (page) => {
      await page.goto(`${base}/cards/`, { waitUntil: 'load' });
      for (const selector of ['button[data-open-modal]', 'button.sl-menu-button']) {
        const box = await page.locator(selector).first().boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box!.x + box!.width, selector).toBeLessThanOrEqual(WIDTH);
      }
    });
  });

  it('shows a card page’s rules first and folds its physical cards away at the end', async () => {
    await withPage(async (page) => {
      await page.goto(`${base}/cards/strike/`, { waitUntil: 'load' });
      const rules = await page.locator('#rules').boundingBox();
      expect(rules, 'the Rules heading').not.toBeNull();
      expect(rules!.y, 'the Rules heading starts within the first screen and a half').toBeLessThan(1200);
      const copies = page.locator('details.card-copies-fold');
      expect(await copies.getAttribute('open')).toBeNull();
      const copiesBox = await copies.boundingBox();
      expect(copiesBox!.y).toBeGreaterThan(rules!.y);
      expect(await page.locator('details.card-copies-fold table').isVisible()).toBe(false);
      await copies.locator('summary').click();
      expect(await page.locator('details.card-copies-fold table').isVisible()).toBe(true);
    });
  });
});
