// The builder page loads the code of its features when one is first used, not with the page: its
// later code (one chunk, builder-later: the name search, model/name-search.ts; playing a table,
// later-play.ts, with the Sandbox island; the report's writer, later-report.ts), the YAML reader and
// writer (later-yaml.ts), the opener of links and files with the link's reader (open.ts), the 3v3
// part (Threes.tsx), and the loader's words for what is wrong with a table (say-words.ts); scripts/budget-builder.mjs counts them
// apart. Each test holds its chunk back, sees the page say what it is waiting for, lets the chunk go,
// and sees the feature done, nothing lost.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { holdRequests, sharedBrowser, hydrated } from './browser.ts';
import { encodeShared } from '../../src/islands/builder/model/link.ts';
import type { Table } from '../../src/islands/builder/model/types.ts';

const base = inject('baseUrl');
const PHONE = { width: 375, height: 667 } as const;
const browser = sharedBrowser();
const LATER = /\/_astro\/(builder-later|later-yaml|script-lines|Sandbox|open|say-words|Threes)\.[\w-]+\.js$/;

interface Opened { readonly page: Page; readonly context: BrowserContext; readonly errors: string[]; readonly loaded: string[] }

async function open(path: string): Promise<Opened> {
  const context = await browser().newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors: string[] = [];
  const loaded: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.locator(hydrated('.bld')).waitFor({ timeout: 15_000 });
  return { page, context, errors, loaded };
}

/** Opens a builder link on a fresh phone page, its errors recorded; `before` runs first (a chunk held back or refused), and what it gives is returned. */
async function openLink<T>(code: string, before: (page: Page) => Promise<T>): Promise<{ page: Page; context: BrowserContext; errors: string[]; got: T }> {
  const context = await browser().newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const got = await before(page);
  await page.goto(`${base}/build/#${code}`, { waitUntil: 'load' });
  return { page, context, errors, got };
}

/** Holds back the requests for the chunk until `release` is called. */
const hold = (page: Page, chunk: string) => holdRequests(page, new RegExp(`/_astro/${chunk}\\.[\\w-]+\\.js$`));

const status = (page: Page) => page.locator('.bld-out [role=status]');

describe('the builder loads each feature\'s code when it is used', () => {
  it('loads none of it with the page: an empty table is shown, edited and checked without it', async () => {
    const { page, context, errors, loaded } = await open('/build/');
    await page.getByRole('button', { name: 'Chained (seat 1)' }).click();
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    await page.waitForTimeout(500); // the address bar's link is written 300 ms after an edit
    expect(loaded.filter((u) => LATER.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a seat\'s hero: says the hero names are loading until the search is fetched, then finds what was typed meanwhile', async () => {
    const { page, context, errors } = await open('/build/');
    const held = await hold(page, 'builder-later');
    await page.getByRole('button', { name: /^Seat 1 hero/ }).click();
    await page.getByLabel('Find a hero for seat 1').fill('lvbu');
    await expect.poll(() => page.locator('.bld-search [role=status]').textContent()).toBe('Loading the hero names…');
    held.release();
    await page.getByRole('button', { name: /Lü Bu 吕布/ }).first().click();
    await expect.poll(() => page.locator('.bld-seat').first().textContent()).toMatch(/Lü Bu/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the card picker: says the card names are loading until the search is fetched, then finds what was typed meanwhile', async () => {
    const { page, context, errors } = await open('/build/');
    const held = await hold(page, 'builder-later');
    await page.getByRole('button', { name: "Add cards to seat 1's hand" }).click();
    await page.getByLabel('Find a card by name or by suit and rank').fill('peach');
    await expect.poll(() => page.locator('.bld-picker [role=status]').textContent()).toBe('Loading the card names…');
    expect(await page.locator('.bld-cards .bld-result').count()).toBe(0);
    held.release();
    await expect.poll(() => page.locator('.bld-cards .bld-result').count()).toBeGreaterThan(0);
    expect(await page.locator('.bld-cards .bld-result').first().textContent()).toMatch(/Peach/);
    expect(await page.locator('.bld-picker').textContent()).not.toMatch(/Loading/);
    // Opened again, the picker has its search at once.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: "Add cards to seat 2's hand" }).click();
    expect(await page.locator('.bld-picker').textContent()).not.toMatch(/Loading/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('"Play": the button says the table is starting until the playing code is fetched; the page then shows the sandbox at its start, without the permalink opener', async () => {
    const { page, context, errors, loaded } = await open('/build/');
    const held = await hold(page, 'builder-later');
    const play = page.getByRole('button', { name: /Play ▶|Starting/ });
    await play.click();
    await expect.poll(() => play.textContent()).toBe('Starting…');
    expect(await play.isDisabled()).toBe(true);
    expect(held.asked()).toBe(true);
    held.release();
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    // Scrolled to it (the Play button was at the foot of the editor), just under the site's header, at the table's start.
    const header = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => page.locator('.bld-play').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(header);
    expect(await page.locator('.bld-play').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(header + 40);
    expect(await page.locator('.sbx-position').getAttribute('data-step')).toBe('0');
    expect(loaded.filter((u) => /\/_astro\/(open-link|sandbox-scores|scoring)\./.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('"Copy report": says the report is being made until its writer is fetched', async () => {
    const { page, context, errors } = await open('/build/');
    const held = await hold(page, 'builder-later');
    await page.getByRole('button', { name: 'Copy report' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Making the report…');
    expect(await page.locator('#bld-out-text').count()).toBe(0);
    held.release();
    await expect.poll(() => status(page).textContent()).toMatch(/copied|field below/);
    expect(await page.locator('#bld-out-text[data-what="report"]').inputValue()).toMatch(/\/build\/#b1\./);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('"Copy YAML": says the YAML is being made until its writer is fetched', async () => {
    const { page, context, errors } = await open('/build/');
    const held = await hold(page, 'later-yaml');
    await page.getByRole('button', { name: 'Copy YAML' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Making the YAML…');
    held.release();
    await expect.poll(() => status(page).textContent()).toMatch(/copied|field below/);
    expect(await page.locator('#bld-out-text[data-what="YAML"]').inputValue()).toMatch(/^setup:|\nsetup:/m);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('importing a YAML file: says the file is being opened until its reader is fetched, then shows its table', async () => {
    const { page, context, errors } = await open('/build/');
    const held = await hold(page, 'later-yaml');
    await page.locator('.bld-import summary').click();
    await page.getByLabel('Paste a scenario file, a builder link or a report').fill('setup:\n  seats:\n    - { hero: lv-bu, role: lord }\n    - { hero: da-qiao, role: rebel }\n');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect.poll(() => page.locator('.bld-notice').textContent()).toBe('Opening the file…');
    // Shown where it can be seen: the notice sits above the table, far above the Load button on a phone.
    const seen = () => page.locator('.bld-notice').evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
    await expect.poll(seen).toBe(true);
    held.release();
    await expect.poll(() => page.locator('.bld-seat').count()).toBe(2);
    expect(await page.locator('.bld-seat').first().textContent()).toMatch(/Lü Bu/);
    await expect.poll(() => page.locator('.bld-notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a builder link: says the link is being opened until its reader is fetched, then shows its table', async () => {
    const code = await encodeShared({ table: { setup: { seats: [{ hero: 'lv-bu', role: 'lord', chained: true }, { hero: 'da-qiao', role: 'rebel' }] }, script: [] }, step: 0, pov: null }, { fingerprint: null });
    const { page, context, errors, got: held } = await openLink(code, (p) => hold(p, 'open'));
    await expect.poll(() => page.locator('.bld-notice').textContent()).toBe('Opening the link…');
    held.release();
    await expect.poll(() => page.locator('.bld-seat').count()).toBe(2);
    expect(await page.locator('.bld-seat').first().textContent()).toMatch(/Lü Bu/);
    expect(await page.getByRole('button', { name: 'Chained (seat 1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a builder link with a script line: says the link is being opened until the code that reads lines is fetched, then plays the line', async () => {
    const table: Table = { setup: { seats: [{ hero: 'lv-bu', role: 'lord', hand: ['strike ♠7'] }, { hero: 'da-qiao', role: 'rebel' }], current: 'p1', phase: 'play' }, script: ['p1 uses strike ♠7 on p2'] };
    const code = await encodeShared({ table, step: 0, pov: null }, { fingerprint: null });
    const { page, context, errors, got: held } = await openLink(code, (p) => hold(p, 'script-lines'));
    await expect.poll(() => held.asked()).toBe(true);
    await expect.poll(() => page.locator('.bld-notice').textContent()).toBe('Opening the link…');
    expect(await page.locator('.bld-play .sbx').count()).toBe(0);
    held.release();
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.sbx-seat').first().textContent()).toMatch(/Lü Bu/);
    expect(await page.locator('.bld-notice').count()).toBe(0);
    // The line was played: at the end of the run the Strike ♠7 is in the discard pile and Da Qiao (no Dodge) has lost 1 HP.
    await page.locator('[data-act="end"]').click();
    await expect.poll(() => page.locator('.bld-play').textContent()).toMatch(/Discard pile1 cardtop: Strike ♠7/);
    expect(await page.locator('.sbx-seat').nth(1).textContent()).toMatch(/HP 2 \/ 3/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a builder link with a stopping fact and no lines: the code that checks the fact (with the script lines\' code) is fetched while the link opens; the table is then ready to play', async () => {
    const table: Table = { until: { fact: 'damage.dealt', seat: 'p2' }, setup: { seats: [{ hero: 'lv-bu', role: 'lord', hand: ['strike ♠7'] }, { hero: 'da-qiao', role: 'rebel' }], current: 'p1', phase: 'play' }, script: [] };
    const code = await encodeShared({ table, step: 0, pov: null }, { fingerprint: null });
    const { page, context, errors, got: held } = await openLink(code, (p) => hold(p, 'script-lines'));
    await expect.poll(() => held.asked()).toBe(true);
    await expect.poll(() => page.locator('.bld-notice').textContent()).toBe('Opening the link…');
    expect(await page.locator('.bld-seat').count()).toBe(4); // the empty table, until the link is read
    held.release();
    await expect.poll(() => page.locator('.bld-seat').count()).toBe(2);
    expect(await page.locator('.bld-seat').first().textContent()).toMatch(/Lü Bu/);
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    expect(await page.locator('.bld-notice').count()).toBe(0);
    expect(await page.locator('.bld-problems').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('3v3: the mode\'s part (its start and draft, the loader\'s reading of a 3v3 table) is fetched when 3v3 is picked; meanwhile the page says the rules are loading and shows no problem', async () => {
    const { page, context, errors, loaded } = await open('/build/');
    const held = await hold(page, 'Threes');
    await page.getByRole('button', { name: '3v3', exact: true }).click();
    await expect.poll(() => held.asked()).toBe(true);
    await expect.poll(() => page.locator('.bld-seat').count()).toBe(6);
    const status = page.locator('.bld-go [role=status]');
    expect(await status.textContent()).toBe('Loading the rules of 3v3…');
    expect(await page.locator('.bld-problems').count()).toBe(0);
    expect(await page.getByLabel(/start the game from its beginning/).count()).toBe(0);
    held.release();
    await expect.poll(() => status.textContent()).toBe('Ready to play.');
    await page.getByLabel(/start the game from its beginning/).check();
    await expect.poll(() => page.locator('.bld-draft .bld-zone-name').textContent()).toBe('Draft 0/16');
    // Back to Identity and to 3v3 again: the part is not fetched twice.
    await page.getByRole('button', { name: 'Identity', exact: true }).click();
    await page.getByRole('button', { name: '3v3', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('Ready to play.');
    expect(loaded.filter((u) => /\/_astro\/Threes\./.test(u))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('reincarnation: a table loads its own heroes\' packs and a reborn hero\'s when its run reaches the rebirth, not every pack', async () => {
    const { page, context, errors, loaded } = await open('/build/#scenario=house-reincarnation-reborn-hero-skills');
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    const packs = () => loaded.flatMap((u) => /\/_astro\/(wei|draw-phase|zhen-ji|shu|liu-bei|shu-more|wu|wu-more|huang-gai-zhou-yu|lu-xun|sun-shang-xiang|qun|qun-more)\.[\w-]+\.js$/.exec(u)?.[1] ?? []);
    expect(packs()).toContain('zhen-ji'); // p2 is reborn as Zhen Ji
    expect(packs().filter((p) => /^(shu|liu-bei|shu-more|wu|wu-more|huang-gai-zhou-yu|lu-xun|sun-shang-xiang)$/.test(p))).toEqual([]); // nobody at this table, nor reborn
    await page.locator('[data-act="end"]').click();
    await expect.poll(() => page.locator('.sbx-seat').nth(1).textContent()).toMatch(/Zhen Ji/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a table\'s first problem: says the table is being checked, Play disabled, until the loader\'s words are fetched; then tells the problem where it is made', async () => {
    const { page, context, errors } = await open('/build/');
    const held = await hold(page, 'say-words');
    const play = page.getByRole('button', { name: 'Play ▶' });
    const said = page.locator('.bld-go [role=status]');
    await page.getByRole('button', { name: 'Seat 1: one HP more' }).click(); // 5 of 4 HP: refused
    await expect.poll(() => held.asked()).toBe(true);
    expect(await said.textContent()).toBe('Checking the table…');
    expect(await play.isDisabled()).toBe(true);
    expect(await page.locator('.bld-problems').count()).toBe(0);
    held.release();
    await expect.poll(() => said.textContent()).toBe('1 problem to fix before playing.');
    expect(await page.locator('.bld-seat').first().locator('.bld-problems').textContent()).toBe('HP 5 is above max HP 4 (a seat without a hero starts with 4); lower hp to 4 or less, or raise maxHp');
    expect(await play.isDisabled()).toBe(true);
    // Fixed, then wrong again: the words are there at once.
    await page.getByRole('button', { name: 'Seat 1: one HP less' }).click();
    await expect.poll(() => said.textContent()).toBe('Ready to play.');
    await page.getByRole('button', { name: 'Seat 2: one HP more' }).click();
    await expect.poll(() => said.textContent()).toBe('1 problem to fix before playing.');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the loader\'s words cannot be fetched: the page says so, and the table cannot be played', async () => {
    const { page, context, errors } = await open('/build/');
    await page.route(/\/_astro\/say-words\.[\w-]+\.js$/, (r) => r.abort());
    await page.getByRole('button', { name: 'Seat 1: one HP more' }).click();
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toMatch(/^This table cannot be played yet, and what is wrong could not be loaded/);
    expect(await page.getByRole('button', { name: 'Play ▶' }).isDisabled()).toBe(true);
    expect(errors.filter((e) => !/Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module/.test(e))).toEqual([]);
    await context.close();
  }, 60_000);

  it('the opener of links cannot be fetched: the page says so and shows an empty table, nothing from the link', async () => {
    const code = await encodeShared({ table: { setup: { seats: [{ hero: 'lv-bu', role: 'lord', chained: true }, { hero: 'da-qiao', role: 'rebel' }] }, script: [] }, step: 0, pov: null }, { fingerprint: null });
    const { page, context, errors } = await openLink(code, (p) => p.route(/\/_astro\/open\.[\w-]+\.js$/, (r) => r.abort()));
    await expect.poll(() => page.locator('.bld-notice').textContent(), { timeout: 15_000 }).toBe('The page could not load the code that opens a table (check the connection, then try again).');
    expect(await page.locator('.bld-seat').count()).toBe(4); // the empty table, not the link's two seats
    expect(await page.locator('.bld-seat').first().textContent()).not.toMatch(/Lü Bu/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a chunk that cannot be fetched: the report says so, and the table stays', async () => {
    const { page, context, errors } = await open('/build/');
    await page.route(/\/_astro\/builder-later\.[\w-]+\.js$/, (r) => r.abort());
    await page.getByRole('button', { name: 'Chained (seat 2)' }).click();
    await page.getByRole('button', { name: 'Copy report' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^The report could not be made \(.*\); try again\.$/);
    expect(await page.getByRole('button', { name: 'Chained (seat 2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e))).toEqual([]);
    await context.close();
  }, 60_000);
});
