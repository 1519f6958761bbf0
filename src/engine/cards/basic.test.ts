// Strike's targets (clauses cards.strike.target, general.values.attack-range): every other living
// seat within attack range; a weapon that is itself the card used as the Strike does not count.
// The targets are remembered per state, so the answer for one Strike must not leak into another's.
import { describe, expect, it } from 'vitest';
import '../skills/install.ts'; // the skill tables (the engine's composition root installs them)
import { asItself, useAs } from '../cards-lookup.ts';
import { DECK } from '../data/cards.ts';
import { createGame, type SeatSetup } from '../setup.ts';
import { strikeTargets } from './basic.ts';

const strikeId = (DECK.find((c) => c.kind === 'strike') as { id: string }).id;
const seats: SeatSetup[] = Array.from({ length: 5 }, (_, i) => ({ hero: null, role: i === 0 ? 'lord' : 'rebel', ...(i === 0 ? { equipment: { weapon: 'kirin-bow#1' } } : {}) }) as SeatSetup);

describe('strikeTargets', () => {
  it('reaches every seat with Kirin Bow (range 5), but only seats at distance 1 when the bow itself is the Strike', () => {
    const g = createGame({ seats, seed: 1 });
    const user = g.seats[0]!;
    const plain = asItself(strikeId);
    const bowAsStrike = useAs(['kirin-bow#1'], 'strike', 'saint-warrior');
    expect(strikeTargets(g, user, plain)).toEqual(['p2', 'p3', 'p4', 'p5']);
    expect(strikeTargets(g, user, bowAsStrike)).toEqual(['p2', 'p5']);
    expect(strikeTargets(g, user, plain)).toEqual(['p2', 'p3', 'p4', 'p5']); // asked again on the same state
    expect(strikeTargets(g, user, plain, true)).toEqual(['p2', 'p3', 'p4', 'p5']);
    expect(strikeTargets(g, g.seats[2]!, plain)).toEqual(['p2', 'p4']); // another user on the same state
  });

  it('follows a new state: a seat that died is no longer a target', () => {
    const g = createGame({ seats, seed: 1 });
    const before = strikeTargets(g, g.seats[0]!, asItself(strikeId));
    const dead = { ...g, seats: g.seats.map((s) => (s.id === 'p3' ? { ...s, alive: false } : s)) };
    expect(before).toContain('p3');
    expect(strikeTargets(dead, dead.seats[0]!, asItself(strikeId))).toEqual(['p2', 'p4', 'p5']);
  });
});
