// /scenarios/ on a phone (375 px): a link opens with its filters applied, the text filter narrows
// the list and is written back to the address, an empty combination says "0 scenarios — reset",
// the reset brings every scenario back; the list starts near the top, the filters sit behind a
// button, nothing scrolls sideways, no filter box cuts its rows, and nothing from the address
// becomes markup.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { newPage, sharedBrowser } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

const visible = (page: Page) => page.locator('.sc-list .sc:not([hidden])');
const total = (page: Page) => page.locator('.sc-list .sc').count();

it('opens with the filters of its address, narrows by text, reaches the empty state and resets', async () => {
  const page = await newPage(browser(), { width: 375, height: 800 });
  await page.goto(`${base}/scenarios/?card=lightning`, { waitUntil: 'load' });
  const all = await total(page);
  expect(all).toBeGreaterThan(100);
  expect(await page.locator('#f-card').inputValue()).toBe('lightning');
  const shown = await visible(page).count();
  expect(shown).toBeGreaterThan(3);
  expect(shown).toBeLessThan(all);
  for (const card of await visible(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''))) expect(card.split(' ')).toContain('lightning');
  expect(await page.locator('#sc-count').innerText()).toBe(`${shown} of ${all} scenarios · Card: Lightning`);
  // on a phone: the filters behind a button, the list near the top, no sideways scroll
  expect(await page.locator('.sc-more').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect((await page.locator('.sc-more summary').innerText()).replace(/\s+/g, ' ')).toBe('Filters (1)');
  const top = await visible(page).first().evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.locator('#sc-q').fill('guo jia');
  const narrowed = await visible(page).count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(shown);
  for (const t of await visible(page).evaluateAll((els) => els.map((e) => `${e.textContent ?? ''} ${e.getAttribute('data-names') ?? ''}`.toLowerCase()))) {
    expect(t).toContain('guo');
    expect(t).toContain('jia');
  }
  expect(new URL(page.url()).searchParams.get('q')).toBe('guo jia');
  expect(new URL(page.url()).searchParams.get('card')).toBe('lightning');

  await page.locator('#sc-q').fill('no scenario says this zzqx');
  expect(await visible(page).count()).toBe(0);
  const empty = page.locator('#sc-empty');
  expect(await empty.isVisible()).toBe(true);
  expect((await empty.innerText()).trim()).toBe('0 scenarios — reset');
  expect(await page.locator('#sc-count').isVisible()).toBe(false);

  await page.locator('#sc-reset').focus();
  await page.keyboard.press('Enter');
  expect(await visible(page).count()).toBe(all);
  expect(await empty.isVisible()).toBe(false);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.locator('#f-card').inputValue()).toBe('');
  await page.context().close();
});

it('shows readable rule names and uncut filter rows once opened', async () => {
  const page = await newPage(browser(), { width: 375, height: 800 });
  await page.goto(`${base}/scenarios/`, { waitUntil: 'load' });
  await page.locator('.sc-more summary').click();
  const rules = await page.locator('#f-rule option').allInnerTexts();
  expect(rules.length).toBeGreaterThan(10);
  for (const r of rules.slice(1)) expect(r).not.toMatch(/^[a-z]+\.[a-z0-9-]+$/);
  expect(rules).toContain('Cards: Lightning');
  // a box that scrolls or clips its rows (the visually hidden label aside)
  const cut = await page.locator('#sc-filters *').evaluateAll((els) => els.filter((e) => !e.classList.contains('sr-only') && e.scrollHeight > e.clientHeight + 1 && ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowY)).map((e) => e.tagName));
  expect(cut).toEqual([]);
  await page.locator('#f-rule').selectOption({ label: 'Cards: Lightning' });
  expect(new URL(page.url()).searchParams.get('rule')).toBe('cards.lightning');
  expect(await visible(page).count()).toBeGreaterThan(0);
  await page.context().close();
});

it('ignores a hostile address: unknown values, markup and overlong text', async () => {
  const page = await newPage(browser(), { width: 375, height: 800 });
  const long = 'x'.repeat(500);
  await page.goto(`${base}/scenarios/?card=${encodeURIComponent('<img src=x onerror=alert(1)>')}&q=${encodeURIComponent(`<b id=evil>${long}`)}`, { waitUntil: 'load' });
  expect(await page.locator('#f-card').inputValue()).toBe('');
  expect(await page.locator('#evil, .sc-list img').count()).toBe(0);
  expect((await page.locator('#sc-q').inputValue()).length).toBe(100);
  expect(await page.locator('#sc-empty').isVisible()).toBe(true);
  await page.context().close();
});
