// The scenario format (scenarios/*.yaml): a table, the choices made at each decision, the expected
// ruling, notes per step, and the clauses demonstrated. Validated with zod, in its tree-shakable form
// (`zod/mini`, with zod's English messages), since the builder page checks tables with it in the
// browser; exported as JSON Schema by schema-json.ts. A field's description for the JSON Schema is
// named here by its key ('seat.hero') and written in schema-docs.ts, so that the page does not carry
// the descriptions' text.
import type { $ZodCheck } from 'zod/v4/core';
import * as z from 'zod/mini';
import { scenarioMessage } from './messages.ts';
import type { SCHEMA_DOCS } from './schema-docs.ts';

z.config({ localeError: scenarioMessage }); // zod's English words (messages.ts)

import { HOUSE_RULE_IDS } from './house-ids.ts';

export { HOUSE_RULE_IDS, type HouseRuleId } from './house-ids.ts';

const opt = z.optional;
const def = z._default;
const nullable = z.nullable;
/** A schema with a description for the JSON Schema: `key` names its text in schema-docs.ts. */
const said = <T extends z.ZodMiniType>(s: T, key: keyof typeof SCHEMA_DOCS): T => s.check(z.describe(key));
const int = (...checks: $ZodCheck<number>[]) => z.number().check(z.int(), ...checks);

const NAME = 'is over 200 characters; names, ids and cards are short: shorten it';
const name = z.string().check(z.maxLength(200, NAME));
const seatId = z.string().check(z.maxLength(200, NAME), z.regex(/^p([1-9]|10)$/, 'a seat is written p1 … p10 (turn order)'));
const cardRef = name.check(z.minLength(3, 'a card is written like `lightning ♠A` or `lightning/S/A`'));
const clauseId = name.check(z.regex(/^[a-z0-9]+(\.[a-z0-9-]+)+$/, 'a clause id looks like general.values.distance'));
const roleEnum = z.enum(['lord', 'loyalist', 'rebel', 'renegade']);
const cards = z.array(cardRef);

const seat = z.strictObject({
  hero: said(def(nullable(name), null), 'seat.hero'),
  wording: said(def(z.enum(['revised', 'classic']), 'revised'), 'seat.wording'),
  role: said(opt(roleEnum), 'seat.role'),
  hp: opt(int(z.minimum(-5), z.maximum(10))),
  maxHp: opt(int(z.minimum(0), z.maximum(10))),
  hand: def(cards, []),
  equipment: def(z.strictObject({ weapon: opt(cardRef), armor: opt(cardRef), plusMount: opt(cardRef), minusMount: opt(cardRef) }), {}),
  judgment: said(def(cards, []), 'seat.judgment'),
  chained: def(z.boolean(), false),
  flipped: def(z.boolean(), false),
  alive: said(def(z.boolean(), true), 'seat.alive'),
  out: said(opt(z.boolean()), 'seat.out'),
});

const expectSeat = z.strictObject({
  hero: said(opt(nullable(name)), 'expectSeat.hero'),
  role: opt(roleEnum),
  roleShown: said(opt(z.boolean()), 'expectSeat.roleShown'),
  hp: opt(int()),
  maxHp: opt(int()),
  alive: opt(z.boolean()),
  out: said(opt(z.boolean()), 'expectSeat.out'),
  chained: opt(z.boolean()),
  flipped: opt(z.boolean()),
  hand: said(opt(cards), 'expectSeat.hand'),
  handCount: opt(int(z.minimum(0))),
  handIncludes: opt(cards),
  equipment: opt(z.strictObject({ weapon: opt(nullable(cardRef)), armor: opt(nullable(cardRef)), plusMount: opt(nullable(cardRef)), minusMount: opt(nullable(cardRef)) })),
  judgment: opt(cards),
});

const logFact = z.union([
  name.check(z.regex(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/, 'a log fact is noun.pastTense, e.g. damage.dealt')),
  z.strictObject({ fact: name, seat: opt(seatId), data: opt(z.record(name, z.union([name, z.number(), z.boolean(), z.null()]))) }),
]);

export const scenarioSchema = z.strictObject({
  $schema: opt(z.string().check(z.maxLength(1000))),
  title: name.check(z.minLength(3)),
  summary: said(z.string().check(z.minLength(10), z.maxLength(4000)), 'summary'),
  topics: z.array(name.check(z.regex(/^[a-z0-9-]+$/))).check(z.minLength(1)),
  cards: said(def(z.array(name), []), 'cards'),
  heroes: said(def(z.array(name), []), 'heroes'),
  clauses: said(z.array(clauseId).check(z.minLength(1)), 'clauses'),
  ruling: said(opt(name), 'ruling'),
  provenance: said(opt(z.enum(['official-text', 'official-faq', 'engine-verified', 'interpretation', 'disputed'])), 'provenance'),
  alternative: said(opt(z.string().check(z.maxLength(4000))), 'alternative'),
  setup: z.strictObject({
    seats: z.array(seat).check(z.minLength(2), z.maxLength(10)),
    drawPile: said(def(cards, []), 'setup.drawPile'),
    discardPile: def(cards, []),
    seed: def(int(), 1),
    current: def(seatId, 'p1'),
    phase: def(z.enum(['start', 'judgment', 'draw', 'play', 'discard', 'end']), 'play'),
    mode: said(def(z.enum(['identity', '3v3']), 'identity'), 'setup.mode'),
    deal: said(opt(z.enum(['identity', '3v3'])), 'setup.deal'),
    draft: said(opt(z.array(name).check(z.length(16, 'the 3v3 draft spreads 16 heroes (two piles of 8)'))), 'setup.draft'),
    at: said(def(z.enum(['begin', 'before']), 'begin'), 'setup.at'),
    sets: def(z.array(z.enum(['standard', 'ex', 'military'])), ['standard', 'ex', 'military']),
    house: said(def(z.array(z.enum(HOUSE_RULE_IDS)).check(z.maxLength(HOUSE_RULE_IDS.length)), []), 'setup.house'),
    roundsWithThree: said(def(int(z.minimum(0), z.maximum(50)), 0), 'setup.roundsWithThree'),
  }),
  script: said(def(z.array(z.string().check(z.minLength(3), z.maxLength(300, 'is over 300 characters; a script line is one choice or one check: shorten it'))), []), 'script'),
  until: said(opt(logFact), 'until'),
  expect: z.strictObject({
    seats: def(z.record(seatId, expectSeat), {}),
    winner: said(opt(nullable(z.enum(['lord', 'rebels', 'renegade', 'draw', 'warm', 'cool']))), 'expect.winner'),
    scores: said(opt(z.record(seatId, int(z.minimum(0), z.maximum(100)))), 'expect.scores'),
    discardPileIncludes: opt(cards),
    drawPileTop: opt(cards),
    log: said(def(z.array(logFact), []), 'expect.log'),
    logExcludes: said(opt(z.array(name)), 'expect.logExcludes'),
  }),
  notes: def(z.array(z.strictObject({ fact: name, seat: opt(seatId), text: z.string().check(z.minLength(3), z.maxLength(4000)), clauses: def(z.array(clauseId), []) })), []),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema> & { readonly id: string };
export type LogFactSpec = z.output<typeof logFact>;
