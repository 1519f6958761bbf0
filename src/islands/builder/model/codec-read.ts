// The reader of a link's compact table (codec.ts writes it): every field's type and size, as
// codec-schema.ts's zod schema says (a unit test holds them equal), then the table. Loaded when a
// link is opened (link-read.ts), not with the page.
import { DECK } from '../../../engine/data/card-facts.ts';
import { formatCard } from '../../../engine/card-notation.ts';
import { HOUSE_RULE_IDS } from '../../../engine/scenario/house-ids.ts';
import type { Parsed } from '../../../engine/scenario/scenario-format.ts';
import { array, boolean, int, literal, maximum, maxLength, minimum, nul, number, optional, options, record, regex, strictObject, string, union } from '../../../engine/scenario/valid.ts';
import { PHASES } from './codec.ts';
import type { Card, Compact, CompactSeat } from './codec-schema.ts';
import { normalShared } from './table.ts';
import { POV, type SeatInput, type SetupInput, type Shared, type Table } from './types.ts';

const ROLES = { l: 'lord', y: 'loyalist', r: 'rebel', n: 'renegade' } as const;
const fromCard = (c: Card): string => (typeof c === 'number' ? formatCard(DECK[c] ?? DECK[0] as (typeof DECK)[number]) : c);

const str = string(maxLength(300));
const bounded = (min: number, max: number) => int(minimum(min), maximum(max));
const card = union([bounded(0, DECK.length - 1), str]);
const cards = array(card, maxLength(160));
const fact = union([str, strictObject({ fact: str, seat: optional(str), data: optional(record(str, union([str, number(), boolean(), nul()]))) })]);
const seat = strictObject({
  h: optional(str), w: optional(literal([1])), r: optional(options(['l', 'y', 'r', 'n'])), hp: optional(bounded(-99, 99)),
  m: optional(bounded(-99, 99)), hd: optional(cards), e: optional(strictObject({ w: optional(card), a: optional(card), p: optional(card), m: optional(card) })),
  j: optional(cards), c: optional(literal([1])), f: optional(literal([1])), a: optional(literal([0])), o: optional(union([literal([0]), literal([1])])),
});
const compact = strictObject({
  v: bounded(0, 9999), s: bounded(0, 100000), p: optional(string(regex(POV))),
  b: optional(array(str, maxLength(500))), f: optional(string(regex(/^[0-9a-z]{1,12}$/))),
  t: strictObject({
    ti: optional(str), su: optional(string(maxLength(4000))), to: optional(array(str, maxLength(50))), cl: optional(array(str, maxLength(100))), u: optional(fact),
    x: array(str, maxLength(500)),
    n: strictObject({
      seats: array(seat, maxLength(10)), d: optional(cards), dp: optional(cards), sd: optional(int()), cu: optional(bounded(1, 10)),
      ph: optional(bounded(0, 5)), de: optional(union([literal([1]), literal([3])])), at: optional(literal([1])), se: optional(array(options(['standard', 'ex', 'military']), maxLength(3))),
      // Added with the modes (all optional, so older b1 links still read): mode 3v3, the draft, house rules, rounds with three.
      mo: optional(literal([3])), dr: optional(array(str, maxLength(50))), ho: optional(array(options(HOUSE_RULE_IDS), maxLength(HOUSE_RULE_IDS.length))), r3: optional(bounded(0, 50)),
    }),
  }),
});

/** A link's compact table, read: its data, or every issue (path and zod's words). */
export function parseCompact(raw: unknown): Parsed<Compact> {
  const r = compact.run(raw);
  return r.issues.length ? { success: false, issues: r.issues } : { success: true, data: r.value as Compact };
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
