// The log is kept in chunks (types.ts LogBook) so appending does not copy the whole log; reading
// it must give every fact once, in order.
import { describe, expect, it } from 'vitest';
import { createGame } from './setup.ts';
import { LOG_CHUNK, logFacts, logLength } from './log-book.ts';
import { log } from './state.ts';
import type { GameState } from './types.ts';

const fact = (i: number) => ({ fact: 'test.logged', clause: 'general.events.timing', text: `fact ${i}` });

function withFacts(n: number): { states: GameState[] } {
  let s = createGame({ seats: [{ role: 'lord', hero: null }, { role: 'rebel', hero: null }], seed: 1 });
  const states = [s];
  for (let i = 0; i < n; i++) { s = log(s, fact(i)); states.push(s); }
  return { states };
}

describe('the log', () => {
  it('reads back every fact in order across chunk boundaries', () => {
    const n = LOG_CHUNK * 3 + 5;
    const { states } = withFacts(n);
    const last = states[n] as GameState;
    expect(logLength(last)).toBe(n + logLength(states[0] as GameState));
    const texts = logFacts(last).filter((f) => f.fact === 'test.logged').map((f) => f.text);
    expect(texts).toEqual(Array.from({ length: n }, (_, i) => `fact ${i}`));
    // every chunk but the last is full
    expect(last.log.slice(0, -1).every((c) => c.length === LOG_CHUNK)).toBe(true);
  });

  it('never changes an earlier state when a later one logs', () => {
    const { states } = withFacts(LOG_CHUNK + 2);
    states.forEach((s, i) => expect(logLength(s)).toBe(logLength(states[0] as GameState) + i));
    const before = JSON.stringify(states[LOG_CHUNK]);
    log(states[LOG_CHUNK] as GameState, fact(999)); // a branch from an earlier state
    expect(JSON.stringify(states[LOG_CHUNK])).toBe(before);
    expect(logFacts(states[LOG_CHUNK + 1] as GameState).at(-1)?.text).toBe(`fact ${LOG_CHUNK}`);
  });

  it('round-trips through JSON', () => {
    const { states } = withFacts(LOG_CHUNK * 2 + 1);
    const last = states.at(-1) as GameState;
    const back = JSON.parse(JSON.stringify(last)) as GameState;
    expect(logFacts(back)).toEqual(logFacts(last));
    expect(logLength(back)).toBe(logLength(last));
  });
});
