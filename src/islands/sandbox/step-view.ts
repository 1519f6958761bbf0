// What the sandbox shows at one step of a timeline from one point of view (the table, the stack,
// what changed), computed the first time the step is shown and then kept. Stepping back, jumping
// from the log or to either end, and coming back to a point of view cost one lookup, and a visit
// makes no new garbage for the collector to pause the page on. A timeline's snapshots never change,
// so nothing kept goes stale; another timeline (a branch) or other names get a new cache. Pure.
import { NO_CHANGES, type Changes } from './changes.ts';
import { later } from './later.ts';
import type { FrameView } from './frames-view.ts';
import { masks, OPEN_MASK } from './masks.ts';
import type { Names } from './names.ts';
import type { StackAt } from './stacks.ts';
import { decisionAt, type Timeline } from './timeline.ts';
import type { Snapshot } from './types.ts';
import { isJudge, markersAt, rolesSeen, tableView, type Pov, type TableData, type TableView } from './view-model.ts';

export interface StepView {
  readonly step: number;
  readonly snapshot: Snapshot;
  readonly table: TableView;
  readonly frames: readonly FrameView[];
  readonly changes: Changes; // from the step before (none at the start)
  readonly lines: readonly string[]; // the changes in words, for this point of view
  readonly fresh: ReadonlySet<string>; // frames pushed or updated at this step
}

export interface StepViews {
  /** The view of a step (clamped to the timeline) from a point of view. */
  at(step: number, pov: Pov): StepView;
  /** Whether the view of a step from a point of view is kept already. */
  has(step: number, pov: Pov): boolean;
}

/**
 * `stacks` gives the timeline's stack at each step (stacks.ts). `from(i)` is the step whose table
 * the changes at step i are measured from: the step shown before it (i − 1 when every timing point
 * is a step; the previous named step when they are folded).
 */
export function stepViews(t: Timeline, data: TableData, n: Names, stacks: StackAt, from: (i: number) => number = (i) => i - 1): StepViews {
  const last = t.snapshots.length - 1;
  const table: TableData = t.scores ? { ...data, scores: t.scores } : data; // a branch's own ending has its own scores
  const snap = (i: number) => t.snapshots[i] as Snapshot;
  // Per step, whatever the point of view: the stack and the changes (the stack of the step before
  // is needed to name the frames that finished).
  const changes: (Changes | undefined)[] = [];
  const framesAt = (i: number): readonly FrameView[] => stacks(i);
  // The first step has no step before it: no changes, and no need of the code that computes them (later.ts).
  const changesAt = (i: number) => (changes[i] ??= i > 0 ? later().diffSnapshots(snap(Math.max(0, from(i))).game, snap(i).game) : NO_CHANGES);
  const byPov = new Map<Pov, (StepView | undefined)[]>();

  const build = (i: number, pov: Pov): StepView => {
    const s = snap(i);
    const ch = changesAt(i);
    // The judge's view masks nothing; another point of view's masks are loaded before it is shown (masks.ts).
    const mask = isJudge(pov) ? OPEN_MASK : masks().textMask(s.game, ch.moves, pov, n);
    const maskFrames = (f: readonly FrameView[]) => (mask.open ? f : masks().maskFrames(f, mask));
    const after = maskFrames(framesAt(i));
    return {
      step: i, snapshot: s, changes: ch, frames: after,
      table: tableView(s, table, n, pov, decisionAt(t, i)?.decision.seat ?? null, rolesSeen(t.sight, pov, i), markersAt(t.markers, i)),
      // The frames started and finished are named as the stack names them for this point of view.
      lines: ch === NO_CHANGES ? [] : later().describeChanges(ch, n, pov, { before: i > 0 ? maskFrames(framesAt(Math.max(0, from(i)))) : [], after }),
      fresh: new Set([...ch.pushed, ...ch.updated]),
    };
  };

  return {
    has: (step, pov) => byPov.get(pov)?.[step] !== undefined,
    at(step, pov) {
      const i = Math.max(0, Math.min(last, step));
      let kept = byPov.get(pov);
      if (!kept) byPov.set(pov, (kept = []));
      return (kept[i] ??= build(i, pov));
    },
  };
}

