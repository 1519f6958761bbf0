// Names the house rules share with the scenario checks and the sandbox view: log facts and seat
// flags. No imports, so reading them loads no rule code.

/** The log fact after a reincarnated player's death: no reward or punishment for it (variants.reincarnation.still-out). */
export const NO_REWARD = 'reward.none';
/** Seat flag: the player was reincarnated and has not died since (variants.reincarnation.still-out: their death brings nothing). */
export const REBORN = 'house:reborn';
/** Seat flag: no unused hero of the seat's faction was left (variants.reincarnation.no-match). */
export const NO_HERO = 'house:no-hero';
/** Seat flag: an offering made this turn (cleared when the turn ends, like every `turn:` flag). */
export const OFFERED = 'turn:offered';
/** Seat flag of the Lord's seat: rounds begun with three or fewer players left (variants.last-three.rule). */
export const ROUNDS_FLAG = 'house:rounds-with-three';
/** Choose purposes of the house rules (frames/choose.ts asks the mode for them). */
export const BATCH_CHECK = 'house:last-three-check';
/** Choose purpose: a living player's offering at the end of another player's turn (variants.reincarnation.offerings). */
export const OFFER_WINDOW = 'house:offering';
export const SOUL_PURPOSES: readonly string[] = ['house:possess', 'house:xuanwu', 'house:you-zhu'];
