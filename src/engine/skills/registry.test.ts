// A seat's skills are remembered by the fields they depend on (hero, wording, role, alive, the
// "skills lost" flag, equipment: SKILL_KEY_FIELDS, which a mode extends); cards in hand or HP must
// not matter, the rest must.
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_KINDS, DECK } from '../data/cards.ts';
import { card } from '../cards-lookup.ts';
import { EQUIPMENT_SKILLS } from '../cards/equipment-skills.ts';
import type { SkillDef } from './skill-types.ts';
import type { Seat } from '../types.ts';
import './install.ts';
import { installSkills, sameBaseFields, SKILL_KEY_FIELDS, SKILLS_LOST, skillKey, skillsOf, triggersAt } from './registry.ts';

const ofKind = (kind: string): string => {
  const c = DECK.find((x) => x.kind === kind);
  if (!c) throw new Error(kind);
  return c.id;
};
const base: Seat = {
  id: 'p1', hero: 'guan-yu', heroShown: true, wording: 'revised', role: 'loyalist', roleShown: false, lordSkills: false, hp: 4, maxHp: 4, alive: true, out: false,
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

  it('gives lord skills only to a seat whose mode gives them (the Identity Lord), and none to the dead', () => {
    const caoCao = { ...base, hero: 'cao-cao' as const };
    expect(ids({ ...caoCao, role: 'lord', lordSkills: true })).toContain('hu-jia');
    expect(ids({ ...caoCao, role: 'lord', lordSkills: false })).not.toContain('hu-jia'); // a mode that reuses the role (3v3's Commander)
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

describe('the skill cache key', () => {
  const standard = { equipment: EQUIPMENT_SKILLS };
  afterEach(() => installSkills(standard));
  const mount = (slot: 'plusMount' | 'minusMount'): string => {
    const c = DECK.find((x) => CARD_KINDS[x.kind].slot === slot);
    if (!c) throw new Error(slot);
    return c.id;
  };
  const other = (slot: 'plusMount' | 'minusMount'): string => {
    const c = DECK.find((x) => CARD_KINDS[x.kind].slot === slot && x.kind !== card(mount(slot)).kind);
    if (!c) throw new Error(slot);
    return c.id;
  };
  // Two seats differing only in each key field, chosen so that their skills differ, in the order of SKILL_KEY_FIELDS (which names none).
  const pairs: Record<string, readonly [Seat, Seat]> = {
    hero: [base, { ...base, hero: 'zhang-fei' }],
    wording: [base, { ...base, wording: 'classic' }],
    'lord-skills': [{ ...base, hero: 'cao-cao' }, { ...base, hero: 'cao-cao', lordSkills: true }],
    alive: [base, { ...base, alive: false }],
    'skills-lost': [base, { ...base, flags: { [SKILLS_LOST]: 1 } }],
    weapon: [base, { ...base, equipment: { weapon: ofKind('crossbow') } }],
    armor: [base, { ...base, equipment: { armor: ofKind('vine') } }],
    'plus-mount': [{ ...base, equipment: { plusMount: mount('plusMount') } }, { ...base, equipment: { plusMount: other('plusMount') } }],
    'minus-mount': [{ ...base, equipment: { minusMount: mount('minusMount') } }, { ...base, equipment: { minusMount: other('minusMount') } }],
  };

  it('has a pair of seats for every field, differing in that field alone', () => {
    expect(Object.keys(pairs)).toHaveLength(SKILL_KEY_FIELDS.length);
    Object.values(pairs).forEach(([a, b], i) => expect(SKILL_KEY_FIELDS.map((f) => f(a) !== f(b))).toEqual(SKILL_KEY_FIELDS.map((_, k) => k === i)));
  });

  it.each(Object.keys(pairs))('the inline comparison tells two seats differing in %s apart, as the field list does', (id) => {
    const [a, b] = pairs[id] ?? [base, base];
    expect(SKILL_KEY_FIELDS.some((f) => f(a) !== f(b))).toBe(true);
    expect(sameBaseFields(a, b)).toBe(false);
    expect(sameBaseFields(a, { ...a, hp: a.hp - 1, hand: ['strike#1'] })).toBe(true); // fields outside the key do not count
  });

  it.each(Object.keys(pairs))('two seats differing in %s get different lists, asked in turn under one seat id', (id) => {
    // Mounts give no skill in the standard tables: give each mount kind one, as a mode could.
    const equipment = { ...EQUIPMENT_SKILLS, ...Object.fromEntries(DECK.filter((c) => CARD_KINDS[c.kind].slot?.endsWith('Mount')).map((c) => [c.kind, { id: c.kind, name: c.kind, clause: 'x' }])) };
    installSkills({ ...standard, equipment });
    const [a, b] = pairs[id] ?? [base, base];
    expect(skillKey(a, false)).not.toBe(skillKey(b, false));
    const defs = (s: Seat) => skillsOf(s).map((d) => `${d.id} ${d.clause}`); // a wording differs in its clause
    const first = defs(a);
    expect(defs(b)).not.toEqual(first);
    expect(defs(a)).toEqual(first);
  });

  it('a mode extends the key with the fields its granted skills read; without them the list would be stale', () => {
    const grant: SkillDef = { id: 'dark-soul', name: 'Dark soul', clause: 'variants.dark-souls.rule' };
    const granted = (s: Seat) => ((s.flags['mode:possessed'] ?? 0) > 0 ? [grant] : []);
    const possessed: Seat = { ...base, flags: { 'mode:possessed': 1 } };
    installSkills({ ...standard, granted, keyFields: [(s) => (s.flags['mode:possessed'] ?? 0) > 0] });
    expect(ids(base)).not.toContain('dark-soul');
    expect(ids(possessed)).toContain('dark-soul');
    installSkills({ ...standard, granted }); // the key left as it is: the cache answers from the first seat
    expect(ids(base)).not.toContain('dark-soul');
    expect(ids(possessed)).not.toContain('dark-soul');
  });
});
