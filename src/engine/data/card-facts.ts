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

export const CARD_KINDS: Readonly<Record<CardKindId, CardKind>> = {
  // ---- Basic cards ----
  strike: { id: 'strike', en: 'Strike', zh: '杀', type: 'basic' },
  'fire-strike': { id: 'fire-strike', en: 'Fire Strike', zh: '火杀', type: 'basic', nature: 'fire' },
  'thunder-strike': { id: 'thunder-strike', en: 'Thunder Strike', zh: '雷杀', type: 'basic', nature: 'thunder' },
  dodge: { id: 'dodge', en: 'Dodge', zh: '闪', type: 'basic' },
  peach: { id: 'peach', en: 'Peach', zh: '桃', type: 'basic' },
  wine: { id: 'wine', en: 'Wine', zh: '酒', type: 'basic' },
  // ---- Non-delayed tricks ----
  dismantle: { id: 'dismantle', en: 'Dismantle', zh: '过河拆桥', type: 'trick' },
  snatch: { id: 'snatch', en: 'Snatch', zh: '顺手牵羊', type: 'trick' },
  duel: { id: 'duel', en: 'Duel', zh: '决斗', type: 'trick' },
  'borrowed-sword': { id: 'borrowed-sword', en: 'Borrowed Sword', zh: '借刀杀人', type: 'trick' },
  'ex-nihilo': { id: 'ex-nihilo', en: 'Ex Nihilo', zh: '无中生有', type: 'trick' },
  nullification: { id: 'nullification', en: 'Nullification', zh: '无懈可击', type: 'trick' },
  'barbarian-invasion': { id: 'barbarian-invasion', en: 'Barbarian Invasion', zh: '南蛮入侵', type: 'trick' },
  'arrow-barrage': { id: 'arrow-barrage', en: 'Arrow Barrage', zh: '万箭齐发', type: 'trick' },
  'peach-garden': { id: 'peach-garden', en: 'Peach Garden', zh: '桃园结义', type: 'trick' },
  harvest: { id: 'harvest', en: 'Harvest', zh: '五谷丰登', type: 'trick' },
  'iron-chain': { id: 'iron-chain', en: 'Iron Chain', zh: '铁索连环', type: 'trick' },
  'fire-attack': { id: 'fire-attack', en: 'Fire Attack', zh: '火攻', type: 'trick' },
  // ---- Delayed tricks ----
  lightning: { id: 'lightning', en: 'Lightning', zh: '闪电', type: 'delayed-trick' },
  acedia: { id: 'acedia', en: 'Acedia', zh: '乐不思蜀', type: 'delayed-trick' },
  'supply-shortage': { id: 'supply-shortage', en: 'Supply Shortage', zh: '兵粮寸断', type: 'delayed-trick' },
  // ---- Weapons ----
  crossbow: { id: 'crossbow', en: 'Crossbow', zh: '诸葛连弩', type: 'equipment', slot: 'weapon', range: 1 },
  'sword-of-blue-steel': { id: 'sword-of-blue-steel', en: 'Sword of Blue Steel', zh: '青釭剑', type: 'equipment', slot: 'weapon', range: 2 },
  'twin-swords': { id: 'twin-swords', en: 'Twin Swords', zh: '雌雄双股剑', type: 'equipment', slot: 'weapon', range: 2 },
  'azure-dragon': { id: 'azure-dragon', en: 'Azure Dragon', zh: '青龙偃月刀', type: 'equipment', slot: 'weapon', range: 3 },
  'serpent-spear': { id: 'serpent-spear', en: 'Serpent Spear', zh: '丈八蛇矛', type: 'equipment', slot: 'weapon', range: 3 },
  'rock-cleaving-axe': { id: 'rock-cleaving-axe', en: 'Rock Cleaving Axe', zh: '贯石斧', type: 'equipment', slot: 'weapon', range: 3 },
  halberd: { id: 'halberd', en: 'Halberd', zh: '方天画戟', type: 'equipment', slot: 'weapon', range: 4 },
  'kirin-bow': { id: 'kirin-bow', en: 'Kirin Bow', zh: '麒麟弓', type: 'equipment', slot: 'weapon', range: 5 },
  'frost-blade': { id: 'frost-blade', en: 'Frost Blade', zh: '寒冰剑', type: 'equipment', slot: 'weapon', range: 2 },
  'ancient-scimitar': { id: 'ancient-scimitar', en: 'Ancient Scimitar', zh: '古锭刀', type: 'equipment', slot: 'weapon', range: 2 },
  'vermilion-fan': { id: 'vermilion-fan', en: 'Vermilion Fan', zh: '朱雀羽扇', type: 'equipment', slot: 'weapon', range: 4 },
  // ---- Armor ----
  'eight-trigrams': { id: 'eight-trigrams', en: 'Eight Trigrams', zh: '八卦阵', type: 'equipment', slot: 'armor' },
  'renwang-shield': { id: 'renwang-shield', en: 'Renwang Shield', zh: '仁王盾', type: 'equipment', slot: 'armor' },
  vine: { id: 'vine', en: 'Vine', zh: '藤甲', type: 'equipment', slot: 'armor' },
  'silver-lion': { id: 'silver-lion', en: 'Silver Lion', zh: '白银狮子', type: 'equipment', slot: 'armor' },
  // ---- Mounts ----
  jueying: { id: 'jueying', en: 'Jueying', zh: '绝影', type: 'equipment', slot: 'plusMount' },
  dilu: { id: 'dilu', en: 'Dilu', zh: '的卢', type: 'equipment', slot: 'plusMount' },
  'zhuahuang-feidian': { id: 'zhuahuang-feidian', en: 'Zhuahuang Feidian', zh: '爪黄飞电', type: 'equipment', slot: 'plusMount' },
  hualiu: { id: 'hualiu', en: 'Hualiu', zh: '骅骝', type: 'equipment', slot: 'plusMount' },
  chitu: { id: 'chitu', en: 'Chitu', zh: '赤兔', type: 'equipment', slot: 'minusMount' },
  dayuan: { id: 'dayuan', en: 'Dayuan', zh: '大宛', type: 'equipment', slot: 'minusMount' },
  zixing: { id: 'zixing', en: 'Zixing', zh: '紫骍', type: 'equipment', slot: 'minusMount' },
};

/**
 * All 160 physical cards: Standard in the order of engine-facts §2.1 (card by card as that table
 * lists them), then the 4 EX cards (§2.2), then the 52 Military cards (§2.3).
 */
export const DECK: readonly CardInstance[] = [
  { id: 'strike#1', kind: 'strike', suit: 'spade', rank: 7, set: 'standard' },
  { id: 'strike#2', kind: 'strike', suit: 'spade', rank: 8, set: 'standard' },
  { id: 'strike#3', kind: 'strike', suit: 'spade', rank: 8, set: 'standard' },
  { id: 'strike#4', kind: 'strike', suit: 'spade', rank: 9, set: 'standard' },
  { id: 'strike#5', kind: 'strike', suit: 'spade', rank: 9, set: 'standard' },
  { id: 'strike#6', kind: 'strike', suit: 'spade', rank: 10, set: 'standard' },
  { id: 'strike#7', kind: 'strike', suit: 'spade', rank: 10, set: 'standard' },
  { id: 'strike#8', kind: 'strike', suit: 'heart', rank: 10, set: 'standard' },
  { id: 'strike#9', kind: 'strike', suit: 'heart', rank: 10, set: 'standard' },
  { id: 'strike#10', kind: 'strike', suit: 'heart', rank: 11, set: 'standard' },
  { id: 'strike#11', kind: 'strike', suit: 'club', rank: 2, set: 'standard' },
  { id: 'strike#12', kind: 'strike', suit: 'club', rank: 3, set: 'standard' },
  { id: 'strike#13', kind: 'strike', suit: 'club', rank: 4, set: 'standard' },
  { id: 'strike#14', kind: 'strike', suit: 'club', rank: 5, set: 'standard' },
  { id: 'strike#15', kind: 'strike', suit: 'club', rank: 6, set: 'standard' },
  { id: 'strike#16', kind: 'strike', suit: 'club', rank: 7, set: 'standard' },
  { id: 'strike#17', kind: 'strike', suit: 'club', rank: 8, set: 'standard' },
  { id: 'strike#18', kind: 'strike', suit: 'club', rank: 8, set: 'standard' },
  { id: 'strike#19', kind: 'strike', suit: 'club', rank: 9, set: 'standard' },
  { id: 'strike#20', kind: 'strike', suit: 'club', rank: 9, set: 'standard' },
  { id: 'strike#21', kind: 'strike', suit: 'club', rank: 10, set: 'standard' },
  { id: 'strike#22', kind: 'strike', suit: 'club', rank: 10, set: 'standard' },
  { id: 'strike#23', kind: 'strike', suit: 'club', rank: 11, set: 'standard' },
  { id: 'strike#24', kind: 'strike', suit: 'club', rank: 11, set: 'standard' },
  { id: 'strike#25', kind: 'strike', suit: 'diamond', rank: 6, set: 'standard' },
  { id: 'strike#26', kind: 'strike', suit: 'diamond', rank: 7, set: 'standard' },
  { id: 'strike#27', kind: 'strike', suit: 'diamond', rank: 8, set: 'standard' },
  { id: 'strike#28', kind: 'strike', suit: 'diamond', rank: 9, set: 'standard' },
  { id: 'strike#29', kind: 'strike', suit: 'diamond', rank: 10, set: 'standard' },
  { id: 'strike#30', kind: 'strike', suit: 'diamond', rank: 13, set: 'standard' },
  { id: 'dodge#1', kind: 'dodge', suit: 'heart', rank: 2, set: 'standard' },
  { id: 'dodge#2', kind: 'dodge', suit: 'heart', rank: 2, set: 'standard' },
  { id: 'dodge#3', kind: 'dodge', suit: 'heart', rank: 13, set: 'standard' },
  { id: 'dodge#4', kind: 'dodge', suit: 'diamond', rank: 2, set: 'standard' },
  { id: 'dodge#5', kind: 'dodge', suit: 'diamond', rank: 2, set: 'standard' },
  { id: 'dodge#6', kind: 'dodge', suit: 'diamond', rank: 3, set: 'standard' },
  { id: 'dodge#7', kind: 'dodge', suit: 'diamond', rank: 4, set: 'standard' },
  { id: 'dodge#8', kind: 'dodge', suit: 'diamond', rank: 5, set: 'standard' },
  { id: 'dodge#9', kind: 'dodge', suit: 'diamond', rank: 6, set: 'standard' },
  { id: 'dodge#10', kind: 'dodge', suit: 'diamond', rank: 7, set: 'standard' },
  { id: 'dodge#11', kind: 'dodge', suit: 'diamond', rank: 8, set: 'standard' },
  { id: 'dodge#12', kind: 'dodge', suit: 'diamond', rank: 9, set: 'standard' },
  { id: 'dodge#13', kind: 'dodge', suit: 'diamond', rank: 10, set: 'standard' },
  { id: 'dodge#14', kind: 'dodge', suit: 'diamond', rank: 11, set: 'standard' },
  { id: 'dodge#15', kind: 'dodge', suit: 'diamond', rank: 11, set: 'standard' },
  { id: 'peach#1', kind: 'peach', suit: 'heart', rank: 3, set: 'standard' },
  { id: 'peach#2', kind: 'peach', suit: 'heart', rank: 4, set: 'standard' },
  { id: 'peach#3', kind: 'peach', suit: 'heart', rank: 6, set: 'standard' },
  { id: 'peach#4', kind: 'peach', suit: 'heart', rank: 7, set: 'standard' },
  { id: 'peach#5', kind: 'peach', suit: 'heart', rank: 8, set: 'standard' },
  { id: 'peach#6', kind: 'peach', suit: 'heart', rank: 9, set: 'standard' },
  { id: 'peach#7', kind: 'peach', suit: 'heart', rank: 12, set: 'standard' },
  { id: 'peach#8', kind: 'peach', suit: 'diamond', rank: 12, set: 'standard' },
  { id: 'dismantle#1', kind: 'dismantle', suit: 'spade', rank: 3, set: 'standard' },
  { id: 'dismantle#2', kind: 'dismantle', suit: 'spade', rank: 4, set: 'standard' },
  { id: 'dismantle#3', kind: 'dismantle', suit: 'spade', rank: 12, set: 'standard' },
  { id: 'dismantle#4', kind: 'dismantle', suit: 'heart', rank: 12, set: 'standard' },
  { id: 'dismantle#5', kind: 'dismantle', suit: 'club', rank: 3, set: 'standard' },
  { id: 'dismantle#6', kind: 'dismantle', suit: 'club', rank: 4, set: 'standard' },
  { id: 'snatch#1', kind: 'snatch', suit: 'spade', rank: 3, set: 'standard' },
  { id: 'snatch#2', kind: 'snatch', suit: 'spade', rank: 4, set: 'standard' },
  { id: 'snatch#3', kind: 'snatch', suit: 'spade', rank: 11, set: 'standard' },
  { id: 'snatch#4', kind: 'snatch', suit: 'diamond', rank: 3, set: 'standard' },
  { id: 'snatch#5', kind: 'snatch', suit: 'diamond', rank: 4, set: 'standard' },
  { id: 'duel#1', kind: 'duel', suit: 'spade', rank: 1, set: 'standard' },
  { id: 'duel#2', kind: 'duel', suit: 'club', rank: 1, set: 'standard' },
  { id: 'duel#3', kind: 'duel', suit: 'diamond', rank: 1, set: 'standard' },
  { id: 'borrowed-sword#1', kind: 'borrowed-sword', suit: 'club', rank: 12, set: 'standard' },
  { id: 'borrowed-sword#2', kind: 'borrowed-sword', suit: 'club', rank: 13, set: 'standard' },
  { id: 'ex-nihilo#1', kind: 'ex-nihilo', suit: 'heart', rank: 7, set: 'standard' },
  { id: 'ex-nihilo#2', kind: 'ex-nihilo', suit: 'heart', rank: 8, set: 'standard' },
  { id: 'ex-nihilo#3', kind: 'ex-nihilo', suit: 'heart', rank: 9, set: 'standard' },
  { id: 'ex-nihilo#4', kind: 'ex-nihilo', suit: 'heart', rank: 11, set: 'standard' },
  { id: 'nullification#1', kind: 'nullification', suit: 'spade', rank: 11, set: 'standard' },
  { id: 'nullification#2', kind: 'nullification', suit: 'club', rank: 12, set: 'standard' },
  { id: 'nullification#3', kind: 'nullification', suit: 'club', rank: 13, set: 'standard' },
  { id: 'barbarian-invasion#1', kind: 'barbarian-invasion', suit: 'spade', rank: 7, set: 'standard' },
  { id: 'barbarian-invasion#2', kind: 'barbarian-invasion', suit: 'spade', rank: 13, set: 'standard' },
  { id: 'barbarian-invasion#3', kind: 'barbarian-invasion', suit: 'club', rank: 7, set: 'standard' },
  { id: 'arrow-barrage#1', kind: 'arrow-barrage', suit: 'heart', rank: 1, set: 'standard' },
  { id: 'peach-garden#1', kind: 'peach-garden', suit: 'heart', rank: 1, set: 'standard' },
  { id: 'harvest#1', kind: 'harvest', suit: 'heart', rank: 3, set: 'standard' },
  { id: 'harvest#2', kind: 'harvest', suit: 'heart', rank: 4, set: 'standard' },
  { id: 'lightning#1', kind: 'lightning', suit: 'spade', rank: 1, set: 'standard' },
  { id: 'acedia#1', kind: 'acedia', suit: 'spade', rank: 6, set: 'standard' },
  { id: 'acedia#2', kind: 'acedia', suit: 'heart', rank: 6, set: 'standard' },
  { id: 'acedia#3', kind: 'acedia', suit: 'club', rank: 6, set: 'standard' },
  { id: 'crossbow#1', kind: 'crossbow', suit: 'club', rank: 1, set: 'standard' },
  { id: 'crossbow#2', kind: 'crossbow', suit: 'diamond', rank: 1, set: 'standard' },
  { id: 'sword-of-blue-steel#1', kind: 'sword-of-blue-steel', suit: 'spade', rank: 6, set: 'standard' },
  { id: 'twin-swords#1', kind: 'twin-swords', suit: 'spade', rank: 2, set: 'standard' },
  { id: 'azure-dragon#1', kind: 'azure-dragon', suit: 'spade', rank: 5, set: 'standard' },
  { id: 'serpent-spear#1', kind: 'serpent-spear', suit: 'spade', rank: 12, set: 'standard' },
  { id: 'rock-cleaving-axe#1', kind: 'rock-cleaving-axe', suit: 'diamond', rank: 5, set: 'standard' },
  { id: 'halberd#1', kind: 'halberd', suit: 'diamond', rank: 12, set: 'standard' },
  { id: 'kirin-bow#1', kind: 'kirin-bow', suit: 'heart', rank: 5, set: 'standard' },
  { id: 'eight-trigrams#1', kind: 'eight-trigrams', suit: 'spade', rank: 2, set: 'standard' },
  { id: 'eight-trigrams#2', kind: 'eight-trigrams', suit: 'club', rank: 2, set: 'standard' },
  { id: 'jueying#1', kind: 'jueying', suit: 'spade', rank: 5, set: 'standard' },
  { id: 'dilu#1', kind: 'dilu', suit: 'club', rank: 5, set: 'standard' },
  { id: 'zhuahuang-feidian#1', kind: 'zhuahuang-feidian', suit: 'heart', rank: 13, set: 'standard' },
  { id: 'chitu#1', kind: 'chitu', suit: 'heart', rank: 5, set: 'standard' },
  { id: 'dayuan#1', kind: 'dayuan', suit: 'spade', rank: 13, set: 'standard' },
  { id: 'zixing#1', kind: 'zixing', suit: 'diamond', rank: 13, set: 'standard' },
  { id: 'frost-blade#1', kind: 'frost-blade', suit: 'spade', rank: 2, set: 'ex' },
  { id: 'renwang-shield#1', kind: 'renwang-shield', suit: 'club', rank: 2, set: 'ex' },
  { id: 'lightning#2', kind: 'lightning', suit: 'heart', rank: 12, set: 'ex' },
  { id: 'nullification#4', kind: 'nullification', suit: 'diamond', rank: 12, set: 'ex' },
  { id: 'thunder-strike#1', kind: 'thunder-strike', suit: 'spade', rank: 4, set: 'military' },
  { id: 'thunder-strike#2', kind: 'thunder-strike', suit: 'spade', rank: 5, set: 'military' },
  { id: 'thunder-strike#3', kind: 'thunder-strike', suit: 'spade', rank: 6, set: 'military' },
  { id: 'thunder-strike#4', kind: 'thunder-strike', suit: 'spade', rank: 7, set: 'military' },
  { id: 'thunder-strike#5', kind: 'thunder-strike', suit: 'spade', rank: 8, set: 'military' },
  { id: 'thunder-strike#6', kind: 'thunder-strike', suit: 'club', rank: 5, set: 'military' },
  { id: 'thunder-strike#7', kind: 'thunder-strike', suit: 'club', rank: 6, set: 'military' },
  { id: 'thunder-strike#8', kind: 'thunder-strike', suit: 'club', rank: 7, set: 'military' },
  { id: 'thunder-strike#9', kind: 'thunder-strike', suit: 'club', rank: 8, set: 'military' },
  { id: 'fire-strike#1', kind: 'fire-strike', suit: 'heart', rank: 4, set: 'military' },
  { id: 'fire-strike#2', kind: 'fire-strike', suit: 'heart', rank: 7, set: 'military' },
  { id: 'fire-strike#3', kind: 'fire-strike', suit: 'heart', rank: 10, set: 'military' },
  { id: 'fire-strike#4', kind: 'fire-strike', suit: 'diamond', rank: 4, set: 'military' },
  { id: 'fire-strike#5', kind: 'fire-strike', suit: 'diamond', rank: 5, set: 'military' },
  { id: 'dodge#16', kind: 'dodge', suit: 'heart', rank: 8, set: 'military' },
  { id: 'dodge#17', kind: 'dodge', suit: 'heart', rank: 9, set: 'military' },
  { id: 'dodge#18', kind: 'dodge', suit: 'heart', rank: 11, set: 'military' },
  { id: 'dodge#19', kind: 'dodge', suit: 'heart', rank: 12, set: 'military' },
  { id: 'dodge#20', kind: 'dodge', suit: 'diamond', rank: 6, set: 'military' },
  { id: 'dodge#21', kind: 'dodge', suit: 'diamond', rank: 7, set: 'military' },
  { id: 'dodge#22', kind: 'dodge', suit: 'diamond', rank: 8, set: 'military' },
  { id: 'dodge#23', kind: 'dodge', suit: 'diamond', rank: 10, set: 'military' },
  { id: 'dodge#24', kind: 'dodge', suit: 'diamond', rank: 11, set: 'military' },
  { id: 'peach#9', kind: 'peach', suit: 'heart', rank: 5, set: 'military' },
  { id: 'peach#10', kind: 'peach', suit: 'heart', rank: 6, set: 'military' },
  { id: 'peach#11', kind: 'peach', suit: 'diamond', rank: 2, set: 'military' },
  { id: 'peach#12', kind: 'peach', suit: 'diamond', rank: 3, set: 'military' },
  { id: 'wine#1', kind: 'wine', suit: 'spade', rank: 3, set: 'military' },
  { id: 'wine#2', kind: 'wine', suit: 'spade', rank: 9, set: 'military' },
  { id: 'wine#3', kind: 'wine', suit: 'club', rank: 3, set: 'military' },
  { id: 'wine#4', kind: 'wine', suit: 'club', rank: 9, set: 'military' },
  { id: 'wine#5', kind: 'wine', suit: 'diamond', rank: 9, set: 'military' },
  { id: 'nullification#5', kind: 'nullification', suit: 'spade', rank: 13, set: 'military' },
  { id: 'nullification#6', kind: 'nullification', suit: 'heart', rank: 1, set: 'military' },
  { id: 'nullification#7', kind: 'nullification', suit: 'heart', rank: 13, set: 'military' },
  { id: 'iron-chain#1', kind: 'iron-chain', suit: 'spade', rank: 11, set: 'military' },
  { id: 'iron-chain#2', kind: 'iron-chain', suit: 'spade', rank: 12, set: 'military' },
  { id: 'iron-chain#3', kind: 'iron-chain', suit: 'club', rank: 10, set: 'military' },
  { id: 'iron-chain#4', kind: 'iron-chain', suit: 'club', rank: 11, set: 'military' },
  { id: 'iron-chain#5', kind: 'iron-chain', suit: 'club', rank: 12, set: 'military' },
  { id: 'iron-chain#6', kind: 'iron-chain', suit: 'club', rank: 13, set: 'military' },
  { id: 'fire-attack#1', kind: 'fire-attack', suit: 'heart', rank: 2, set: 'military' },
  { id: 'fire-attack#2', kind: 'fire-attack', suit: 'heart', rank: 3, set: 'military' },
  { id: 'fire-attack#3', kind: 'fire-attack', suit: 'diamond', rank: 12, set: 'military' },
  { id: 'supply-shortage#1', kind: 'supply-shortage', suit: 'spade', rank: 10, set: 'military' },
  { id: 'supply-shortage#2', kind: 'supply-shortage', suit: 'club', rank: 4, set: 'military' },
  { id: 'ancient-scimitar#1', kind: 'ancient-scimitar', suit: 'spade', rank: 1, set: 'military' },
  { id: 'vermilion-fan#1', kind: 'vermilion-fan', suit: 'diamond', rank: 1, set: 'military' },
  { id: 'vine#1', kind: 'vine', suit: 'spade', rank: 2, set: 'military' },
  { id: 'vine#2', kind: 'vine', suit: 'club', rank: 2, set: 'military' },
  { id: 'silver-lion#1', kind: 'silver-lion', suit: 'club', rank: 1, set: 'military' },
  { id: 'hualiu#1', kind: 'hualiu', suit: 'diamond', rank: 13, set: 'military' },
];

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
