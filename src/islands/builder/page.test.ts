// The builder page's own logic (not the model's): table edits, the sandbox-hash bridge, and the
// browser-side sandbox props, which must play the same as a scenario page's.
import { describe, expect, it, vi } from 'vitest';
import { decodeLink } from '../sandbox/open-link.ts';
import { scriptedTimeline } from '../sandbox/timeline.ts';
import { sandboxData } from '../../components/sandbox-build.ts';
import { buildLookup } from '../../components/sandbox-clauses.ts';
import { placesFor } from '../../components/sandbox-explore.ts';
import { allClauses } from '../../content-data/clauses.ts';
import { RULES_VERSION } from '../../engine/version.ts';
import { checkTable } from './model/check.ts';
import { linkMoment, sandboxHash } from './bridge.ts';
import { cardsIn, newTable, place, unplace, withHouse, withMode, withSeat, withSeatCount, withTurn } from './edit.ts';
import { seatThrees, threesSeated, withDraft, withThreesStart } from './threes-edit.ts';
import { MODE_FIELD } from './ModeEditor.tsx';
import { diff, follow, playData, type ClauseFile } from './play.ts';
import type { Json } from '../sandbox/patch.ts';
import { readFileSync } from 'node:fs';
import { importYaml } from './model/yaml.ts';

const file: ClauseFile = {
  clauses: Object.fromEntries(allClauses().flatMap((c) => { const t = buildLookup.text(c.id, true); return t ? [[c.id, t]] : []; })),
  pages: buildLookup.pages([]),
  places: Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [String(n), placesFor(n)])),
};

describe('table edits', () => {
  it('a new table has the role table\'s roles and no heroes; seats are kept from the front', () => {
    const t = newTable(4);
    expect(t.setup.seats.map((s) => s.role)).toEqual(['lord', 'loyalist', 'rebel', 'renegade']);
    expect(withSeatCount(t, 6).setup.seats).toHaveLength(6);
    expect(withSeatCount(t, 1).setup.seats).toHaveLength(2);
    expect(withSeatCount(t, 99).setup.seats).toHaveLength(10);
    expect(withSeatCount(withTurn(t, { current: 'p4' }), 3).setup.current).toBe('p1');
  });
  it('places a card by the slot rules and takes it back', () => {
    let t = newTable(4);
    const a = place(t, { seat: 0, zone: 'judgment' }, 'lightning ♠A');
    expect(a.ok).toBe(true);
    if (a.ok) t = a.table;
    const bad = place(t, { seat: 1, zone: 'judgment' }, 'strike ♠7');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/not a delayed trick/);
    const e = place(t, { seat: 1, zone: 'equipment' }, 'vine ♠2');
    if (e.ok) t = e.table;
    expect(cardsIn(t, { seat: 1, zone: 'equipment' })).toEqual(['vine ♠2']);
    t = unplace(t, { seat: 1, zone: 'equipment' }, 'vine ♠2');
    expect(cardsIn(t, { seat: 1, zone: 'equipment' })).toEqual([]);
    t = unplace(t, { seat: 0, zone: 'judgment' }, 'lightning ♠A');
    expect(t.setup.seats[0]?.judgment).toEqual([]);
  });
  it('an HP above the max HP is the loader\'s problem, told at the seat', () => {
    const c = checkTable(withSeat(newTable(4), 1, { hp: 9, maxHp: 4 }));
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.problems.some((p) => p.field.startsWith('setup.seats[1]'))).toBe(true);
  });
});

describe('mode, house rules and the discard pile', () => {
  it('3v3 by a tap: six seats in the 3v3 seating, playable; back to Identity drops the deal and the draft', () => {
    const t = withMode(newTable(4), '3v3');
    expect(t.setup.seats.map((s) => s.role)).toEqual(['lord', 'loyalist', 'rebel', 'renegade', 'rebel', 'loyalist']);
    expect(checkTable(t).ok).toBe(true);
    const started = withDraft(withThreesStart(t, true), ['cao-cao', 'liu-bei', 'sun-quan']);
    const c = checkTable(started);
    expect(c.ok).toBe(false);
    // The loader's words for a short draft, at the draft's field (shown by the mode controls).
    const draft = c.ok ? undefined : c.problems.find((p) => MODE_FIELD.test(p.field));
    expect(draft?.message).toMatch(/16 heroes/);
    expect(draft?.fix).toMatch(/Fill to 16 heroes/);
    const back = withMode(started, 'identity');
    expect(back.setup.mode).toBe('identity');
    expect(back.setup.deal).toBeUndefined();
    expect(back.setup.draft).toBeUndefined();
    expect(checkTable(back).ok).toBe(true);
  });
  it('3v3\'s six seats are its seating: a table that breaks it (from a link or a file) is re-seated by the 3v3 button (with the 3v3 part: seatThrees), heroes kept', () => {
    const t = withSeat(withMode(newTable(4), '3v3'), 0, { hero: 'lv-bu' });
    expect(threesSeated(t)).toBe(true);
    expect(threesSeated(newTable(5))).toBe(true); // Identity: nothing to say
    // A rotated seating is the 3v3 seating too (variants.3v3.seating): kept as it is.
    const rotated = { ...t, setup: { ...t.setup, seats: t.setup.seats.map((s, i, all) => ({ ...s, role: all[(i + 2) % 6]?.role })) } };
    expect(threesSeated(rotated)).toBe(true);
    expect(seatThrees(rotated)).toBe(rotated);
    // Five seats, or two Commanders side by side: the loader refuses them; the button seats the six.
    for (const bad of [{ ...t, setup: { ...t.setup, seats: t.setup.seats.slice(0, 5) } }, withSeat(t, 1, { role: 'renegade' })]) {
      expect(threesSeated(bad)).toBe(false);
      const c = checkTable(bad);
      expect(c.ok).toBe(false);
      if (!c.ok) expect(c.problems.map((p) => p.message).join(' ')).toMatch(/exactly 6|one Commander and two Vanguards|between the two/);
      expect(withMode(bad, '3v3')).toBe(bad); // the page's first load leaves a table in its own mode as it is
      const fixed = seatThrees(bad);
      expect(fixed.setup.seats.map((s) => s.role)).toEqual(['lord', 'loyalist', 'rebel', 'renegade', 'rebel', 'loyalist']);
      expect(fixed.setup.seats[0]?.hero).toBe('lv-bu');
      expect(threesSeated(fixed)).toBe(true);
      expect(checkTable(fixed).ok).toBe(true);
    }
  });
  it('the 3v3 deal on an Identity table is refused in the loader\'s words', () => {
    const c = checkTable({ ...newTable(4), setup: { ...newTable(4).setup, deal: '3v3' } });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.problems.map((p) => `${p.field}: ${p.message}`).join('\n')).toMatch(/setup\.deal: deal: 3v3 starts a 3v3 game/);
  });
  it('house rules on and off, with the rounds played with three for last three', () => {
    let t = withHouse(newTable(4), 'scoring', true);
    t = withHouse(t, 'last-three', true, 2);
    expect(t.setup.house).toEqual(['last-three', 'scoring']);
    expect(t.setup.roundsWithThree).toBe(2);
    expect(checkTable(t).ok).toBe(true);
    t = withHouse(t, 'last-three', false);
    expect(t.setup.house).toEqual(['scoring']);
    expect(t.setup.roundsWithThree).toBe(0);
  });
  it('cards go to the discard pile and back; a card placed twice is the loader\'s problem', () => {
    const a = place(newTable(4), { seat: 0, zone: 'discard' }, 'peach ♥3');
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(cardsIn(a.table, { seat: 0, zone: 'discard' })).toEqual(['peach ♥3']);
    expect(checkTable(a.table).ok).toBe(true);
    const twice = place(a.table, { seat: 1, zone: 'hand' }, 'peach ♥3');
    const c = twice.ok ? checkTable(twice.table) : null;
    expect(c?.ok).toBe(false);
    if (c && !c.ok) expect(c.problems.map((p) => p.message).join(' ')).toMatch(/already placed elsewhere|placed/);
    expect(unplace(a.table, { seat: 0, zone: 'discard' }, 'peach ♥3').setup.discardPile).toEqual([]);
  });
});

describe('the hash bridge', () => {
  it('writes a moment as a sandbox permalink the sandbox reads', () => {
    expect(decodeLink(sandboxHash('table', { choices: [0, 2, 1], step: 17, pov: 'p2' }))).toEqual({ kind: 'ok', link: { scenario: 'table', version: RULES_VERSION, choices: [0, 2, 1], step: 17, fingerprint: null, pov: 'p2' } });
    expect(decodeLink(sandboxHash('table', { choices: [], step: 3, pov: null }))).toEqual({ kind: 'ok', link: { scenario: 'table', version: RULES_VERSION, choices: [], step: 3, fingerprint: null } });
  });
  it('keeps a seat\'s or a side\'s point of view in a link\'s moment, and makes anything else the judge\'s', () => {
    const m = { choices: [1], step: 4, pov: 'p10' };
    expect(linkMoment(m)).toBe(m);
    expect(linkMoment({ ...m, pov: null })).toEqual({ ...m, pov: null });
    for (const pov of ['p1+p3+p5', 'p2+p4']) expect(linkMoment({ ...m, pov })).toEqual({ ...m, pov });
    for (const pov of ['p11', 'judge', 'p0', 'p1+', 'p1+p2+p3+p4+p5+p6', 'p1 p3']) expect(linkMoment({ ...m, pov })).toEqual({ ...m, pov: null });
  });
});

describe('sandbox props in the browser', () => {
  it('play the same timeline as the scenario page builds for the same table', async () => {
    const page = sandboxData('lightning-hit', 'test');
    const t = { setup: { seats: page.setup.seats.map((s) => ({ hero: s.hero, role: s.role, ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.maxHp !== undefined ? { maxHp: s.maxHp } : {}), judgment: [...(s.judgment ?? [])].map(() => 'lightning ♠A') })), drawPile: ['strike ♠7'], current: 'p1', phase: 'judgment' as const }, script: [], until: 'turn.ended' };
    const c = checkTable(t);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const noScores = vi.fn(() => import('../../components/sandbox-scores.ts'));
    const mine = await playData(t, c, file, noScores);
    expect(noScores).not.toHaveBeenCalled(); // nobody wins: the scoring tables are not fetched
    const a = scriptedTimeline(mine).snapshots;
    const b = scriptedTimeline(page).snapshots;
    expect(a.length).toBe(b.length);
    expect(JSON.stringify(a.at(-1))).toBe(JSON.stringify(b.at(-1)));
    expect(mine.places).toEqual(page.places);
    expect(Object.keys(mine.decisions)).toEqual(Object.keys(page.decisions));
    for (const id of Object.keys(page.clauses)) expect(mine.clauses[id]?.en).toBe(page.clauses[id]?.en);
  });
  it('its patches rebuild each snapshot exactly', () => {
    const x = { a: [1, 2], b: { c: 1, d: 'x' } } as unknown as Json;
    const y = { a: [1, 3], b: { c: 1 }, e: null } as unknown as Json;
    expect(diff(x, x)).toBeNull();
    expect(diff(x, y)).toEqual([1, { a: [0, [1, 3]], b: [1, {}, ['d']], e: [0, null] }, []]);
  });
  it('a line of choices becomes script lines in the scenario\'s words', () => {
    const c = checkTable({ setup: { seats: [{ hero: null, role: 'lord', hand: ['strike ♠7'] }, { hero: null, role: 'rebel', hand: ['dodge ♦2'] }], current: 'p1', phase: 'play' }, script: [] });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const f = follow(c.setup, [0]);
    expect(f?.words).toHaveLength(1);
    expect(f?.words[0]).toMatch(/^p1 /);
    expect(follow(c.setup, [99])).toBeNull();
  });
  it('a scored table (house rule scoring) shows each player\'s score at the end, as the scenario page does, loading the scoring tables then', async () => {
    const read = importYaml(readFileSync('scenarios/house-scoring-renegade-wins.yaml', 'utf8'));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const c = checkTable(read.shared.table);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const load = vi.fn(() => import('../../components/sandbox-scores.ts'));
    const mine = await playData(read.shared.table, c, file, load);
    expect(load).toHaveBeenCalledTimes(1);
    // The scenario's expect block (written from 004's tables): p1 1, p2 0, p3 0, p4 12.
    expect(mine.scores?.winner).toBe('renegade');
    expect(Object.fromEntries((mine.scores?.lines ?? []).map((l) => [l.seat, l.score]))).toEqual({ p1: 1, p2: 0, p3: 0, p4: 12 });
    expect(mine.scores).toEqual(sandboxData('house-scoring-renegade-wins', 'test').scores);
    // Without the house rule, no scores.
    const off = checkTable({ ...read.shared.table, setup: { ...read.shared.table.setup, house: [] } });
    const unused = vi.fn(() => import('../../components/sandbox-scores.ts'));
    expect(off.ok && (await playData(read.shared.table, off, file, unused)).scores).toBeUndefined();
    expect(unused).not.toHaveBeenCalled();
  });
});

