// Where a card is, and moving it (clauses general.zones.*): every card is in exactly one
// zone, and a move takes it out of that zone only.
import { describe, expect, it } from 'vitest';
import { createGame, type SeatSetup } from './setup.ts';
import { allCardsOf, delayedKind, drawCards, hasAnyCard, locate, moveCards } from './zones.ts';
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

describe('a card placed as another delayed trick (clause general.card-handling.use-as)', () => {
  const g = game();
  it('is that trick while it is in the judgment zone, and its own card again once it leaves', () => {
    const placed = moveCards(g, ['dodge#1'], { zone: 'judgment', seat: 'p2', as: 'acedia' });
    const p2 = placed.seats[1];
    expect(p2?.judgment).toEqual(['dodge#1']);
    expect(p2 && delayedKind(p2, 'dodge#1')).toBe('acedia');
    expect(p2?.judgmentAs).toEqual({ 'dodge#1': 'acedia' });
    const gone = moveCards(placed, ['dodge#1'], { zone: 'discard' });
    expect(gone.seats[1]?.judgmentAs).toBeUndefined();
    expect(gone.seats[1] && delayedKind(gone.seats[1], 'dodge#1')).toBe('dodge');
  });

  it('records nothing for a card placed as itself', () => {
    const placed = moveCards(g, ['acedia#1'], { zone: 'judgment', seat: 'p2', as: 'acedia' });
    expect(placed.seats[1]?.judgmentAs).toBeUndefined();
  });
});

describe('hasAnyCard', () => {
  it('agrees with allCardsOf for a seat with cards in each zone and a seat with none', () => {
    const g = game();
    const bare = g.seats[2];
    if (!bare) throw new Error('no p3');
    const variants = [
      ...g.seats,
      { ...bare, hand: ['strike#3'] },
      { ...bare, judgment: ['acedia#2'] },
      { ...bare, equipment: { plusMount: 'jueying#1' } },
    ];
    for (const seat of variants) expect(hasAnyCard(seat)).toBe(allCardsOf(seat).length > 0);
    expect(hasAnyCard(bare)).toBe(false);
  });
});

describe('drawCards', () => {
  it('takes the top cards in order to the end of the hand, as moving them one at a time does', () => {
    const g = game();
    const drawn = drawCards(g, 'p2', 2);
    const moved = moveCards(g, g.drawPile.slice(0, 2), { zone: 'hand', seat: 'p2' });
    expect(drawn.seats).toEqual(moved.seats);
    expect(drawn.drawPile).toEqual(moved.drawPile);
    expect(drawn.lost).toEqual(moved.lost);
    expect(drawn.seats[1]?.hand).toEqual(['peach#1', 'strike#2', 'dodge#2']);
  });
});
