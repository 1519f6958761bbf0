// The game cards of Sanguosha as the rules engine knows them: the 43 card kinds (name, type, slot,
// range, nature) and the 160 physical cards of the Standard (104), EX (4) and Military (军争, 52) sets.
// Pure data, and only what the rules and the card notation read: the pinyin, aliases and summaries, which
// the pages, the glossary and the builder show, are in cards.ts (which re-exports this module), so
// that the engine's code in the browser does not carry them. The engine imports this module only.
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

/** A card kind as the rules read it (cards.ts adds its names in other languages and traditions). */
export interface CardKind {
  readonly id: CardKindId;
  /** The site's canonical English name. */
  readonly en: string;
  /** The Chinese name (the card notation reads it too). */
  readonly zh: string;
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
  strike: { en: 'Strike', zh: '杀', type: 'basic' },
  'fire-strike': { en: 'Fire Strike', zh: '火杀', type: 'basic', nature: 'fire' },
  'thunder-strike': { en: 'Thunder Strike', zh: '雷杀', type: 'basic', nature: 'thunder' },
  dodge: { en: 'Dodge', zh: '闪', type: 'basic' },
  peach: { en: 'Peach', zh: '桃', type: 'basic' },
  wine: { en: 'Wine', zh: '酒', type: 'basic' },
  // ---- Non-delayed tricks ----
  dismantle: { en: 'Dismantle', zh: '过河拆桥', type: 'trick' },
  snatch: { en: 'Snatch', zh: '顺手牵羊', type: 'trick' },
  duel: { en: 'Duel', zh: '决斗', type: 'trick' },
  'borrowed-sword': { en: 'Borrowed Sword', zh: '借刀杀人', type: 'trick' },
  'ex-nihilo': { en: 'Ex Nihilo', zh: '无中生有', type: 'trick' },
  nullification: { en: 'Nullification', zh: '无懈可击', type: 'trick' },
  'barbarian-invasion': { en: 'Barbarian Invasion', zh: '南蛮入侵', type: 'trick' },
  'arrow-barrage': { en: 'Arrow Barrage', zh: '万箭齐发', type: 'trick' },
  'peach-garden': { en: 'Peach Garden', zh: '桃园结义', type: 'trick' },
  harvest: { en: 'Harvest', zh: '五谷丰登', type: 'trick' },
  'iron-chain': { en: 'Iron Chain', zh: '铁索连环', type: 'trick' },
  'fire-attack': { en: 'Fire Attack', zh: '火攻', type: 'trick' },
  // ---- Delayed tricks ----
  lightning: { en: 'Lightning', zh: '闪电', type: 'delayed-trick' },
  acedia: { en: 'Acedia', zh: '乐不思蜀', type: 'delayed-trick' },
  'supply-shortage': { en: 'Supply Shortage', zh: '兵粮寸断', type: 'delayed-trick' },
  // ---- Weapons ----
  crossbow: { en: 'Crossbow', zh: '诸葛连弩', type: 'equipment', slot: 'weapon', range: 1 },
  'sword-of-blue-steel': { en: 'Sword of Blue Steel', zh: '青釭剑', type: 'equipment', slot: 'weapon', range: 2 },
  'twin-swords': { en: 'Twin Swords', zh: '雌雄双股剑', type: 'equipment', slot: 'weapon', range: 2 },
  'azure-dragon': { en: 'Azure Dragon', zh: '青龙偃月刀', type: 'equipment', slot: 'weapon', range: 3 },
  'serpent-spear': { en: 'Serpent Spear', zh: '丈八蛇矛', type: 'equipment', slot: 'weapon', range: 3 },
  'rock-cleaving-axe': { en: 'Rock Cleaving Axe', zh: '贯石斧', type: 'equipment', slot: 'weapon', range: 3 },
  halberd: { en: 'Halberd', zh: '方天画戟', type: 'equipment', slot: 'weapon', range: 4 },
  'kirin-bow': { en: 'Kirin Bow', zh: '麒麟弓', type: 'equipment', slot: 'weapon', range: 5 },
  'frost-blade': { en: 'Frost Blade', zh: '寒冰剑', type: 'equipment', slot: 'weapon', range: 2 },
  'ancient-scimitar': { en: 'Ancient Scimitar', zh: '古锭刀', type: 'equipment', slot: 'weapon', range: 2 },
  'vermilion-fan': { en: 'Vermilion Fan', zh: '朱雀羽扇', type: 'equipment', slot: 'weapon', range: 4 },
  // ---- Armor ----
  'eight-trigrams': { en: 'Eight Trigrams', zh: '八卦阵', type: 'equipment', slot: 'armor' },
  'renwang-shield': { en: 'Renwang Shield', zh: '仁王盾', type: 'equipment', slot: 'armor' },
  vine: { en: 'Vine', zh: '藤甲', type: 'equipment', slot: 'armor' },
  'silver-lion': { en: 'Silver Lion', zh: '白银狮子', type: 'equipment', slot: 'armor' },
  // ---- Mounts ----
  jueying: { en: 'Jueying', zh: '绝影', type: 'equipment', slot: 'plusMount' },
  dilu: { en: 'Dilu', zh: '的卢', type: 'equipment', slot: 'plusMount' },
  'zhuahuang-feidian': { en: 'Zhuahuang Feidian', zh: '爪黄飞电', type: 'equipment', slot: 'plusMount' },
  hualiu: { en: 'Hualiu', zh: '骅骝', type: 'equipment', slot: 'plusMount' },
  chitu: { en: 'Chitu', zh: '赤兔', type: 'equipment', slot: 'minusMount' },
  dayuan: { en: 'Dayuan', zh: '大宛', type: 'equipment', slot: 'minusMount' },
  zixing: { en: 'Zixing', zh: '紫骍', type: 'equipment', slot: 'minusMount' },
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
