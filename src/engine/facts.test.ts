// The list of log facts is complete: every fact logged in random games of 2 to 8 players is on it.
import { describe, expect, it } from 'vitest';
import { FACT_NAMES, isFactName } from './facts.ts';
import { logFacts } from './log-book.ts';
import { playRandomGame } from './random-play.ts';

describe('FACT_NAMES', () => {
  it('lists every fact random games log', () => {
    const missing = new Set<string>();
    for (let i = 1; i <= 24; i++) for (const f of logFacts(playRandomGame(i * 31, { players: 2 + (i % 7) }).final)) if (!isFactName(f.fact)) missing.add(f.fact);
    expect([...missing]).toEqual([]);
  });
  it('names each fact once, as noun.pastTense', () => {
    expect(new Set(FACT_NAMES).size).toBe(FACT_NAMES.length);
    for (const f of FACT_NAMES) expect(f).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/);
  });
});
