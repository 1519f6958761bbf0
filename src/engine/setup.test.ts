// Identity-mode set-up (identity.roles.table, identity.setup.*).
import { describe, expect, it } from 'vitest';
import { ROLE_TABLE, ROLE_VARIANTS, createGame, randomSetup } from './setup.ts';
import type { Role } from './types.ts';
import { DECK } from './data/cards.ts';
import { delayedKind } from './zones.ts';

const count = (roles: readonly Role[]) => ['lord', 'loyalist', 'rebel', 'renegade'].map((r) => roles.filter((x) => x === r).length);

describe('roles by player count (identity.roles.table)', () => {
  it('matches the table: Lord, Loyalists, Rebels, Renegades', () => {
    expect(count(ROLE_TABLE[4]!)).toEqual([1, 1, 1, 1]);
    expect(count(ROLE_TABLE[5]!)).toEqual([1, 1, 2, 1]);
    expect(count(ROLE_TABLE[6]!)).toEqual([1, 1, 3, 1]);
    expect(count(ROLE_TABLE[7]!)).toEqual([1, 2, 3, 1]);
    expect(count(ROLE_TABLE[8]!)).toEqual([1, 2, 4, 1]);
    expect(count(ROLE_TABLE[9]!)).toEqual([1, 3, 4, 1]);
    expect(count(ROLE_TABLE[10]!)).toEqual([1, 3, 4, 2]);
  });
  it('has the second set-ups for 6 and 8 players and the 4-player alternative', () => {
    expect(count(ROLE_VARIANTS[6]!)).toEqual([1, 1, 2, 2]);
    expect(count(ROLE_VARIANTS[8]!)).toEqual([1, 2, 3, 2]);
    expect(count(ROLE_VARIANTS[4]!)).toEqual([1, 0, 2, 1]);
  });
});

describe('a random Identity game', () => {
  it('puts the Lord first, deals 4 cards each, and gives the Lord +1 max HP with 5 or more players (identity.setup.*)', () => {
    const g = createGame(randomSetup(5, 5, ['cao-cao', 'guan-yu', 'lv-bu', 'da-qiao', 'guo-jia']));
    expect(g.seats[0]?.role).toBe('lord');
    expect(g.seats.every((s) => s.hand.length === 4)).toBe(true);
    expect(g.drawPile.length).toBe(160 - 20);
    const lord = g.seats[0]!;
    expect(lord.maxHp).toBe((lord.hero === 'guo-jia' || lord.hero === 'da-qiao' ? 3 : 4) + 1);
    const four = createGame(randomSetup(5, 4, ['cao-cao', 'guan-yu', 'lv-bu', 'zhang-fei']));
    expect(four.seats[0]?.maxHp).toBe(4);
  });
});

describe('starting before a phase', () => {
  it('starts at the phase change (阶段切换时) with beforePhase, and as the phase begins without it', () => {
    const seats = [{ hero: null, role: 'lord' as const }, { hero: null, role: 'rebel' as const }];
    expect(createGame({ seats, seed: 1, phase: 'discard', beforePhase: true }).step).toBe('phase.before');
    expect(createGame({ seats, seed: 1, phase: 'discard' }).step).toBe('phase.begin');
  });
});

describe('a judgment card placed as another delayed trick (general.card-handling.use-as)', () => {
  const dodge = DECK.find((c) => c.kind === 'dodge')!.id;
  const base = { hero: null, role: 'rebel' as const, judgment: [dodge] };
  it('is that trick in the judgment zone', () => {
    const g = createGame({ seed: 1, seats: [{ hero: null, role: 'lord' }, { ...base, judgmentAs: { [dodge]: 'acedia' } }] });
    expect(delayedKind(g.seats[1]!, dodge)).toBe('acedia');
  });
  it('refuses a record for a card that is not in the zone, or a trick that is not delayed', () => {
    expect(() => createGame({ seed: 1, seats: [{ hero: null, role: 'lord' }, { ...base, judgment: [], judgmentAs: { [dodge]: 'acedia' } }] })).toThrow(/not in the judgment zone/);
    expect(() => createGame({ seed: 1, seats: [{ hero: null, role: 'lord' }, { ...base, judgmentAs: { [dodge]: 'strike' } }] })).toThrow(/not a delayed trick/);
  });
});
