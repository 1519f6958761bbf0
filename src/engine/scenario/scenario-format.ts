// The scenario format (scenarios/*.yaml) for the loader (load.ts): the same fields, checks, defaults
// and words as the zod schema (schema.ts, the reference, which writes the JSON Schema and the types),
// in the small validator valid.ts, so that the builder page checks tables without carrying zod. A
// change to the format is made in both; valid.test.ts fails on any difference it can find.
import { HOUSE_RULE_IDS } from './house-ids.ts';
import type { Scenario } from './schema.ts';
import { array, boolean, int, length, maximum, maxLength, minimum, minLength, nonoptional, nul, nullable, number, optional, options, record, regex, strictObject, string, union, withDefault as def, type Issue, type V } from './valid.ts';

const NAME = 'is over 200 characters; names, ids and cards are short: shorten it';
const nameChecks = [maxLength(200, NAME)] as const;
const name = string(...nameChecks);
const seatId = string(maxLength(200, NAME), regex(/^p([1-9]|10)$/, 'a seat is written p1 … p10 (turn order)'));
const cardRef = string(...nameChecks, minLength(3, 'a card is written like `lightning ♠A` or `lightning/S/A`'));
const clauseId = string(...nameChecks, regex(/^[a-z0-9]+(\.[a-z0-9-]+)+$/, 'a clause id looks like general.values.distance'));
const role = options(['lord', 'loyalist', 'rebel', 'renegade']);
const cards = array(cardRef);
const equipment = (slot: V) => strictObject({ weapon: optional(slot), armor: optional(slot), plusMount: optional(slot), minusMount: optional(slot) });

const seat = strictObject({
  hero: def(nullable(name), null),
  wording: def(options(['revised', 'classic']), 'revised'),
  role: optional(role),
  hp: optional(int(minimum(-5), maximum(10))),
  maxHp: optional(int(minimum(0), maximum(10))),
  hand: def(cards, []),
  equipment: def(equipment(cardRef), {}),
  judgment: def(cards, []),
  chained: def(boolean(), false),
  flipped: def(boolean(), false),
  alive: def(boolean(), true),
  out: optional(boolean()),
});

const expectSeat = strictObject({
  hero: optional(nullable(name)),
  role: optional(role),
  roleShown: optional(boolean()),
  hp: optional(int()),
  maxHp: optional(int()),
  alive: optional(boolean()),
  out: optional(boolean()),
  chained: optional(boolean()),
  flipped: optional(boolean()),
  hand: optional(cards),
  handCount: optional(int(minimum(0))),
  handIncludes: optional(cards),
  equipment: optional(equipment(nullable(cardRef))),
  judgment: optional(cards),
});

const logFact = union([
  string(...nameChecks, regex(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/, 'a log fact is noun.pastTense, e.g. damage.dealt')),
  strictObject({ fact: name, seat: optional(seatId), data: optional(record(name, union([name, number(), boolean(), nul()]))) }),
]);

const top = {
  $schema: optional(string(maxLength(1000))),
  title: string(...nameChecks, minLength(3)),
  summary: string(minLength(10), maxLength(4000)),
  topics: array(string(...nameChecks, regex(/^[a-z0-9-]+$/)), minLength(1)),
  cards: def(array(name), []),
  heroes: def(array(name), []),
  clauses: array(clauseId, minLength(1)),
  ruling: optional(name),
  provenance: optional(options(['official-text', 'official-faq', 'engine-verified', 'interpretation', 'disputed'])),
  alternative: optional(string(maxLength(4000))),
  setup: strictObject({
    seats: array(seat, minLength(2), maxLength(10)),
    drawPile: def(cards, []),
    discardPile: def(cards, []),
    seed: def(int(), 1),
    current: def(seatId, 'p1'),
    phase: def(options(['start', 'judgment', 'draw', 'play', 'discard', 'end']), 'play'),
    mode: def(options(['identity', '3v3']), 'identity'),
    deal: optional(options(['identity', '3v3'])),
    draft: optional(array(name, length(16, 'the 3v3 draft spreads 16 heroes (two piles of 8)'))),
    at: def(options(['begin', 'before']), 'begin'),
    sets: def(array(options(['standard', 'ex', 'military'])), ['standard', 'ex', 'military']),
    house: def(array(options(HOUSE_RULE_IDS), maxLength(HOUSE_RULE_IDS.length)), []),
    roundsWithThree: def(int(minimum(0), maximum(50)), 0),
  }),
  script: def(array(string(minLength(3), maxLength(300, 'is over 300 characters; a script line is one choice or one check: shorten it'))), []),
  until: optional(logFact),
  expect: strictObject({
    seats: def(record(seatId, expectSeat), {}),
    winner: optional(nullable(options(['lord', 'rebels', 'renegade', 'draw', 'warm', 'cool']))),
    scores: optional(record(seatId, int(minimum(0), maximum(100)))),
    discardPileIncludes: optional(cards),
    drawPileTop: optional(cards),
    log: def(array(logFact), []),
    logExcludes: optional(array(name)),
  }),
  notes: def(array(strictObject({ fact: name, seat: optional(seatId), text: string(minLength(3), maxLength(4000)), clauses: def(array(clauseId), []) })), []),
} as const;

const scenario = strictObject(top);
/** The setup alone (the builder fills in its defaults: model/table.ts). */
const setup = top.setup;
/** A file the builder imports: every field optional but the setup (zod's required(partial(schema), { setup: true })). */
const imported = strictObject(Object.fromEntries(Object.entries(top).map(([k, v]) => [k, k === 'setup' ? nonoptional(optional(v)) : optional(v)])));

export type Parsed<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly issues: readonly Issue[] };
const parseWith = <T>(v: V) => (raw: unknown): Parsed<T> => {
  const r = v.run(raw);
  return r.issues.length ? { success: false, issues: r.issues } : { success: true, data: r.value as T };
};

/** Reads a scenario file's content: its data with the defaults filled in, or every issue with its path and zod's words. */
export const parseScenario = parseWith<Omit<Scenario, 'id'>>(scenario);
/** The setup with its defaults filled in, or its issues (paths from the setup). */
export const parseSetup = parseWith<Scenario['setup']>(setup);
/** A file the builder imports: any field may be left out but the setup. */
export const parseImported = parseWith<Partial<Omit<Scenario, 'id' | 'setup'>> & Pick<Scenario, 'setup'>>(imported);
