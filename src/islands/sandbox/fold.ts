// Which steps of a timeline a person would name: a card used or played, a judgment revealed, damage
// dealt, HP changed, a card moved, someone dying or dead, a skill, a decision (every step whose log
// has a fact, or that asks someone). The other steps are timing points where nothing happened; by
// default they fold into the step that follows, and "show every timing point" shows them again.
// The timeline's own index (one per rule event) stays the position: the permalink keeps it, so a
// link opens at the same moment in either mode. Pure; reads only the log's length and the decisions.
import { logFacts, logLength } from '../../engine/log-book.ts';
import type { LogFact } from '../../engine/types.ts';
import type { Timeline } from './timeline.ts';

/** Facts that say nothing happened (someone asked had nothing to give): alone they do not make a step. */
export const QUIET_FACTS: ReadonlySet<string> = new Set(['peach.asked', 'response.failed', 'phase.began', 'phase.ended']);

export interface Fold {
  /** The timeline indexes shown as steps, ascending: 0, every named step, and the last. */
  readonly keys: readonly number[];
  /** Whether every rule event is a step (nothing folded). */
  readonly all: boolean;
}

/** The steps a person would name in a timeline (always 0 and the last). */
export function namedSteps(t: Pick<Timeline, 'snapshots' | 'decisions'>): number[] {
  const last = t.snapshots.length - 1;
  const keys = [0];
  let before = logLength(t.snapshots[0]?.game ?? { log: [] });
  for (let i = 1; i <= last; i++) {
    const g = (t.snapshots[i] as Timeline['snapshots'][number]).game;
    const now = logLength(g);
    if (t.decisions.has(i) || i === last || (now > before && named(logFacts(g), before))) keys.push(i);
    before = now;
  }
  return keys;
}

function named(facts: readonly LogFact[], from: number): boolean {
  for (let j = from; j < facts.length; j++) if (!QUIET_FACTS.has((facts[j] as LogFact).fact)) return true;
  return false;
}

export function makeFold(t: Pick<Timeline, 'snapshots' | 'decisions'>, all: boolean): Fold {
  return { keys: all ? Array.from({ length: t.snapshots.length }, (_, i) => i) : namedSteps(t), all };
}

/** The position (0-based) of the shown step that holds timeline index `i`: the first key at or after it. */
export function ordinalOf(f: Fold, i: number): number {
  let lo = 0;
  let hi = f.keys.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((f.keys[mid] as number) < i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether timeline index `i` is a shown step. */
export function isShown(f: Fold, i: number): boolean {
  return f.keys[ordinalOf(f, i)] === i;
}

/** The timeline index of the shown step after (or, with -1, before) the one holding `i`; clamped to the ends. */
export function stepFrom(f: Fold, i: number, by: 1 | -1): number {
  const k = ordinalOf(f, i);
  const at = f.keys[k] === i ? k + by : by === 1 ? k : k - 1;
  return f.keys[Math.max(0, Math.min(f.keys.length - 1, at))] as number;
}

/** The timeline index of the shown step before `i` (where its folded events start after), or -1 at the start. */
export function previousKey(f: Fold, i: number): number {
  const k = ordinalOf(f, i);
  return k > 0 ? (f.keys[k - 1] as number) : -1;
}

/** The timeline index of the next decision after `i` (or the last step when there is none). */
export function nextDecision(t: Pick<Timeline, 'snapshots' | 'decisions'>, i: number): number {
  const last = t.snapshots.length - 1;
  let best = last;
  for (const at of t.decisions.keys()) if (at > i && at < best) best = at;
  return best;
}
