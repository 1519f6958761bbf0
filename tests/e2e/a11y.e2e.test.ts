// Accessibility sweep: axe-core over every built page (dist/**/index.html and 404.html, not
// dist/pagefind nor the alias redirect pages), WCAG 2.0/2.1 A and AA plus axe's best practices, 0 violations allowed.
// Every page is checked in the light theme; the home page, the 404 page and the first page of each
// top-level section are checked in the dark theme too.
//
// Speed (about 250 pages): one browser; per theme one context with a pool of POOL pages that take
// turns (vitest runs the page tests concurrently, at most POOL at a time); axe is added to every page
// by an init script instead of a script tag after load; and the sidebar navigation, the same on
// every page but for the current item, is checked in full only on the pages of the dark list
// (home, 404, the first page of each section) and excluded elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, type ExpectStatic } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A static redirect page (an alias address such as /cards/slash/, src/redirects.ts), not a page to check. */
const isRedirect = (file: string) => /<meta http-equiv="refresh"/.test(readFileSync(file, 'utf8').slice(0, 400));

/**
 * Every built page as a URL path: dist/rules/index.html → /rules/, dist/404.html → /404.html. The
 * redirect pages are left out: they send the browser on at once (tests/e2e/redirects.e2e.test.ts).
 */
function builtPages(): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = `${entry.parentPath.slice(dist.length).replace(/\\/g, '/')}/${entry.name}`.replace(/^\/+/, '');
    if (rel.startsWith('pagefind/')) continue;
    if (entry.name === 'index.html' && !isRedirect(`${dist}${rel}`)) paths.push(`/${rel.slice(0, -'index.html'.length)}`);
    else if (rel === '404.html') paths.push('/404.html');
  }
  return paths.sort();
}

const pages = builtPages();
/** The home page, the 404 page and the first page of every top-level section. */
const darkPages = pages.filter((p, i) => {
  if (p === '/' || p === '/404.html') return true;
  const section = p.split('/')[1];
  return pages.findIndex((q) => q.split('/')[1] === section) === i;
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[] }>;
}

function describeViolations(path: string, theme: string, violations: Violation[]): string {
  const lines = [`${violations.length} accessibility violation(s) on ${path} (${theme} theme):`];
  for (const v of violations) {
    lines.push(`  ${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 8)) lines.push(`      at ${node.target.map(String).join(' >> ')}`);
    if (v.nodes.length > 8) lines.push(`      … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Pages per theme checked at the same time (the e2e config's maxConcurrency matches it). */
const POOL = 2;
type Theme = 'light' | 'dark';

/** A few pages that take turns: `use` waits for a free one. */
class PagePool {
  private readonly free: Page[] = [];
  private readonly waiting: Array<(page: Page) => void> = [];
  add(page: Page): void {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.free.push(page);
  }
  async use<T>(fn: (page: Page) => Promise<T>): Promise<T> {
    const page = this.free.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    try {
      return await fn(page);
    } finally {
      this.add(page);
    }
  }
}

let browser: Browser;
const pools: Partial<Record<Theme, PagePool>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const theme of ['light', 'dark'] as const) {
    const first = await newPage(browser, { theme });
    const context: BrowserContext = first.context();
    await context.addInitScript({ content: axeSource });
    const pool = new PagePool();
    pool.add(first);
    for (let i = 1; i < POOL; i++) pool.add(await context.newPage());
    pools[theme] = pool;
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Checks one page; `expect` is the test's own, as concurrent tests need. */
async function sweep(expect: ExpectStatic, theme: Theme, path: string, withSidebar: boolean): Promise<void> {
  const violations = await pools[theme]!.use(async (page) => {
    const res = await page.goto(`${base}${path}`, { waitUntil: 'load' });
    expect(res?.status(), `status of ${path}`).toBe(200);
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
    return page.evaluate(async (fullPage) => {
      type Axe = { run: (ctx: unknown, opts: object) => Promise<{ violations: unknown[] }> };
      const axe = (window as unknown as { axe?: Axe }).axe;
      if (!axe) throw new Error('axe-core was not injected');
      const context = fullPage ? document : { exclude: [['#starlight__sidebar']] };
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      });
      return result.violations;
    }, withSidebar);
  });
  if (violations.length > 0) expect.fail(describeViolations(path, theme, violations as Violation[]));
}

describe('accessibility sweep', () => {
  it('found the built pages', () => {
    expect(pages).toContain('/');
    expect(pages.length).toBeGreaterThan(1);
  });
  // A big page (the glossary has thousands of elements) can take axe 10 s or more on a busy machine.
  describe('light theme', { timeout: 120_000 }, () => {
    it.concurrent.for(pages)('%s', async (path, { expect }) => sweep(expect, 'light', path, darkPages.includes(path)));
  });
  describe('dark theme', { timeout: 120_000 }, () => {
    it.concurrent.for(darkPages)('%s', async (path, { expect }) => sweep(expect, 'dark', path, true));
  });
});
