// The builder's checks (the loader's words, told where), card and hero search, and slot rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkTable } from '../../src/islands/builder/model/check.ts';
import { whereOf } from '../../src/engine/scenario/problem.ts';
import { cardRefOf, placedCards } from '../../src/islands/builder/model/find.ts';
import { findCards, findHeroes, GLOSSARY_CARD_NAMES, parseCardQuery } from '../../src/islands/builder/model/name-search.ts';
import { GLOSSARY_HERO_NAMES } from '../../src/islands/builder/model/names.ts';
import { addJudgment, equip, seatDefaults, slotOf } from '../../src/islands/builder/model/slots.ts';
import { emptyTable } from '../../src/islands/builder/model/table.ts';
import type { SeatInput, Table } from '../../src/islands/builder/model/types.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';

const two = (a: SeatInput, b: SeatInput = { hero: null, role: 'rebel' }): Table => ({ setup: { seats: [a, b] }, script: [] });

describe('checkTable', () => {
  it('plays an empty table of any size from 2 to 10', () => {
    for (let n = 2; n <= 10; n++) expect(checkTable(emptyTable(n)).ok).toBe(true);
  });

  it('tells each problem where it is, in the loader\'s words', () => {
    const c = checkTable({ setup: { seats: [{ hero: 'cao-cao', role: 'lord', hp: 6, hand: ['strike ♠7', 'strike ♠7', 'strike ♠7'] }, { hero: 'zhou-yu', role: 'lord', judgment: ['peach ♥3'] }], drawPile: ['slash ♠9'] }, script: ['p3 passes'] });
    if (c.ok) return expect.fail('should not be playable');
    const got = c.problems.map((p) => `${p.where} | ${p.message}`);
    expect(got).toContain('seat 1 · hand | strike ♠7 is already placed elsewhere in this scenario (the deck has 1); each physical card can be in one place only');
    expect(got.some((g) => g.startsWith('seat 1 · HP | HP 6 is above max HP 4'))).toBe(true);
    expect(got.some((g) => g.startsWith('seats | p1 and p2 are all Lords'))).toBe(true);
    expect(got.some((g) => g.startsWith('seat 2 · judgment zone | peach ♥3 is not a delayed trick'))).toBe(true);
    expect(got.some((g) => g.startsWith('draw pile | unknown card \'slash\''))).toBe(true);
    expect(got.some((g) => g.startsWith('script line 1 | "p3 passes": seat p3 does not exist'))).toBe(true);
    expect(c.problems.find((p) => p.where === 'seat 1 · HP')?.fix).toBe('lower hp to 4 or less, or raise maxHp');
  });

  it('refuses 11 seats and 1 seat with a count and a fix', () => {
    const eleven = checkTable(emptyTable(10));
    expect(eleven.ok).toBe(true);
    const c = checkTable({ setup: { seats: Array.from({ length: 11 }, () => ({ hero: null, role: 'rebel' as const })) }, script: [] });
    expect(c.ok ? [] : c.problems).toEqual([{ where: 'seats', field: 'setup.seats', message: 'the table has 11 seats; a table has 2 to 10', fix: 'remove 1 seats' }]);
    const one = checkTable({ setup: { seats: [{ hero: null, role: 'lord' }] }, script: [] });
    expect(one.ok ? '' : one.problems[0]?.message).toBe('the table has 1 seats; a table has 2 to 10');
  });

  it('names a 2nd weapon and a weapon in the armor slot', () => {
    const c = checkTable(two({ hero: null, role: 'lord', equipment: { armor: 'crossbow ♣A' } }));
    expect(c.ok ? '' : c.problems.map((p) => `${p.where}: ${p.message}`)).toEqual(['seat 1 · equipment (armor): crossbow ♣A is not a armor card (it goes in weapon)']);
  });

  it('maps fields to places', () => {
    expect(whereOf('setup.seats[9].equipment.weapon')).toBe('seat 10 · equipment (weapon)');
    expect(whereOf('setup.current')).toBe('turn');
    expect(whereOf('setup.discardPile[2]')).toBe('discard pile');
    expect(whereOf('whatever')).toBe('table');
    expect(whereOf('setup.mode')).toBe('mode');
    expect(whereOf('setup.draft')).toBe('draft');
    expect(whereOf('setup.house[0]')).toBe('house rules');
    expect(whereOf('setup.seats[3].alive')).toBe('seat 4 · alive');
  });

  it('checks the modes\' fields: a 3v3 draft of 3 heroes is named as the draft', () => {
    const seats = Array.from({ length: 6 }, () => ({ hero: null }));
    const c = checkTable({ setup: { mode: '3v3', deal: '3v3', draft: ['cao-cao', 'liu-bei', 'sun-quan'], seats }, script: [] });
    expect(c.ok ? [] : c.problems.map((p) => p.where)).toContain('draft');
    expect(checkTable({ setup: { mode: '3v3', seats }, script: [] })).toMatchObject({ ok: true });
    expect(checkTable({ setup: { house: ['scoring', 'last-three'], roundsWithThree: 2, seats: seats.slice(0, 4).map((x, i) => ({ ...x, role: (['lord', 'rebel', 'loyalist', 'renegade'] as const)[i] })) }, script: [] })).toMatchObject({ ok: true });
  });
});

describe('findCards', () => {
  const none = new Set<string>();
  const labels = (q: string) => findCards(q, none).map((c) => c.label);
  it('finds by suit and rank in every form', () => {
    for (const q of ['♠7', 's7', '7s', 'S7', '黑桃7', '♠ 7', '♤7']) expect(labels(q), q).toEqual(['♠7 Strike 杀', '♠7 Barbarian Invasion 南蛮入侵', '♠7 Thunder Strike 雷杀']);
  });
  it('finds by any name: English, alias, Chinese, pinyin, id', () => {
    for (const q of ['杀', 'Slash', 'strike', 'sha', 'Kill']) expect(labels(q)[0], q).toMatch(/ Strike 杀$/);
    for (const q of ['jink', 'dodge', '闪', 'shan', 'Escape']) expect(labels(q)[0], q).toMatch(/ Dodge 闪$/);
    expect(labels('dodge ♦2')).toEqual(['♦2 Dodge 闪', '♦2 Dodge 闪']); // two physical copies
    expect(labels('lightning').slice(0, 3)).toEqual(['♠A Lightning 闪电', '♥Q Lightning 闪电', '♠4 Thunder Strike 雷杀']); // exact name first, then 'Lightning Attack'
    expect(labels('乐不思蜀 ♣6')).toEqual(['♣6 Acedia 乐不思蜀']);
  });
  it('marks cards already placed, and finds nothing for nonsense', () => {
    const placed = placedCards(two({ hero: null, role: 'lord', hand: ['lightning ♠A'] }));
    expect(findCards('lightning', placed).map((c) => c.taken).slice(0, 3)).toEqual([true, false, false]);
    expect(findCards('', none)).toEqual([]);
    expect(findCards('<img src=x onerror=alert(1)>', none)).toEqual([]);
    expect(findCards('x'.repeat(100000), none)).toEqual([]);
  });
  it('gives each physical card its reference', () => {
    const first = findCards('♥Q', none)[0];
    expect(first && cardRefOf(first.id)).toBe('peach ♥Q');
    expect(cardRefOf('no#1')).toBeNull();
    expect(parseCardQuery('dodge ♦2')).toEqual({ suit: 'diamond', rank: 2, name: 'dodge' });
  });
});

describe('findHeroes', () => {
  it('finds a hero by English, pinyin with or without tones, initials and Chinese', () => {
    for (const q of ['Zhou Yu', 'zhouyu', 'Zhōu Yú', '周瑜', 'zhou-yu']) expect(findHeroes(q)[0]?.id, q).toBe('zhou-yu');
    expect(findHeroes('zy').map((h) => h.id).sort()).toEqual(['zhao-yun', 'zhou-yu']);
    expect(findHeroes('lu bu')[0]?.label).toBe('Lü Bu 吕布 · 4 HP · Qun');
    expect(findHeroes('lv bu')[0]?.id).toBe('lv-bu');
    expect(findHeroes('<script>')).toEqual([]);
  });
  it('knows every other name the glossary gives cards and heroes', () => {
    const g = parse(readFileSync(join(import.meta.dirname, '..', '..', 'content', 'glossary.yaml'), 'utf8')) as { cards: Record<string, { term: string }[]>; heroes: Record<string, { term: string }[]> };
    expect(GLOSSARY_CARD_NAMES).toEqual(Object.fromEntries(Object.entries(g.cards).map(([k, v]) => [k, v.map((a) => a.term)])));
    expect(GLOSSARY_HERO_NAMES).toEqual(Object.fromEntries(Object.entries(g.heroes).map(([k, v]) => [k, v.map((a) => a.term)])));
  });
});

describe('slots', () => {
  const seat: SeatInput = { hero: null, role: 'rebel' };
  it('puts equipment in its slot, replacing what is there', () => {
    expect(slotOf('dilu ♣5')).toBe('plusMount');
    const a = equip(seat, 'crossbow ♣A');
    const b = a.ok ? equip(a.seat, 'halberd ♦Q') : a;
    expect(b.ok && b.seat.equipment).toEqual({ weapon: 'halberd ♦Q' });
    const c = equip(seat, 'strike ♠7');
    expect(c.ok ? '' : c.message).toContain('strike ♠7 is not equipment (it is a basic)');
  });
  it('takes only delayed tricks (or a card placed as one) in a judgment zone, never two of a name', () => {
    const a = addJudgment(seat, 'lightning ♠A');
    expect(a.ok).toBe(true);
    const b = a.ok ? addJudgment(a.seat, 'dodge ♦2 as acedia') : a;
    expect(b.ok && b.seat.judgment).toEqual(['lightning ♠A', 'dodge ♦2 as acedia']);
    const c = b.ok ? addJudgment(b.seat, 'acedia ♠6') : b;
    expect(c.ok ? '' : c.message).toContain('already holds dodge ♦2 as acedia');
    const d = addJudgment(seat, 'duel ♠A');
    expect(d.ok ? '' : d.message).toContain('duel ♠A is not a delayed trick');
    const e = addJudgment(seat, 'dodge ♦2 as duel');
    expect(e.ok ? '' : e.message).toContain('Duel is not a delayed trick');
  });
  it('gives a seat its hero\'s HP, and the Lord of 5 or more one more', () => {
    expect(seatDefaults('zhou-yu', 'rebel', 4)).toEqual({ hp: 3, maxHp: 3 });
    expect(seatDefaults('liu-bei', 'lord', 5)).toEqual({ hp: 5, maxHp: 5 });
    expect(seatDefaults('liu-bei', 'lord', 4)).toEqual({ hp: 4, maxHp: 4 });
    expect(seatDefaults(null, undefined, 2)).toEqual({ hp: 4, maxHp: 4 });
  });
});

describe('placedCards agrees with the loader', () => {
  const dir = join(import.meta.dirname, '..', '..', 'scenarios');
  it('on every scenario: the physical cards it marks as taken are the ones the loader places', () => {
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.yaml'))) {
      const r = importYaml(readFileSync(join(dir, f), 'utf8'));
      if (!r.ok) return expect.fail(`${f}: ${r.message}`);
      const c = checkTable(r.shared.table);
      if (!c.ok) return expect.fail(`${f}: ${c.problems[0]?.message ?? ''}`);
      const s = c.setup;
      const loader = [...s.seats.flatMap((x) => [...(x.hand ?? []), ...(x.judgment ?? []), ...Object.values(x.equipment ?? {})]), ...(s.drawPile ?? []), ...(s.discardPile ?? [])];
      expect([...placedCards(r.shared.table)].sort(), f).toEqual(loader.filter((x): x is string => typeof x === 'string').sort());
    }
  }, 30_000); // reads, imports and checks every scenario file: over the 5 s default on a loaded machine
});
