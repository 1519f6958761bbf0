// Motion at the table, kept out of the way of the next step.
// - A card that moves is seen moving: after a step forward (or back), each card that changed zones
//   starts at the zone it came from and slides to where it now is (the Web Animations API: a
//   transform and the opacity, which the compositor animates, so no layout runs again). Nothing
//   moves for a jump of several steps. The positions are read in the frame that paints the step
//   (a requestAnimationFrame callback: the browser lays the page out for that frame anyway), not in
//   the input's own task, where reading them forced a layout of its own before the frame.
// - A dying seat's ring pulses (sandbox.css) a few times once the step has been on screen for a
//   moment (STILL_MS: the sandbox gets data-still), never while the visitor steps through.
// - The next step ends both: a slide jumps to its end, a slide not yet started is dropped, the
//   pulse stops. While an animation runs, the compositor draws frame after frame, and the next
//   step's own frame would share the processor with them (and, in a browser that draws as fast as
//   it can, as `npm run bench:ui` runs it, wait behind them).
// Nothing slides or pulses with prefers-reduced-motion.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Changes, Move, Zone } from './diff.ts';

const SLIDE_MS = 420;
/**
 * How long a step is on screen before a dying seat's ring pulses (ms): longer than a visitor (or
 * bench:ui, between two jumps from the log on a busy machine: up to 1.4 s) takes between two steps.
 */
export const STILL_MS = 2000;

let reduce: MediaQueryList | null = null;
const reducedMotion = (): boolean => (reduce ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;

/** The element that shows a zone ('equipment:p1:weapon' is shown by 'equipment:p1'). */
function zoneElement(root: HTMLElement, z: Zone): HTMLElement | null {
  const shown = z.startsWith('equipment:') ? z.split(':').slice(0, 2).join(':') : z;
  return root.querySelector<HTMLElement>(`[data-zone="${shown}"]`) ?? (z.includes(':') ? root.querySelector<HTMLElement>(`[data-seat="${z.split(':')[1] ?? ''}"]`) : null);
}

/** Starts the slides of `moves` (`forward`: from each move's origin; else back from where it went). */
function slide(root: HTMLElement, moves: readonly Move[], forward: boolean): Animation[] {
  const jobs: [HTMLElement, number, number][] = [];
  for (const m of moves) {
    const from = forward ? m.from : m.to; // going back, a card returns from where it went
    const card = root.querySelector<HTMLElement>(`[data-card="${m.card}"]`);
    const origin = from ? zoneElement(root, from) : null;
    if (!card || !origin || origin.contains(card)) continue;
    const a = origin.getBoundingClientRect();
    const b = card.getBoundingClientRect();
    jobs.push([card, a.left + a.width / 2 - (b.left + b.width / 2), a.top + a.height / 2 - (b.top + b.height / 2)]);
  }
  // All the positions first, then the animations: one layout for them all.
  return jobs.map(([card, dx, dy]) => card.animate([{ transform: `translate(${dx}px,${dy}px)`, opacity: 0.4 }, { transform: 'none', opacity: 1 }], { duration: SLIDE_MS, easing: 'cubic-bezier(.2,.7,.3,1)' }));
}

interface Motion {
  slides: Animation[];
  frame: number; // the frame callback that starts the slides, until it has run
  still: ReturnType<typeof setTimeout> | undefined;
}

/** Ends what moves: the slides jump to their end, slides not yet started are dropped, the pulse stops. */
function settle(root: HTMLElement | null, m: Motion): void {
  for (const a of m.slides) a.finish();
  m.slides = [];
  if (m.frame) cancelAnimationFrame(m.frame);
  m.frame = 0;
  clearTimeout(m.still);
  root?.removeAttribute('data-still');
}

/**
 * `at` is the step's place among the steps shown (folded timing points do not count), so one Next or
 * Back over folded timing points still moves the cards; `ch` is what changed since the step shown
 * before it. Going back, the cards undo the changes of the step that was left.
 */
export function useCardMoves(root: RefObject<HTMLElement>, at: number, ch: Changes): void {
  const was = useRef({ at, ch });
  const motion = useRef<Motion>({ slides: [], frame: 0, still: undefined });
  useLayoutEffect(() => {
    const prev = was.current;
    was.current = { at, ch };
    const m = motion.current;
    const el = root.current;
    settle(el, m);
    if (!el || reducedMotion()) return;
    const by = at - prev.at;
    const moves = by === 1 ? ch.moves : by === -1 ? prev.ch.moves : [];
    if (moves.length) m.frame = requestAnimationFrame(() => { m.frame = 0; m.slides = slide(el, moves, by === 1); });
    if (el.querySelector('.sbx-seat.is-dying')) m.still = setTimeout(() => el.setAttribute('data-still', ''), STILL_MS);
  }, [at, ch]);
  useEffect(() => () => settle(root.current, motion.current), []);
}
