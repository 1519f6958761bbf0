// Distance, attack range and hand limit on hand-built states (clauses general.values.*).
import { describe, expect, it } from 'vitest';
import './skills/install.ts'; // the skill tables (the engine's composition root installs them)
import { createGame, type SeatSetup } from './setup.ts';
import { attackRange, baseDistance, countedHand, distance, handLimit, inAttackRange, uncountedFlag } from './values.ts';
import type { GameState } from './types.ts';

const seats = (n: number, extra: Record<number, Partial<SeatSetup>> = {}): SeatSetup[] =>
  Array.from({ length: n }, (_, i) => ({ hero: null, role: i === 0 ? 'lord' : 'rebel', ...extra[i] }) as SeatSetup);
const kill = (s: GameState, id: string): GameState => ({ ...s, seats: s.seats.map((x) => (x.id === id ? { ...x, alive: false } : x)) });

describe('distance (general.values.distance)', () => {
  it('counts the shorter way round: with six seats A is 3 from D and 1 from F', () => {
    const g = createGame({ seats: seats(6), seed: 1 });
    expect(baseDistance(g, 'p1', 'p4')).toBe(3);
    expect(baseDistance(g, 'p1', 'p6')).toBe(1);
    expect(baseDistance(g, 'p1', 'p3')).toBe(2);
    expect(distance(g, 'p1', 'p1')).toBe(0);
  });
  it('counts a dead end of the way in its own place (a dead player asked about still has a seat)', () => {
    const g = kill(kill(createGame({ seats: seats(6), seed: 1 }), 'p1'), 'p3');
    expect(baseDistance(g, 'p1', 'p4')).toBe(2); // p1, p2, p4 (p3 is not counted)
    expect(baseDistance(g, 'p4', 'p1')).toBe(2);
    expect(baseDistance(g, 'p3', 'p5')).toBe(2); // p3 dead but asked about: p3, p4, p5
  });
  it('does not count dead seats (general.values.distance-after-death)', () => {
    const g = kill(createGame({ seats: seats(6), seed: 1 }), 'p2');
    expect(distance(g, 'p1', 'p3')).toBe(1);
  });
  it('adds 1 for the target’s +1 mount and subtracts 1 for your −1 mount, each direction apart (general.values.distance-mounts)', () => {
    const g = createGame({ seats: seats(5, { 1: { equipment: { plusMount: 'jueying#1' } }, 0: { equipment: { minusMount: 'chitu#1' } } }), seed: 1 });
    expect(distance(g, 'p1', 'p2')).toBe(1); // 1 + 1 − 1
    expect(distance(g, 'p2', 'p1')).toBe(1); // p2 has no −1 mount; p1 has no +1 mount
    expect(distance(g, 'p3', 'p2')).toBe(2); // 1 + 1 for p2's +1 mount
    expect(distance(g, 'p1', 'p3')).toBe(1); // 2 − 1
  });
  it('is never below 1 between two seats (general.values.distance-minimum)', () => {
    const g = createGame({ seats: seats(3, { 0: { equipment: { minusMount: 'chitu#1' } } }), seed: 1 });
    expect(distance(g, 'p1', 'p2')).toBe(1);
  });
});

describe('attack range (general.values.attack-range)', () => {
  it('is 1 without a weapon and the weapon’s range with one', () => {
    const g = createGame({ seats: seats(6, { 0: { equipment: { weapon: 'kirin-bow#1' } } }), seed: 1 });
    expect(attackRange(g.seats[0]!)).toBe(5);
    expect(attackRange(g.seats[1]!)).toBe(1);
    expect(inAttackRange(g, 'p1', 'p4')).toBe(true);
    expect(inAttackRange(g, 'p2', 'p4')).toBe(false);
  });
  it('does not count a weapon that is part of the card being used', () => {
    const g = createGame({ seats: seats(4, { 0: { equipment: { weapon: 'halberd#1' } } }), seed: 1 });
    expect(inAttackRange(g, 'p1', 'p3')).toBe(true);
    expect(inAttackRange(g, 'p1', 'p3', ['halberd#1'])).toBe(false);
  });
  it('works out the real distance without a −1 mount that is part of the card or the cost, not the floored distance plus 1 (general.values.equipment-leaving-range)', () => {
    const g = createGame({ seats: seats(4, { 0: { equipment: { minusMount: 'chitu#1' } } }), seed: 1 });
    expect(distance(g, 'p1', 'p2')).toBe(1); // 1 − 1, floored at 1
    expect(inAttackRange(g, 'p1', 'p2', ['chitu#1'])).toBe(true); // 1 without the mount
    expect(inAttackRange(g, 'p1', 'p3')).toBe(true); // 2 − 1
    expect(inAttackRange(g, 'p1', 'p3', ['chitu#1'])).toBe(false); // 2 without it
  });
});

describe('hand limit (general.values.hand-limit)', () => {
  it('equals current HP and is never negative', () => {
    const g = createGame({ seats: seats(2, { 0: { hp: 3 } }), seed: 1 });
    expect(handLimit(g.seats[0]!)).toBe(3);
    expect(handLimit({ ...g.seats[0]!, hp: -1 })).toBe(0);
  });
  it('counts the hand cards that count toward it: not those a skill set apart this turn (Zhen Ji, revised)', () => {
    const g = createGame({ seats: seats(2, { 0: { hand: ['strike#1', 'dodge#1', 'peach#1'] } }), seed: 1 });
    const seat = g.seats[0]!;
    expect(countedHand(seat)).toBe(3);
    const flags = { [uncountedFlag('dodge#1')]: 1, [uncountedFlag('wine#1')]: 1, [uncountedFlag('peach#1')]: 0, 'turn:other': 1 };
    expect(countedHand({ ...seat, flags })).toBe(2); // dodge#1 only: wine#1 is not in the hand, peach#1's flag is off
  });
});
