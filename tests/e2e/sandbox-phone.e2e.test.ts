// The sandbox on two phones (375 × 667 and 390 × 844): through every step of the 20 longest scenarios and the one at
// an eight-player table, Next and the step's one-line explanation are on screen and not covered
// (checked before each press, which is made at Next's place on the screen, so a control that left
// the screen cannot be scrolled back by the test), and the page never scrolls sideways. A permalink
// and a jump from the log land with the table and that step's line in view, and the options row
// whole (not cut by Starlight's header and "On this page" bar); a five-seat table and
// the step bar fit one screen, eight seats one and a half; the keys hint is not shown.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, hydrated } from './browser.ts';

const base = inject('baseUrl');
const dist = fileURLToPath(new URL('../../dist/scenarios/', import.meta.url));
const PHONES = [{ width: 375, height: 667 }, { width: 390, height: 844 }] as const;
type Phone = (typeof PHONES)[number];

interface Built { readonly id: string; readonly steps: number; readonly seats: number }

/** Every scenario page as built: its step count and seat count, read from the server-rendered sandbox. */
function builtScenarios(): Built[] {
  return readdirSync(dist, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => {
    const html = readFileSync(`${dist}${e.name}/index.html`, 'utf8');
    const steps = /Step <strong>0<\/strong> of (\d+)/.exec(html)?.[1];
    return steps ? [{ id: e.name, steps: Number(steps), seats: html.match(/data-seat="/g)?.length ?? 0 }] : [];
  });
}

const all = builtScenarios();
const longest = [...all].sort((a, b) => b.steps - a.steps || a.id.localeCompare(b.id)).slice(0, 20);
const big = all.filter((s) => s.seats >= 8).sort((a, b) => b.steps - a.steps)[0];
const chosen = big && !longest.includes(big) ? [...longest, big] : longest;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, phone: Phone): Promise<{ page: Page; sbx: Locator }> {
  const page = await newPage(browser, phone);
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const sbx = page.locator('.sbx').first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(hydrated('.sbx')).first().waitFor({ timeout: 15_000 });
  return { page, sbx };
}

// step: the position among the steps shown (folded timing points); index: the timeline index (as permalinks and the log count).
interface Seen { readonly next: boolean; readonly say: boolean; readonly sideways: boolean; readonly x: number; readonly y: number; readonly step: number; readonly index: number; readonly text: string }

/** Whether Next and the step's line are wholly on screen and on top (not under the site header), and whether the page scrolls sideways. */
function look(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const root = document.querySelector('.sbx') as HTMLElement;
    const shown = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 8));
      return hit !== null && (el === hit || el.contains(hit));
    };
    const next = root.querySelector('.sbx-step-next') as HTMLElement;
    const r = next.getBoundingClientRect();
    return {
      next: shown(next), say: shown(root.querySelector('.sbx-say-text')), sideways: document.documentElement.scrollWidth > innerWidth,
      x: r.left + r.width / 2, y: r.top + r.height / 2,
      step: Number(root.querySelector('.sbx-position strong')?.textContent), index: Number(root.querySelector('.sbx-position')?.getAttribute('data-step')), text: root.querySelector('.sbx-say-text')?.textContent ?? '',
    };
  });
}

/** Whether the options row (point of view, Copy link) is whole on screen and on top: not cut by the site's fixed bars. */
function optionsWhole(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('.sbx') as HTMLElement;
    for (const el of [root.querySelector('.sbx-pov select'), root.querySelector('.sbx-copy')] as HTMLElement[]) {
      const r = el.getBoundingClientRect();
      for (const [x, y] of [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.top + 3], [r.right - 3, r.top + 3]] as const) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) return `${el.className || el.tagName} covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.tagName ?? 'nothing'}`;
      }
    }
    return 'whole';
  });
}

it('has an eight-seat scenario among the twenty it steps through', () => {
  expect(big?.seats).toBeGreaterThanOrEqual(8);
  expect(chosen.length).toBeGreaterThanOrEqual(20);
  expect(chosen).toContain(big);
});

describe.each(PHONES.map((p) => [`${p.width} × ${p.height}`, p] as const))('the sandbox on a %s phone', (_size, PHONE) => {
  it.each(chosen.map((s) => [s.id, s] as const))('%s: Next and the step’s line stay on screen at every step', async (_id, s) => {
    const { page, sbx } = await open(`/scenarios/${s.id}/`, PHONE);
    await sbx.locator('.sbx-table').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    let prev = '';
    for (let i = 0; i < s.steps; i++) {
      const seen = await look(page);
      expect(seen, `before step ${i + 1}`).toMatchObject({ next: true, say: true, sideways: false, step: i });
      expect(seen.text.length).toBeGreaterThan(0);
      await page.mouse.click(seen.x, seen.y);
      await expect.poll(async () => (await look(page)).step).toBe(i + 1);
      prev = seen.text;
    }
    const end = await look(page);
    expect(end).toMatchObject({ next: true, say: true, sideways: false, step: s.steps });
    expect(prev.length).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('fits a five-seat table with the step bar on one screen, and eight seats on one and a half', async () => {
    const five = all.find((s) => s.seats === 5 && s.id === 'lightning-hit') ?? all.find((s) => s.seats === 5);
    for (const [s, screens] of [[five, 1], [big, 1.5]] as const) {
      if (!s) throw new Error('no scenario to measure');
      const { page, sbx } = await open(`/scenarios/${s.id}/`, PHONE);
      const m = await sbx.evaluate((el) => {
        const table = el.querySelector('.sbx-table') as HTMLElement;
        table.scrollIntoView({ block: 'start' });
        return { table: table.getBoundingClientRect(), bar: (el.querySelector('.sbx-bar') as HTMLElement).getBoundingClientRect().height, vh: innerHeight };
      });
      expect(m.table.height + m.bar, `${s.id}: table ${m.table.height} px + bar ${m.bar} px`).toBeLessThanOrEqual(m.vh * screens - m.table.top);
      await page.context().close();
    }
  });

  it('opens a permalink with the table and the step’s line in view', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${base}/scenarios/lightning-hit/#s=lightning-hit@1/-/9`, { waitUntil: 'load' });
    const sbx = page.locator(hydrated('.sbx'));
    await sbx.waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await look(page)).index).toBe(9);
    await expect.poll(() => look(page)).toMatchObject({ next: true, say: true, sideways: false });
    const top = await sbx.locator('.sbx-table').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height / 3);
    expect(await optionsWhole(page)).toBe('whole');
    await page.context().close();
  });

  it('lands a jump from the log with the table and that step’s line in view', async () => {
    const { page, sbx } = await open('/scenarios/lightning-hit/', PHONE);
    // The fifth step shown (timeline index 14 of 36, with the timing points folded).
    const item = sbx.locator('.sbx-log-item').nth(4);
    const at = Number(await item.getAttribute('data-step'));
    expect(at).toBeGreaterThan(4);
    const entry = item.locator('.sbx-log-jump');
    await entry.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await sbx.locator('.sbx-table').evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    const box = await entry.boundingBox();
    if (!box) throw new Error('the log entry has no box');
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await expect.poll(async () => look(page)).toMatchObject({ step: 4, index: at });
    await expect.poll(() => sbx.locator('.sbx-table').evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight / 3; })).toBe(true);
    expect(await optionsWhole(page)).toBe('whole');
    const before = (await look(page)).text;
    expect(await look(page)).toMatchObject({ next: true, say: true, sideways: false });
    await page.mouse.click((await look(page)).x, (await look(page)).y);
    await expect.poll(async () => (await look(page)).step).toBe(5);
    expect((await look(page)).index).toBeGreaterThan(at);
    expect((await look(page)).text).not.toBe(before);
    await page.context().close();
  });

  it('does not show the keys hint', async () => {
    const { page, sbx } = await open('/scenarios/lightning-hit/', PHONE);
    expect(await sbx.locator('.sbx-keys').isVisible()).toBe(false);
    await page.context().close();
  });
});
