// The home page: title, tagline and the five ways in; a phone-width layout with a working menu;
// the dark/light theme switch.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openHome(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const page = await newPage(browser, options);
  const res = await page.goto(`${base}/`, { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  return page;
}

describe('home page', () => {
  it('has the site title, a two-sentence tagline and links to the five sections', async () => {
    const page = await openHome();
    expect(await page.title()).toContain('Sanguosha Rules');
    expect((await page.locator('header .site-title').innerText()).trim()).toBe('Sanguosha Rules');
    expect((await page.locator('main h1').first().innerText()).trim()).toBe('Sanguosha Rules');

    const tagline = (await page.locator('main .hero .tagline').innerText()).trim();
    const sentences = tagline.split(/(?<=[.!?。])\s+/).filter((s) => s.length > 0);
    expect(sentences, `tagline: ${tagline}`).toHaveLength(2);

    const sections: Array<[string, string]> = [
      ['Rules', '/rules/'],
      ['Cards', '/cards/'],
      ['Heroes', '/heroes/'],
      ['Scenarios', '/scenarios/'],
      ['Glossary', '/reference/glossary/'],
    ];
    for (const [label, href] of sections) {
      const link = page.locator(`main a[href="${href}"]`).first();
      expect(await link.count(), `a link to ${href} in the page body`).toBe(1);
      expect(await link.innerText()).toContain(label);
      expect(await link.isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('fits a 375 px phone screen and its menu button opens and closes the navigation', async () => {
    const page = await openHome({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.scrollWidth;
      // Name the widest elements, so a failure says what overflows.
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > 375 + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`);
      return { width, culprits };
    });
    expect(overflow.width, `overflowing: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(375);

    const menu = page.locator('button.sl-menu-button');
    const sidebar = page.locator('#starlight__sidebar');
    await menu.waitFor({ state: 'visible' });
    expect(await sidebar.isVisible()).toBe(false);
    await menu.click();
    await sidebar.waitFor({ state: 'visible' });
    const rules = sidebar.getByRole('link', { name: 'Rules overview', exact: true }).first();
    expect(await rules.isVisible()).toBe(true);
    // The theme switch lives in the menu on a phone.
    expect(await sidebar.locator('starlight-theme-select select').isVisible()).toBe(true);
    await menu.click();
    await sidebar.waitFor({ state: 'hidden' });

    // And a link in the menu navigates.
    await menu.click();
    await Promise.all([page.waitForURL(`${base}/rules/`), rules.click()]);
    await page.context().close();
  });

  it('switches between dark and light theme with data-theme on <html>', async () => {
    const page = await openHome();
    const select = page.locator('header starlight-theme-select select');
    const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
    await select.selectOption('dark');
    expect(await theme()).toBe('dark');
    await select.selectOption('light');
    expect(await theme()).toBe('light');
    await select.selectOption('dark');
    await page.reload({ waitUntil: 'load' });
    expect(await theme(), 'the choice survives a reload').toBe('dark');
    await page.context().close();
  });
});
