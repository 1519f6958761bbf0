// The scenario format (scenarios/*.yaml): a table, the choices made at each decision, the expected
// ruling, notes per step, and the clauses demonstrated. Validated with zod, in its tree-shakable form
// (`zod/mini`, with zod's English messages), since the builder page checks tables with it in the
// browser; exported as JSON Schema.
import type { $ZodCheck } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import * as z from 'zod/mini';

z.config(en());

/** House rules a scenario may turn on (scenario ids, kebab-case; see HOUSE_RULE_KEYS for the engine's switch). */
export const HOUSE_RULE_IDS = ['last-three', 'reincarnation', 'dark-souls', 'scoring'] as const;
export type HouseRuleId = (typeof HOUSE_RULE_IDS)[number];

const opt = z.optional;
const def = z._default;
const nullable = z.nullable;
/** A schema with a description (for the JSON Schema). */
const said = <T extends z.ZodMiniType>(s: T, d: string): T => s.check(z.describe(d));
const int = (...checks: $ZodCheck<number>[]) => z.number().check(z.int(), ...checks);

const NAME = 'is over 200 characters; names, ids and cards are short: shorten it';
const name = z.string().check(z.maxLength(200, NAME));
const seatId = z.string().check(z.maxLength(200, NAME), z.regex(/^p([1-9]|10)$/, 'a seat is written p1 … p10 (turn order)'));
const cardRef = name.check(z.minLength(3, 'a card is written like `lightning ♠A` or `lightning/S/A`'));
const clauseId = name.check(z.regex(/^[a-z0-9]+(\.[a-z0-9-]+)+$/, 'a clause id looks like general.values.distance'));
const roleEnum = z.enum(['lord', 'loyalist', 'rebel', 'renegade']);
const cards = z.array(cardRef);

const seat = z.strictObject({
  hero: said(def(nullable(name), null), 'hero id in pinyin kebab-case (cao-cao), or null for a hero without skills'),
  wording: said(def(z.enum(['revised', 'classic']), 'revised'), 'revised: the wording of source 000 (default); classic: the 2008 wording'),
  role: said(opt(roleEnum), 'required, unless setup.deal deals the roles'),
  hp: opt(int(z.minimum(-5), z.maximum(10))),
  maxHp: opt(int(z.minimum(0), z.maximum(10))),
  hand: def(cards, []),
  equipment: def(z.strictObject({ weapon: opt(cardRef), armor: opt(cardRef), plusMount: opt(cardRef), minusMount: opt(cardRef) }), {}),
  judgment: said(def(cards, []), 'delayed tricks in placement order (last placed is judged first); a card a skill placed as a delayed trick is written `dodge ♦2 as acedia`'),
  chained: def(z.boolean(), false),
  flipped: def(z.boolean(), false),
  alive: said(def(z.boolean(), true), 'false: the player is already eliminated (their role shown); with reincarnation their hand is the cards offered to them'),
  out: said(opt(z.boolean()), 'counts as out for the winning conditions (default: when not alive); true on a living seat: a reincarnated player'),
});

const expectSeat = z.strictObject({
  hero: said(opt(nullable(name)), 'the hero at the seat (null: none); in a 3v3 draft, the hero placed there'),
  role: opt(roleEnum),
  roleShown: said(opt(z.boolean()), 'true: every player sees this role (the Lord\'s from the start, anyone\'s once dead); false: only its own player does'),
  hp: opt(int()),
  maxHp: opt(int()),
  alive: opt(z.boolean()),
  out: said(opt(z.boolean()), 'counts as out for the winning conditions (a reincarnated player is alive and out)'),
  chained: opt(z.boolean()),
  flipped: opt(z.boolean()),
  hand: said(opt(cards), 'exactly these hand cards, in any order'),
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
  summary: said(z.string().check(z.minLength(10), z.maxLength(4000)), 'one or two sentences: the question this ruling answers'),
  topics: z.array(name.check(z.regex(/^[a-z0-9-]+$/))).check(z.minLength(1)),
  cards: said(def(z.array(name), []), 'card ids this scenario demonstrates'),
  heroes: said(def(z.array(name), []), 'hero ids this scenario demonstrates'),
  clauses: said(z.array(clauseId).check(z.minLength(1)), 'the rule clauses this scenario demonstrates'),
  ruling: said(opt(name), 'the public ruling it reproduces, e.g. R16'),
  provenance: said(opt(z.enum(['official-text', 'official-faq', 'engine-verified', 'interpretation', 'disputed'])), 'where the expected ruling comes from: official-text (the official rules, 002), official-faq (a public ruling or FAQ), engine-verified (how the reference engines resolve it; the texts are silent), interpretation (the site\'s reading of a translated card or skill text), disputed (sources disagree: give the other reading in `alternative`)'),
  alternative: said(opt(z.string().check(z.maxLength(4000))), 'where sources disagree: the other reading and its outcome'),
  setup: z.strictObject({
    seats: z.array(seat).check(z.minLength(2), z.maxLength(10)),
    drawPile: said(def(cards, []), 'top first; the rest of the deck is shuffled under these from the seed'),
    discardPile: def(cards, []),
    seed: def(int(), 1),
    current: def(seatId, 'p1'),
    phase: def(z.enum(['start', 'judgment', 'draw', 'play', 'discard', 'end']), 'play'),
    mode: said(def(z.enum(['identity', '3v3']), 'identity'), 'identity (default): the Identity mode; 3v3: the team mode of source 004 (6 seats: lord = warm Commander, loyalist = warm Vanguard, renegade = cool Commander, rebel = cool Vanguard, each Commander between its Vanguards; roles may be left out for p1 … p6 = lord, loyalist, rebel, renegade, rebel, loyalist)'),
    deal: said(opt(z.enum(['identity', '3v3'])), 'identity: the Identity deal: roles from the role table for the number of players (the Lord in p1, the rest shuffled from the seed) unless every seat names one, 4 cards each from the top of the draw pile, the Lord\'s role shown. 3v3 (with mode: 3v3): the game starts at its beginning (current and phase are not used): the cool Commander decides which side acts first, then 4 cards each from the top of the draw pile, p1 first'),
    draft: said(opt(z.array(name).check(z.length(16, 'the 3v3 draft spreads 16 heroes (two piles of 8)'))), 'mode: 3v3 with deal: 3v3 only: the 16 hero ids spread for the draft (variants.3v3.draft-*); the game begins with the draft, and the heroes it places replace the seats\' heroes'),
    at: said(def(z.enum(['begin', 'before']), 'begin'), 'begin: the game starts as the phase begins (default); before: just before it begins, at the phase change, where skills such as Self-Restraint may skip it'),
    sets: def(z.array(z.enum(['standard', 'ex', 'military'])), ['standard', 'ex', 'military']),
    house: said(def(z.array(z.enum(HOUSE_RULE_IDS)).check(z.maxLength(HOUSE_RULE_IDS.length)), []), 'Identity house rules in play (content/docs/modes/house-rules.mdx), all off unless listed'),
    roundsWithThree: said(def(int(z.minimum(0), z.maximum(50)), 0), 'last-three: full rounds already played with three or fewer players left'),
  }),
  script: said(def(z.array(z.string().check(z.minLength(3), z.maxLength(300, 'is over 300 characters; a script line is one choice or one check: shorten it'))), []), 'the choice at each decision, in order, e.g. "p2 plays dodge ♦2", "p3 passes"; and checks of the next decision: "p1 cannot use peach ♥3", "p1 can use strike ♠7 on p2", "p2 is not asked"'),
  until: said(opt(logFact), 'stop when this log fact occurs (default: when the game is over)'),
  expect: z.strictObject({
    seats: def(z.record(seatId, expectSeat), {}),
    winner: said(opt(nullable(z.enum(['lord', 'rebels', 'renegade', 'draw', 'warm', 'cool']))), 'Identity: lord, rebels, renegade or draw; 3v3: warm or cool'),
    scores: said(opt(z.record(seatId, int(z.minimum(0), z.maximum(100)))), 'scoring: each player\'s score for the finished game by 004\'s tables'),
    discardPileIncludes: opt(cards),
    drawPileTop: opt(cards),
    log: said(def(z.array(logFact), []), 'facts that must occur in this order (other facts may come between)'),
    logExcludes: said(opt(z.array(name)), 'facts that must not occur'),
  }),
  notes: def(z.array(z.strictObject({ fact: name, seat: opt(seatId), text: z.string().check(z.minLength(3), z.maxLength(4000)), clauses: def(z.array(clauseId), []) })), []),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema> & { readonly id: string };
export type LogFactSpec = z.output<typeof logFact>;

export function scenarioJsonSchema(): unknown {
  return z.toJSONSchema(scenarioSchema, { io: 'input' });
}
