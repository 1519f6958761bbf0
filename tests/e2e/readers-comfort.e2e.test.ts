// Readers' comfort (issue 17): the English/中文 choice is kept from page to page (and the toggle works
// with JavaScript off, showing both); a glossary term opens its definition on a tap on a phone and on
// a click with a mouse, and closes with a second tap, Esc or a tap outside; /rules/ leads to every
// rules page, and the sidebar has one clear entry for each page.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axExpanded, launchBrowser } from './browser.ts';

const base = inject('baseUrl');
const docs = fileURLToPath(new URL('../../content/docs/rules/', import.meta.url));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  return page;
}

/** Whether the first clause's English and Chinese columns are shown. */
async function shown(page: Page): Promise<{ en: boolean; zh: boolean; choice: string }> {
  return page.evaluate(() => {
    const clause = document.querySelector('.clause.bilingual');
    const visible = (sel: string) => {
      const el = clause?.querySelector(sel);
      return el instanceof HTMLElement && getComputedStyle(el).display !== 'none';
    };
    const checked = document.querySelector<HTMLInputElement>('input[name="sgs-lang"]:checked');
    return { en: visible('.clause-en'), zh: visible('.clause-zh'), choice: checked?.value ?? '' };
  });
}

describe('the language choice', () => {
  it('is kept on the next page: choose 中文, go to another page, still 中文', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, '/rules/general/events/');
    expect(await shown(page)).toEqual({ en: true, zh: true, choice: 'both' });
    await page.locator('.lang-toggle label', { hasText: '中文' }).filter({ hasNotText: 'English' }).click();
    expect(await shown(page)).toEqual({ en: false, zh: true, choice: 'zh' });

    await page.goto(`${base}/rules/identity/`, { waitUntil: 'load' });
    await page.goto(`${base}/rules/general/values/`, { waitUntil: 'load' });
    expect(await shown(page)).toEqual({ en: false, zh: true, choice: 'zh' });

    await page.locator('.lang-toggle label', { hasText: 'English' }).filter({ hasNotText: '中文' }).click();
    await page.goto(`${base}/rules/general/zones/`, { waitUntil: 'load' });
    expect(await shown(page)).toEqual({ en: true, zh: false, choice: 'en' });
    await context.close();
  });

  it('is applied before the first paint: the stored choice is set by a script right after the radios, before any clause', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/rules/general/events/');
    const order = await page.evaluate(() => {
      const script = document.querySelector('fieldset.lang-toggle + script');
      const clause = document.querySelector('.clause');
      return {
        script: script?.textContent?.includes('sgs-lang') ?? false,
        before: !!script && !!clause && (script.compareDocumentPosition(clause) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      };
    });
    expect(order).toEqual({ script: true, before: true });
    await context.close();
  });

  it('works with JavaScript off: both languages are shown, and the radios still switch', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addInitScript(() => localStorage.setItem('sgs-lang', 'zh'));
    const page = await open(context, '/rules/general/events/');
    const visible = async (sel: string) => page.locator(`.clause.bilingual ${sel}`).first().isVisible();
    expect([await visible('.clause-en'), await visible('.clause-zh')]).toEqual([true, true]);
    await page.locator('.lang-toggle input[value="en"]').check();
    expect([await visible('.clause-en'), await visible('.clause-zh')]).toEqual([true, false]);
    await context.close();
  });
});

/** The first glossary term of the page, its popover and the popover's glossary link. */
function firstTerm(page: Page): { button: Locator; tip: Locator; more: Locator } {
  const button = page.locator('main .term > button.term-link').first();
  const tip = page.locator('main .term > .term-tip').first();
  return { button, tip, more: tip.locator('a.term-tip-more') };
}

const isOpen = (tip: Locator) => tip.evaluate((el) => el.matches(':popover-open'));

/** The button's expanded state as Chromium's accessibility tree reports it (browser.ts), which must see a button. */
async function expanded(page: Page, button: Locator): Promise<boolean | undefined> {
  const { role, expanded: open } = await axExpanded(page, button);
  expect(role).toBe('button');
  return open;
}

describe('a glossary term', () => {
  it('opens on a tap on a phone (375 px, touch), closes on a second tap, Esc or a tap outside, and its link leads to the glossary', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const page = await open(context, '/rules/general/skills/');
    const { button, tip, more } = firstTerm(page);
    await button.scrollIntoViewIfNeeded();
    expect(await button.evaluate((b) => b.tagName)).toBe('BUTTON');
    expect(await expanded(page, button)).toBe(false);

    await button.tap();
    expect(page.url(), 'a tap stays on the page').toBe(`${base}/rules/general/skills/`);
    expect(await isOpen(tip)).toBe(true);
    expect(await tip.isVisible()).toBe(true);
    expect(await expanded(page, button)).toBe(true);
    const box = await tip.boundingBox();
    expect(box, 'the definition is on screen').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);

    await button.tap(); // a second tap on the term closes it
    expect(await isOpen(tip)).toBe(false);

    await button.tap();
    await page.keyboard.press('Escape');
    expect(await isOpen(tip)).toBe(false);

    await button.tap();
    await page.touchscreen.tap(360, 120); // outside the definition
    expect(await isOpen(tip)).toBe(false);

    await button.tap();
    const href = await more.getAttribute('href');
    expect(href).toMatch(/^\/reference\/glossary\/#[\w-]+$/);
    await Promise.all([page.waitForURL(`${base}${href}`), more.tap()]);
    await context.close();
  });

  it('with a mouse at 1280 px: hover previews, a click opens, Esc closes and returns focus', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, '/rules/general/skills/');
    const { button, tip, more } = firstTerm(page);
    await button.scrollIntoViewIfNeeded();
    expect(await tip.isVisible()).toBe(false);
    await button.hover();
    expect(await tip.isVisible(), 'hover shows the definition').toBe(true);
    expect(await isOpen(tip)).toBe(false);

    await button.click();
    expect(page.url()).toBe(`${base}/rules/general/skills/`);
    expect(await isOpen(tip)).toBe(true);
    const [b, t] = [await button.boundingBox(), await tip.boundingBox()];
    expect(t!.y, 'the definition opens under the term').toBeGreaterThanOrEqual(b!.y);

    await page.keyboard.press('Escape');
    expect(await isOpen(tip)).toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Keyboard: Enter opens, Tab reaches the glossary link inside.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(tip)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('/rules/ and the sidebar', () => {
  it('/rules/ links to every rules page', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/rules/');
    const links = await page.locator('main .sl-markdown-content a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const pages = readdirSync(docs, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
      .map((f) => `/rules/${f.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/+$/, '/'));
    expect(pages).toContain('/rules/timing/');
    for (const p of pages) expect(links, `/rules/ links to ${p}`).toContain(p);
    await context.close();
  });

  it('has no group that starts with its own name again, no label twice, and every rules page in it', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/rules/timing/');
    const tree = await page.evaluate(() => {
      const groups = [...document.querySelectorAll('#starlight__sidebar details')].map((d) => ({
        label: d.querySelector(':scope > summary')?.textContent?.trim() ?? '',
        first: d.querySelector(':scope > ul > li a')?.textContent?.trim() ?? '',
      }));
      const links = [...document.querySelectorAll('#starlight__sidebar a')].map((a) => ({ label: a.textContent?.trim() ?? '', path: new URL((a as HTMLAnchorElement).href).pathname }));
      return { groups, links };
    });
    for (const g of tree.groups) expect(g.first, `the group "${g.label}" starts with "${g.first}"`).not.toBe(g.label);
    const labels = tree.links.map((l) => l.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i), 'labels used twice').toEqual([]);
    const paths = tree.links.map((l) => l.path);
    for (const p of ['/rules/', '/rules/identity/', '/rules/timing/', '/rules/basics/', '/rules/general/', '/rules/general/events/']) expect(paths).toContain(p);
    await context.close();
  });
});
