// The log kept in chunks (types.ts LogBook): appending copies the list of chunks and the last
// chunk, not the whole log. A game's log grows to thousands of facts and every step makes a new
// state, so a flat array copied on every fact was a fifth of the engine's time. No imports beyond
// types, so the sandbox page can read logs without pulling in the engine.
import type { GameState, LogBook, LogFact } from './types.ts';

/** Facts per chunk. */
export const LOG_CHUNK = 32;

export function appendFact(book: LogBook, fact: LogFact): LogBook {
  const last = book[book.length - 1];
  if (!last || last.length >= LOG_CHUNK) return [...book, [fact]];
  const next = book.slice();
  next[next.length - 1] = [...last, fact];
  return next;
}

const flatLogs = new WeakMap<LogBook, readonly LogFact[]>();

/** The whole log as one list, oldest first (remembered per log). */
export function logFacts(state: Pick<GameState, 'log'>): readonly LogFact[] {
  const known = flatLogs.get(state.log);
  if (known) return known;
  const flat = state.log.flat();
  flatLogs.set(state.log, flat);
  return flat;
}

/** How many facts the log holds. */
export function logLength(state: Pick<GameState, 'log'>): number {
  return state.log.reduce((n, chunk) => n + chunk.length, 0);
}

/** The facts from position `from` on (what a step added), without flattening the whole log. */
export function factsFrom(state: Pick<GameState, 'log'>, from: number): LogFact[] {
  const out: LogFact[] = [];
  let start = 0;
  for (const chunk of state.log) {
    const end = start + chunk.length;
    if (end > from) for (let i = Math.max(0, from - start); i < chunk.length; i++) out.push(chunk[i] as LogFact);
    start = end;
  }
  return out;
}
