// The one way browser tests start a browser: playwright-core driving the Debian Chromium.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error('Chromium is missing at /usr/bin/chromium: run `node scripts/ensure-chromium.mjs` (as root it installs Debian\'s chromium; otherwise it prints the command)');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Opens a page with the given colour theme stored where Starlight reads it ('starlight-theme' in
 * localStorage) before any page script runs, on every navigation; 'auto' (the default) leaves storage alone.
 * `reducedMotion` makes the page match prefers-reduced-motion: reduce.
 */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; theme?: 'light' | 'dark' | 'auto'; reducedMotion?: boolean } = {},
): Promise<Page> {
  const { width = 1280, height = 900, theme = 'auto', reducedMotion = false } = options;
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: 'light', reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  if (theme !== 'auto') {
    await context.addInitScript((t) => {
      try {
        localStorage.setItem('starlight-theme', t);
      } catch {
        /* about:blank has no storage */
      }
    }, theme);
  }
  return context.newPage();
}

/**
 * The search tests' setup: a browser and a page at 1280 px opened at `url` (fully loaded). The
 * caller closes the browser.
 */
export async function browserAt(url: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const page = await newPage(browser);
  await page.goto(url, { waitUntil: 'load' });
  return { browser, page };
}

/** Opens Starlight's search dialog (its button is enabled once its script has run) and waits for the input. */
export async function openSearchDialog(page: Page): Promise<void> {
  const open = page.locator('button[data-open-modal]:not([disabled])');
  await open.waitFor({ state: 'visible' });
  await open.click();
  await page.locator('#starlight__search input.pagefind-ui__search-input').waitFor({ state: 'visible', timeout: 10_000 });
}

/** One browser for a test file: launched before its tests, closed after; call at the file's top level. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });
  return () => {
    if (!browser) throw new Error('the browser is not running: call sharedBrowser() at the top level of the test file');
    return browser;
  };
}

/**
 * Holds back every request whose URL matches `url` (a chunk, say) until `release` is called, so a
 * test can see what the page shows while it waits; `asked` tells whether the page asked for it yet.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ readonly release: () => void; readonly asked: () => boolean }> {
  let release: () => void = () => undefined;
  let asked = false;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(url, async (route) => { asked = true; await held; await route.continue(); });
  return { release: () => release(), asked: () => asked };
}

/**
 * A selector for `sel` inside one of our islands (src/components/Island.astro) once it has hydrated:
 * the island's wrapper carries `data-ssr` until then (src/islands/hydrate.ts).
 */
export const hydrated = (sel: string): string => `[data-island]:not([data-ssr]) ${sel}`;

/** A selector for `sel` inside one of our islands that has not hydrated yet (server-rendered HTML only). */
export const notHydrated = (sel: string): string => `[data-island][data-ssr] ${sel}`;

/**
 * A visitor reaching for a hydrated sandbox (a pointer over it: src/islands/sandbox/intent.ts), which
 * asks for the code of its later steps; resolves once that code is in. For the tests that step and
 * read at once: a press made before it is in waits for it (in order), so a test that clicks, reads
 * the old step and clicks again would queue two moves. The wait for the code is
 * tests/e2e/sandbox-on-demand.e2e.test.ts's subject.
 */
export async function reachFor(page: Page, sbx: Locator): Promise<void> {
  await sbx.dispatchEvent('pointerover');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/later-steps\.[\w-]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0), undefined, { timeout: 15_000 });
  await page.waitForTimeout(50); // the module runs as soon as it is fetched
}

/**
 * A button's expanded state as Chromium's accessibility tree reports it (a popover's invoker gets it
 * from the browser, not from an attribute), and the role the tree gives it.
 */
export async function axExpanded(page: Page, button: Locator): Promise<{ readonly role: unknown; readonly expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  await button.evaluate((b) => b.setAttribute('data-ax-probe', ''));
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await button.evaluate((b) => b.removeAttribute('data-ax-probe'));
  await cdp.detach();
  const node = nodes[0];
  return { role: node?.role?.value, expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined };
}
