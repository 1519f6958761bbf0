// The scenario format (scenarios/*.yaml): a table, the choices made at each decision, the expected
// ruling, notes per step, and the clauses demonstrated. Validated with zod; exported as JSON Schema.
import { z } from 'zod';

/** House rules a scenario may turn on (scenario ids, kebab-case; see HOUSE_RULE_KEYS for the engine's switch). */
export const HOUSE_RULE_IDS = ['last-three', 'reincarnation', 'dark-souls', 'scoring'] as const;
export type HouseRuleId = (typeof HOUSE_RULE_IDS)[number];

const NAME = 'is over 200 characters; names, ids and cards are short: shorten it';
const name = z.string().max(200, NAME);
const seatId = z.string().max(200, NAME).regex(/^p([1-9]|10)$/, 'a seat is written p1 … p10 (turn order)');
const cardRef = name.min(3, 'a card is written like `lightning ♠A` or `lightning/S/A`');
const clauseId = name.regex(/^[a-z0-9]+(\.[a-z0-9-]+)+$/, 'a clause id looks like general.values.distance');

const seat = z.strictObject({
  hero: name.nullable().default(null).describe('hero id in pinyin kebab-case (cao-cao), or null for a hero without skills'),
  wording: z.enum(['revised', 'classic']).default('revised').describe('revised: the wording of source 000 (default); classic: the 2008 wording'),
  role: z.enum(['lord', 'loyalist', 'rebel', 'renegade']).optional().describe('required, unless setup.deal deals the roles'),
  hp: z.number().int().min(-5).max(10).optional(),
  maxHp: z.number().int().min(0).max(10).optional(),
  hand: z.array(cardRef).default([]),
  equipment: z.strictObject({ weapon: cardRef.optional(), armor: cardRef.optional(), plusMount: cardRef.optional(), minusMount: cardRef.optional() }).default({}),
  judgment: z.array(cardRef).default([]).describe('delayed tricks in placement order (last placed is judged first); a card a skill placed as a delayed trick is written `dodge ♦2 as acedia`'),
  chained: z.boolean().default(false),
  flipped: z.boolean().default(false),
  alive: z.boolean().default(true).describe('false: the player is already eliminated (their role shown); with reincarnation their hand is the cards offered to them'),
  out: z.boolean().optional().describe('counts as out for the winning conditions (default: when not alive); true on a living seat: a reincarnated player'),
});

const expectSeat = z.strictObject({
  hero: name.nullable().optional().describe('the hero at the seat (null: none); in a 3v3 draft, the hero placed there'),
  role: z.enum(['lord', 'loyalist', 'rebel', 'renegade']).optional(),
  roleShown: z.boolean().optional().describe('true: every player sees this role (the Lord\'s from the start, anyone\'s once dead); false: only its own player does'),
  hp: z.number().int().optional(),
  maxHp: z.number().int().optional(),
  alive: z.boolean().optional(),
  out: z.boolean().optional().describe('counts as out for the winning conditions (a reincarnated player is alive and out)'),
  chained: z.boolean().optional(),
  flipped: z.boolean().optional(),
  hand: z.array(cardRef).optional().describe('exactly these hand cards, in any order'),
  handCount: z.number().int().min(0).optional(),
  handIncludes: z.array(cardRef).optional(),
  equipment: z.strictObject({ weapon: cardRef.nullable().optional(), armor: cardRef.nullable().optional(), plusMount: cardRef.nullable().optional(), minusMount: cardRef.nullable().optional() }).optional(),
  judgment: z.array(cardRef).optional(),
});

const logFact = z.union([
  name.regex(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/, 'a log fact is noun.pastTense, e.g. damage.dealt'),
  z.strictObject({ fact: name, seat: seatId.optional(), data: z.record(name, z.union([name, z.number(), z.boolean(), z.null()])).optional() }),
]);

export const scenarioSchema = z.strictObject({
  $schema: z.string().max(1000).optional(),
  title: name.min(3),
  summary: z.string().min(10).max(4000).describe('one or two sentences: the question this ruling answers'),
  topics: z.array(name.regex(/^[a-z0-9-]+$/)).min(1),
  cards: z.array(name).default([]).describe('card ids this scenario demonstrates'),
  heroes: z.array(name).default([]).describe('hero ids this scenario demonstrates'),
  clauses: z.array(clauseId).min(1).describe('the rule clauses this scenario demonstrates'),
  ruling: name.optional().describe('the public ruling it reproduces, e.g. R16'),
  provenance: z.enum(['official-text', 'official-faq', 'engine-verified', 'interpretation', 'disputed']).optional().describe('where the expected ruling comes from: official-text (the official rules, 002), official-faq (a public ruling or FAQ), engine-verified (how the reference engines resolve it; the texts are silent), interpretation (the site\'s reading of a translated card or skill text), disputed (sources disagree: give the other reading in `alternative`)'),
  alternative: z.string().max(4000).optional().describe('where sources disagree: the other reading and its outcome'),
  setup: z.strictObject({
    seats: z.array(seat).min(2).max(10),
    drawPile: z.array(cardRef).default([]).describe('top first; the rest of the deck is shuffled under these from the seed'),
    discardPile: z.array(cardRef).default([]),
    seed: z.number().int().default(1),
    current: seatId.default('p1'),
    phase: z.enum(['start', 'judgment', 'draw', 'play', 'discard', 'end']).default('play'),
    mode: z.enum(['identity', '3v3']).default('identity').describe('identity (default): the Identity mode; 3v3: the team mode of source 004 (6 seats: lord = warm Commander, loyalist = warm Vanguard, renegade = cool Commander, rebel = cool Vanguard, each Commander between its Vanguards; roles may be left out for p1 … p6 = lord, loyalist, rebel, renegade, rebel, loyalist)'),
    deal: z.enum(['identity', '3v3']).optional().describe('identity: the Identity deal: roles from the role table for the number of players (the Lord in p1, the rest shuffled from the seed) unless every seat names one, 4 cards each from the top of the draw pile, the Lord\'s role shown. 3v3 (with mode: 3v3): the game starts at its beginning (current and phase are not used): the cool Commander decides which side acts first, then 4 cards each from the top of the draw pile, p1 first'),
    draft: z.array(name).length(16, 'the 3v3 draft spreads 16 heroes (two piles of 8)').optional().describe('mode: 3v3 with deal: 3v3 only: the 16 hero ids spread for the draft (variants.3v3.draft-*); the game begins with the draft, and the heroes it places replace the seats\' heroes'),
    at: z.enum(['begin', 'before']).default('begin').describe('begin: the game starts as the phase begins (default); before: just before it begins, at the phase change, where skills such as Self-Restraint may skip it'),
    sets: z.array(z.enum(['standard', 'ex', 'military'])).default(['standard', 'ex', 'military']),
    house: z.array(z.enum(HOUSE_RULE_IDS)).max(HOUSE_RULE_IDS.length).default([]).describe('Identity house rules in play (content/docs/modes/house-rules.mdx), all off unless listed'),
    roundsWithThree: z.number().int().min(0).max(50).default(0).describe('last-three: full rounds already played with three or fewer players left'),
  }),
  script: z.array(z.string().min(3).max(300, 'is over 300 characters; a script line is one choice or one check: shorten it')).default([]).describe('the choice at each decision, in order, e.g. "p2 plays dodge ♦2", "p3 passes"; and checks of the next decision: "p1 cannot use peach ♥3", "p1 can use strike ♠7 on p2", "p2 is not asked"'),
  until: logFact.optional().describe('stop when this log fact occurs (default: when the game is over)'),
  expect: z.strictObject({
    seats: z.record(seatId, expectSeat).default({}),
    winner: z.enum(['lord', 'rebels', 'renegade', 'draw', 'warm', 'cool']).nullable().optional().describe('Identity: lord, rebels, renegade or draw; 3v3: warm or cool'),
    scores: z.record(seatId, z.number().int().min(0).max(100)).optional().describe('scoring: each player\'s score for the finished game by 004\'s tables'),
    discardPileIncludes: z.array(cardRef).optional(),
    drawPileTop: z.array(cardRef).optional(),
    log: z.array(logFact).default([]).describe('facts that must occur in this order (other facts may come between)'),
    logExcludes: z.array(name).optional().describe('facts that must not occur'),
  }),
  notes: z.array(z.strictObject({ fact: name, seat: seatId.optional(), text: z.string().min(3).max(4000), clauses: z.array(clauseId).default([]) })).default([]),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema> & { readonly id: string };
export type LogFactSpec = z.output<typeof logFact>;

export function scenarioJsonSchema(): unknown {
  return z.toJSONSchema(scenarioSchema, { io: 'input' });
}
