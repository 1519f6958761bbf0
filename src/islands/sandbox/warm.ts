// The view of every step, computed before it is shown: while the page is idle, the island computes
// the views not yet kept (step-view.ts) from the point of view shown, nearest to the current step
// first, so that no step, a jump's included, computes its view for the first time when it is shown.
// Loaded on demand with what a later step needs (later.ts).
import type { StepViews } from './step-view.ts';
import type { Pov } from './view-model.ts';
import type { IdleScheduler } from './idle.ts';

/** The longest stretch of computing before the page is given back, so that an input waits at most this long (ms). */
const SLICE = 3;

export type { IdleScheduler } from './idle.ts';

/**
 * Computes, while the page is idle, the view of every step not yet kept from this point of view
 * (nearest to `from` first), a few milliseconds at a time, so that no step computes its view for
 * the first time when it is shown. Returns a function that stops it.
 */
export function warm(views: StepViews, last: number, pov: Pov, from: number, schedule: IdleScheduler): () => void {
  const order = Array.from({ length: last + 1 }, (_, i) => i).sort((a, b) => Math.abs(a - from) - Math.abs(b - from) || a - b);
  let next = 0;
  let cancel = () => {};
  const run = (timeLeft: () => number) => {
    const end = performance.now() + Math.min(SLICE, timeLeft());
    do {
      const i = order[next++] as number;
      if (!views.has(i, pov)) views.at(i, pov);
    } while (next < order.length && performance.now() < end);
    if (next < order.length) cancel = schedule(run);
  };
  cancel = schedule(run);
  return () => cancel();
}
