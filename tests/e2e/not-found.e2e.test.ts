// An unknown address shows the friendly 404 page, which leads back home.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('shows the 404 page with a link home for an unknown URL', async () => {
  const page = await newPage(browser);
  const res = await page.goto(`${base}/no-such-page/really-not-here/`, { waitUntil: 'load' });
  expect(res?.status()).toBe(404);
  expect((await page.locator('main h1').first().innerText()).trim()).toBe('Page not found');
  const home = page.locator('main a[href="/"]').first();
  expect(await home.isVisible()).toBe(true);
  await Promise.all([page.waitForURL(`${base}/`), home.click()]);
  expect((await page.locator('main h1').first().innerText()).trim()).toBe('Sanguosha Rules');
  await page.context().close();
});
