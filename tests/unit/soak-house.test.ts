// The soak's checks of a finished house-rule game (scripts/soak-house.ts), each fed a bad case: a
// won game left without scores, a reborn player who does not hold the hero
// their rebirth named, and a table that does not show a reborn player's new hero.
import { describe, expect, it } from 'vitest';
import '../../src/engine/skills/install.ts';
import { houseViolations } from '../../scripts/soak-house.ts';
import { playRandomGame } from '../../src/engine/random-play.ts';
import { logFacts } from '../../src/engine/log-book.ts';
import type { GameState } from '../../src/engine/types.ts';

/** A random reincarnation game in which someone is reborn (the first such seed from 1). */
function rebornGame(): { final: GameState; heroes: (string | null)[] } {
  for (let seed = 1; seed < 200; seed++) {
    let heroes: (string | null)[] = [];
    const g = playRandomGame(seed, { players: 5, house: { reincarnation: true }, onStep: (s) => { if (!heroes.length) heroes = s.seats.map((x) => x.hero); } });
    if (logFacts(g.final).some((f) => f.fact === 'player.reborn')) return { final: g.final, heroes };
  }
  throw new Error('no rebirth in 200 random games');
}

describe('the soak\'s house-rule checks', () => {
  const { final, heroes } = rebornGame();
  const reborn = logFacts(final).filter((f) => f.fact === 'player.reborn').at(-1);
  const seat = reborn?.seat as string;

  it('passes a random game with a rebirth: the seat holds the new hero and the table names it', () => {
    expect(houseViolations('reincarnation', final, heroes)).toEqual([]);
  });

  it('sees a reborn seat holding another hero, and a table naming the set-up\'s hero', () => {
    const other = final.seats.find((s) => s.id === seat)?.hero === 'lv-bu' ? 'diao-chan' : 'lv-bu';
    const swapped = { ...final, seats: final.seats.map((s) => (s.id === seat ? { ...s, hero: other as typeof s.hero } : s)) };
    expect(houseViolations('reincarnation', swapped, heroes).map((v) => v.kind)).toEqual(['reborn.hero', 'reborn.shown']);
  });

  it('sees a won game that the scoring tables leave without scores', () => {
    const won = playRandomGame(3, { players: 5, house: { scoring: true } }).final;
    expect(won.winner).not.toBeNull();
    expect(houseViolations('scoring', won)).toEqual([]);
    expect(houseViolations('scoring', { ...won, winner: 'warm' }).map((v) => v.kind)).toEqual(['scoring.missing']); // a side the tables do not know
  });
});
