// The sandbox's code that a first view does not need loads on demand: opening a permalink
// (open-link.ts) only for an address with a sandbox link, an open clause's panel (clause-panel.tsx)
// the first time a clause opens or a citation is hovered, with the scenario's texts file
// (/sandbox/<id>.json: the clauses' texts and the pages of their sections), and a point of view's
// masks (hidden.ts) when a point of view other than the judge's is first chosen. The stack's words
// (frames-view.ts) come worked out in the props for the scripted line: the page loads that module
// only with a branch. The code of the steps after the first (later-steps.ts: what changed, the
// cards' slides, the idle computing of the steps' views) is asked for when a visitor first reaches
// for the sandbox (a pointer over it, a touch, the focus, a key: intent.ts), not before: the first
// view never waits on it, and a visitor who only reads it never loads it.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { holdRequests, newPage, sharedBrowser, hydrated } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();
const LIGHTNING = '/cards/lightning/';

/** Opens a page and records the JavaScript and JSON it requests from the site. */
async function opened(path: string): Promise<{ page: Page; asked: string[] }> {
  const page = await newPage(browser());
  const asked: string[] = [];
  page.on('request', (r) => { const u = new URL(r.url()); if (/\.(js|json)$/.test(u.pathname)) asked.push(u.pathname); });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(hydrated('.sbx[data-sandbox="lightning-hit"]')).first().waitFor({ timeout: 15_000 });
  return { page, asked };
}

const chunk = (asked: readonly string[], name: string) => asked.some((p) => new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`).test(p));

describe('sandbox: code loaded on demand', () => {
  it('a page opened without a link loads neither the permalink opener, the clause panel nor the masks; a clause opens with its text, a seat’s view with its masks', async () => {
    const { page, asked } = await opened(LIGHTNING);
    const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
    await page.waitForTimeout(300);
    expect(chunk(asked, 'Sandbox')).toBe(true);
    expect(chunk(asked, 'open-link')).toBe(false);
    expect(chunk(asked, 'clause-panel')).toBe(false);
    expect(chunk(asked, 'hidden')).toBe(false);
    expect(asked.some((p) => p.startsWith('/sandbox/'))).toBe(false);

    const cite = sbx.locator('.sbx-stack .sbx-cite').first(); // the turn's frame cites the turn's clause
    await cite.click();
    expect(await cite.getAttribute('aria-expanded')).toBe('true');
    const panel = sbx.locator('.sbx-stack .sbx-clause');
    await panel.locator('.sbx-clause-body [lang="en"]').waitFor({ timeout: 10_000 });
    expect(await panel.locator('[lang="zh-Hans"]').innerText()).toMatch(/[\u4e00-\u9fff]/);
    expect(await panel.getByRole('link', { name: /on its page/ }).getAttribute('href')).toMatch(/#general\.flow\.turn$/);
    expect(chunk(asked, 'clause-panel')).toBe(true);
    expect(asked).toContain('/sandbox/lightning-hit.json');
    // Closing and opening again needs no new load.
    const before = asked.length;
    await panel.getByRole('button', { name: 'Close' }).click();
    await cite.click();
    await panel.locator('.sbx-clause-body [lang="en"]').waitFor();
    expect(asked.length).toBe(before);

    // A seat's point of view loads its masks, then shows: another seat's role is hidden from it.
    await sbx.getByLabel('View as').selectOption('p2');
    await expect.poll(() => sbx.locator('.sbx-role').allInnerTexts(), { timeout: 10_000 }).toContain('Role hidden');
    expect(chunk(asked, 'hidden')).toBe(true);
    expect(await sbx.getByLabel('View as').inputValue()).toBe('p2');
    await page.close();
  });

  it('a clause whose panel cannot load says so and links to its page; opened again, it loads', async () => {
    const page = await newPage(browser());
    let blocked = true;
    await page.route('**/_astro/clause-panel.*.js', (r) => (blocked ? r.abort() : r.continue()));
    await page.goto(`${base}${LIGHTNING}`, { waitUntil: 'load' });
    const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
    await sbx.scrollIntoViewIfNeeded();
    await page.locator(hydrated('.sbx[data-sandbox="lightning-hit"]')).first().waitFor({ timeout: 15_000 });
    const cite = sbx.locator('.sbx-stack .sbx-cite').first();
    await cite.click();
    const panel = sbx.locator('.sbx-stack .sbx-clause');
    await expect.poll(() => panel.innerText()).toMatch(/could not be loaded; it is on its page/);
    expect(await panel.getByRole('link', { name: /on its page/ }).getAttribute('href')).toMatch(/#general\.flow\.turn$/);
    blocked = false;
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(await cite.getAttribute('aria-expanded')).toBe('false');
    await cite.click();
    await panel.locator('.sbx-clause-body [lang="en"]').waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('steps through the scripted stack with no code for its words; a branch loads it and shows its own frames', async () => {
    const page = await newPage(browser());
    const asked: string[] = [];
    page.on('request', (r) => { const u = new URL(r.url()); if (/\.(js|json)$/.test(u.pathname)) asked.push(u.pathname); });
    await page.goto(`${base}/rules/general/events/`, { waitUntil: 'load' });
    const sbx = page.locator('.sbx[data-sandbox="duel-lubu-user"]').first();
    await sbx.scrollIntoViewIfNeeded();
    await page.locator(hydrated('.sbx[data-sandbox="duel-lubu-user"]')).first().waitFor({ timeout: 15_000 });
    const titles = () => sbx.locator('.sbx-frame-title').allInnerTexts();
    const decision = sbx.locator('.sbx-decision');
    for (let i = 0; i < 60 && !/Do not play a Strike/.test(await decision.innerText()); i++) await sbx.getByRole('button', { name: 'Next', exact: true }).click();
    expect((await titles()).slice(-3)).toEqual(['Duel ♠A used by p1 (Lü Bu) on p2', 'Duel: p1 (Lü Bu) against p2', 'Strike window: p2']);
    expect(chunk(asked, 'frames-view')).toBe(false);

    await decision.getByRole('button', { name: /Do not play a Strike/ }).click();
    await sbx.locator('.sbx-branch-note').waitFor({ timeout: 10_000 });
    expect(chunk(asked, 'frames-view')).toBe(true);
    expect((await titles())[0]).toMatch(/^Turn \d+: /);
    await expect.poll(async () => (await titles()).join(' | '), { timeout: 10_000 }).toMatch(/Duel: p1 \(Lü Bu\) against p2/);
    await page.close();
  });

  it('the later steps’ code is not loaded by a page left alone, loads when a visitor reaches for the sandbox; a Next pressed while it loads waits for it, says so, and then shows what it always shows', async () => {
    /** The sandbox after one Next, as it reads: the step, what changed, the highlighted cards and seats. */
    const afterNext = async (page: Page, wait: () => Promise<void>) => {
      const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
      await sbx.getByRole('button', { name: 'Next', exact: true }).click();
      await wait();
      await expect.poll(() => sbx.locator('.sbx-position').getAttribute('data-step'), { timeout: 10_000 }).not.toBe('0');
      return { step: await sbx.locator('.sbx-position').getAttribute('data-step'), now: await sbx.locator('.sbx-now').innerText(), changed: await sbx.locator('.is-changed').count(), message: await sbx.locator('.sbx-message').count() };
    };
    const plain = await opened(LIGHTNING);
    const plainSbx = plain.page.locator('.sbx[data-sandbox="lightning-hit"]').first(); // opened() scrolled it into view and saw it hydrate
    await plain.page.waitForLoadState('networkidle');
    await plain.page.waitForTimeout(500);
    expect(chunk(plain.asked, 'later-steps')).toBe(false); // a page left alone: the first view only
    await plainSbx.hover();
    await expect.poll(() => chunk(plain.asked, 'later-steps'), { timeout: 10_000 }).toBe(true);
    const expected = await afterNext(plain.page, async () => undefined);
    await plain.page.close();

    const page = await newPage(browser());
    const held = await holdRequests(page, /\/_astro\/later-steps\.[\w-]+\.js$/);
    await page.goto(`${base}${LIGHTNING}`, { waitUntil: 'load' });
    const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
    await sbx.scrollIntoViewIfNeeded();
    await page.locator(hydrated('.sbx[data-sandbox="lightning-hit"]')).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(held.asked()).toBe(false); // not before a visitor reaches for the sandbox
    expect(await sbx.locator('.sbx-position').getAttribute('data-step')).toBe('0');
    const got = await afterNext(page, async () => {
      await expect.poll(() => sbx.locator('.sbx-message').innerText(), { timeout: 5_000 }).toBe('Loading the next step…');
      expect(await sbx.locator('.sbx-position').getAttribute('data-step')).toBe('0');
      held.release();
    });
    expect(got).toEqual(expected);
    await page.close();
  });

  it('a page opened with a link to a moment loads the opener and lands there', async () => {
    const { page, asked } = await opened(`${LIGHTNING}#s=lightning-hit@1/-/3`);
    const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
    await expect.poll(() => sbx.locator('.sbx-position').getAttribute('data-step'), { timeout: 10_000 }).toBe('3');
    expect(chunk(asked, 'open-link')).toBe(true);
    await page.close();
  });
});
