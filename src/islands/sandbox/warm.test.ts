// Computing the step views while the page is idle: every view is computed once, nearest to the
// current step first, a few milliseconds at a time, and stopping stops it.
import { describe, expect, it } from 'vitest';
import type { StepView, StepViews } from './step-view.ts';
import { warm, type IdleScheduler } from './warm.ts';

function fakeViews(kept: readonly number[] = []) {
  const built: string[] = [];
  const have = new Set(kept.map((i) => `${i}:judge`));
  const views: StepViews = {
    has: (i, pov) => have.has(`${i}:${pov}`),
    at: (i, pov) => { built.push(`${i}:${pov}`); have.add(`${i}:${pov}`); return {} as StepView; },
  };
  return { views, built };
}

/** A scheduler that runs the idle callbacks when told to, each with plenty of idle time. */
function manual() {
  const queue: ((timeLeft: () => number) => void)[] = [];
  const schedule: IdleScheduler = (work) => { queue.push(work); return () => { const k = queue.indexOf(work); if (k >= 0) queue.splice(k, 1); }; };
  return { schedule, queue, runAll: () => { for (let k = 0; k < 1000 && queue.length; k++) queue.shift()!(() => 50); } };
}

describe('warm', () => {
  it('computes every view not yet kept, once, nearest to the current step first', () => {
    const { views, built } = fakeViews([3]);
    const idle = manual();
    warm(views, 6, 'judge', 3, idle.schedule);
    expect(built).toEqual([]); // nothing before the page is idle
    idle.runAll();
    expect(built).toEqual(['2:judge', '4:judge', '1:judge', '5:judge', '0:judge', '6:judge']);
  });

  it('gives the page back between slices, and stops when told', () => {
    const { views, built } = fakeViews();
    const idle = manual();
    const stop = warm(views, 400, 'p1', 0, idle.schedule);
    idle.queue.shift()!(() => 0); // an idle period with no time left: one view, then wait for the next
    expect(built).toEqual(['0:p1']);
    expect(idle.queue.length).toBe(1);
    stop();
    expect(idle.queue.length).toBe(0);
  });
});
