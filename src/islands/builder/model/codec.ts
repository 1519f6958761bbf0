// The compact form of a shared table inside a link (before deflate): short keys, defaults left
// out, and each card written as its index in the deck (0–159) when the reference is the card's
// canonical form ("strike ♠7"), else as the text. The reader checks every field's type and size.
import * as z from 'zod/mini';
import { DECK } from '../../../engine/data/card-facts.ts';
import { formatCard } from '../../../engine/card-notation.ts';
import { HOUSE_RULE_IDS, type LogFactSpec } from '../../../engine/scenario/schema.ts';
import { normalShared } from './table.ts';
import type { SeatInput, SetupInput, Shared, Table } from './types.ts';

const CANON = new Map<string, number>();
DECK.forEach((c, i) => { const t = formatCard(c); if (!CANON.has(t)) CANON.set(t, i); });

const str = z.string().check(z.maxLength(300));
const int = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
const opt = z.optional;
const card = z.union([int(0, DECK.length - 1), str]);
const cards = z.array(card).check(z.maxLength(160));
const ROLES = { l: 'lord', y: 'loyalist', r: 'rebel', n: 'renegade' } as const;
const PHASES = ['start', 'judgment', 'draw', 'play', 'discard', 'end'] as const;
const fact: z.ZodMiniType<LogFactSpec> = z.union([str, z.strictObject({ fact: str, seat: opt(str), data: opt(z.record(str, z.union([str, z.number(), z.boolean(), z.null()]))) })]);

const seatSchema = z.strictObject({
  h: opt(str), w: opt(z.literal(1)), r: opt(z.enum(['l', 'y', 'r', 'n'])), hp: opt(int(-99, 99)),
  m: opt(int(-99, 99)), hd: opt(cards), e: opt(z.strictObject({ w: opt(card), a: opt(card), p: opt(card), m: opt(card) })),
  j: opt(cards), c: opt(z.literal(1)), f: opt(z.literal(1)), a: opt(z.literal(0)), o: opt(z.union([z.literal(0), z.literal(1)])),
});
export const compactSchema = z.strictObject({
  v: int(0, 9999), s: int(0, 100000), p: opt(z.string().check(z.regex(/^p([1-9]|10)$/))),
  b: opt(z.array(str).check(z.maxLength(500))), f: opt(z.string().check(z.regex(/^[0-9a-z]{1,12}$/))),
  t: z.strictObject({
    ti: opt(str), su: opt(z.string().check(z.maxLength(4000))), to: opt(z.array(str).check(z.maxLength(50))), cl: opt(z.array(str).check(z.maxLength(100))), u: opt(fact),
    x: z.array(str).check(z.maxLength(500)),
    n: z.strictObject({
      seats: z.array(seatSchema).check(z.maxLength(10)), d: opt(cards), dp: opt(cards), sd: opt(z.number().check(z.int())), cu: opt(int(1, 10)),
      ph: opt(int(0, 5)), de: opt(z.union([z.literal(1), z.literal(3)])), at: opt(z.literal(1)), se: opt(z.array(z.enum(['standard', 'ex', 'military'])).check(z.maxLength(3))),
      // Added with the modes (all optional, so older b1 links still read): mode 3v3, the draft, house rules, rounds with three.
      mo: opt(z.literal(3)), dr: opt(z.array(str).check(z.maxLength(50))), ho: opt(z.array(z.enum(HOUSE_RULE_IDS)).check(z.maxLength(HOUSE_RULE_IDS.length))), r3: opt(int(0, 50)),
    }),
  }),
});
export type Compact = z.infer<typeof compactSchema>;
type CompactSeat = z.infer<typeof seatSchema>;
type Card = z.infer<typeof card>;

const toCard = (ref: string): Card => CANON.get(ref) ?? ref;
const fromCard = (c: Card): string => (typeof c === 'number' ? formatCard(DECK[c] ?? DECK[0] as (typeof DECK)[number]) : c);
const ROLE_LETTER = { lord: 'l', loyalist: 'y', rebel: 'r', renegade: 'n' } as const;
const some = <T>(a: readonly T[] | undefined): a is readonly T[] => a !== undefined && a.length > 0;

function packSeat(s: SeatInput): CompactSeat {
  const e = s.equipment ?? {};
  const eq = { ...(e.weapon ? { w: toCard(e.weapon) } : {}), ...(e.armor ? { a: toCard(e.armor) } : {}), ...(e.plusMount ? { p: toCard(e.plusMount) } : {}), ...(e.minusMount ? { m: toCard(e.minusMount) } : {}) };
  return {
    ...(s.hero ? { h: s.hero } : {}), ...(s.wording === 'classic' ? { w: 1 as const } : {}), ...(s.role ? { r: ROLE_LETTER[s.role] } : {}),
    ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.maxHp !== undefined ? { m: s.maxHp } : {}), ...(some(s.hand) ? { hd: s.hand.map(toCard) } : {}),
    ...(Object.keys(eq).length ? { e: eq } : {}), ...(some(s.judgment) ? { j: s.judgment.map(toCard) } : {}), ...(s.chained ? { c: 1 as const } : {}), ...(s.flipped ? { f: 1 as const } : {}),
    ...(s.alive === false ? { a: 0 as const } : {}), ...(s.out !== undefined ? { o: s.out ? 1 as const : 0 as const } : {}),
  };
}

function unpackSeat(c: CompactSeat): SeatInput {
  const e = c.e ?? {};
  return {
    hero: c.h ?? null, wording: c.w ? 'classic' : 'revised', ...(c.r ? { role: ROLES[c.r] } : {}), ...(c.hp !== undefined ? { hp: c.hp } : {}), ...(c.m !== undefined ? { maxHp: c.m } : {}),
    hand: (c.hd ?? []).map(fromCard),
    equipment: { ...(e.w !== undefined ? { weapon: fromCard(e.w) } : {}), ...(e.a !== undefined ? { armor: fromCard(e.a) } : {}), ...(e.p !== undefined ? { plusMount: fromCard(e.p) } : {}), ...(e.m !== undefined ? { minusMount: fromCard(e.m) } : {}) },
    judgment: (c.j ?? []).map(fromCard), chained: c.c === 1, flipped: c.f === 1, alive: c.a !== 0, ...(c.o !== undefined ? { out: c.o === 1 } : {}),
  };
}

export function pack(s: Shared, rulesVersion: number, fingerprint: string | null): Compact {
  const t = s.table;
  const u = t.setup;
  const phase = u.phase ? PHASES.indexOf(u.phase) : -1;
  return {
    v: rulesVersion, s: s.step, ...(s.pov ? { p: s.pov } : {}), ...(some(s.branch) ? { b: [...s.branch] } : {}), ...(fingerprint ? { f: fingerprint } : {}),
    t: {
      ...(t.title !== undefined ? { ti: t.title } : {}), ...(t.summary !== undefined ? { su: t.summary } : {}), ...(some(t.topics) ? { to: [...t.topics] } : {}),
      ...(some(t.clauses) ? { cl: [...t.clauses] } : {}), ...(t.until !== undefined ? { u: t.until } : {}), x: [...t.script],
      n: {
        seats: u.seats.map(packSeat), ...(some(u.drawPile) ? { d: u.drawPile.map(toCard) } : {}), ...(some(u.discardPile) ? { dp: u.discardPile.map(toCard) } : {}),
        ...(u.seed !== undefined && u.seed !== 1 ? { sd: u.seed } : {}), ...(u.current && u.current !== 'p1' ? { cu: Number(u.current.slice(1)) } : {}),
        ...(phase >= 0 && u.phase !== 'play' ? { ph: phase } : {}), ...(u.deal ? { de: u.deal === '3v3' ? 3 as const : 1 as const } : {}), ...(u.at === 'before' ? { at: 1 as const } : {}),
        ...(u.sets && u.sets.join() !== 'standard,ex,military' ? { se: [...u.sets] } : {}),
        ...(u.mode === '3v3' ? { mo: 3 as const } : {}), ...(u.draft ? { dr: [...u.draft] } : {}), ...(some(u.house) ? { ho: [...u.house] } : {}),
        ...(u.roundsWithThree ? { r3: u.roundsWithThree } : {}),
      },
    },
  };
}

export function unpack(c: Compact): Shared {
  const n = c.t.n;
  const setup: SetupInput = {
    seats: n.seats.map(unpackSeat), drawPile: (n.d ?? []).map(fromCard), discardPile: (n.dp ?? []).map(fromCard), seed: n.sd ?? 1,
    current: `p${n.cu ?? 1}`, phase: PHASES[n.ph ?? 3] ?? 'play', at: n.at ? 'before' : 'begin', sets: n.se ?? ['standard', 'ex', 'military'], ...(n.de ? { deal: n.de === 3 ? '3v3' as const : 'identity' as const } : {}),
    mode: n.mo === 3 ? '3v3' : 'identity', ...(n.dr ? { draft: n.dr } : {}), house: n.ho ?? [], roundsWithThree: n.r3 ?? 0,
  };
  const table: Table = {
    ...(c.t.ti !== undefined ? { title: c.t.ti } : {}), ...(c.t.su !== undefined ? { summary: c.t.su } : {}), ...(c.t.to ? { topics: c.t.to } : {}),
    ...(c.t.cl ? { clauses: c.t.cl } : {}), ...(c.t.u !== undefined ? { until: c.t.u } : {}), setup, script: c.t.x,
  };
  return normalShared({ table, step: c.s, pov: c.p ?? null, ...(c.b ? { branch: c.b } : {}) });
}
