// The list of log facts is complete: every fact logged in random games of 2 to 10 players, of 3v3 and
// with each house rule is on it.
import { describe, expect, it } from 'vitest';
import { FACT_NAMES, isFactName } from './facts.ts';
import { logFacts } from './log-book.ts';
import { playRandomGame } from './random-play.ts';

describe('FACT_NAMES', () => {
  it('lists every fact random games log', () => {
    const missing = new Set<string>();
    const games = [
      ...Array.from({ length: 24 }, (_, i) => playRandomGame((i + 1) * 31, { players: 2 + ((i + 1) % 9) })),
      ...[2, 3].map((seed) => playRandomGame(seed, { mode: '3v3' })), // one with a draft (even seeds), one without
      ...(['lastThree', 'reincarnation', 'darkSouls', 'scoring'] as const).map((rule, i) => playRandomGame(40 + i, { players: 5, house: { [rule]: true } })),
    ];
    for (const g of games) for (const f of logFacts(g.final)) if (!isFactName(f.fact)) missing.add(f.fact);
    expect([...missing]).toEqual([]);
  }, 60_000); // 30 random games: seconds on a busy machine
  it('names each fact once, as noun.pastTense', () => {
    expect(new Set(FACT_NAMES).size).toBe(FACT_NAMES.length);
    for (const f of FACT_NAMES) expect(f).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/);
  });
});
