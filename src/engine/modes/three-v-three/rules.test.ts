import { describe, expect, it } from 'vitest';
import { aoeOrders, inThreesDeck, killReward, threesMaxHp, threesWinner } from './rules.ts';
import { seatingError } from './seating.ts';
import { THREES_ROLES } from './roles.ts';
import { vanguardsOf, type SeatLike } from './sides.ts';
import { draftChoose, draftStep, newDraft } from './draft.ts';

const table = (dead: readonly string[] = []): SeatLike[] => THREES_ROLES.map((role, i) => ({ id: `p${i + 1}`, role, alive: !dead.includes(`p${i + 1}`) }));

describe('3v3 rules', () => {
  it('gives each Commander +1 max HP and no one else (variants.3v3.commander-bonus)', () => {
    expect(['lord', 'loyalist', 'rebel', 'renegade'].map((r) => threesMaxHp(4, r as 'lord'))).toEqual([5, 4, 4, 5]);
  });
  it('leaves Lightning out of the deck (variants.3v3.no-lightning)', () => {
    expect(inThreesDeck('lightning')).toBe(false);
    expect(inThreesDeck('strike')).toBe(true);
  });
  it('rewards any living killer with 3 cards, a partner too (variants.3v3.reward)', () => {
    expect(killReward({ id: 'p5', role: 'rebel', alive: true })).toMatchObject({ seat: 'p5', draw: 3 });
    expect(killReward({ id: 'p5', role: 'rebel', alive: false })).toBeNull();
    expect(killReward(null)).toBeNull();
  });
  it('ends the game when a Commander dies, whoever else lives (variants.3v3.goal)', () => {
    expect(threesWinner(table(['p2', 'p3']))).toBeNull();
    expect(threesWinner(table(['p4']))?.winner).toBe('warm');
    expect(threesWinner(table(['p1', 'p3', 'p5']))?.winner).toBe('cool');
  });
  it('offers both directions for cards that affect everyone (variants.3v3.aoe-direction)', () => {
    const living = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    expect(aoeOrders(living, 'p1', false)).toEqual([['p2', 'p3', 'p4', 'p5', 'p6'], ['p6', 'p5', 'p4', 'p3', 'p2']]);
    expect(aoeOrders(living, 'p3', true)).toEqual([['p3', 'p4', 'p5', 'p6', 'p1', 'p2'], ['p3', 'p2', 'p1', 'p6', 'p5', 'p4']]);
    expect(aoeOrders(['p1', 'p4'], 'p1', false)).toEqual([['p4']]); // one target: one order
  });
  it('checks the seating: sides together, each Commander between its Vanguards', () => {
    expect(seatingError(THREES_ROLES)).toBeNull();
    expect(seatingError(['rebel', 'renegade', 'rebel', 'loyalist', 'lord', 'loyalist'])).toBeNull();
    expect(seatingError(['lord', 'rebel', 'loyalist', 'renegade', 'rebel', 'loyalist'])).toMatch(/between the two warm Vanguards/);
    expect(seatingError(['lord', 'loyalist', 'rebel', 'renegade', 'rebel'])).toMatch(/exactly 6/);
    expect(seatingError(['lord', 'loyalist', 'rebel', 'rebel', 'rebel', 'loyalist'])).toMatch(/one Commander and two Vanguards/);
    expect(vanguardsOf(table(), 'cool').map((s) => s.id)).toEqual(['p5', 'p3']);
  });
});

describe('3v3 draft', () => {
  const heroes = Array.from({ length: 16 }, (_, i) => `h${i + 1}`);
  it('picks 1-2-2-2-2-2-2-2-1 alternating from the side the warm Commander names, then places three of eight', () => {
    let d = newDraft(heroes);
    expect(draftStep(d)).toMatchObject({ kind: 'order', side: 'warm' });
    d = draftChoose(d, 'cool', String).draft;
    const sides: string[] = [];
    for (let k = 0; k < 16; k++) {
      const s = draftStep(d);
      if (s.kind !== 'pick') throw new Error(`step ${k} is ${s.kind}`);
      sides.push(s.side);
      d = draftChoose(d, s.options[0] as string, String).draft;
    }
    expect(sides.join(' ')).toBe('cool warm warm cool cool warm warm cool cool warm warm cool cool warm warm cool');
    expect(d.picks.warm).toHaveLength(8);
    expect(d.picks.cool).toHaveLength(8);
    const events: string[] = [];
    for (let k = 0; k < 6; k++) {
      const s = draftStep(d);
      if (s.kind !== 'place') throw new Error(`place ${k} is ${s.kind}`);
      const r = draftChoose(d, s.options[1] ?? (s.options[0] as string), String);
      d = r.draft;
      events.push(...r.events.map((e) => e.fact));
    }
    expect(draftStep(d).kind).toBe('done');
    expect(events.at(-1)).toBe('draft.revealed');
    expect(d.lineup.warm).toHaveLength(3);
  });
  it('refuses a wrong table and a wrong choice', () => {
    expect(() => newDraft(heroes.slice(1))).toThrow(/16 heroes/);
    expect(() => newDraft([...heroes.slice(1), 'h2'])).toThrow(/twice/);
    const d = draftChoose(newDraft(heroes), 'warm', String).draft;
    expect(() => draftChoose(d, 'nobody', String)).toThrow(/not on the table/);
    expect(() => draftChoose(newDraft(heroes), 'h1', String)).toThrow(/warm or cool/);
  });
});
