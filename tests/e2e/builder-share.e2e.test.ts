// The builder's sharing, at 375 px: "Copy link" right after a step gives that step (not the one
// before: the sandbox writes its moment 400 ms after a move); the point of view rides in the link
// (a seat's or a 3v3 side's) and hides what that seat cannot see; an older link whose outcome changed says so; YAML is
// downloaded, copied and opened from a file to the same table; the mode, the house rules and the
// discard pile are set by taps; a scored table shows each player's score at the end.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { holdRequests, sharedBrowser, hydrated } from './browser.ts';
import { encodeShared } from '../../src/islands/builder/model/link.ts';
import { decodeShared } from '../../src/islands/builder/model/link-read.ts';
import type { Shared } from '../../src/islands/builder/model/types.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';
import { RULES_VERSION } from '../../src/engine/version.ts';

const base = inject('baseUrl');
const PHONE = { width: 375, height: 667 } as const;
const browser = sharedBrowser();

interface Opened { readonly page: Page; readonly context: BrowserContext; readonly errors: string[] }

async function open(path: string): Promise<Opened> {
  const context = await browser().newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'], acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.locator(hydrated('.bld')).waitFor({ timeout: 15_000 });
  return { page, context, errors };
}

async function copied(page: Page, what: string): Promise<string> {
  const out = page.locator(`#bld-out-text[data-what="${what}"]`);
  await out.waitFor();
  await expect.poll(() => page.locator('.bld-out [role=status]').textContent()).toMatch(/copied|field below/);
  return out.inputValue();
}

/** Lü Bu's Lightning is judged (a ♠7 on the draw pile: it strikes); Da Qiao holds a Dodge; a Peach lies in the discard pile. */
const LIGHTNING: Shared['table'] = {
  setup: {
    seats: [{ hero: 'lv-bu', role: 'lord', judgment: ['lightning ♠A'], hand: ['strike ♠8'] }, { hero: 'da-qiao', role: 'rebel', hand: ['dodge ♦2'] }, { hero: null, role: 'loyalist' }, { hero: null, role: 'renegade' }],
    drawPile: ['strike ♠7'], discardPile: ['peach ♥3'], current: 'p1', phase: 'judgment',
  },
  script: [],
};
const linkTo = async (s: Shared, options?: Parameters<typeof encodeShared>[1]) => `/build/#${await encodeShared(s, options)}`;
const decode = async (link: string) => { const d = await decodeShared(link); if (!d.ok) throw new Error(d.message); return d.shared; };

describe('the builder\'s links', () => {
  it('"Copy link" at once after a step gives that step', async () => {
    const { page, context, errors } = await open(await linkTo({ table: LIGHTNING, step: 1, pov: null }));
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    for (const taps of [1, 2, 1]) {
      for (let i = 0; i < taps; i++) await page.locator('[data-act="next"]').click();
      const step = Number(await page.locator('.sbx-position').getAttribute('data-step'));
      // The field and its "copied" status from the last round stay until this copy is written (the link is
      // encoded asynchronously), so wait for the field to change before reading it.
      const out = page.locator('#bld-out-text[data-what="link"]');
      const last = (await out.count()) ? await out.inputValue() : null;
      await page.getByRole('button', { name: 'Copy link' }).click(); // no wait: within the sandbox's 400 ms
      await expect.poll(async () => ((await out.count()) ? out.inputValue() : null)).not.toBe(last);
      const link = await copied(page, 'link');
      expect((await decode(link)).step).toBe(step);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps the point of view: a seat\'s view hides the others\' hands and the draw pile, in the link and when it is opened', async () => {
    const { page, context, errors } = await open(await linkTo({ table: LIGHTNING, step: 0, pov: 'p2' }));
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    const pov = page.locator('.sbx-pov select');
    await expect.poll(() => pov.inputValue()).toBe('p2');
    const seat1 = page.locator('.sbx-seat').first();
    await expect.poll(() => seat1.textContent()).toMatch(/1 face-down card/);
    expect(await page.locator('.sbx-pile-discard').textContent()).toMatch(/♥3|Peach/);
    expect(await page.locator('.sbx-pile-draw .sbx-top').count()).toBe(0);
    // The judge sees every card: Lü Bu's Strike and the draw pile's stated top card (the ♠7).
    await pov.selectOption('judge');
    await expect.poll(() => seat1.textContent()).not.toMatch(/face-down/);
    expect(await page.locator('.sbx-pile-draw .sbx-top').textContent()).toMatch(/7/);
    await pov.selectOption('p1');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await copied(page, 'link');
    expect((await decode(link)).pov).toBe('p1');
    await context.close();
    const again = await open(link.slice(base.length));
    await again.page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    await expect.poll(() => again.page.locator('.sbx-pov select').inputValue()).toBe('p1');
    await expect.poll(() => again.page.locator('.sbx-seat').nth(1).textContent()).toMatch(/1 face-down card/);
    expect([...errors, ...again.errors]).toEqual([]);
    await again.context.close();
  }, 60_000);

  it('keeps a 3v3 side\'s point of view in the link and when it is opened', async () => {
    const read = importYaml(await readFile(new URL('../../scenarios/3v3-commander-bonus-no-escort.yaml', import.meta.url), 'utf8'));
    if (!read.ok) throw new Error(read.message);
    const { page, context, errors } = await open(await linkTo({ ...read.shared, step: 0, pov: null }));
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    const pov = page.locator('.sbx-pov select');
    const side = (await pov.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).find((v) => v.includes('+'));
    expect(side).toMatch(/^p\d+(\+p\d+)+$/);
    await pov.selectOption(side ?? '');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await copied(page, 'link');
    expect((await decode(link)).pov).toBe(side);
    await context.close();
    const again = await open(link.slice(base.length));
    await again.page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    await expect.poll(() => again.page.locator('.sbx-pov select').inputValue()).toBe(side);
    expect([...errors, ...again.errors]).toEqual([]);
    await again.context.close();
  }, 60_000);

  it('an older link whose outcome changed under the current rules says so; one whose outcome is the same does not', async () => {
    const shared: Shared = { table: LIGHTNING, step: 3, pov: null };
    const older = await open(await linkTo(shared, { rulesVersion: RULES_VERSION - 1, fingerprint: 'zz0000' }));
    await expect.poll(() => older.page.locator('.bld-notice').textContent(), { timeout: 15_000 }).toMatch(`rules version ${RULES_VERSION - 1}; the outcome at its step is different`);
    await older.page.locator('.bld-play .sbx').waitFor();
    expect(older.errors).toEqual([]);
    await older.context.close();
    const same = await open(await linkTo(shared, { rulesVersion: RULES_VERSION - 1 }));
    await same.page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    expect(await same.page.locator('.bld-notice').count()).toBe(0);
    await same.context.close();
  }, 60_000);
});

describe('the builder\'s YAML', () => {
  it('downloads, copies and opens from a file to the same table', async () => {
    const { page, context, errors } = await open(await linkTo({ table: LIGHTNING, step: 0, pov: null }));
    await page.locator('.bld-seat').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download YAML' }).click()]);
    expect(download.suggestedFilename()).toBe('table.yaml');
    const file = await readFile(await download.path(), 'utf8');
    await page.getByRole('button', { name: 'Copy YAML' }).click();
    expect(await copied(page, 'YAML')).toBe(file);
    expect(file).toMatch(/hero: lv-bu/);
    expect(file).toMatch(/discardPile: \[?"?peach ♥3/);
    // A fresh page: open the file through the file input.
    await context.close();
    const fresh = await open('/build/');
    await fresh.page.getByText('Import YAML or a link').click();
    await fresh.page.locator('.bld-import input[type=file]').setInputFiles({ name: 'table.yaml', mimeType: 'text/yaml', buffer: Buffer.from(file) });
    await expect.poll(() => fresh.page.getByRole('button', { name: "Remove ♠A Lightning from seat 1's judgment" }).count()).toBe(1);
    expect(await fresh.page.getByRole('button', { name: 'Remove ♥3 Peach from the discard pile' }).count()).toBe(1);
    expect(await fresh.page.locator('.bld-seat').first().textContent()).toMatch(/Lü Bu/);
    await fresh.page.getByRole('button', { name: 'Copy YAML' }).click();
    expect(await copied(fresh.page, 'YAML')).toBe(file);
    expect([...errors, ...fresh.errors]).toEqual([]);
    await fresh.context.close();
  }, 60_000);
});

describe('the builder\'s modes, house rules and piles by taps', () => {
  it('while the 3v3 rules load, says they are loading and shows no problem (not "no mode 3v3 is installed")', async () => {
    const { page, context, errors } = await open('/build/');
    // The 3v3 mode's chunk (src/engine/modes/three-v-three/mode.ts) is held back until the page has been looked at.
    const { release } = await holdRequests(page, /\/_astro\/mode\.[\w-]+\.js$/);
    await page.getByRole('button', { name: '3v3', exact: true }).click();
    const status = page.locator('.bld-go [role=status]').first();
    await expect.poll(() => status.textContent()).toMatch(/Loading the rules of 3v3/);
    expect(await page.locator('.bld-go').textContent()).not.toMatch(/installed/);
    expect(await page.locator('.bld-problems').count()).toBe(0);
    release();
    await expect.poll(() => status.textContent()).not.toMatch(/Loading/);
    expect(await page.locator('.bld').textContent()).not.toMatch(/installed/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('3v3 locks its six seats and their roles, says why next to the seat count, and re-seats a link\'s broken seating', async () => {
    const { page, context, errors } = await open('/build/');
    await page.getByRole('button', { name: '3v3', exact: true }).click();
    await expect.poll(() => page.locator('.bld-seat').count()).toBe(6);
    // The seat count is shown and fixed, and why is said next to it.
    expect(await page.locator('.bld-count').textContent()).toMatch(/6 seats/);
    expect(await page.getByRole('button', { name: 'One seat less' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'One seat more' }).isDisabled()).toBe(true);
    const why = page.locator('#bld-threes-seats');
    expect(await why.textContent()).toMatch(/3v3 is played by six[\s\S]*fixed while 3v3 is chosen/);
    expect(await page.getByRole('group', { name: 'Number of seats' }).getAttribute('aria-describedby')).toBe('bld-threes-seats');
    // The roles are shown by side and position, with no control to change them.
    expect(await page.locator('select[id^="bld-role-"]').count()).toBe(0);
    expect(await page.locator('.bld-role-fixed').allTextContents()).toEqual(['Seat 1 role: Warm Commander', 'Seat 2 role: Warm Vanguard', 'Seat 3 role: Cool Vanguard', 'Seat 4 role: Cool Commander', 'Seat 5 role: Cool Vanguard', 'Seat 6 role: Warm Vanguard']);
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    // Identity frees them again.
    await page.getByRole('button', { name: 'Identity', exact: true }).click();
    expect(await page.getByRole('button', { name: 'One seat less' }).isDisabled()).toBe(false);
    expect(await page.locator('select[id^="bld-role-"]').count()).toBe(6);
    expect(await why.count()).toBe(0);
    await context.close();

    // A link with a 3v3 table of five seats: the loader's words say what is wrong, and one tap seats the six.
    const five: Shared['table'] = { setup: { mode: '3v3', seats: [{ hero: 'lv-bu', role: 'lord' }, { hero: null, role: 'loyalist' }, { hero: null, role: 'rebel' }, { hero: null, role: 'renegade' }, { hero: null, role: 'rebel' }], current: 'p1', phase: 'play' }, script: [] };
    const bad = await open(await linkTo({ table: five, step: 0, pov: null }));
    await expect.poll(() => bad.page.locator('.bld-go [role=status]').textContent()).toMatch(/problem/);
    expect(await bad.page.locator('.bld-go .bld-problems').textContent()).toMatch(/3v3 is for exactly 6 players, not 5/);
    expect(await bad.page.getByRole('button', { name: 'One seat more' }).isDisabled()).toBe(true);
    await bad.page.getByRole('button', { name: 'Seat the six for 3v3' }).click();
    await expect.poll(() => bad.page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    expect(await bad.page.locator('.bld-seat').count()).toBe(6);
    expect(await bad.page.locator('.bld-seat').first().textContent()).toMatch(/Lü Bu/);
    expect(await bad.page.getByRole('button', { name: 'Seat the six for 3v3' }).count()).toBe(0);
    expect([...errors, ...bad.errors]).toEqual([]);
    await bad.context.close();
  }, 60_000);

  it('sets 3v3 with its draft (the check\'s words shown), then Identity with house rules and a discard pile, and plays it', async () => {
    const { page, context, errors } = await open('/build/');
    await page.getByRole('button', { name: '3v3', exact: true }).click();
    await expect.poll(() => page.locator('.bld-seat').count()).toBe(6);
    await page.getByLabel(/start the game from its beginning/).check();
    await page.getByLabel('Find a hero for the draft').fill('caocao');
    await page.getByRole('list', { name: 'Heroes for the draft' }).getByRole('button').first().click();
    await expect.poll(() => page.locator('.bld-mode .bld-problems').textContent()).toMatch(/16 heroes/);
    expect(await page.locator('.bld-mode .bld-problems').textContent()).toMatch(/To fix: add heroes until the draft has 16/);
    expect(await page.getByRole('button', { name: 'Play ▶' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Fill to 16 heroes' }).click();
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    expect(await page.locator('.bld-draft .bld-zone-name').textContent()).toBe('Draft 16/16');
    await page.getByRole('button', { name: 'No draft' }).click();
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    // Back to Identity: house rules by taps.
    await page.getByRole('button', { name: 'Identity', exact: true }).click();
    await page.getByRole('button', { name: 'Scoring', exact: true }).click();
    await page.getByRole('button', { name: 'Last three', exact: true }).click();
    await page.getByRole('button', { name: 'One round with three more' }).click();
    await page.getByRole('button', { name: 'Add cards to the discard pile' }).click();
    await page.getByLabel('Find a card by name or by suit and rank').fill('peach');
    await page.locator('.bld-cards .bld-result').first().click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.locator('.bld-go [role=status]').textContent()).toBe('Ready to play.');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const t = (await decode(await copied(page, 'link'))).table.setup;
    expect(t.mode).toBe('identity');
    expect(t.house).toEqual(['last-three', 'scoring']);
    expect(t.roundsWithThree).toBe(1);
    expect(t.discardPile).toHaveLength(1);
    await page.getByRole('button', { name: 'Play ▶' }).click();
    await page.locator('.bld-play .sbx').waitFor();
    expect(await page.locator('.sbx-pile-discard').textContent()).toMatch(/Peach|♥/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a scored table branched to another ending shows that ending\'s scores', async () => {
    // The Lord (1 HP) duels the last Rebel (1 HP), who holds a Strike. The script: the Rebel passes and dies.
    const duel: Shared['table'] = {
      setup: {
        house: ['scoring'], current: 'p1', phase: 'play',
        seats: [{ hero: null, role: 'lord', hp: 1, hand: ['duel ♠A'] }, { hero: null, role: 'loyalist', alive: false, hp: 0 }, { hero: null, role: 'rebel', hp: 1, hand: ['strike ♠7'] }, { hero: null, role: 'renegade', alive: false, hp: 0 }],
      },
      script: ['p1 uses duel ♠A on p3', 'p3 passes'],
    };
    const { page, context, errors } = await open(await linkTo({ table: duel, step: 0, pov: null }));
    const sbx = page.locator('.bld-play .sbx');
    await sbx.waitFor({ timeout: 15_000 });
    const rows = () => sbx.locator('.sbx-scores tbody tr').allInnerTexts().then((r) => r.map((x) => x.replace(/\s+/g, ' ').trim()));
    await sbx.locator('[data-act="end"]').first().click();
    await expect.poll(rows).toEqual(['p1 Lord 5 (4 + bonus 1)', 'p2 Loyalist 5', 'p3 Rebel 0', 'p4 Renegade 0']);
    // Back to the Rebel's decision, and the other answer: the Strike. The Lord has none and dies.
    await sbx.locator('[data-act="start"]').first().click();
    for (let i = 0; i < 2; i++) await sbx.getByRole('button', { name: 'Next decision' }).click();
    await sbx.locator('.sbx-decision').getByRole('button', { name: /Strike ♠7/ }).click();
    await sbx.locator('.sbx-branch-note').waitFor();
    expect(await sbx.locator('.sbx-scores').count()).toBe(0); // not at the end yet
    await sbx.locator('[data-act="end"]').first().click();
    await expect.poll(() => sbx.locator('.sbx-scores').count(), { timeout: 10_000 }).toBe(1);
    // The Rebels' win, by the same tables as the script's ending (src/islands/sandbox/line-scores.test.ts).
    expect(await rows()).toEqual(['p1 Lord 0', 'p2 Loyalist 0', 'p3 Rebel 5 (3 + bonus 2)', 'p4 Renegade 0']);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a scored table shows each player\'s score at the end', async () => {
    const { page, context, errors } = await open('/build/#scenario=house-scoring-renegade-wins');
    await page.locator('.bld-play .sbx').waitFor({ timeout: 15_000 });
    await page.locator('[data-act="end"]').click();
    const scores = page.locator('.sbx-scores');
    await scores.waitFor();
    // The scenario's ruling (004's tables): the Renegade 12, the Lord 1, the others 0.
    expect(await scores.locator('tbody tr').allTextContents()).toEqual([expect.stringMatching(/^p1.*1/), expect.stringMatching(/^p2.*0/), expect.stringMatching(/^p3.*0/), expect.stringMatching(/^p4.*12/)]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
