// The sandbox in the real Chromium: stepping through Lightning hitting a Rebel, fire damage along
// an Iron Chain and Lü Bu's Duel, with the mouse and with the keyboard only; the log, the stack and
// the highlighted changes at named steps (found by their log lines, not by number); a branch; a
// permalink copied and reopened; the point of view; hostile links; two sandboxes on one page; and
// axe-core on a sandbox stepped into a decision.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, launchBrowser, newPage, hydrated, notHydrated, reachFor } from './browser.ts';

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
  await page.locator(hydrated(`.sbx[data-sandbox="${scenario}"]`)).first().waitFor({ timeout: 15_000 });
  await reachFor(page, sbx);
  return { page, sbx };
}

const position = async (sbx: Locator) => Number(await sbx.locator('.sbx-position strong').innerText());
/** The timeline index of the step shown (one per rule event, as permalinks count). */
const index = async (sbx: Locator) => Number(await sbx.locator('.sbx-position').getAttribute('data-step'));
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
    expect((await sbx.locator('.sbx-card.is-changed').allInnerTexts()).join(' ')).toMatch(/Strike/);

    const dealt = await nextUntil(sbx, /p1 takes 3 thunder damage with no source \(Lightning ♠A\): HP 3 → 0/);
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
    await page.keyboard.press('ArrowRight'); // the focus asked for the later steps' code (intent.ts): the step shows once it is in
    await expect.poll(() => position(sbx)).toBe(1);
    await expect.poll(() => live.innerText()).toMatch(/^Step 1 of \d+\./);
    await page.keyboard.press('End');
    const last = await position(sbx);
    expect(last).toBeGreaterThan(5);
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
    const at = await index(sbx);
    expect(link).toMatch(new RegExp(`${EVENTS}#s=duel-lubu-user@1/[0-9.]+/${at}/[0-9a-z]+$`));
    await page.context().close();

    const again = await newPage(browser);
    await again.goto(link, { waitUntil: 'load' });
    const restored = again.locator('.sbx[data-sandbox="duel-lubu-user"]');
    await again.locator(hydrated('.sbx[data-sandbox="duel-lubu-user"]')).waitFor({ timeout: 15_000 });
    await expect.poll(async () => `${await position(restored)} ${await restored.locator('.sbx-message').allInnerTexts()}`, { timeout: 10_000 }).toBe(`${later} `);
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
    // A seat's view shows once the masks are loaded (the first view other than the judge's loads them).
    await expect.poll(() => hand('p2')).toMatch(/3 face-down cards/);
    expect(await hand('p1')).toMatch(/Duel\s+♠A/);
    expect(await sbx.locator('[data-seat="p3"] .sbx-role').innerText()).toBe('Role hidden');
    expect(await sbx.locator('[data-seat="p1"] .sbx-role').innerText()).toBe('Lord');
    expect(await sbx.locator('.sbx-centre').innerText()).not.toMatch(/top:/);
    await sbx.getByLabel('View as').selectOption('judge');
    expect(await hand('p2')).toMatch(/Strike\s+♠8/);
    await sbx.page().context().close();
  });
});

describe('sandbox: the steps a person would name (chain-fire-strike)', () => {
  it('folds the timing points by default, shows them on request, and keeps the moment in the link', async () => {
    const { page, sbx } = await open(EVENTS, 'chain-fire-strike');
    const count = async () => Number(/of (\d+)/.exec(await sbx.locator('.sbx-position').innerText())?.[1]);
    expect(await count()).toBeLessThanOrEqual(12);
    expect(await sbx.locator('.sbx-log-item').count()).toBe((await count()) + 1);
    await sbx.getByRole('button', { name: 'Next decision' }).click();
    expect(await sbx.locator('.sbx-decision').innerText()).toMatch(/Asked: p1/);
    await nextUntil(sbx, /p2 takes 2 fire damage/);
    const at = await index(sbx);
    // Every timing point: the same moment, now numbered by its rule event.
    await sbx.getByLabel('Show every timing point').check();
    expect(await count()).toBe(36);
    expect(await index(sbx)).toBe(at);
    expect(await position(sbx)).toBe(at);
    await sbx.getByRole('button', { name: 'Back', exact: true }).click();
    const quiet = await index(sbx);
    expect(quiet).toBe(at - 1);
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 5000 }).toContain(`/${quiet}/`);
    const link = await page.evaluate(() => location.href);
    await page.context().close();

    // A link to a timing point (as every link made before the folding) opens at that moment, timing points shown.
    const again = await newPage(browser);
    await again.goto(link, { waitUntil: 'load' });
    const restored = again.locator('.sbx[data-sandbox="chain-fire-strike"]');
    await again.locator(hydrated('.sbx[data-sandbox="chain-fire-strike"]')).waitFor({ timeout: 15_000 });
    await expect.poll(() => index(restored), { timeout: 5000 }).toBe(quiet);
    await expect.poll(() => restored.getByLabel('Show every timing point').isChecked(), { timeout: 5000 }).toBe(true);
    // Folding again moves to the named step the timing point folds into.
    await restored.getByLabel('Show every timing point').uncheck();
    expect(await index(restored)).toBe(at);
    await again.context().close();
  });
});

describe('sandbox: a player’s point of view (duel-lubu-user)', () => {
  it('hides the other hands’ cards and options everywhere, and keeps the point of view in the link', async () => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user');
    await sbx.getByLabel('View as').selectOption('p1');
    await nextUntil(sbx, /Asked: p2/, 80, '.sbx-decision');
    const decision = await sbx.locator('.sbx-decision').innerText();
    expect(decision).toMatch(/p2 is deciding/);
    expect(decision).not.toMatch(/Strike ♠[89]|Dismantle/);
    expect(await sbx.locator('.sbx-decision .sbx-choice').count()).toBe(0);
    const hand = await page.evaluate(() => [...document.querySelectorAll('.sbx[data-sandbox="duel-lubu-user"] [data-seat="p2"] .sbx-zones')].map((e) => (e as HTMLElement).innerText).join(''));
    expect(hand).toMatch(/face-down/);
    expect(await sbx.locator('.sbx-say-text').innerText()).toMatch(/p2.* is deciding/);
    for (const part of ['.sbx-now', '.sbx-stack', '.sbx-log-item.is-current', '.sbx-say-text']) expect(await sbx.locator(part).innerText(), part).not.toMatch(/Strike ♠[89]/);
    const here = await index(sbx);
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 5000 }).toMatch(new RegExp(`/${here}/[0-9a-z]+/as-p1$`));
    const link = await page.evaluate(() => location.href);
    // As p2, the same decision shows p2's options.
    await sbx.getByLabel('View as').selectOption('p2');
    expect(await sbx.locator('.sbx-decision .sbx-choice').count()).toBeGreaterThan(1);
    await page.context().close();

    const again = await newPage(browser);
    await again.goto(link, { waitUntil: 'load' });
    const restored = again.locator('.sbx[data-sandbox="duel-lubu-user"]');
    await again.locator(hydrated('.sbx[data-sandbox="duel-lubu-user"]')).waitFor({ timeout: 15_000 });
    await expect.poll(() => restored.getByLabel('View as').inputValue(), { timeout: 5000 }).toBe('p1');
    await expect.poll(() => restored.locator('.sbx-decision').innerText(), { timeout: 5000 }).toMatch(/p2 is deciding/);
    await again.context().close();
  });
});

describe('sandbox: a tree of variations (duel-lubu-user)', () => {
  const toDecision = async (sbx: Locator, n: number) => {
    await sbx.press('Home');
    for (let i = 0; i < n; i++) await sbx.getByRole('button', { name: 'Next decision' }).click();
  };
  const branch = async (sbx: Locator, name: RegExp) => {
    await sbx.locator('.sbx-decision').getByRole('button', { name }).click();
    await sbx.locator('.sbx-branch-note').waitFor();
    await sbx.getByRole('button', { name: 'Back to the scripted line' }).click();
    await sbx.locator('.sbx-branch-note').waitFor({ state: 'detached' });
  };
  const variations = (sbx: Locator) => sbx.locator('.sbx-variations .sbx-variation');

  it('keeps three branches when going back to the script, lists and revisits them, and keeps them in the link', async () => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user');
    await toDecision(sbx, 2);
    expect(await sbx.locator('.sbx-decision').innerText()).toMatch(/Asked: p2[\s\S]*\(1 of 2\)/);
    await branch(sbx, /Play Strike ♠9/);
    await toDecision(sbx, 2);
    expect(await variations(sbx).count()).toBe(2);
    await branch(sbx, /Do not play a Strike/);
    await toDecision(sbx, 3);
    expect(await sbx.locator('.sbx-decision').innerText()).toMatch(/Asked: p2[\s\S]*\(2 of 2\)/);
    await branch(sbx, /Do not play a Strike/);

    // All three are kept: two at the first Strike window (besides the script), one at the second.
    await toDecision(sbx, 2);
    expect(await variations(sbx).allInnerTexts()).toEqual([
      expect.stringMatching(/Script[\s\S]*Play Strike ♠8 → Play Strike ♠9/),
      expect.stringMatching(/^Play Strike ♠9/),
      expect.stringMatching(/^Do not play a Strike/),
    ]);
    await variations(sbx).filter({ hasText: /Do not play a Strike/ }).click();
    await sbx.locator('.sbx-branch-note').waitFor();
    await sbx.getByRole('button', { name: 'End', exact: true }).click();
    expect(await sbx.locator('.sbx-log').innerText()).toMatch(/p2 does not play a Strike and loses the Duel/);
    expect(await sbx.locator('.sbx-log').innerText()).not.toMatch(/p2 plays Strike ♠8/);
    await toDecision(sbx, 2);
    expect(await variations(sbx).count()).toBe(3);
    expect(await sbx.locator('.sbx-variation.is-marked').innerText()).toMatch(/^Do not play a Strike/);
    await variations(sbx).filter({ hasText: /Script/ }).click();
    await sbx.locator('.sbx-branch-note').waitFor({ state: 'detached' });
    await toDecision(sbx, 3);
    expect(await variations(sbx).allInnerTexts()).toEqual([expect.stringMatching(/Script[\s\S]*Play Strike ♠9/), expect.stringMatching(/^Do not play a Strike/)]);

    const here = await index(sbx);
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 5000 }).toMatch(new RegExp(`/${here}/[0-9a-z]+/v1(~[0-9.]+){3}$`));
    const link = await page.evaluate(() => location.href);
    await page.context().close();

    const again = await newPage(browser);
    await again.goto(link, { waitUntil: 'load' });
    const restored = again.locator('.sbx[data-sandbox="duel-lubu-user"]');
    await again.locator(hydrated('.sbx[data-sandbox="duel-lubu-user"]')).waitFor({ timeout: 15_000 });
    await expect.poll(() => variations(restored).count(), { timeout: 5000 }).toBe(2);
    await toDecision(restored, 2);
    expect(await variations(restored).count()).toBe(3);
    await again.context().close();
  }, 120_000);

  it('moves between variations with ↑ ↓ and Enter, and a link to a step inside the second branch opens there', async () => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user');
    await toDecision(sbx, 2);
    await branch(sbx, /Play Strike ♠9/);
    await toDecision(sbx, 2);
    await branch(sbx, /Do not play a Strike/);
    await toDecision(sbx, 2);
    expect(await variations(sbx).count()).toBe(3);
    // One stop in the tab order (the line shown), then the arrow keys, wrapping.
    expect(await variations(sbx).evaluateAll((bs) => bs.map((b) => (b as HTMLElement).tabIndex))).toEqual([0, -1, -1]);
    await variations(sbx).first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^\s*Play Strike ♠9/);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^\s*Do not play a Strike/);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/Script/);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toMatch(/^\s*Do not play a Strike/);
    const at = await index(sbx);
    await page.keyboard.press('Enter');
    await sbx.locator('.sbx-branch-note').waitFor();
    expect(await index(sbx)).toBeGreaterThan(at);
    await sbx.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await sbx.locator('.sbx-log').innerText()).toMatch(/p2 does not play a Strike/);
    const inside = await index(sbx);
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 5000 }).toMatch(new RegExp(`@1/[0-9.]+/${inside}/[0-9a-z]+/v1~[0-9.]+$`)); // the line shown, and the other branch
    const link = await page.evaluate(() => location.href);
    await page.context().close();

    const again = await newPage(browser);
    await again.goto(link, { waitUntil: 'load' });
    const restored = again.locator('.sbx[data-sandbox="duel-lubu-user"]');
    await again.locator(hydrated('.sbx[data-sandbox="duel-lubu-user"]')).waitFor({ timeout: 15_000 });
    await expect.poll(() => index(restored), { timeout: 5000 }).toBe(inside);
    await restored.locator('.sbx-branch-note').waitFor();
    expect(await restored.locator('.sbx-log').innerText()).toMatch(/p2 does not play a Strike/);
    expect(await restored.locator('.sbx-log').innerText()).not.toMatch(/p2 plays Strike ♠9/);
    await toDecision(restored, 2);
    expect(await variations(restored).count()).toBe(3);
    expect(await restored.locator('.sbx-variation.is-marked').innerText()).toMatch(/^Do not play a Strike/);
    await again.context().close();
  }, 120_000);

  it('a hostile variations list opens the start with a plain message', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}${EVENTS}#s=duel-lubu-user@1/-/0/0000000/v7~1.<img src=x>`, { waitUntil: 'load' });
    const sbx = page.locator('.sbx[data-sandbox="duel-lubu-user"]');
    await sbx.locator('.sbx-message-error').waitFor({ timeout: 15_000 });
    expect(await sbx.locator('.sbx-message-error').innerText()).toMatch(/cannot be opened/);
    expect(await sbx.evaluate((el) => el.querySelectorAll('img').length)).toBe(0);
    await page.context().close();
  });
});

describe('sandbox: keys page-wide and presses before hydration', () => {
  it('steps with ← → Home End from anywhere on a page with one sandbox, but not while typing in a field', async () => {
    const { page, sbx } = await open('/scenarios/arrow-barrage/', 'arrow-barrage'); // a scenario page has one sandbox (the card page also shows the 3v3 one)
    expect(await page.locator('[data-sandbox]').count()).toBe(1);
    await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(sbx), { timeout: 5000 }).toBe(1);
    await page.keyboard.press('End');
    await expect.poll(() => position(sbx)).toBeGreaterThan(1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect.poll(() => position(sbx)).toBe(0);
    await page.evaluate(() => { const i = document.createElement('input'); i.id = 'typing'; document.body.prepend(i); });
    await page.locator('#typing').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    expect(await position(sbx)).toBe(0);
    await page.context().close();
  });

  it('with several sandboxes on the page, keys step only the one with focus', async () => {
    const { page } = await open(EVENTS, 'chain-fire-strike');
    const a = page.locator('.sbx[data-sandbox="duel-lubu-user"]');
    const b = page.locator('.sbx[data-sandbox="chain-fire-strike"]');
    await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); });
    await page.keyboard.press('ArrowRight');
    expect([await position(a), await position(b)]).toEqual([0, 0]);
    await b.focus();
    await page.keyboard.press('ArrowRight');
    expect([await position(a), await position(b)]).toEqual([0, 1]);
    await page.context().close();
  });

  it('keeps clicks on Next and a key pressed before the island hydrated, and applies them', async () => {
    const page = await newPage(browser);
    const { release } = await holdRequests(page, /\/Sandbox\.[\w-]+\.js$/);
    await page.goto(`${base}${LIGHTNING}`, { waitUntil: 'domcontentloaded' });
    const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]');
    await sbx.scrollIntoViewIfNeeded();
    expect(await page.locator(notHydrated('.sbx[data-sandbox="lightning-hit"]')).count()).toBe(1);
    await sbx.getByRole('button', { name: 'Next', exact: true }).click();
    await sbx.getByRole('button', { name: 'Next', exact: true }).click();
    await page.keyboard.press('ArrowRight'); // the focus is on Next, in this sandbox
    expect(await position(sbx)).toBe(0);
    release();
    await page.locator(hydrated('.sbx[data-sandbox="lightning-hit"]')).waitFor({ timeout: 15_000 });
    await expect.poll(() => position(sbx)).toBe(3);
    await page.context().close();
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
    expect(await index(sbx)).toBe(5);
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
    await page.keyboard.press('End'); // the first move after the first view may wait for the later steps' code (intent.ts)
    await expect.poll(() => sbx.locator('[data-seat="p1"]').innerText()).toMatch(/Dead/);
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('axe finds nothing with variations listed, engine details open, and on a branch (%s)', async (theme) => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user', { theme });
    await nextUntil(sbx, /Asked: p2[\s\S]*play a Strike/, 80, '.sbx-decision');
    await sbx.locator('.sbx-decision').getByRole('button', { name: /Do not play a Strike/ }).click();
    await sbx.locator('.sbx-branch-note').waitFor();
    await sbx.locator('.sbx-chart summary').click();
    await sbx.locator('.sbx-chart[open] .sbx-subtle').waitFor();
    expect(await axe(page)).toEqual([]);
    await sbx.getByRole('button', { name: 'Back to the scripted line' }).click();
    await sbx.locator('.sbx-branch-note').waitFor({ state: 'detached' });
    await sbx.getByRole('button', { name: 'Back', exact: true }).click();
    await sbx.locator('.sbx-variations').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it.each(['light', 'dark'] as const)('axe finds nothing on a sandbox stepped into a decision, clause open (%s)', async (theme) => {
    const { page, sbx } = await open(EVENTS, 'duel-lubu-user', { theme });
    await nextUntil(sbx, /Asked: p2[\s\S]*play a Strike/, 80, '.sbx-decision');
    await sbx.locator('.sbx-decision .sbx-cite').click();
    await sbx.locator('.sbx-decision .sbx-clause').waitFor();
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });
});

describe('sandbox: cards seen moving (lightning-hit)', () => {
  /** Records the cards the page animates (Element.animate on a [data-card]) from now on. */
  const recordMoves = (page: Page) => page.evaluate(() => {
    const w = window as unknown as { cardMoves: string[] };
    w.cardMoves = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.hasAttribute('data-card')) w.cardMoves.push(this.getAttribute('data-card') ?? '');
      return animate.apply(this, args);
    };
  });
  /** Presses a step button; the cards animated for that step, and the cards marked as just moved. */
  const press = async (page: Page, sbx: Locator, name: 'Next' | 'Back'): Promise<{ moved: string[]; marked: string[] }> => {
    const before = await page.evaluate(() => (window as unknown as { cardMoves: string[] }).cardMoves.length);
    await sbx.getByRole('button', { name, exact: true }).click();
    // The slides start in the frame that paints the step (use-card-moves.ts): read them after it.
    const moved = await page.evaluate((n) => new Promise<string[]>((r) => requestAnimationFrame(() => r((window as unknown as { cardMoves: string[] }).cardMoves.slice(n)))), before);
    const marked = await sbx.locator('.sbx-card.is-changed').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card') ?? ''));
    return { moved, marked };
  };
  const last = async (sbx: Locator) => Number(/of (\d+)/.exec(await sbx.locator('.sbx-position').innerText())?.[1]);

  it('slides every card that moved at a step forward (one Next over folded timing points too), and at a step back', async () => {
    const { page, sbx } = await open(LIGHTNING, 'lightning-hit');
    await recordMoves(page);
    const forward: number[] = [];
    for (let i = 1; i <= (await last(sbx)); i++) {
      const { moved, marked } = await press(page, sbx, 'Next');
      expect(moved, `step ${i}`).toEqual(expect.arrayContaining(marked));
      if (moved.length) forward.push(i);
    }
    expect(forward.length).toBeGreaterThan(1);
    const backward: number[] = [];
    for (let i = await last(sbx); i > 0; i--) if ((await press(page, sbx, 'Back')).moved.length) backward.push(i);
    expect(backward.length).toBeGreaterThan(0);
    expect(backward.filter((i) => !forward.includes(i))).toEqual([]);
    await page.context().close();
  });

  it('moves nothing with prefers-reduced-motion', async () => {
    const { page, sbx } = await open(LIGHTNING, 'lightning-hit', { reducedMotion: true });
    await recordMoves(page);
    for (let i = 1; i <= (await last(sbx)); i++) expect((await press(page, sbx, 'Next')).moved).toEqual([]);
    for (let i = await last(sbx); i > 0; i--) expect((await press(page, sbx, 'Back')).moved).toEqual([]);
    await page.context().close();
  });
});
