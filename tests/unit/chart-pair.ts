// The rules chart run by two runtimes side by side, for tests/unit/chart-differential.test.ts: our
// interpreter (src/flow/statechart.ts, what the site runs) and XState (the same chart through
// src/flow/xstate-chart.ts). Every event goes to both; `divergence` says how their snapshots differ.
import { createActor, initialTransition } from 'xstate';
import { rulesChart, type FlowContext, type FlowEvent } from '../../src/flow/machine.ts';
import { initialState, transition, type ChartState } from '../../src/flow/statechart.ts';
import { toXState } from '../../src/flow/xstate-chart.ts';
import { randomSetup } from '../../src/engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../../src/engine/skills/heroes/index.ts';
import type { GameState } from '../../src/engine/types.ts';
import { SANGUOSHA } from '../../src/flow/sanguosha.ts';

const xMachine = toXState(rulesChart);
type XSnapshot = ReturnType<typeof initialTransition<typeof xMachine>>[0];

// XState's pure `transition(machine, snapshot, event)` makes a throwaway actor on every call (three
// times the interpreter's whole step); the machine's own `transition` with one inert scope, made
// once, is what it runs inside: nothing runs, the chart has no child actors and only `assign` actions.
const self = createActor(xMachine, { input: { game: SANGUOSHA.create(randomSetup(1, 2, IMPLEMENTED_HEROES)) } });
const scope: Parameters<typeof xMachine.transition>[2] = {
  self, id: '', sessionId: '', system: self.system, logger: () => {}, defer: () => {}, emit: () => {}, stopChild: () => {}, actionExecutor: () => {},
};

export interface Pair {
  readonly ours: ChartState<FlowContext>;
  readonly xs: XSnapshot;
}

/** Both runtimes' first snapshot of a game (the same game object). */
export function startPair(game: GameState): Pair {
  return { ours: initialState(rulesChart, { game }), xs: initialTransition(xMachine, { game })[0] };
}

/** Sends one event to both; `refused` tells, for each, whether it returned the very snapshot it was given. */
export function sendPair(p: Pair, event: FlowEvent): { next: Pair; refused: { ours: boolean; xs: boolean } } {
  const ours = transition(rulesChart, p.ours, event);
  const xs = xMachine.transition(p.xs, event, scope);
  return { next: { ours, xs }, refused: { ours: ours === p.ours, xs: xs === p.xs } };
}

/** Pairs of objects found equal: a game never changes once made, so they stay equal. */
const equal = new WeakMap<object, object>();

/**
 * Where two JSON values differ (a path and the two values), or null when they are equal. The same
 * object on both sides, or two objects found equal before, are equal without a look inside: the
 * two runtimes' games share every part the rules did not touch since the start, and the parts made
 * since were compared at the step that made them, so a game compares in the time its changes take.
 */
export function jsonDifference(a: unknown, b: unknown, path = 'game'): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  }
  if (equal.get(a) === b) return null;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return `${path}: keys ${ka.join(',')} ≠ ${kb.join(',')}`;
  for (const k of ka) {
    const d = jsonDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  equal.set(a, b);
  return null;
}

/** How the two runtimes' snapshots differ (state, status or game), or null when they agree. */
export function divergence(p: Pair): string | null {
  if (p.ours.value !== p.xs.value) return `state ${p.ours.value} ≠ XState's ${JSON.stringify(p.xs.value)}`;
  if (p.ours.status !== p.xs.status) return `status ${p.ours.status} ≠ XState's ${p.xs.status}`;
  return jsonDifference(p.ours.context.game, p.xs.context.game);
}
