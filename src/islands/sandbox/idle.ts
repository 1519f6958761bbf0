// Work for when the page is idle (warm.ts computes the steps' views not shown yet then).

/** The time an idle period is taken to have left where the browser has no idle callbacks (ms). */
const FALLBACK_MS = 3;

/** Runs `work` when the page is idle, with the time left in that idle period (ms); returns a cancel function. */
export type IdleScheduler = (work: (timeLeft: () => number) => void) => () => void;

/** The browser's idle callbacks, or a short timeout (with a few milliseconds' budget) where there are none. */
export const whenIdle: IdleScheduler = (work) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((d) => work(() => d.timeRemaining()));
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => work(() => FALLBACK_MS), 50);
  return () => clearTimeout(id);
};
