// The 3v3 clauses the mode cites (content/clauses/variants.yaml, section variants.3v3), one constant
// each, read as CL3.goal through clauses.ts: the build writes each id where it is used (rolldown's
// inlineConst, as for the engine's clause-names.ts), so the sides chunk, which the builder loads at
// once, carries no object of them. clause-ids.test.ts checks that each exists.
export const overview = 'variants.3v3.overview';
export const goal = 'variants.3v3.goal';
export const identityCards = 'variants.3v3.identity-cards';
export const seating = 'variants.3v3.seating';
export const draftPiles = 'variants.3v3.draft-piles';
export const draftSides = 'variants.3v3.draft-sides';
export const draftOrder = 'variants.3v3.draft-order';
export const draftDisplay = 'variants.3v3.draft-display';
export const draftLineup = 'variants.3v3.draft-lineup';
export const firstTurn = 'variants.3v3.first-turn';
export const commanderBonus = 'variants.3v3.commander-bonus';
export const markers = 'variants.3v3.action-markers';
export const alternation = 'variants.3v3.alternation';
export const whoActs = 'variants.3v3.who-acts';
export const simultaneous = 'variants.3v3.simultaneous-skills';
export const aoeDirection = 'variants.3v3.aoe-direction';
export const noLightning = 'variants.3v3.no-lightning';
export const reward = 'variants.3v3.reward';
export const noLordSkills = 'variants.3v3.no-lord-skills';
