// Our islands' hydration (src/components/Island.astro, src/islands/hydrate.ts), without Astro's
// island runtime: an island hydrates when it nears the viewport (the sandbox, the scoring
// calculator) or at once (the builder), keeps the element ids the server rendered, never shares
// one with another island on the page, and a page carries no <astro-island> and no Astro island script.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, newPage, notHydrated, sharedBrowser } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

/** The ids of every element inside the page's islands. */
const islandIds = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-island] [id]')].map((e) => e.id));

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser(), { width: 375, height: 667 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  return { page, errors };
}

describe('islands hydrated by our own module', () => {
  it('on /modes/3v3/, hydrates each of the 8 sandboxes as it nears the viewport, with the ids the server rendered, none shared', async () => {
    const { page, errors } = await open('/modes/3v3/');
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.textContent?.includes('astro-island')).length)).toBe(0);
    const islands = page.locator('[data-island="Sandbox"]');
    expect(await islands.count()).toBe(8);
    const served = await islandIds(page);
    expect(new Set(served).size).toBe(served.length);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(notHydrated('.sbx')).count()).toBeGreaterThan(0); // the ones far below wait
    for (let i = 0; i < 8; i++) {
      await page.locator('.sbx').nth(i).scrollIntoViewIfNeeded();
      await page.locator(hydrated('.sbx')).nth(i).waitFor({ timeout: 15_000 });
    }
    expect(await page.locator('[data-island][data-ssr]').count()).toBe(0);
    expect(await islandIds(page)).toEqual(served);
    // Each sandbox steps on its own.
    await page.locator('.sbx').nth(7).getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.locator('.sbx').nth(7).locator('.sbx-say-text').textContent()).not.toBe(await page.locator('.sbx').nth(6).locator('.sbx-say-text').textContent());
    expect(await islandIds(page)).toEqual(served);
    // An element made after hydration takes the id the browser counts, from the same island id
    // (island-mask.ts), so a button the server rendered finds the panel it opens.
    const cite = page.locator('.sbx').nth(7).locator('button.sbx-cite').first();
    await cite.click();
    const panel = await cite.getAttribute('aria-controls');
    await expect.poll(() => page.locator(`[id="${panel}"]`).count()).toBe(1);
    const own = await page.evaluate(() => [...document.querySelectorAll('[data-island]')].map((el, n) => [...el.querySelectorAll('[id]')].filter((e) => !e.id.includes(`Pi${n + 1}`)).map((e) => e.id)));
    expect(own).toEqual(Array.from({ length: 8 }, () => []));
    expect(served.filter((id) => id.endsWith('-title'))).toEqual(Array.from({ length: 8 }, (_, i) => `sbxPi${i + 1}0-title`));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates the builder at once, without a scroll', async () => {
    const { page, errors } = await open('/build/');
    await page.locator(hydrated('.bld')).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates the scoring calculator beside the page\'s sandboxes, and it computes', async () => {
    const { page, errors } = await open('/modes/scoring/');
    const form = page.locator('form.scoring-calculator');
    await form.scrollIntoViewIfNeeded();
    await page.locator(hydrated('form.scoring-calculator')).waitFor({ timeout: 15_000 });
    const result = form.locator('output.scoring-result');
    const before = await result.textContent();
    await form.locator('select').first().selectOption({ index: 1 });
    await expect.poll(() => result.textContent()).not.toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
