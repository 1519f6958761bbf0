// Motion in the sandbox ends at the next step (use-card-moves.ts): a card's slide jumps to its end,
// and a dying seat's ring pulses only once the step has been on screen for a moment, a few times,
// and stops at the next step; with prefers-reduced-motion nothing pulses. Lightning hits p1 in
// lightning-hit: cards move, then p1 is dying.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { STILL_MS } from '../../src/islands/sandbox/use-card-moves.ts';
import { newPage, sharedBrowser, hydrated } from './browser.ts';

const base = inject('baseUrl');
const browser = sharedBrowser();

async function open(reducedMotion = false): Promise<{ page: Page; sbx: Locator }> {
  const page = await newPage(browser(), { reducedMotion });
  await page.goto(`${base}/cards/lightning/`, { waitUntil: 'load' });
  const sbx = page.locator('.sbx[data-sandbox="lightning-hit"]').first();
  await sbx.scrollIntoViewIfNeeded();
  await page.locator(hydrated('.sbx[data-sandbox="lightning-hit"]')).first().waitFor({ timeout: 15_000 });
  return { page, sbx };
}

/**
 * Clicks the sandbox's Next or Back inside the page and waits for a frame after the step's render; returns
 * the running animations then: card slides (by data-card) and pulses (by seat), and whether the sandbox is "still".
 */
function press(sbx: Locator, name: 'next' | 'back'): Promise<{ slides: string[]; pulses: string[]; still: boolean }> {
  return sbx.evaluate((el, n) => new Promise((done) => {
    el.querySelector<HTMLElement>(`.sbx-step-${n}`)?.click();
    // After the render the click queued (a microtask), so this frame callback runs after the sandbox's own.
    setTimeout(() => requestAnimationFrame(() => done(running(el))), 0);
    function running(root: Element) {
      const list = document.getAnimations().filter((a) => a.playState === 'running' && a.effect instanceof KeyframeEffect);
      const of = (a: Animation) => (a.effect as KeyframeEffect);
      return {
        slides: list.filter((a) => of(a).target?.hasAttribute('data-card')).map((a) => of(a).target?.getAttribute('data-card') ?? ''),
        pulses: list.filter((a) => a instanceof CSSAnimation && a.animationName === 'sbx-pulse').map((a) => `${of(a).target?.getAttribute('data-seat') ?? ''}${of(a).pseudoElement ?? ''}`),
        still: root.hasAttribute('data-still'),
      };
    }
  }), name);
}

const dying = (sbx: Locator) => sbx.locator('.sbx-seat.is-dying').count();

describe('sandbox: motion ends at the next step (lightning-hit)', () => {
  it('finishes the slides of a step when the next step is shown', async () => {
    const { sbx, page } = await open();
    let slides: string[] = [];
    for (let i = 0; i < 40 && slides.length === 0; i++) ({ slides } = await press(sbx, 'next'));
    expect(slides.length).toBeGreaterThan(0);
    await press(sbx, 'back');
    // In the page, so that the slides are surely still running: Next, its slides once its frame
    // started them, then Next again at once; once that step has rendered, they are over.
    const states = await sbx.evaluate((el) => new Promise<string[]>((done) => {
      el.querySelector<HTMLElement>('.sbx-step-next')?.click();
      setTimeout(() => requestAnimationFrame(() => {
        const started = document.getAnimations().filter((a) => a.playState === 'running' && a.effect instanceof KeyframeEffect && a.effect.target?.hasAttribute('data-card') === true);
        el.querySelector<HTMLElement>('.sbx-step-next')?.click();
        setTimeout(() => done([started.length ? 'started' : 'none', ...started.map((a) => a.playState)]), 0);
      }), 0);
    }));
    expect(states[0]).toBe('started');
    expect(new Set(states.slice(1))).toEqual(new Set(['finished']));
    await page.context().close();
  });

  it('pulses a dying seat a few times once the step has been on screen for a moment, and stops at the next step', async () => {
    const { sbx, page } = await open();
    let shown = await press(sbx, 'next');
    for (let i = 0; i < 80 && (await dying(sbx)) === 0; i++) shown = await press(sbx, 'next');
    expect(await dying(sbx)).toBe(1);
    // Not at once: the ring is steady while the visitor steps.
    expect(shown.pulses).toEqual([]);
    expect(shown.still).toBe(false);
    // Then, after the step has been on screen for STILL_MS, the ring pulses, a set number of times.
    const waited = await sbx.evaluate((el) => new Promise<number>((done) => {
      const t0 = performance.now();
      new MutationObserver((_, o) => { if (el.hasAttribute('data-still')) { o.disconnect(); done(performance.now() - t0); } }).observe(el, { attributes: true });
    }));
    expect(waited).toBeLessThanOrEqual(STILL_MS + 1000);
    const pulse = await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName === 'sbx-pulse').map((a) => ({ state: a.playState, iterations: a.effect?.getComputedTiming().iterations, seat: (a.effect as KeyframeEffect).target?.className })));
    expect(pulse).toEqual([{ state: 'running', iterations: 4, seat: expect.stringContaining('is-dying') }]);
    // The next step (p1 still dying or not) stops it, in the frame that paints that step.
    const next = await press(sbx, 'next');
    expect(next.pulses).toEqual([]);
    expect(next.still).toBe(false);
    await page.context().close();
  });

  it('waits the moment before a pulse from the step shown', async () => {
    const { sbx } = await open();
    for (let i = 0; i < 80 && (await dying(sbx)) === 0; i++) await press(sbx, 'next');
    // From the click on Back and again on Next to the dying step, timed in the page: no pulse before STILL_MS.
    const waited = await sbx.evaluate((el) => new Promise<number>((done) => {
      el.querySelector<HTMLElement>('.sbx-step-back')?.click();
      requestAnimationFrame(() => {
        const t0 = performance.now();
        el.querySelector<HTMLElement>('.sbx-step-next')?.click();
        new MutationObserver((_, o) => { if (el.hasAttribute('data-still')) { o.disconnect(); done(performance.now() - t0); } }).observe(el, { attributes: true });
      });
    }));
    expect(waited).toBeGreaterThanOrEqual(STILL_MS - 5);
    await sbx.page().context().close();
  });

  it('neither slides nor pulses with prefers-reduced-motion', async () => {
    const { sbx, page } = await open(true);
    for (let i = 0; i < 80 && (await dying(sbx)) === 0; i++) expect((await press(sbx, 'next')).slides).toEqual([]);
    expect(await dying(sbx)).toBe(1);
    await page.waitForTimeout(STILL_MS + 300);
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    expect(await sbx.getAttribute('data-still')).toBeNull();
    await page.context().close();
  });
});
