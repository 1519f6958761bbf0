// The game cards of Sanguosha with every name they go by and a summary: the rules' facts
// (card-facts.ts, which the engine reads), the other names (card-names.ts: pinyin, aliases) and, per
// card kind, one plain sentence that the card pages and the glossary show.
import { CARD_KIND_IDS, CARD_KINDS as FACTS, type CardKind as CardFacts, type CardKindId } from './card-facts.ts';
import { CARD_NAMES, type CardNames } from './card-names.ts';

export * from './card-facts.ts';
export type { CardAlias, CardNames } from './card-names.ts';

/** A card kind: its rules' facts, its other names and its summary. */
export interface CardKind extends CardFacts, CardNames {
  /** One plain sentence; the rules themselves are the clauses cards.<id>.* in content/clauses/cards.yaml. */
  readonly summary: string;
}

const SUMMARIES: Readonly<Record<CardKindId, string>> = {
  // ---- Basic cards ----
  strike: 'Use it on a player within your attack range; unless they cancel it with a Dodge, it deals 1 damage.',
  'fire-strike': 'A Strike that deals fire damage.',
  'thunder-strike': 'A Strike that deals thunder damage.',
  dodge: 'Use it to cancel a Strike aimed at you, or play it when a card such as Arrow Barrage asks you for a Dodge.',
  peach: 'Recover 1 HP in your play phase, or save a dying player by giving them 1 HP.',
  wine: 'Once per turn, make your next Strike this turn deal 1 more damage; or, when you are dying, recover 1 HP.',
  // ---- Non-delayed tricks ----
  dismantle: 'Discard one card from another player’s hand, equipment zone or judgment zone.',
  snatch: 'Take one card from the hand, equipment zone or judgment zone of a player at distance 1.',
  duel: 'You and another player take turns playing Strikes, the target first; the first who does not takes 1 damage from the other.',
  'borrowed-sword': 'A player with a weapon must use a Strike on a player you choose within their attack range, or give you their weapon.',
  'ex-nihilo': 'Draw two cards.',
  nullification: 'Cancel the effect of a trick card on one target, including another Nullification.',
  'barbarian-invasion': 'Every other player must play a Strike or take 1 damage from you.',
  'arrow-barrage': 'Every other player must play a Dodge or take 1 damage from you.',
  'peach-garden': 'Every wounded player recovers 1 HP.',
  harvest: 'Reveal one card from the draw pile per living player; starting with you, each player takes one.',
  'iron-chain': 'Chain or reset one or two players, so that fire and thunder damage spreads between chained players; or recast it to draw a card.',
  'fire-attack': 'The target shows a hand card; if you discard a hand card of the same suit, you deal 1 fire damage to them.',
  // ---- Delayed tricks ----
  lightning: 'Placed in your own judgment zone, it strikes its holder for 3 thunder damage on a judgment of ♠2–♠9, and otherwise moves on to the next player.',
  acedia: 'Placed in another player’s judgment zone, it makes them skip their play phase unless their judgment is a heart.',
  'supply-shortage': 'Placed in the judgment zone of a player at distance 1, it makes them skip their draw phase unless their judgment is a club.',
  // ---- Weapons ----
  crossbow: 'You may use any number of Strikes in your play phase.',
  'sword-of-blue-steel': 'Your Strikes ignore the target’s armor.',
  'twin-swords': 'When your Strike targets a player of the other gender, they discard a hand card or let you draw a card.',
  'azure-dragon': 'When your Strike is cancelled by a Dodge, you may use another Strike on the same player.',
  'serpent-spear': 'You may use or play any two hand cards as a Strike.',
  'rock-cleaving-axe': 'When your Strike is cancelled by a Dodge, you may discard two cards to make it hit anyway.',
  halberd: 'When the Strike you use is the last card in your hand, it may have up to two extra targets.',
  'kirin-bow': 'When your Strike deals damage, you may discard one of the target’s mounts.',
  'frost-blade': 'When your Strike would deal damage, you may prevent it and discard two of the target’s cards instead.',
  'ancient-scimitar': 'Your Strike deals 1 more damage to a player who has no hand cards.',
  'vermilion-fan': 'You may use an ordinary Strike as a Fire Strike.',
  // ---- Armor ----
  'eight-trigrams': 'When you need a Dodge, you may make a judgment; if it is red, you are treated as having used or played one.',
  'renwang-shield': 'Black Strikes have no effect on you.',
  vine: 'Ordinary Strikes, Barbarian Invasion and Arrow Barrage have no effect on you, but fire damage to you is increased by 1.',
  'silver-lion': 'You never take more than 1 damage at a time, and you recover 1 HP when it leaves your equipment zone.',
  // ---- Mounts ----
  jueying: 'A +1 mount: other players’ distance to you is increased by 1.',
  dilu: 'A +1 mount: other players’ distance to you is increased by 1.',
  'zhuahuang-feidian': 'A +1 mount: other players’ distance to you is increased by 1.',
  hualiu: 'A +1 mount: other players’ distance to you is increased by 1.',
  chitu: 'A −1 mount: your distance to other players is reduced by 1.',
  dayuan: 'A −1 mount: your distance to other players is reduced by 1.',
  zixing: 'A −1 mount: your distance to other players is reduced by 1.',
};

export const CARD_KINDS: Readonly<Record<CardKindId, CardKind>> = Object.fromEntries(CARD_KIND_IDS.map((id) => [id, { ...FACTS[id], ...CARD_NAMES[id], summary: SUMMARIES[id] }])) as Record<CardKindId, CardKind>;

export function cardKind(id: CardKindId): CardKind {
  return CARD_KINDS[id];
}
