// The game cards of Sanguosha as the rules engine reads them: the 43 card kinds (English name, type,
// slot, range, nature) and the 160 physical cards of the Standard (104), EX (4) and Military (军争, 52)
// sets. Pure data, and only what the rules read: the Chinese names are in card-facts.ts (which
// re-exports this module with them merged: the card notation, the pages and the builder read them),
// and the pinyin, aliases and summaries in cards.ts, so that the engine's code in the browser does not
// carry them. The engine's code imports this module (card-facts.ts for types only).
// Deck lists: engine-facts §2.1–§2.3 (FreeKill, QSanguosha and englishsanguosha agree card for
// card; every suit-rank cell holds exactly two Standard cards and one Military card).

export type Suit = 'spade' | 'heart' | 'club' | 'diamond';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type CardSet = 'standard' | 'ex' | 'military';
export type CardType = 'basic' | 'trick' | 'delayed-trick' | 'equipment';
export type EquipSlot = 'weapon' | 'armor' | 'plusMount' | 'minusMount';
export type Nature = 'fire' | 'thunder';

export const CARD_KIND_IDS = [
  'strike', 'fire-strike', 'thunder-strike', 'dodge', 'peach', 'wine',
  'dismantle', 'snatch', 'duel', 'borrowed-sword', 'ex-nihilo', 'nullification',
  'barbarian-invasion', 'arrow-barrage', 'peach-garden', 'harvest', 'iron-chain', 'fire-attack',
  'lightning', 'acedia', 'supply-shortage',
  'crossbow', 'sword-of-blue-steel', 'twin-swords', 'azure-dragon', 'serpent-spear', 'rock-cleaving-axe',
  'halberd', 'kirin-bow', 'frost-blade', 'ancient-scimitar', 'vermilion-fan',
  'eight-trigrams', 'renwang-shield', 'vine', 'silver-lion',
  'jueying', 'dilu', 'zhuahuang-feidian', 'hualiu', 'chitu', 'dayuan', 'zixing',
] as const;
export type CardKindId = (typeof CARD_KIND_IDS)[number];

/** A card kind as the rules read it (card-facts.ts adds its Chinese name, cards.ts its names in other traditions). */
export interface CardKind {
  readonly id: CardKindId;
  /** The site's canonical English name. */
  readonly en: string;
  readonly type: CardType;
  readonly slot?: EquipSlot;
  /** Weapons only: the attack range the weapon gives. */
  readonly range?: number;
  /** Fire Strike and Thunder Strike only. */
  readonly nature?: Nature;
}

/** One physical card. `id` is `${kind}#${n}`, n counting from 1 per kind in DECK order. */
export interface CardInstance {
  readonly id: string;
  readonly kind: CardKindId;
  readonly suit: Suit;
  readonly rank: Rank;
  readonly set: CardSet;
}

/** Each kind but its id (its key here). */
const KINDS: { readonly [K in CardKindId]: Omit<CardKind, 'id'> } = {
  // ---- Basic cards ----
  strike: { en: 'Strike', type: 'basic' },
  'fire-strike': { en: 'Fire Strike', type: 'basic', nature: 'fire' },
  'thunder-strike': { en: 'Thunder Strike', type: 'basic', nature: 'thunder' },
  dodge: { en: 'Dodge', type: 'basic' },
  peach: { en: 'Peach', type: 'basic' },
  wine: { en: 'Wine', type: 'basic' },
  // ---- Non-delayed tricks ----
  dismantle: { en: 'Dismantle', type: 'trick' },
  snatch: { en: 'Snatch', type: 'trick' },
  duel: { en: 'Duel', type: 'trick' },
  'borrowed-sword': { en: 'Borrowed Sword', type: 'trick' },
  'ex-nihilo': { en: 'Ex Nihilo', type: 'trick' },
  nullification: { en: 'Nullification', type: 'trick' },
  'barbarian-invasion': { en: 'Barbarian Invasion', type: 'trick' },
  'arrow-barrage': { en: 'Arrow Barrage', type: 'trick' },
  'peach-garden': { en: 'Peach Garden', type: 'trick' },
  harvest: { en: 'Harvest', type: 'trick' },
  'iron-chain': { en: 'Iron Chain', type: 'trick' },
  'fire-attack': { en: 'Fire Attack', type: 'trick' },
  // ---- Delayed tricks ----
  lightning: { en: 'Lightning', type: 'delayed-trick' },
  acedia: { en: 'Acedia', type: 'delayed-trick' },
  'supply-shortage': { en: 'Supply Shortage', type: 'delayed-trick' },
  // ---- Weapons ----
  crossbow: { en: 'Crossbow', type: 'equipment', slot: 'weapon', range: 1 },
  'sword-of-blue-steel': { en: 'Sword of Blue Steel', type: 'equipment', slot: 'weapon', range: 2 },
  'twin-swords': { en: 'Twin Swords', type: 'equipment', slot: 'weapon', range: 2 },
  'azure-dragon': { en: 'Azure Dragon', type: 'equipment', slot: 'weapon', range: 3 },
  'serpent-spear': { en: 'Serpent Spear', type: 'equipment', slot: 'weapon', range: 3 },
  'rock-cleaving-axe': { en: 'Rock Cleaving Axe', type: 'equipment', slot: 'weapon', range: 3 },
  halberd: { en: 'Halberd', type: 'equipment', slot: 'weapon', range: 4 },
  'kirin-bow': { en: 'Kirin Bow', type: 'equipment', slot: 'weapon', range: 5 },
  'frost-blade': { en: 'Frost Blade', type: 'equipment', slot: 'weapon', range: 2 },
  'ancient-scimitar': { en: 'Ancient Scimitar', type: 'equipment', slot: 'weapon', range: 2 },
  'vermilion-fan': { en: 'Vermilion Fan', type: 'equipment', slot: 'weapon', range: 4 },
  // ---- Armor ----
  'eight-trigrams': { en: 'Eight Trigrams', type: 'equipment', slot: 'armor' },
  'renwang-shield': { en: 'Renwang Shield', type: 'equipment', slot: 'armor' },
  vine: { en: 'Vine', type: 'equipment', slot: 'armor' },
  'silver-lion': { en: 'Silver Lion', type: 'equipment', slot: 'armor' },
  // ---- Mounts ----
  jueying: { en: 'Jueying', type: 'equipment', slot: 'plusMount' },
  dilu: { en: 'Dilu', type: 'equipment', slot: 'plusMount' },
  'zhuahuang-feidian': { en: 'Zhuahuang Feidian', type: 'equipment', slot: 'plusMount' },
  hualiu: { en: 'Hualiu', type: 'equipment', slot: 'plusMount' },
  chitu: { en: 'Chitu', type: 'equipment', slot: 'minusMount' },
  dayuan: { en: 'Dayuan', type: 'equipment', slot: 'minusMount' },
  zixing: { en: 'Zixing', type: 'equipment', slot: 'minusMount' },
};

export const CARD_KINDS: Readonly<Record<CardKindId, CardKind>> = Object.fromEntries(CARD_KIND_IDS.map((id) => [id, { id, ...KINDS[id] }])) as Record<CardKindId, CardKind>;

/**
 * All 160 physical cards: Standard in the order of engine-facts §2.1 (card by card as that table
 * lists them), then the 4 EX cards (§2.2), then the 52 Military cards (§2.3). One run per line: the
 * kind, the set, and its cards in order, each as suit and rank (♠ ♥ ♣ ♦; A, 2–10, J, Q, K), as the
 * card notation writes them. Card ids count from 1 per kind over the whole list (dodge#16 is the
 * first Military Dodge).
 */
const RUNS: readonly (readonly [CardKindId, CardSet, string])[] = [
  // ---- standard ----
  ['strike', 'standard', '♠7 ♠8 ♠8 ♠9 ♠9 ♠10 ♠10 ♥10 ♥10 ♥J ♣2 ♣3 ♣4 ♣5 ♣6 ♣7 ♣8 ♣8 ♣9 ♣9 ♣10 ♣10 ♣J ♣J ♦6 ♦7 ♦8 ♦9 ♦10 ♦K'],
  ['dodge', 'standard', '♥2 ♥2 ♥K ♦2 ♦2 ♦3 ♦4 ♦5 ♦6 ♦7 ♦8 ♦9 ♦10 ♦J ♦J'],
  ['peach', 'standard', '♥3 ♥4 ♥6 ♥7 ♥8 ♥9 ♥Q ♦Q'],
  ['dismantle', 'standard', '♠3 ♠4 ♠Q ♥Q ♣3 ♣4'],
  ['snatch', 'standard', '♠3 ♠4 ♠J ♦3 ♦4'],
  ['duel', 'standard', '♠A ♣A ♦A'],
  ['borrowed-sword', 'standard', '♣Q ♣K'],
  ['ex-nihilo', 'standard', '♥7 ♥8 ♥9 ♥J'],
  ['nullification', 'standard', '♠J ♣Q ♣K'],
  ['barbarian-invasion', 'standard', '♠7 ♠K ♣7'],
  ['arrow-barrage', 'standard', '♥A'],
  ['peach-garden', 'standard', '♥A'],
  ['harvest', 'standard', '♥3 ♥4'],
  ['lightning', 'standard', '♠A'],
  ['acedia', 'standard', '♠6 ♥6 ♣6'],
  ['crossbow', 'standard', '♣A ♦A'],
  ['sword-of-blue-steel', 'standard', '♠6'],
  ['twin-swords', 'standard', '♠2'],
  ['azure-dragon', 'standard', '♠5'],
  ['serpent-spear', 'standard', '♠Q'],
  ['rock-cleaving-axe', 'standard', '♦5'],
  ['halberd', 'standard', '♦Q'],
  ['kirin-bow', 'standard', '♥5'],
  ['eight-trigrams', 'standard', '♠2 ♣2'],
  ['jueying', 'standard', '♠5'],
  ['dilu', 'standard', '♣5'],
  ['zhuahuang-feidian', 'standard', '♥K'],
  ['chitu', 'standard', '♥5'],
  ['dayuan', 'standard', '♠K'],
  ['zixing', 'standard', '♦K'],
  // ---- ex ----
  ['frost-blade', 'ex', '♠2'],
  ['renwang-shield', 'ex', '♣2'],
  ['lightning', 'ex', '♥Q'],
  ['nullification', 'ex', '♦Q'],
  // ---- military ----
  ['thunder-strike', 'military', '♠4 ♠5 ♠6 ♠7 ♠8 ♣5 ♣6 ♣7 ♣8'],
  ['fire-strike', 'military', '♥4 ♥7 ♥10 ♦4 ♦5'],
  ['dodge', 'military', '♥8 ♥9 ♥J ♥Q ♦6 ♦7 ♦8 ♦10 ♦J'],
  ['peach', 'military', '♥5 ♥6 ♦2 ♦3'],
  ['wine', 'military', '♠3 ♠9 ♣3 ♣9 ♦9'],
  ['nullification', 'military', '♠K ♥A ♥K'],
  ['iron-chain', 'military', '♠J ♠Q ♣10 ♣J ♣Q ♣K'],
  ['fire-attack', 'military', '♥2 ♥3 ♦Q'],
  ['supply-shortage', 'military', '♠10 ♣4'],
  ['ancient-scimitar', 'military', '♠A'],
  ['vermilion-fan', 'military', '♦A'],
  ['vine', 'military', '♠2 ♣2'],
  ['silver-lion', 'military', '♣A'],
  ['hualiu', 'military', '♦K'],
];

const SUIT_OF: Readonly<Record<string, Suit>> = { '♠': 'spade', '♥': 'heart', '♣': 'club', '♦': 'diamond' };
const RANK_OF: Readonly<Record<string, Rank>> = { A: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, J: 11, Q: 12, K: 13 };

/** The physical cards of runs like RUNS, in order; a malformed card is an error naming it. */
export function expandRuns(runs: readonly (readonly [CardKindId, CardSet, string])[]): CardInstance[] {
  const counts = new Map<CardKindId, number>();
  return runs.flatMap(([kind, set, cards]) =>
    cards.split(' ').map((text) => {
      const suit = SUIT_OF[text.slice(0, 1)];
      const rank = RANK_OF[text.slice(1)];
      if (!suit || !rank) throw new Error(`card-facts: "${text}" in the ${kind} run is not a suit (♠ ♥ ♣ ♦) and a rank (A, 2–10, J, Q, K)`);
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      return { id: `${kind}#${n}`, kind, suit, rank, set };
    }),
  );
}

export const DECK: readonly CardInstance[] = expandRuns(RUNS);

export function cardKind(id: CardKindId): CardKind {
  return CARD_KINDS[id];
}

export function colourOf(suit: Suit): 'red' | 'black' {
  return suit === 'heart' || suit === 'diamond' ? 'red' : 'black';
}

const KIND_ID_SET: ReadonlySet<string> = new Set<string>(CARD_KIND_IDS);

export function isCardKindId(s: string): s is CardKindId {
  return KIND_ID_SET.has(s);
}
