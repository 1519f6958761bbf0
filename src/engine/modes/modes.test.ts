import { describe, expect, it } from 'vitest';
import { createGame } from '../setup.ts';
import { HOUSE_OFF, type ModeId } from '../types.ts';
import { IDENTITY } from './identity.ts';
import { MODES } from './index.ts';
import type { ModeHooks } from './mode-types.ts';
import { hooksOf, modeData, modeHooks } from './table.ts';

const setup = { seats: [{ hero: 'cao-cao' as const, role: 'lord' as const }, { hero: 'guan-yu' as const, role: 'rebel' as const }], seed: 1 };

describe('the mode in the state', () => {
  it('a game is Identity with every house rule off unless the setup says otherwise', () => {
    const g = createGame(setup);
    expect(g.options.mode).toBe('identity');
    expect(g.options.house).toEqual(HOUSE_OFF);
    expect(Object.values(g.options.house).every((on) => !on)).toBe(true);
    expect(g.modeData).toBeNull();
    expect(hooksOf(g)).toBe(modeHooks('identity')); // Identity with the house rules (modes/house), every one off here
    expect(hooksOf(g).winner).not.toBe(IDENTITY.winner);
    expect(modeData(g, 'identity')).toBeNull();
  });

  it('turns on only the house rules the setup names, and keeps them through JSON', () => {
    const g = createGame({ ...setup, house: { lastThree: true } });
    expect(g.options.house).toEqual({ ...HOUSE_OFF, lastThree: true });
    expect(JSON.parse(JSON.stringify(g.options))).toEqual(g.options);
  });

  it('the Identity setup hooks: the Lord\'s role is shown and keeps the lord skills; +1 max HP with 5 or more players', () => {
    const g = createGame(setup);
    expect(g.seats.map((s) => [s.roleShown, s.lordSkills])).toEqual([[true, true], [false, false]]);
    expect(IDENTITY.startingMaxHp({ hero: 'cao-cao', role: 'lord' }, 5)).toBe(5);
    expect(IDENTITY.startingMaxHp({ hero: 'cao-cao', role: 'lord' }, 4)).toBe(4);
    expect(IDENTITY.startingMaxHp({ hero: 'cao-cao', role: 'rebel' }, 5)).toBe(4);
  });
});

describe('the table of modes', () => {
  it('has every mode under its own id', () => {
    for (const [id, hooks] of Object.entries(MODES)) expect(hooks.id).toBe(id);
  });

  it('has every installed mode under its own id (Identity composed with the house rules too), and names an unknown mode', () => {
    for (const id of ['identity', ...Object.keys(MODES)] as ModeId[]) expect(modeHooks(id).id).toBe(id);
    expect(() => modeHooks('nope' as 'identity')).toThrow(/no mode "nope" is installed \(modes: identity, 3v3\)/);
    expect(() => modeData({ ...createGame(setup), options: { ...createGame(setup).options, mode: 'other' as 'identity' } }, 'identity')).toThrow(/not identity/);
  });

  it('a mode must give every hook (a type error otherwise, checked by the typecheck of this file)', () => {
    const { aoeOrders: _left, ...partial } = IDENTITY;
    // @ts-expect-error aoeOrders is missing: a mode without one of the hooks does not compile
    const incomplete: ModeHooks<'identity'> = partial;
    expect(Object.keys(incomplete)).not.toContain('aoeOrders');
  });
});

describe('out beside alive (Seat.out)', () => {
  it('Identity\'s win check counts the players not out, even one back at the table', () => {
    const g = createGame({ seats: [{ hero: null, role: 'lord' }, { hero: null, role: 'rebel' }, { hero: null, role: 'renegade' }], seed: 1 });
    expect(g.seats.every((s) => s.alive && !s.out)).toBe(true);
    expect(IDENTITY.winner(g)).toBeNull();
    const out = (i: number, alive: boolean) => ({ ...g, seats: g.seats.map((s, k) => (k === i ? { ...s, alive, out: true } : s)) });
    const rebelBack = { ...out(1, true), seats: out(1, true).seats.map((s, k) => (k === 2 ? { ...s, alive: false, out: true } : s)) };
    expect(IDENTITY.winner(rebelBack)?.winner).toBe('lord');
  });
});
