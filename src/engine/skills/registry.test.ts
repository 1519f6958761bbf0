// A seat's skills are remembered by the fields they depend on (hero, wording, role, alive, the
// "skills lost" flag, equipment); cards in hand or HP must not matter, the rest must.
import { describe, expect, it } from 'vitest';
import { DECK } from '../data/cards.ts';
import type { Seat } from '../types.ts';
import './install.ts';
import { SKILLS_LOST, skillsOf, triggersAt } from './registry.ts';

const ofKind = (kind: string): string => {
  const c = DECK.find((x) => x.kind === kind);
  if (!c) throw new Error(kind);
  return c.id;
};
const base: Seat = {
  id: 'p1', hero: 'guan-yu', wording: 'revised', role: 'loyalist', roleShown: false, hp: 4, maxHp: 4, alive: true,
  hand: [], equipment: {}, judgment: [], chained: false, flipped: false, flags: {},
};
const ids = (seat: Seat, armorIgnored = false) => skillsOf(seat, armorIgnored).map((s) => s.id);

describe('skillsOf', () => {
  it('does not depend on hand or HP', () => {
    const a = skillsOf(base);
    expect(skillsOf({ ...base, hand: [ofKind('dodge')], hp: 2 })).toBe(a);
  });

  it('follows the equipment, and drops the armor when it is ignored', () => {
    const vine = ofKind('vine');
    const armed = { ...base, equipment: { armor: vine } };
    expect(ids(armed)).toEqual([...ids(base), 'vine']);
    expect(ids(armed, true)).toEqual(ids(base));
    expect(triggersAt(armed, 'damage.inflicted').map((t) => t.def.id)).toContain('vine'); // Vine: fire damage +1
    expect(triggersAt(armed, 'damage.inflicted', true)).toEqual([]);
  });

  it('gives lord skills only to the Lord, and none to the dead', () => {
    const caoCao = { ...base, hero: 'cao-cao' as const };
    expect(ids({ ...caoCao, role: 'lord' })).toContain('hu-jia');
    expect(ids(caoCao)).not.toContain('hu-jia');
    expect(ids({ ...caoCao, alive: false })).toEqual([]);
  });

  it('keeps only compulsory skills while skills have lost their effect', () => {
    const lvBu = { ...base, hero: 'lv-bu' as const };
    const guanYu = { ...base, hero: 'guan-yu' as const };
    expect(ids({ ...lvBu, flags: { [SKILLS_LOST]: 1 } })).toEqual(ids(lvBu)); // Matchless is compulsory
    expect(ids({ ...guanYu, flags: { [SKILLS_LOST]: 1 } })).toEqual([]);
  });
});
