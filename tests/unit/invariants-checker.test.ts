// Each invariant, fed a state (or a decision) that breaks it, reports it by kind; a sound state
// reports nothing. The states are built with createGame and then broken by hand.
import { describe, expect, it } from 'vitest';
import { decisionOf } from '../../src/engine/engine.ts';
import { decisionViolations, findViolations, type ViolationKind } from '../../src/engine/invariants.ts';
import { createGame, type SeatSetup } from '../../src/engine/setup.ts';
import type { Decision, GameState, Role, Seat } from '../../src/engine/types.ts';
import type { DeathFrame } from '../../src/engine/frames/frame-types.ts';
import { choice } from '../../src/engine/choice.ts';

const roles: readonly Role[] = ['lord', 'loyalist', 'rebel', 'rebel', 'renegade'];
const seats: SeatSetup[] = roles.map((role) => ({ hero: null, role }));
/** A 5-player game in p1's play phase; p2 holds Strike ♠7 and Dodge, nothing else is out of the draw pile. */
const base: GameState = { ...createGame({ seats: seats.map((s, i) => (i === 1 ? { ...s, hand: ['strike#1', 'dodge#1'] } : s)), seed: 1, phase: 'play' }), step: 'phase.main' };
const total = 160;

const kinds = (s: GameState) => findViolations(s, total).map((v) => v.kind);
const seat = (s: GameState, i: number) => s.seats[i] as Seat;
const withSeat = (s: GameState, i: number, change: Partial<Seat>): GameState => ({ ...s, seats: s.seats.map((x, k) => (k === i ? { ...x, ...change } : x)) });
/** The seats die and their cards go to the discard pile. */
const kill = (s: GameState, ...idx: number[]): GameState => idx.reduce((acc, i) => ({ ...withSeat(acc, i, { alive: false, out: true, hp: 0, hand: [] }), discardPile: [...acc.discardPile, ...seat(acc, i).hand] }), s);
const fromDraw = (s: GameState, id: string): GameState => ({ ...s, drawPile: s.drawPile.filter((c) => c !== id) });

describe('the invariant checker', () => {
  it('finds nothing wrong in a sound state', () => {
    expect(base.drawPile.length).toBe(total - 2);
    expect(kinds(base)).toEqual([]);
    expect(kinds({ ...base, step: 'phase.begin' })).toEqual([]);
  });

  it('sees a card lost or in two places', () => {
    expect(kinds(fromDraw(base, 'strike#2'))).toEqual(['cards.count']);
    expect(kinds({ ...base, drawPile: [...base.drawPile.slice(1), 'strike#1'] })).toEqual(['cards.twice']);
  });

  it('sees HP above max HP, a living player below 1 HP outside the dying window, a dead player with cards', () => {
    expect(kinds(withSeat(base, 2, { hp: seat(base, 2).maxHp + 1 }))).toEqual(['hp.above-max']);
    expect(kinds(withSeat(base, 2, { hp: 0 }))).toEqual(['hp.not-dying']);
    expect(kinds(withSeat(base, 1, { alive: false, out: true, hp: 0 }))).toEqual(['dead.has-cards']);
  });

  it('sees a frame still on the stack, or a card left in the processing area, when a phase begins', () => {
    const begin: GameState = { ...base, step: 'phase.begin' };
    const frame: DeathFrame = { kind: 'death', id: 1, seat: 'p3', killer: null, stage: 'bury' };
    expect(kinds({ ...begin, stack: [frame] })).toEqual(['phase.stack']);
    const stuck: GameState = { ...fromDraw(begin, 'strike#2'), processing: ['strike#2'] };
    expect(kinds(stuck)).toEqual(['phase.processing']);
    expect(kinds({ ...stuck, step: 'phase.main' })).toEqual([]); // while a card resolves, it is there
  });

  it('sees a judgment zone holding a card that is not a delayed trick, or two of one name', () => {
    expect(kinds(withSeat(fromDraw(base, 'strike#2'), 3, { judgment: ['strike#2'] }))).toEqual(['judgment.not-delayed']);
    const two = withSeat(fromDraw(fromDraw(base, 'acedia#1'), 'acedia#2'), 3, { judgment: ['acedia#1', 'acedia#2'] });
    expect(kinds(two)).toEqual(['judgment.twice']);
    const three = withSeat(fromDraw(fromDraw(fromDraw(base, 'acedia#1'), 'lightning#1'), 'supply-shortage#1'), 3, { judgment: ['acedia#1', 'lightning#1', 'supply-shortage#1'] });
    expect(kinds(three)).toEqual([]);
  });

  it('takes a card placed as a delayed trick, when the seat records it, for that trick, and sees a record left behind', () => {
    const placed = withSeat(fromDraw(base, 'dodge#2'), 3, { judgment: ['dodge#2'] });
    expect(kinds(placed)).toEqual(['judgment.not-delayed']);
    const recorded = { ...seat(placed, 3), judgmentAs: { 'dodge#2': 'acedia' } } as Seat;
    expect(kinds({ ...placed, seats: placed.seats.map((x, k) => (k === 3 ? recorded : x)) })).toEqual([]);
    const stale = { ...seat(base, 3), judgmentAs: { 'dodge#2': 'acedia' } } as Seat; // the record outlived the card's stay
    expect(kinds({ ...base, seats: base.seats.map((x, k) => (k === 3 ? stale : x)) })).toEqual(['judgment.stale']);
  });

  it('sees a decision asked of a dead seat, with no choice, or with one key twice', () => {
    const d = decisionOf(base) as Decision;
    expect(d.seat).toBe('p1');
    expect(decisionViolations(base, d)).toEqual([]);
    expect(kinds(kill(base, 0))).toEqual(expect.arrayContaining<ViolationKind>(['decision.dead-seat']));
    expect(decisionViolations(base, { ...d, choices: [] }).map((v) => v.kind)).toEqual(['decision.empty']);
    const end = choice({ type: 'phase.end', seat: 'p1' }, 'End the play phase');
    expect(d.choices.map((c) => c.key)).toContain(end.key);
    expect(decisionViolations(base, { ...d, choices: [...d.choices, end] }).map((v) => v.text)).toEqual(['p1\'s play decision lists "p1 end-phase" twice']);
    expect(decisionViolations(base, { ...d, seat: 'p9' }).map((v) => v.text)).toEqual(['p9 is asked to decide (play) but is not a seat']);
  });

  it('sees a winner that disagrees with who is alive (identity.victory.*)', () => {
    const over = (s: GameState, winner: GameState['winner']) => kinds({ ...s, winner });
    // Rebels p3, p4 and Renegade p5 dead: the Lord's side has won.
    const lordWon = kill(base, 2, 3, 4);
    expect(over(lordWon, 'lord')).toEqual([]);
    expect(over(lordWon, 'rebels')).toEqual(['winner.wrong']);
    expect(over(base, 'lord')).toEqual(['winner.wrong']);
    // The Lord dead with others alive: the Rebels win, even if every Rebel is dead.
    expect(over(kill(base, 0, 2, 3), 'rebels')).toEqual([]);
    expect(over(kill(base, 0), 'renegade')).toEqual(['winner.wrong']);
    // The Lord dead and only the Renegade alive: the Renegade wins alone.
    const renegade = kill(base, 0, 1, 2, 3);
    expect(over(renegade, 'renegade')).toEqual([]);
    expect(over(renegade, 'rebels')).toEqual(['winner.wrong']);
    // A draw (piles exhausted, or the turn limit) only while no side has won.
    expect(over(base, 'draw')).toEqual([]);
    expect(over(kill(base, 0), 'draw')).toEqual(['winner.wrong']);
  });

  it('sees a game going on after a side has won, except while that death is being checked', () => {
    const lordDead = kill(base, 0);
    expect(kinds(lordDead)).toEqual(expect.arrayContaining<ViolationKind>(['winner.missing']));
    const checking: GameState = { ...kill(base, 2, 3, 4), stack: [{ kind: 'death', id: 1, seat: 'p5', killer: null, stage: 'check' }] };
    expect(kinds(checking)).toEqual([]);
    expect(kinds({ ...checking, stack: [{ kind: 'death', id: 1, seat: 'p5', killer: null, stage: 'bury' }] })).toEqual(['winner.missing']);
  });

  it('sees a dead seat that is not out, and a living seat out with no house rule on (Seat.out)', () => {
    expect(kinds(withSeat(kill(base, 2), 2, { out: false }))).toEqual(['seat.out']);
    expect(kinds(withSeat(base, 2, { out: true }))).toEqual(expect.arrayContaining<ViolationKind>(['seat.out']));
    // reincarnation: back at the table, still out; the win check counts the player out
    const back: GameState = { ...withSeat(base, 2, { out: true }), options: { ...base.options, house: { ...base.options.house, reincarnation: true } } };
    expect(kinds(back)).toEqual([]);
  });

  it('reads who won from who is out, not who is alive: a reincarnated Rebel at the table does not keep the game going', () => {
    // Rebels p3, p4 and the Renegade p5 are out; p3 is back at the table (alive) under reincarnation
    const lordWon = kill(base, 2, 3, 4);
    const back: GameState = { ...withSeat(lordWon, 2, { alive: true, hp: 1 }), options: { ...base.options, house: { ...base.options.house, reincarnation: true } } };
    expect(kinds({ ...back, winner: 'lord' })).toEqual([]);
    expect(kinds(back)).toEqual(['winner.reborn-counted']); // the house rules' own kind: a reincarnated player counted for victory
  });
});
