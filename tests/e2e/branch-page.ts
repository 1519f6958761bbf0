// What the browser tests of a branch on a scenario's page share (the reincarnation, 3v3 and lord-ask
// branches): the page opened at 375 px with the JavaScript it asks for recorded, which chunks it
// fetched, the sandbox's errors, and moves that wait until the live rules are not busy.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated, newPage, reachFor } from './browser.ts';

/** Opens a scenario's page, records the JavaScript it requests, and waits for its sandbox to hydrate and its later steps' code. */
export async function openedScenario(browser: Browser, base: string, id: string): Promise<{ page: Page; sbx: Locator; asked: string[] }> {
  const page = await newPage(browser, { width: 375, height: 800 });
  const asked: string[] = [];
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) asked.push(u.pathname); });
  const res = await page.goto(`${base}/scenarios/${id}/`, { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  const sbx = page.locator(`.sbx[data-sandbox="${id}"]`).first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(hydrated(`.sbx[data-sandbox="${id}"]`)).first().waitFor({ timeout: 15_000 });
  await reachFor(page, sbx);
  return { page, sbx, asked };
}

/** Whether the page fetched the chunk named `name` (_astro/<name>.<hash>.js). */
export const fetchedChunk = (asked: readonly string[], name: string): boolean => asked.some((p) => new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`).test(p));

/** The error messages the sandbox shows. */
export const sandboxErrors = (sbx: Locator): Promise<string[]> => sbx.locator('.sbx-message-error').allInnerTexts();

/** Waits until the sandbox is not busy (no decision's choices disabled while the live rules work). */
export const notBusy = (sbx: Locator): Promise<void> => expect.poll(() => sbx.locator('.sbx-decision .sbx-choice[aria-disabled="true"]').count(), { timeout: 20_000 }).toBe(0);

/** Goes to the last step of the line shown (End is disabled when the sandbox stands there already). */
export async function toLineEnd(sbx: Locator): Promise<void> {
  await notBusy(sbx);
  const end = sbx.locator('[data-act="end"]').first();
  if (await end.getAttribute('aria-disabled') !== 'true') await end.click();
}
