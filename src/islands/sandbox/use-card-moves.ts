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
// Nothing slides or pulses with prefers-reduced-motion. The slides are card-slide.ts, loaded with
// what a later step needs (later.ts): only a step with changes slides, and changes come from there.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Changes } from './changes.ts';
import { later } from './later.ts';

/**
 * How long a step is on screen before a dying seat's ring pulses (ms): longer than a visitor (or
 * bench:ui, between two jumps from the log on a busy machine: up to 1.4 s) takes between two steps.
 */
export const STILL_MS = 2000;

let reduce: MediaQueryList | null = null;
const reducedMotion = (): boolean => (reduce ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;

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
    if (moves.length) m.frame = requestAnimationFrame(() => { m.frame = 0; m.slides = later().slide(el, moves, by === 1); });
    if (el.querySelector('.sbx-seat.is-dying')) m.still = setTimeout(() => el.setAttribute('data-still', ''), STILL_MS);
  }, [at, ch]);
  useEffect(() => () => settle(root.current, motion.current), []);
}
