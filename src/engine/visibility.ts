// What a point of view may read: a log fact or a taken choice with `visibleTo` is read in full by
// those seats and the judge, and by everyone else as its public text (or, for a fact, not at all).
// Pure; the log is shared by every point of view and filtered when it is read, never copied per seat.
import { logFacts } from './log-book.ts';
import type { Choice, GameState, LogFact } from './types.ts';

/** 'judge' sees everything; otherwise the id of the seat whose point of view it is, or a side's seat ids joined by '+' (a side reads what any of its seats reads). */
export type PointOfView = 'judge' | string;

/** Whether the point of view reads a text written for `visibleTo` (absent: everyone). */
export function reads(visibleTo: readonly string[] | undefined, pov: PointOfView): boolean {
  if (!visibleTo || pov === 'judge' || visibleTo.includes(pov)) return true;
  return pov.includes('+') && pov.split('+').some((seat) => visibleTo.includes(seat));
}

/** The fact as the point of view reads it, or null when it reads no line of it. */
export function factFor(fact: LogFact, pov: PointOfView): LogFact | null {
  if (!fact.visibleTo || reads(fact.visibleTo, pov)) return fact;
  if (fact.publicText === undefined) return null;
  const { data: _private, visibleTo, publicText, ...rest } = fact;
  return { ...rest, text: publicText, visibleTo, publicText };
}

/** The label of a taken choice as the point of view reads it. */
export function labelFor(choice: Pick<Choice, 'label' | 'visibleTo' | 'publicLabel'>, pov: PointOfView): string {
  return reads(choice.visibleTo, pov) ? choice.label : choice.publicLabel ?? 'a choice';
}

/** The log as the point of view reads it, oldest first. */
export function visibleFacts(state: GameState, pov: PointOfView): LogFact[] {
  const out: LogFact[] = [];
  for (const f of logFacts(state)) {
    const v = factFor(f, pov);
    if (v) out.push(v);
  }
  return out;
}
