// Where a card is, and moving it (clauses general.zones.*): every card is in exactly one
// zone, and a move takes it out of that zone only.
import { describe, expect, it } from 'vitest';
import { createGame, type SeatSetup } from './setup.ts';
import { locate, moveCards } from './zones.ts';
import type { GameState } from './types.ts';

const seats: SeatSetup[] = [
  { hero: null, role: 'lord', hand: ['strike#1', 'dodge#1'], equipment: { weapon: 'crossbow#1', minusMount: 'chitu#1' }, judgment: ['acedia#1'] },
  { hero: null, role: 'rebel', hand: ['peach#1'], equipment: { armor: 'eight-trigrams#1' } },
  { hero: null, role: 'rebel' },
];

function game(): GameState {
  const g = createGame({ seats, seed: 3, drawPile: ['strike#2', 'dodge#2'] });
  const deep = g.drawPile[g.drawPile.length - 1] as string;
  return { ...g, drawPile: g.drawPile.filter((c) => c !== deep), discardPile: [deep] };
}

describe('locate', () => {
  const g = game();
  it('finds a card in every kind of zone', () => {
    expect(locate(g, 'strike#2')).toEqual({ zone: 'draw' }); // the top of the draw pile
    expect(locate(g, g.drawPile[20] as string)).toEqual({ zone: 'draw' }); // deeper in it
    expect(locate(g, g.discardPile[0] as string)).toEqual({ zone: 'discard' });
    expect(locate(g, 'dodge#1')).toEqual({ zone: 'hand', seat: 'p1' });
    expect(locate(g, 'peach#1')).toEqual({ zone: 'hand', seat: 'p2' });
    expect(locate(g, 'chitu#1')).toEqual({ zone: 'equipment', seat: 'p1', slot: 'minusMount' });
    expect(locate(g, 'eight-trigrams#1')).toEqual({ zone: 'equipment', seat: 'p2', slot: 'armor' });
    expect(locate(g, 'acedia#1')).toEqual({ zone: 'judgment', seat: 'p1' });
    const inProcessing = { ...g, drawPile: g.drawPile.slice(1), processing: ['strike#2'] };
    expect(locate(inProcessing, 'strike#2')).toEqual({ zone: 'processing' });
    expect(() => locate(g, 'no-such-card#9')).toThrow('is in no zone');
  });

  it('a move takes the card out of the zone it was in and nowhere else', () => {
    const deep = g.drawPile[20] as string;
    const moved = moveCards(g, ['dodge#1', deep, 'chitu#1'], { zone: 'discard' });
    expect(moved.seats[0]?.hand).toEqual(['strike#1']);
    expect(moved.seats[0]?.equipment).toEqual({ weapon: 'crossbow#1' });
    expect(moved.drawPile).toEqual(g.drawPile.filter((c) => c !== deep));
    expect(moved.discardPile).toEqual([...g.discardPile, 'dodge#1', deep, 'chitu#1']);
    expect(moved.lost).toEqual([{ seat: 'p1', hand: 1, equipment: 1 }]);
  });
});
