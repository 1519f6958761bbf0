// The page shell (src/components/starlight/shell.ts, one inline script in <head> in place of
// Starlight's theme, sidebar-state, mobile-menu and search-shortcut scripts): what a visitor had.
// - The theme chosen is on <html> when the body starts to parse (so the first paint has it), is kept
//   across pages, and the selects show it; "auto" follows the system's colour scheme as it changes.
// - At 1280 px the sidebar's open groups and its scroll are kept across a navigation, and a page
//   opened afresh has its own link in view.
// - At 375 px the menu button opens the sidebar (expanded, the page behind inert), Escape closes it
//   and focus is back on the button; the search button's shortcut is ⌘K on Apple's devices.
// - None of Starlight's replaced scripts is on the page.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axExpanded, newPage, sharedBrowser } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();
const TIMING = '/rules/timing/';

/**
 * A page whose HTML gets, as the first thing in <body>, a script that notes <html>'s data-theme:
 * what the shell set in <head>, before any of the body is parsed or painted, and before any script
 * that runs later.
 */
async function noting(b: Browser, options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const page = await newPage(b, options);
  await page.route(`${base}/**/`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(/<body([^>]*)>/, '<body$1><script>window.themeAtBody = document.documentElement.dataset.theme ?? null;</script>');
    expect(body, 'a <body> tag').not.toBe(html);
    await route.fulfill({ response, body });
  });
  return page;
}

const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody);
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset['theme']);
const selects = (page: Page) => page.locator('starlight-theme-select select').evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).value));
const icon = (page: Page) => page.locator('header starlight-theme-select svg.label-icon').innerHTML();
const templateIcon = (page: Page, t: string) => page.evaluate((t) => (document.querySelector('#theme-icons') as HTMLTemplateElement).content.querySelector(`.${t}`)?.innerHTML, t);

describe('the theme', () => {
  it('is applied before the body is parsed, kept across a navigation, and shown in the selects', async () => {
    const page = await noting(browser()); // the system is light
    await page.goto(`${base}${TIMING}`, { waitUntil: 'load' });
    expect(await themeAtBody(page)).toBe('light');
    expect(await selects(page)).toEqual(['auto', 'auto']); // the header's and the mobile menu's
    expect(await icon(page)).toBe(await templateIcon(page, 'auto'));

    await page.locator('header starlight-theme-select select').selectOption('dark');
    expect(await theme(page)).toBe('dark');
    expect(await selects(page)).toEqual(['dark', 'dark']);
    expect(await icon(page)).toBe(await templateIcon(page, 'dark'));

    await Promise.all([page.waitForURL(`${base}/rules/identity/`), page.locator('main a[href="/rules/identity/"]:visible').first().click()]);
    await page.waitForLoadState('load');
    expect(await themeAtBody(page), 'dark from the first paint of the next page').toBe('dark');
    expect(await selects(page)).toEqual(['dark', 'dark']);
    expect(await icon(page)).toBe(await templateIcon(page, 'dark'));

    await page.locator('header starlight-theme-select select').selectOption('auto');
    expect(await theme(page)).toBe('light');
    await page.reload({ waitUntil: 'load' });
    expect(await themeAtBody(page)).toBe('light');
    expect(await selects(page)).toEqual(['auto', 'auto']);
    await page.context().close();
  });

  it('in auto, follows the system as it changes; a choice of light or dark does not', async () => {
    const page = await noting(browser());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${base}${TIMING}`, { waitUntil: 'load' });
    expect(await themeAtBody(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');

    await page.locator('header starlight-theme-select select').selectOption('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });
});

const sidebar = (page: Page) => page.locator('#starlight__sidebar');
const group = (page: Page, label: string) => sidebar(page).locator('details', { has: page.locator(`summary:has-text("${label}")`) }).first();
const isOpen = (d: Locator) => d.evaluate((el) => (el as HTMLDetailsElement).open);
const scrollTop = (page: Page) => sidebar(page).evaluate((el) => el.scrollTop);

/** Whether the sidebar's link to the page itself is inside the sidebar's visible box. */
const currentInView = (page: Page) =>
  sidebar(page).evaluate((s) => {
    const a = s.querySelector('[aria-current="page"]');
    if (!a) return false;
    const box = a.getBoundingClientRect();
    const view = s.getBoundingClientRect();
    return box.top >= view.top && box.bottom <= view.bottom;
  });

describe('the sidebar at 1280 px', () => {
  it('keeps its open groups and its scroll across a navigation', async () => {
    const page = await newPage(browser(), { width: 1280, height: 800 });
    await page.goto(`${base}${TIMING}`, { waitUntil: 'load' });
    const cards = group(page, 'Cards');
    const tcg = group(page, 'Three Kingdoms TCG');
    expect(await isOpen(cards)).toBe(true);
    expect(await isOpen(tcg)).toBe(false); // collapsed in the configuration
    await cards.locator('summary').first().click();
    await tcg.locator('summary').first().click();
    expect(await isOpen(cards)).toBe(false);
    expect(await isOpen(tcg)).toBe(true);

    const link = sidebar(page).locator('a[href="/modes/3v3/"]');
    await link.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const scrolled = await scrollTop(page);
    expect(scrolled).toBeGreaterThan(100);
    await Promise.all([page.waitForURL(`${base}/modes/3v3/`), link.click()]);
    await page.waitForLoadState('load');
    expect(await isOpen(group(page, 'Cards')), 'closed as left').toBe(false);
    expect(await isOpen(group(page, 'Three Kingdoms TCG')), 'open as left').toBe(true);
    expect(Math.abs((await scrollTop(page)) - scrolled)).toBeLessThanOrEqual(2);
    expect(await currentInView(page)).toBe(true);
    await page.context().close();
  });

  it("opened afresh on a page far down the sidebar, has that page's link in view", async () => {
    const page = await newPage(browser(), { width: 1280, height: 800 });
    await page.goto(`${base}/reference/glossary/`, { waitUntil: 'load' });
    expect(await scrollTop(page)).toBeGreaterThan(0);
    expect(await currentInView(page)).toBe(true);
    await page.context().close();
  });
});

describe('the mobile menu at 375 px', () => {
  it('opens the sidebar (the page behind inert), closes on Escape and gives focus back to its button', async () => {
    const page = await newPage(browser(), { width: 375, height: 667 });
    await page.goto(`${base}${TIMING}`, { waitUntil: 'load' });
    const button = page.locator('button.sl-menu-button');
    const pane = sidebar(page);
    const inert = () => page.locator('.main-frame').evaluate((el) => el.hasAttribute('inert'));
    expect(await pane.getAttribute('popover')).toBe('auto');
    expect(await pane.isVisible()).toBe(false);
    await button.click();
    await pane.waitFor({ state: 'visible' });
    expect(await pane.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    expect(await inert()).toBe(true);
    expect(await expanded(page, button)).toBe(true);
    await pane.getByRole('link', { name: 'Rules overview', exact: true }).first().focus();
    await page.keyboard.press('Escape');
    await pane.waitFor({ state: 'hidden' });
    expect(await inert()).toBe(false);
    expect(await expanded(page, button)).toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('is no popover at 1280 px, where the sidebar stays in the page', async () => {
    const page = await newPage(browser(), { width: 1280 });
    await page.goto(`${base}${TIMING}`, { waitUntil: 'load' });
    expect(await sidebar(page).getAttribute('popover')).toBeNull();
    expect(await sidebar(page).isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 667 });
    await expect.poll(() => sidebar(page).getAttribute('popover')).toBe('auto');
    await page.context().close();
  });
});

describe('the search shortcut and what is left out', () => {
  it("says Control+K, Meta+K on Apple's devices; the page has none of Starlight's replaced scripts and no error", async () => {
    const page = await newPage(browser(), { width: 1280 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}${TIMING}`, { waitUntil: 'load' });
    const search = page.locator('button[data-open-modal]');
    expect(await search.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    const scripts = await page.locator('script').evaluateAll((all) => all.map((s) => s.textContent ?? ''));
    for (const gone of ['StarlightThemeProvider', '_starlightScrollRestore', 'querySelector(`sl-sidebar-state-persist`)', 'constructor(){super();let e=matchMedia', "data-open-modal]')"]) {
      expect(scripts.filter((s) => s.includes(gone)), gone).toEqual([]);
    }
    expect(scripts.filter((s) => s.includes('sgsSidebarEnd'))).toHaveLength(2); // the shell, and its call after the sidebar
    expect(errors).toEqual([]);

    await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
    await page.reload({ waitUntil: 'load' });
    expect(await search.getAttribute('aria-keyshortcuts')).toBe('Meta+K');
    await page.context().close();
  });
});

/** The button's expanded state as Chromium's accessibility tree reports it (browser.ts). */
const expanded = async (page: Page, button: Locator): Promise<boolean | undefined> => (await axExpanded(page, button)).expanded;
