// The kept step views: whatever order the steps are visited in (jumps from anywhere, Back, a point
// of view switched back and forth), each is the view computed afresh for that step, and it is
// computed once.
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { scenarioIds, scenarioRun } from '../../components/sandbox-scenarios.ts';
import { buildTimeline } from './live.ts';
import { describeChanges, diffSnapshots } from './diff.ts';
import { stacksOf } from './frames-view.ts';
import { tableStacks, type StackAt } from './stacks.ts';
import { makeNames, type Names } from './names.ts';
import { stepViews } from './step-view.ts';
import { decisionAt, scriptedTimeline, type Timeline } from './timeline.ts';
import { loadMasks } from './masks.ts';
import { loadLater } from './later.ts';
import type { SandboxData } from './types.ts';
import { markersAt, rolesSeen, tableView, type Pov } from './view-model.ts';

// Points of view other than the judge's read through the masks, loaded on demand in the page (masks.ts).
beforeAll(() => Promise.all([loadMasks(), loadLater()]));

/** The view of a step from scratch, as the island computed it before views were kept. */
function fresh(t: Timeline, data: SandboxData, n: Names, step: number, pov: Pov, whole: StackAt) {
  const snap = t.snapshots[step]!;
  const prev = step > 0 ? t.snapshots[step - 1]!.game : null;
  const changes = diffSnapshots(prev, snap.game);
  const frames = whole(step);
  return {
    step, snapshot: snap, changes, frames,
    table: tableView(snap, data, n, pov, decisionAt(t, step)?.decision.seat ?? null, rolesSeen(t.sight, pov, step), markersAt(t.markers, step)),
    lines: describeChanges(changes, n, pov, { before: prev ? whole(step - 1) : [], after: frames }),
    fresh: new Set([...changes.pushed, ...changes.updated]),
  };
}

/** Every step once, in an order that jumps back and forth across the whole timeline. */
function scattered(last: number): number[] {
  const order = Array.from({ length: last + 1 }, (_, i) => i);
  return order.sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101) || a - b);
}

// The longest scripted runs, where a jump crosses the most steps.
const longest = scenarioIds()
  .map((id) => ({ id, steps: sandboxData(id, 'test').patches.length }))
  .sort((a, b) => b.steps - a.steps)
  .slice(0, 3)
  .map((s) => s.id);

describe.each(longest)('kept step views of %s', (id) => {
  const data = sandboxData(id, 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const whole = stacksOf({ snapshots: scenarioRun(id, 'test').run.history }, n); // from the engine's whole frames
  const last = t.snapshots.length - 1;

  it('jumping to any step from anywhere shows what stepping there one by one shows', () => {
    const stepped = stepViews(t, data, n, tableStacks(data.stacks!));
    const one = Array.from({ length: last + 1 }, (_, i) => stepped.at(i, 'judge'));
    const jumped = stepViews(t, data, n, tableStacks(data.stacks!));
    for (const i of scattered(last)) expect(jumped.at(i, 'judge'), `step ${i}`).toEqual(one[i]);
    for (const i of scattered(last)) expect(one[i], `step ${i}`).toEqual(fresh(t, data, n, i, 'judge', whole));
  });

  it('computes a step once per point of view and keeps the points of view apart', () => {
    const views = stepViews(t, data, n, tableStacks(data.stacks!));
    const seat = data.seats[0]!.id;
    const mid = last >> 1;
    const judge = views.at(mid, 'judge');
    const seated = views.at(mid, seat);
    expect(views.at(0, 'judge')).toBe(views.at(0, 'judge'));
    expect(views.at(mid, 'judge')).toBe(judge);
    expect(views.at(mid, seat)).toBe(seated);
    expect(seated).toEqual(fresh(t, data, n, mid, seat, whole));
    expect(seated.table.seats.filter((s) => s.hand !== null).map((s) => s.id)).toEqual([seat]);
    // Parts that do not depend on the point of view are shared.
    expect(seated.frames).toBe(judge.frames);
    expect(seated.changes).toBe(judge.changes);
  });

  it('clamps a step outside the timeline to its ends', () => {
    const views = stepViews(t, data, n, tableStacks(data.stacks!));
    expect(views.at(-3, 'judge')).toBe(views.at(0, 'judge'));
    expect(views.at(last + 10, 'judge')).toBe(views.at(last, 'judge'));
    expect(views.at(0, 'judge').changes.moves).toEqual([]);
  });
});

it('a branch computed by the live rules gets views of its own steps', () => {
  const data = sandboxData('duel-lubu-user', 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const at = t.decisionSteps[1]!;
  const taken = data.scripted[1]!;
  const other = t.decisions.get(at)!.choices.findIndex((_, i) => i !== taken);
  const live = buildTimeline(data, [data.scripted[0]!, other]);
  expect(live.ok).toBe(true);
  if (!live.ok) return;
  const b = live.timeline;
  const views = stepViews(b, data, n, stacksOf(b, n));
  for (const i of scattered(b.snapshots.length - 1)) expect(views.at(i, 'judge'), `step ${i}`).toEqual(fresh(b, data, n, i, 'judge', stacksOf(b, n)));
  expect(views.at(at + 1, 'judge')).not.toEqual(stepViews(t, data, n, tableStacks(data.stacks!)).at(at + 1, 'judge'));
});
