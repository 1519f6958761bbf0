// The sandbox on two phones (375 × 667 and 390 × 844), as a page is scrolled rather than stepped:
// - scrolling each of several scenario pages (one at an eight-seat table) from the sandbox's top at
//   mid-screen to its end, Next and the step's line are wholly on screen and on top at every
//   position: no fixed bar of the site (the header, Starlight's "On this page" bar) covers them,
//   checked with document.elementFromPoint at their centres and near their corners;
// - every skill name of every seat can be read whole (no chip cuts its name) at the eight-seat table,
//   and at the 3v3 table with heroes, and nothing else at the table is cut or sticks out of its seat;
// - a face-down hero shows a mark of its own (a word and an inline SVG icon, no font glyph) and a
//   hatched seat; the mark changes when the hero is turned face up.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, sharedBrowser, hydrated } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();
const PHONES = [{ width: 375, height: 667 }, { width: 390, height: 844 }] as const;
// The long chains, Lü Bu's Duel, the longest scenario, and the eight-seat table.
const SCROLLED = ['lightning-hit', 'chain-fire-strike', 'duel-lubu-user', 'house-dark-soul-lohan', 'arrow-barrage-eight-seats'];

async function open(path: string, phone: Parameters<typeof newPage>[1], scenario?: string): Promise<{ page: Page; sbx: Locator }> {
  const page = await newPage(browser(), phone);
  const res = await page.goto(`${base}${path}`, { waitUntil: 'load' });
  expect(res?.status()).toBe(200);
  const sel = scenario ? `.sbx[data-sandbox="${scenario}"]` : '.sbx';
  const sbx = page.locator(sel).first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(hydrated(`${sel}`)).first().waitFor({ timeout: 15_000 });
  return { page, sbx };
}

interface Cover { readonly y: number; readonly next: string; readonly say: string }

/**
 * Scrolls the page in steps of a quarter screen, from the sandbox's top at mid-screen until only its
 * step bar is left below the site's fixed bars, and reports at each position what is at the centre
 * and near the corners of Next and of the step's line ('ok' when it is the element or inside it).
 */
function scrollThrough(page: Page): Promise<Cover[]> {
  return page.evaluate(async () => {
    const root = document.querySelector('.sbx') as HTMLElement;
    const bar = root.querySelector('.sbx-bar') as HTMLElement;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // The lowest edge of what Starlight fixes at the top of the screen (the header, the mobile "On this page" bar).
    const fixedBottom = () => Math.max(0, ...[...document.querySelectorAll('body *')].filter((e) => getComputedStyle(e).position === 'fixed' && e.getBoundingClientRect().top < innerHeight / 4)
      .map((e) => e.getBoundingClientRect()).filter((r) => r.width > innerWidth / 2 && r.height < innerHeight / 3).map((r) => r.bottom));
    const place = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      if (r.top < fixedBottom() - 0.5 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth) return `off screen (${Math.round(r.top)}..${Math.round(r.bottom)})`;
      const points: [number, number][] = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.top + 3], [r.right - 3, r.bottom - 3]];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`;
      }
      return 'ok';
    };
    const top = root.getBoundingClientRect().top + scrollY;
    const from = top - innerHeight / 2;
    // The last position: the bar, at the sandbox's end, just below the fixed bars (the sandbox shows nothing else).
    const cs = getComputedStyle(root);
    const to = top + root.offsetHeight - parseFloat(cs.paddingBottom) - parseFloat(cs.borderBottomWidth) - bar.offsetHeight - fixedBottom() - 1;
    const out: { y: number; next: string; say: string }[] = [];
    for (let y = from; ; y = Math.min(to, y + innerHeight / 4)) {
      scrollTo(0, y);
      await frame();
      out.push({ y: Math.round(y), next: place(root.querySelector('.sbx-step-next') as HTMLElement), say: place(root.querySelector('.sbx-say-text') as HTMLElement) });
      if (y >= to) break;
    }
    return out;
  });
}

describe.each(PHONES.map((p) => [`${p.width} × ${p.height}`, p] as const))('a scrolled sandbox on a %s phone', (_size, PHONE) => {
  it.each(SCROLLED)('%s: Next and the step’s line are on screen and uncovered wherever the page is scrolled in the sandbox', async (id) => {
    const { page, sbx } = await open(`/scenarios/${id}/`, PHONE);
    // Twice: at the start, and a few steps in (a longer line, other seats marked).
    for (const steps of [0, 3]) {
      for (let i = 0; i < steps; i++) await sbx.locator('.sbx-step-next').click();
      const seen = await scrollThrough(page);
      expect(seen.length).toBeGreaterThan(4);
      expect(seen.filter((s) => s.next !== 'ok' || s.say !== 'ok'), `${id} after ${steps} steps`).toEqual([]);
    }
    await page.context().close();
  }, 90_000);
});

/** Every skill chip of the sandbox whose name is cut (wider or taller than its box, or out of its seat), with its full name. */
const cutSkills = (sbx: Locator) => sbx.locator('.sbx-skill').evaluateAll((els) => els.flatMap((el) => {
  const b = el as HTMLElement;
  const seat = (b.closest('.sbx-seat') as HTMLElement).getBoundingClientRect();
  const r = b.getBoundingClientRect();
  const name = document.getElementById(b.getAttribute('popovertarget') ?? '')?.querySelector('strong')?.textContent ?? '';
  const whole = b.scrollWidth <= b.clientWidth && b.scrollHeight <= b.clientHeight && r.right <= seat.right + 0.5 && r.left >= seat.left - 0.5 && b.textContent === name;
  return whole ? [] : [`${b.textContent} (of ${name}): ${b.scrollWidth}×${b.scrollHeight} in ${b.clientWidth}×${b.clientHeight}`];
}));

/**
 * Everything else cut at the table: a part of a seat or of the centre that sticks out of it, or a
 * part that clips its own text (a hero's name, a role, a card's name cut by an ellipsis or a line clamp).
 * Parts hidden for screen readers only (1 px, clipped) are left out.
 */
const cutAtTable = (sbx: Locator) => sbx.locator('.sbx-seat, .sbx-centre').evaluateAll((boxes) => boxes.flatMap((box) => {
  const b = box.getBoundingClientRect();
  const border = parseFloat(getComputedStyle(box).borderLeftWidth);
  return [...box.querySelectorAll<HTMLElement>('*')].flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || el.closest('[popover]')) return [];
    const out = r.left < b.left + border - 0.5 || r.right > b.right - border + 0.5;
    const clips = getComputedStyle(el).overflow !== 'visible' && (el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 1);
    return out || clips ? [`${box.getAttribute('data-seat') ?? 'centre'}: ${el.className} "${el.textContent ?? ''}" ${out ? 'sticks out' : 'clips its text'}`] : [];
  });
}));

describe.each(PHONES.map((p) => [`${p.width} × ${p.height}`, p] as const))('names at the table on a %s phone', (_size, PHONE) => {
  it('shows every skill name of every seat whole at the eight-seat table, and cuts nothing else', async () => {
    const { page, sbx } = await open('/scenarios/arrow-barrage-eight-seats/', PHONE);
    expect(await sbx.locator('.sbx-seat').count()).toBe(8);
    expect(await sbx.locator('.sbx-skill').count()).toBeGreaterThanOrEqual(8);
    expect(await cutSkills(sbx)).toEqual([]);
    // At the start and a few steps in (cards in the centre).
    expect(await cutAtTable(sbx)).toEqual([]);
    for (let i = 0; i < 4; i++) await sbx.locator('.sbx-step-next').click();
    // The cards' slides (started in the frame that paints the step) are over.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || !(a.effect instanceof KeyframeEffect && a.effect.target?.hasAttribute('data-card'))));
    expect(await cutAtTable(sbx)).toEqual([]);
    await page.context().close();
  });

  it('shows every skill name and role whole at the 3v3 table with heroes', async () => {
    const { page, sbx } = await open('/modes/3v3/', PHONE, '3v3-commander-bonus-no-escort');
    expect(await sbx.locator('.sbx-skill').count()).toBeGreaterThanOrEqual(4);
    expect(await cutSkills(sbx)).toEqual([]);
    expect(await sbx.locator('.sbx-role').allInnerTexts()).toContain('Cool Commander');
    expect(await cutAtTable(sbx)).toEqual([]);
    await page.context().close();
  });
});

describe('a face-down hero (flipped-skips-turn)', () => {
  it.each(['light', 'dark'] as const)('shows a mark of its own, drawn without a font glyph, and the mark changes when the hero is turned face up (%s)', async (theme) => {
    const { page, sbx } = await open('/scenarios/flipped-skips-turn/', { width: 375, height: 667, theme });
    const p1 = sbx.locator('[data-seat="p1"]');
    const mark = p1.locator('.sbx-mark-flipped');
    await expect.poll(() => mark.isVisible()).toBe(true);
    expect(await mark.innerText()).toBe('Face down');
    expect(await p1.getAttribute('class')).toMatch(/\bis-flipped\b/);
    const drawn = await mark.evaluate((el) => {
      const svg = el.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      const path = svg?.querySelector('path')?.getAttribute('d') ?? '';
      const seat = el.closest('.sbx-seat') as HTMLElement;
      // Every character the mark shows is a letter or a space: its icon is the SVG, not a symbol of some font.
      return { path: path.length, w: box?.width ?? 0, h: box?.height ?? 0, text: el.textContent ?? '', hatched: getComputedStyle(seat).backgroundImage };
    });
    expect(drawn.path).toBeGreaterThan(10);
    expect(drawn.w).toBeGreaterThanOrEqual(10);
    expect(drawn.h).toBeGreaterThanOrEqual(10);
    expect(drawn.text).toMatch(/^[A-Za-z ]+$/);
    expect(drawn.hatched).toMatch(/repeating-linear-gradient/);
    // The other seats are face up: no mark, no hatching.
    expect(await sbx.locator('.sbx-mark-flipped').count()).toBe(1);
    // Rule general.hero-handling.flip: as p1's turn is about to begin, the hero is turned face up (and the turn skipped).
    for (let i = 0; i < 10 && !(await p1.locator('.sbx-mark-unflipped').count()); i++) await sbx.locator('.sbx-step-next').click();
    expect(await p1.locator('.sbx-mark-unflipped').innerText()).toBe('Turned face up');
    expect(await p1.locator('.sbx-mark-flipped').count()).toBe(0);
    expect(await p1.getAttribute('class')).not.toMatch(/\bis-flipped\b/);
    expect(await sbx.locator('.sbx-say-text').innerText()).toMatch(/p1.*(skip|turned face up)/i);
    await page.context().close();
  });
});
