// Every rule clause the engine cites, by a short name. The ids are the content's clause ids
// (content/clauses/*.yaml); a unit test fails if any of them does not exist there.
export const CL = {
  // general rules (002)
  turn: 'general.flow.turn',
  phases: 'general.flow.phases',
  skip: 'general.flow.skip',
  handLimit: 'general.values.hand-limit',
  maxHp: 'general.values.max-hp',
  maxHpZero: 'general.values.max-hp-zero',
  kill: 'general.flow.kill',
  retrial: 'general.card-handling.replace',
  useAsSeveral: 'general.card-handling.use-as-several-cards',
  distance: 'general.values.distance',
  distanceMounts: 'general.values.distance-mounts',
  attackRange: 'general.values.attack-range',
  dying: 'general.flow.dying',
  death: 'general.flow.death',
  deathInOwnTurn: 'general.flow.death-during-own-turn',
  laterFirst: 'general.events.later-events-first',
  use: 'general.card-handling.use',
  play: 'general.card-handling.play',
  discard: 'general.card-handling.discard',
  toDiscardPile: 'general.card-handling.put-into-discard-pile',
  useAs: 'general.card-handling.use-as',
  treatedAs: 'general.card-handling.treated-as',
  obtain: 'general.card-handling.obtain',
  give: 'general.card-handling.give',
  judgment: 'general.card-handling.judgment',
  damage: 'general.skill-wording.damage-source',
  damagePoints: 'general.skill-wording.damage-points',
  sourceRemoved: 'general.skill-wording.source-removed',
  elemental: 'general.skill-wording.elemental-damage',
  loseHp: 'general.skill-wording.lose-hp',
  reduceHp: 'general.skill-wording.reduce-hp',
  recover: 'general.skill-wording.recover',
  chain: 'general.hero-handling.chained',
  reset: 'general.hero-handling.reset',
  flip: 'general.hero-handling.flip',
  noEffect: 'general.events.no-effect',
  cancel: 'general.events.cancel',
  // identity mode (004)
  roles: 'identity.roles.table',
  lordBonus: 'identity.setup.lord-bonus',
  startingHand: 'identity.setup.starting-hand',
  turnOrder: 'identity.turn.order',
  damageSequence: 'identity.damage.sequence',
  deathReveal: 'identity.death.reveal',
  rewardRebel: 'identity.reward.rebel-killed',
  punishLoyalist: 'identity.punishment.loyalist-killed',
  winLord: 'identity.victory.lord',
  winRebels: 'identity.victory.rebels',
  winRenegade: 'identity.victory.renegade',
  deckExhausted: 'identity.deck.exhausted',
  deckReshuffle: 'identity.deck.reshuffle',
  // cards
  strike: 'cards.strike.effect',
  strikeLimit: 'cards.strike.limit',
  strikeRange: 'cards.strike.range',
  strikeDodge: 'cards.strike.dodge',
  strikeResponse: 'cards.strike.response',
  dodge: 'cards.dodge.response',
  peach: 'cards.peach.effect',
  peachDying: 'cards.peach.dying',
  wine: 'cards.wine.bonus',
  wineDying: 'cards.wine.dying',
  wineLimit: 'cards.wine.limit',
  nullification: 'cards.nullification.chain',
  nullifyDelayed: 'cards.nullification.delayed',
  lightning: 'cards.lightning.judgment',
  lightningPass: 'cards.lightning.pass',
  acedia: 'cards.acedia.judgment',
  supplyShortage: 'cards.supply-shortage.judgment',
  ironChain: 'cards.iron-chain.effect',
  recast: 'cards.iron-chain.recast',
  conduction: 'cards.iron-chain.conduction',
  duel: 'cards.duel.rounds',
  harvest: 'cards.harvest.pick',
  borrowedSwordRefuse: 'cards.borrowed-sword.refuse',
  fireAttackShow: 'cards.fire-attack.show',
  equipReplace: 'cards.equipment.replace',
  plusMount: 'cards.mounts.plus',
  minusMount: 'cards.mounts.minus',
} as const;

export type ClauseName = keyof typeof CL;

/** The clause of a card's main effect. */
export function cardClause(kind: string): string {
  return `cards.${kind}.effect`;
}

/** The clause of a hero skill in a wording. */
export function skillClause(hero: string, skill: string, wording: 'revised' | 'classic'): string {
  return `heroes.${hero}.${skill}.${wording}`;
}
