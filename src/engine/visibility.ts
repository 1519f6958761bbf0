// What a point of view may read of the log: a fact with `visibleTo` is read in full by those seats
// and the judge, and by everyone else as its `publicText` (or not at all). Pure; the log is shared
// by every point of view and filtered when it is read, never copied per seat.
import { logFacts } from './log-book.ts';
import type { GameState, LogFact } from './types.ts';

/** 'judge' sees everything; otherwise the id of the seat whose point of view it is. */
export type PointOfView = 'judge' | string;

/** The fact as the point of view reads it, or null when it reads no line of it. */
export function factFor(fact: LogFact, pov: PointOfView): LogFact | null {
  if (!fact.visibleTo || pov === 'judge' || fact.visibleTo.includes(pov)) return fact;
  if (fact.publicText === undefined) return null;
  const { data: _private, visibleTo, publicText, ...rest } = fact;
  return { ...rest, text: publicText, visibleTo, publicText };
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
