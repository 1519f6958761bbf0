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

/**
 * The kinds of each type, and of each equipment slot, as runs of CARD_KIND_IDS in its order (6 basic
 * cards, then 12 tricks …); each weapon's attack range in the same order; the two natures. The
 * English name is the id's words, capitalised but "of" (each card page's title: card-rules.test.ts
 * checks every kind against the table it had written out).
 */
const TYPE_RUNS: readonly (readonly [CardType | EquipSlot, number])[] = [['basic', 6], ['trick', 12], ['delayed-trick', 3], ['weapon', 11], ['armor', 4], ['plusMount', 4], ['minusMount', 3]];
const WEAPON_RANGES: readonly number[] = [1, 2, 2, 3, 3, 3, 4, 5, 2, 2, 4]; // crossbow … vermilion-fan
const NATURES: Readonly<Record<string, Nature>> = { 'fire-strike': 'fire', 'thunder-strike': 'thunder' };
const SLOTS: ReadonlySet<string> = new Set<EquipSlot>(['weapon', 'armor', 'plusMount', 'minusMount']);
const isSlot = (t: string): t is EquipSlot => SLOTS.has(t);

/** "sword-of-blue-steel" → "Sword of Blue Steel". */
export const englishOf = (id: string): string => id.split('-').map((w) => (w === 'of' ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');

function kinds(): Record<CardKindId, CardKind> {
  const out: Partial<Record<CardKindId, CardKind>> = {};
  let i = 0;
  let weapon = 0;
  for (const [type, count] of TYPE_RUNS) {
    for (const id of CARD_KIND_IDS.slice(i, i + count)) {
      const nature = NATURES[id];
      out[id] = {
        id, en: englishOf(id),
        ...(isSlot(type) ? { type: 'equipment', slot: type, ...(type === 'weapon' ? { range: WEAPON_RANGES[weapon++] } : {}) } : { type }),
        ...(nature ? { nature } : {}),
      };
    }
    i += count;
  }
  return out as Record<CardKindId, CardKind>;
}

export const CARD_KINDS: Readonly<Record<CardKindId, CardKind>> = kinds();

/** A run of the deck list: the kind, the set and its cards ("♠7 ♠8 …"). */
type Run = readonly [CardKindId, CardSet, string];

/**
 * All 160 physical cards: Standard in the order of engine-facts §2.1 (card by card as that table
 * lists them), then the 4 EX cards (§2.2), then the 52 Military cards (§2.3). One run per line: the
 * kind, the set, and its cards in order, each as suit and rank (♠ ♥ ♣ ♦; A, 2–10, J, Q, K), as the
 * card notation writes them. Card ids count from 1 per kind over the whole list (dodge#16 is the
 * first Military Dodge).
 */
export const DECK_RUNS: readonly Run[] = [
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

/**
 * What is wrong with runs like DECK_RUNS: one message per malformed card, naming it and its run.
 * The tests check DECK_RUNS with it (cards.test.ts), so expandRuns, which the browser's rules run
 * at load, carries no check and no message (0.07 KB gzip less in the engine's core).
 */
export function runProblems(runs: readonly Run[]): string[] {
  return runs.flatMap(([kind, , cards]) => cards.split(' ')
    .filter((text) => !SUIT_OF[text.slice(0, 1)] || !RANK_OF[text.slice(1)])
    .map((text) => `card-rules: "${text}" in the ${kind} run is not a card (suit ♠ ♥ ♣ ♦, rank A 2–10 J Q K)`));
}

/** The physical cards of runs like DECK_RUNS, in order (runProblems says what is wrong with malformed runs). */
export function expandRuns(runs: readonly Run[]): CardInstance[] {
  const counts = new Map<CardKindId, number>();
  return runs.flatMap(([kind, set, cards]) =>
    cards.split(' ').map((text) => {
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      return { id: `${kind}#${n}`, kind, suit: SUIT_OF[text.slice(0, 1)] as Suit, rank: RANK_OF[text.slice(1)] as Rank, set };
    }),
  );
}

export const DECK: readonly CardInstance[] = expandRuns(DECK_RUNS);

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
