// The 3v3 clauses the mode cites (content/clauses/variants.yaml, section variants.3v3); a unit test
// checks that each exists.
export const CL3 = {
  overview: 'variants.3v3.overview',
  goal: 'variants.3v3.goal',
  identityCards: 'variants.3v3.identity-cards',
  seating: 'variants.3v3.seating',
  draftPiles: 'variants.3v3.draft-piles',
  draftSides: 'variants.3v3.draft-sides',
  draftOrder: 'variants.3v3.draft-order',
  draftDisplay: 'variants.3v3.draft-display',
  draftLineup: 'variants.3v3.draft-lineup',
  firstTurn: 'variants.3v3.first-turn',
  commanderBonus: 'variants.3v3.commander-bonus',
  markers: 'variants.3v3.action-markers',
  alternation: 'variants.3v3.alternation',
  whoActs: 'variants.3v3.who-acts',
  simultaneous: 'variants.3v3.simultaneous-skills',
  aoeDirection: 'variants.3v3.aoe-direction',
  noLightning: 'variants.3v3.no-lightning',
  reward: 'variants.3v3.reward',
  noLordSkills: 'variants.3v3.no-lord-skills',
} as const;

/** The log facts the 3v3 mode records (merged into the engine's list in facts.ts). */
export const THREES_FACTS: readonly string[] = [
  'side.chosen', 'action.chosen', 'marker.turned', 'markers.reset', 'right.passed', 'right.kept',
  'draft.ordered', 'draft.picked', 'draft.placed', 'draft.revealed',
];
