// The sandbox in the real Chromium: stepping through Lightning hitting a Rebel, fire damage along
// an Iron Chain and Lü Bu's Duel, with the mouse and with the keyboard only; the log, the stack and
// the highlighted changes at named steps (found by their log lines, not by number); a branch; a
// permalink copied and reopened; the point of view; hostile links; two sandboxes on one page; and
// axe-core on a sandbox stepped into a decision.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

const base = inject('baseUrl');
const LIGHTNING = '/cards/lightning/';
const EVENTS = '/rules/general/events/'; // duel-lubu-user, then chain-fire-strike
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, scenario: string, options: Parameters<typeof newPage>[1] = {}): Promise<{ page: Page; sbx: Locator }> {
  const page = await newPage(browser, options);
  page.on('dialog', (d) => { throw new Error(`unexpected dialog: ${d.message()}`); });
  const res = await page.goto(`${base}${path}`, { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  const sbx = page.locator(`.sbx[data-sandbox="${scenario}"]`).first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) .sbx[data-sandbox="${scenario}"]`).first().waitFor({ timeout: 15_000 });
  return { page, sbx };
}

const position = async (sbx: Locator) => Number(await sbx.locator('.sbx-position strong').innerText());
const now = (sbx: Locator) => sbx.locator('.sbx-now').innerText();

/** Clicks Next until this step's panel (or another part) matches `re` (at most `max` times); returns the step number. */
async function nextUntil(sbx: Locator, re: RegExp, max = 80, part = '.sbx-now'): Promise<number> {
  for (let i = 0; i < max; i++) {
    if (re.test(await sbx.locator(part).innerText())) return position(sbx);
    await sbx.getByRole('button', { name: 'Next', exact: true }).click();
  }
  throw new Error(`no step matching ${re} within ${max} clicks of Next`);
}

/** Presses → until this step's panel matches `re`. */
async function arrowUntil(page: Page, sbx: Locator, re: RegExp, max = 80): Promise<number> {
  for (let i = 0; i < max; i++) {
    if (re.test(await now(sbx))) return position(sbx);
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`no step matching ${re} within ${max} presses of →`);
}

/** Jumps with the log to the first entry whose text matches. */
async function jump(sbx: Locator, re: RegExp): Promise<number> {
  await sbx.locator('.sbx-log-jump').filter({ hasText: re }).first().click();
  return position(sbx);
}

describe('sandbox: Lightning hits a Rebel (lightning-hit)', () => {
  it('is readable before hydration and without JavaScript: the server renders the first frame', async () => {
    const html = await (await fetch(`${base}${LIGHTNING}`)).text();
    expect(html).toMatch(/<section[^>]*class="sbx"[^>]*data-sandbox="lightning-hit"/);
    expect(html).toContain('Lightning strikes a Rebel');
    expect(html).toMatch(/Step <strong>0<\/strong> of \d+/);
    expect(html).toContain('Judgment zone');
  });

  it('steps with the mouse: log, stack and highlighted changes at the damage, the clause in English and Chinese', async () => {
    const { page, sbx } = await open(LIGHTNING, 'lightning-hit');
    expect(await position(sbx)).toBe(0);
    await nextUntil(sbx, /judgment for Lightning: Strike ♠7 is revealed/);
    expect(await sbx.locator('.sbx-changes').innerText()).toMatch(/Strike ♠7: the draw pile → /);
    expect(await sbx.locator('.sbx-card.is-changed').first().innerText()).toMatch(/Strike/);

    const dealt = await nextUntil(sbx, /p1 takes 3 thunder damage with no source: HP 3 → 0/);
    expect(await sbx.locator('.sbx-changes').innerText()).toContain('p1: HP 3 → 0');
    expect(await sbx.locator('[data-seat="p1"] .sbx-hp.is-changed').innerText()).toMatch(/HP[\s\S]*0 \/ 4[\s\S]*was 3/);
    const stack = sbx.locator('.sbx-stack');
    expect(await stack.innerText()).toMatch(/Lightning ♠A in p1’s judgment zone[\s\S]*Damage: 3 thunder damage to p1, no source[\s\S]*p1 is dying/);
    expect(await stack.locator('.sbx-frame.is-changed').last().innerText()).toMatch(/p1 is dying/);

    // The citation opens the clause in place, in both languages, with a link to its page.
    const cite = sbx.locator('.sbx-now .sbx-cite').first();
    expect(await cite.getAttribute('aria-expanded')).toBe('false');
    await cite.click();
    expect(await cite.getAttribute('aria-expanded')).toBe('true');
    const panel = sbx.locator('.sbx-now .sbx-clause');
    expect(await panel.locator('[lang="en"]').innerText()).toMatch(/\w+/);
    expect(await panel.locator('[lang="zh-Hans"]').innerText()).toMatch(/[\u4e00-\u9fff]/);
    expect(await panel.locator('a').getAttribute('href')).toMatch(/#general\.skill-wording\.elemental-damage$/);
    expect(page.url()).toContain(LIGHTNING);

    // Jump from the log, then back one step.
    const died = await jump(sbx, /p1 dies\. The role is revealed: Rebel/);
    expect(died).toBeGreaterThan(dealt);
    expect(await sbx.locator('[data-seat="p1"]').innerText()).toMatch(/Dead/);
    await sbx.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await position(sbx)).toBe(died - 1);
    await page.context().close();
  });

  it('steps with the keyboard only and announces every step', async () => {
    const { page, sbx } = await open(LIGHTNING, 'lightning-hit');
    await sbx.focus();
    const live = sbx.locator('[aria-live="polite"]');
    await page.keyboard.press('ArrowRight');
    expect(await position(sbx)).toBe(1);
    await expect.poll(() => live.innerText()).toMatch(/^Step 1 of \d+\./);
    await page.keyboard.press('End');
    const last = await position(sbx);
    expect(last).toBeGreaterThan(10);
    await expect.poll(() => live.innerText()).toMatch(new RegExp(`^Step ${last} of ${last}\\.`));
    await page.keyboard.press('Home');
    expect(await position(sbx)).toBe(0);
    await arrowUntil(page, sbx, /takes 3 thunder damage/);
    expect(await live.innerText()).toMatch(/takes 3 thunder damage/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.innerText()).toMatch(/^Step \d+ of/);
    await page.context().close();
  });
});

describe('sandbox: fire along the Iron Chain (chain-fire-strike)', () => {
  it('highlights the chain reset and stacks the conducted damage, with the keyboard only', async () => {
    const { page, sbx } = await open(EVENTS, 'chain-fire-strike');
    await sbx.focus();
    await arrowUntil(page, sbx, /p2 takes 2 fire damage/);
    const changes = await sbx.locator('.sbx-changes').innerText();
    expect(changes).toContain('p2: chain reset');
    expect(changes).toMatch(/p2: HP 4 → 2/);
    expect(await sbx.locator('[data-seat="p2"] .is-changed').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/Chain reset/)]));
    await arrowUntil(page, sbx, /The fire damage passes along the Iron Chain to p3, p4/);
    expect(await sbx.locator('.sbx-changes').innerText()).toMatch(/Started: Damage: 2 fire damage to p[34] from p1 \(along the chain\)/);
    await arrowUntil(page, sbx, /p4 takes 3 fire damage/);
    expect(await sbx.locator('[data-seat="p4"]').innerText()).toMatch(/1 \/ 4/);
    // The other sandbox on the page did not move.
    expect(await position(page.locator('.sbx[data-sandbox="duel-lubu-user"]'))).toBe(0);
    await page.context().close();
  });
});

describe('sandbox: Lü Bu uses a Duel (duel-lubu-user)', () => {
  it('shows the decision and the stack, takes a branch, copies a permalink and reopens it', async () => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const window = await nextUntil(sbx, /Asked: p2[\s\S]*play a Strike against the Duel/, 80, '.sbx-decision');
    const decision = sbx.locator('.sbx-decision');
    expect(await decision.innerText()).toMatch(/Asked: p2/);
    expect(await decision.locator('.sbx-choice.is-marked').innerText()).toMatch(/Strike ♠8[\s\S]*Scripted/);
    const frames = await sbx.locator('.sbx-frame-title').allInnerTexts();
    expect(frames.slice(-3)).toEqual(['Duel ♠A used by p1 (Lü Bu) on p2', 'Duel: p1 (Lü Bu) against p2', 'Strike window: p2']);
    expect(await sbx.locator('.sbx-stack').innerText()).toMatch(/must play 2 Strikes this round \(Matchless\)/);

    // Branch: p2 does not play a Strike.
    await decision.getByRole('button', { name: /Do not play a Strike/ }).click();
    await sbx.locator('.sbx-branch-note').waitFor();
    expect(await position(sbx)).toBe(window + 1);
    expect(await now(sbx)).toMatch(/Do not play a Strike/);
    expect(await sbx.locator('.sbx-log-item.is-branch').count()).toBe(1);
    await page.keyboard.press('End');
    const later = await nextUntil(sbx, /p2 takes 1 damage from p1/);
    expect(await sbx.locator('.sbx-log').innerText()).not.toMatch(/p2 plays Strike ♠9/);

    // Copy the link and open it in a fresh page: same step, same branch, focused.
    await sbx.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => sbx.locator('.sbx-copied').innerText()).toMatch(/copied|field/);
    const link = (await sbx.locator('.sbx-fallback input').count())
      ? await sbx.locator('.sbx-fallback input').inputValue()
      : await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`${EVENTS}#s=duel-lubu-user@1/[0-9.]+/${later}/[0-9a-z]+$`));
    await page.context().close();

    const again = await newPage(browser);
    await again.goto(link, { waitUntil: 'load' });
    const restored = again.locator('.sbx[data-sandbox="duel-lubu-user"]');
    await again.locator('astro-island:not([ssr]) .sbx[data-sandbox="duel-lubu-user"]').waitFor({ timeout: 15_000 });
    await expect.poll(() => position(restored)).toBe(later);
    await restored.locator('.sbx-branch-note').waitFor();
    expect(await now(restored)).toMatch(/p2 takes 1 damage from p1/);
    expect(await again.evaluate(() => document.activeElement?.getAttribute('data-sandbox'))).toBe('duel-lubu-user');
    expect(await restored.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; })).toBe(true);
    expect(await position(again.locator('.sbx[data-sandbox="chain-fire-strike"]'))).toBe(0);
    await again.context().close();
  });

  it('switches the point of view: only that seat’s hand is open', async () => {
    const { sbx } = await open(EVENTS, 'duel-lubu-user');
    const hand = (seat: string) => sbx.locator(`[data-seat="${seat}"] .sbx-zones`).innerText();
    expect(await hand('p2')).toMatch(/Strike\s+♠8/);
    await sbx.getByLabel('View as').selectOption('p1');
    expect(await hand('p1')).toMatch(/Duel\s+♠A/);
    expect(await hand('p2')).toMatch(/3 face-down cards/);
    expect(await sbx.locator('[data-seat="p3"] .sbx-role').innerText()).toBe('Role hidden');
    expect(await sbx.locator('[data-seat="p1"] .sbx-role').innerText()).toBe('Lord');
    expect(await sbx.locator('.sbx-centre').innerText()).not.toMatch(/top:/);
    await sbx.getByLabel('View as').selectOption('judge');
    expect(await hand('p2')).toMatch(/Strike\s+♠8/);
    await sbx.page().context().close();
  });
});

describe('sandbox: permalinks that cannot be followed', () => {
  const bad: readonly [string, string, RegExp][] = [
    ['script text', `${LIGHTNING}#s=<script>alert(1)</script>`, /cannot be opened/],
    ['encoded script text', `${LIGHTNING}#s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`, /cannot be opened/],
    ['random bytes', `${LIGHTNING}#s=%E0%A4%A%FF%00%C3`, /cannot be opened/],
    ['a huge step', `${LIGHTNING}#s=lightning-hit@1/-/99999`, /only \d+ steps/],
    ['a huge number', `${LIGHTNING}#s=lightning-hit@1/-/9999999999999999999`, /cannot be opened/],
    ['an illegal choice', `${EVENTS}#s=duel-lubu-user@1/0.7/20`, /not legal/],
    ['a future rules version', `${LIGHTNING}#s=lightning-hit@99/-/3`, /newer than this page/],
  ];
  it.each(bad)('%s: a plain message and the start', async (_what, path, message) => {
    const page = await newPage(browser);
    page.on('dialog', (d) => { throw new Error(`unexpected dialog: ${d.message()}`); });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const sbx = page.locator('.sbx').filter({ has: page.locator('.sbx-message') }).first();
    await sbx.locator('.sbx-message-error').waitFor({ timeout: 15_000 });
    expect(await sbx.locator('.sbx-message-error').innerText()).toMatch(message);
    expect(await position(sbx)).toBe(0);
    expect(await sbx.evaluate((el) => el.querySelectorAll('script, img, iframe').length)).toBe(0);
    await page.context().close();
  });

  it('an outcome that changed since the link was made: the step opens with a notice', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}${LIGHTNING}#s=lightning-hit@1/-/5/zzzzzzz`, { waitUntil: 'load' });
    const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]');
    await sbx.locator('.sbx-message-notice').waitFor({ timeout: 15_000 });
    expect(await sbx.locator('.sbx-message-notice').innerText()).toMatch(/outcome at this step now differs/);
    expect(await position(sbx)).toBe(5);
    await page.context().close();
  });
});

describe('sandbox: accessibility mid-resolution', () => {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const axe = async (page: Page): Promise<string[]> => {
    await page.addScriptTag({ content: axeSource });
    return page.evaluate(async () => {
      const a = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const res = await a.run(document.documentElement, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
      return res.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
    });
  };

  it.each(['light', 'dark'] as const)('axe finds nothing on a hydrated sandbox in its initial state, nor at its end with a dead seat (%s)', async (theme) => {
    const { page, sbx } = await open(LIGHTNING, 'lightning-hit', { theme });
    expect(await axe(page)).toEqual([]);
    await sbx.focus();
    await page.keyboard.press('End');
    expect(await sbx.locator('[data-seat="p1"]').innerText()).toMatch(/Dead/);
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('axe finds nothing on a sandbox stepped into a decision, clause open (%s)', async (theme) => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user', { theme });
    await nextUntil(sbx, /Asked: p2[\s\S]*play a Strike/, 80, '.sbx-decision');
    await sbx.locator('.sbx-decision .sbx-cite').click();
    await sbx.locator('.sbx-decision .sbx-clause').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });
});
