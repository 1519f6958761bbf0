// The compact link form's schema in zod (the reference for codec-read.ts's reader, which is written with
// the small validator of the scenario loader so that the page does not carry zod): its types, and
// the schema a unit test compares the reader with (tests/unit/builder-codec-format.test.ts).
import * as z from 'zod/mini';
import { DECK } from '../../../engine/data/card-facts.ts';
import { HOUSE_RULE_IDS } from '../../../engine/scenario/house-ids.ts';
import type { LogFactSpec } from '../../../engine/scenario/schema.ts';
import { POV } from './types.ts';

const str = z.string().check(z.maxLength(300));
const int = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
const opt = z.optional;
const card = z.union([int(0, DECK.length - 1), str]);
const cards = z.array(card).check(z.maxLength(160));
const fact: z.ZodMiniType<LogFactSpec> = z.union([str, z.strictObject({ fact: str, seat: opt(str), data: opt(z.record(str, z.union([str, z.number(), z.boolean(), z.null()]))) })]);

const seatSchema = z.strictObject({
  h: opt(str), w: opt(z.literal(1)), r: opt(z.enum(['l', 'y', 'r', 'n'])), hp: opt(int(-99, 99)),
  m: opt(int(-99, 99)), hd: opt(cards), e: opt(z.strictObject({ w: opt(card), a: opt(card), p: opt(card), m: opt(card) })),
  j: opt(cards), c: opt(z.literal(1)), f: opt(z.literal(1)), a: opt(z.literal(0)), o: opt(z.union([z.literal(0), z.literal(1)])),
});
export const compactSchema = z.strictObject({
  v: int(0, 9999), s: int(0, 100000), p: opt(z.string().check(z.regex(POV))),
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
export type CompactSeat = z.infer<typeof seatSchema>;
export type Card = z.infer<typeof card>;
