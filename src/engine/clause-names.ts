// Every rule clause the engine cites, by a short name: `CL.damage` (clause-ids.ts re-exports this
// module as CL). One constant each, so that the bundle carries only the ids the code cites, each
// where it is used, and no object of names. The ids are the content's clause ids
// (content/clauses/*.yaml); a unit test fails if any of them does not exist there.

// general rules (002)
export const turn = 'general.flow.turn';
export const phases = 'general.flow.phases';
export const skip = 'general.flow.skip';
export const handLimit = 'general.values.hand-limit';
export const maxHp = 'general.values.max-hp';
export const maxHpZero = 'general.values.max-hp-zero';
export const kill = 'general.flow.kill';
export const retrial = 'general.card-handling.replace';
export const useAsSeveral = 'general.card-handling.use-as-several-cards';
export const distance = 'general.values.distance';
export const distanceMounts = 'general.values.distance-mounts';
export const attackRange = 'general.values.attack-range';
export const dying = 'general.flow.dying';
export const death = 'general.flow.death';
export const deathInOwnTurn = 'general.flow.death-during-own-turn';
export const laterFirst = 'general.events.later-events-first';
export const use = 'general.card-handling.use';
export const play = 'general.card-handling.play';
export const discard = 'general.card-handling.discard';
export const toDiscardPile = 'general.card-handling.put-into-discard-pile';
export const useAs = 'general.card-handling.use-as';
export const treatedAs = 'general.card-handling.treated-as';
export const obtain = 'general.card-handling.obtain';
export const give = 'general.card-handling.give';
export const judgment = 'general.card-handling.judgment';
export const damage = 'general.skill-wording.damage-source';
export const damagePoints = 'general.skill-wording.damage-points';
export const sourceRemoved = 'general.skill-wording.source-removed';
export const elemental = 'general.skill-wording.elemental-damage';
export const loseHp = 'general.skill-wording.lose-hp';
export const reduceHp = 'general.skill-wording.reduce-hp';
export const recover = 'general.skill-wording.recover';
export const chain = 'general.hero-handling.chained';
export const reset = 'general.hero-handling.reset';
export const flip = 'general.hero-handling.flip';
export const noEffect = 'general.events.no-effect';
export const cancel = 'general.events.cancel';
// identity mode (004)
export const roles = 'identity.roles.table';
export const lordBonus = 'identity.setup.lord-bonus';
export const startingHand = 'identity.setup.starting-hand';
export const turnOrder = 'identity.turn.order';
export const damageSequence = 'identity.damage.sequence';
export const deathReveal = 'identity.death.reveal';
export const rewardRebel = 'identity.reward.rebel-killed';
export const punishLoyalist = 'identity.punishment.loyalist-killed';
export const winLord = 'identity.victory.lord';
export const winRebels = 'identity.victory.rebels';
export const winRenegade = 'identity.victory.renegade';
export const deckExhausted = 'identity.deck.exhausted';
export const deckReshuffle = 'identity.deck.reshuffle';
// cards
export const strike = 'cards.strike.effect';
export const strikeLimit = 'cards.strike.limit';
export const strikeRange = 'cards.strike.range';
export const strikeDodge = 'cards.strike.dodge';
export const strikeResponse = 'cards.strike.response';
export const dodge = 'cards.dodge.response';
export const peach = 'cards.peach.effect';
export const peachDying = 'cards.peach.dying';
export const wine = 'cards.wine.bonus';
export const wineDying = 'cards.wine.dying';
export const wineLimit = 'cards.wine.limit';
export const nullification = 'cards.nullification.chain';
export const nullifyDelayed = 'cards.nullification.delayed';
export const lightning = 'cards.lightning.judgment';
export const lightningPass = 'cards.lightning.pass';
export const acedia = 'cards.acedia.judgment';
export const supplyShortage = 'cards.supply-shortage.judgment';
export const ironChain = 'cards.iron-chain.effect';
export const recast = 'cards.iron-chain.recast';
export const conduction = 'cards.iron-chain.conduction';
export const duel = 'cards.duel.rounds';
export const harvest = 'cards.harvest.pick';
export const borrowedSwordRefuse = 'cards.borrowed-sword.refuse';
export const fireAttackShow = 'cards.fire-attack.show';
export const equipReplace = 'cards.equipment.replace';
export const plusMount = 'cards.mounts.plus';
export const minusMount = 'cards.mounts.minus';
