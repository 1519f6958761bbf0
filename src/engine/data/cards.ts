// The game cards of Sanguosha: the 43 card kinds and the 160 physical cards of the Standard (104),
// EX (4) and Military (军争, 52) sets. Pure data: the rules engine, the card pages and the card
// notation all read these facts from here and nowhere else.
// Deck lists: engine-facts §2.1–§2.3 (FreeKill, QSanguosha and englishsanguosha agree card for
// card; every suit-rank cell holds exactly two Standard cards and one Military card).
// English names: the site's canonical names; other traditions are kept as aliases (§2.4).

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

/**
 * Another English name for a card kind and the tradition that uses it: 'FreeKill' (the engine's
 * en_US texts), 'englishsanguosha' (the English edition's site, also used by kevinychen/sanguosha),
 * 'sanguoshaenglish blog' (its glossary), 'takashiro/sanguosha (code)' (class names), or one of
 * the site's source documents ('source 000', 'source 003', 'source 004').
 * Names equal to the canonical name (ignoring case, or only squeezed into a class name) are left out.
 */
export interface CardAlias {
  readonly name: string;
  readonly tradition: string;
}

export interface CardKind {
  readonly id: CardKindId;
  readonly en: string;
  readonly zh: string;
  readonly pinyin: string;
  readonly type: CardType;
  readonly slot?: EquipSlot;
  /** Weapons only: the attack range the weapon gives. */
  readonly range?: number;
  /** Fire Strike and Thunder Strike only. */
  readonly nature?: Nature;
  readonly aliases: readonly CardAlias[];
  /** One plain sentence; the rules themselves are the clauses cards.<id>.* in content/clauses/cards.yaml. */
  readonly summary: string;
}

/** One physical card. `id` is `${kind}#${n}`, n counting from 1 per kind in DECK order. */
export interface CardInstance {
  readonly id: string;
  readonly kind: CardKindId;
  readonly suit: Suit;
  readonly rank: Rank;
  readonly set: CardSet;
}

const FK = 'FreeKill';
const ES = 'englishsanguosha';
const BLOG = 'sanguoshaenglish blog';
const TK = 'takashiro/sanguosha (code)';
const S000 = 'source 000';
const S003 = 'source 003';

export const CARD_KINDS: Readonly<Record<CardKindId, CardKind>> = {
  // ---- Basic cards ----
  strike: {
    id: 'strike', en: 'Strike', zh: '杀', pinyin: 'shā', type: 'basic',
    aliases: [
      { name: 'Slash', tradition: FK }, { name: 'Attack', tradition: ES }, { name: 'attack', tradition: BLOG },
      { name: 'Attack', tradition: S000 }, { name: 'Kill', tradition: 'source 004' },
    ],
    summary: 'Use it on a player within your attack range; unless they cancel it with a Dodge, it deals 1 damage.',
  },
  'fire-strike': {
    id: 'fire-strike', en: 'Fire Strike', zh: '火杀', pinyin: 'huǒ shā', type: 'basic', nature: 'fire',
    aliases: [
      { name: 'Fire Slash', tradition: FK }, { name: 'Fire Attack', tradition: ES }, { name: 'fire attack', tradition: BLOG },
    ],
    summary: 'A Strike that deals fire damage.',
  },
  'thunder-strike': {
    id: 'thunder-strike', en: 'Thunder Strike', zh: '雷杀', pinyin: 'léi shā', type: 'basic', nature: 'thunder',
    aliases: [
      { name: 'Thunder Slash', tradition: FK }, { name: 'Lightning Attack', tradition: ES },
      { name: 'lightning attack', tradition: BLOG }, { name: 'Lightning Strike', tradition: S003 },
    ],
    summary: 'A Strike that deals thunder damage.',
  },
  dodge: {
    id: 'dodge', en: 'Dodge', zh: '闪', pinyin: 'shǎn', type: 'basic',
    aliases: [{ name: 'Escape', tradition: ES }],
    summary: 'Use it to cancel a Strike aimed at you, or play it when a card such as Arrow Barrage asks you for a Dodge.',
  },
  peach: {
    id: 'peach', en: 'Peach', zh: '桃', pinyin: 'táo', type: 'basic',
    aliases: [],
    summary: 'Recover 1 HP in your play phase, or save a dying player by giving them 1 HP.',
  },
  wine: {
    id: 'wine', en: 'Wine', zh: '酒', pinyin: 'jiǔ', type: 'basic',
    aliases: [{ name: 'Alcohol', tradition: FK }],
    summary: 'Once per turn, make your next Strike this turn deal 1 more damage; or, when you are dying, recover 1 HP.',
  },
  // ---- Non-delayed tricks ----
  dismantle: {
    id: 'dismantle', en: 'Dismantle', zh: '过河拆桥', pinyin: 'guò hé chāi qiáo', type: 'trick',
    aliases: [
      { name: 'Dismantlement', tradition: FK }, { name: 'Break', tradition: ES }, { name: 'Burn Bridges', tradition: S000 },
    ],
    summary: 'Discard one card from another player’s hand, equipment zone or judgment zone.',
  },
  snatch: {
    id: 'snatch', en: 'Snatch', zh: '顺手牵羊', pinyin: 'shùn shǒu qiān yáng', type: 'trick',
    aliases: [
      { name: 'Steal', tradition: ES }, { name: 'steal', tradition: BLOG }, { name: 'Plifer', tradition: 'source 000 (misspelt)' },
    ],
    summary: 'Take one card from the hand, equipment zone or judgment zone of a player at distance 1.',
  },
  duel: {
    id: 'duel', en: 'Duel', zh: '决斗', pinyin: 'jué dòu', type: 'trick',
    aliases: [],
    summary: 'You and another player take turns playing Strikes, the target first; the first who does not takes 1 damage from the other.',
  },
  'borrowed-sword': {
    id: 'borrowed-sword', en: 'Borrowed Sword', zh: '借刀杀人', pinyin: 'jiè dāo shā rén', type: 'trick',
    aliases: [
      { name: 'Collateral', tradition: FK }, { name: 'Coerce', tradition: ES }, { name: 'duress', tradition: BLOG },
      { name: 'BorrowSword', tradition: TK }, { name: 'Duress', tradition: S000 },
    ],
    summary: 'A player with a weapon must use a Strike on a player you choose within their attack range, or give you their weapon.',
  },
  'ex-nihilo': {
    id: 'ex-nihilo', en: 'Ex Nihilo', zh: '无中生有', pinyin: 'wú zhōng shēng yǒu', type: 'trick',
    aliases: [
      { name: 'Draw Two', tradition: ES }, { name: 'draw2', tradition: BLOG },
      { name: 'Sleight of Hand', tradition: S000 }, { name: 'Something for Nothing', tradition: S003 },
    ],
    summary: 'Draw two cards.',
  },
  nullification: {
    id: 'nullification', en: 'Nullification', zh: '无懈可击', pinyin: 'wú xiè kě jī', type: 'trick',
    aliases: [
      { name: 'Negate', tradition: ES }, { name: 'negate', tradition: BLOG }, { name: 'Nullify', tradition: TK },
      { name: 'Impeccable Plan', tradition: S000 },
    ],
    summary: 'Cancel the effect of a trick card on one target, including another Nullification.',
  },
  'barbarian-invasion': {
    id: 'barbarian-invasion', en: 'Barbarian Invasion', zh: '南蛮入侵', pinyin: 'nán mán rù qīn', type: 'trick',
    aliases: [
      { name: 'Savage Assault', tradition: FK }, { name: 'Barbarians', tradition: ES }, { name: 'barbarians', tradition: BLOG },
      { name: 'Barbarians Assault', tradition: S000 },
    ],
    summary: 'Every other player must play a Strike or take 1 damage from you.',
  },
  'arrow-barrage': {
    id: 'arrow-barrage', en: 'Arrow Barrage', zh: '万箭齐发', pinyin: 'wàn jiàn qí fā', type: 'trick',
    aliases: [
      { name: 'Archery Attack', tradition: FK }, { name: 'Hail of Arrows', tradition: ES },
      { name: 'raining arrows', tradition: BLOG }, { name: 'Hail of Arrows', tradition: S000 },
    ],
    summary: 'Every other player must play a Dodge or take 1 damage from you.',
  },
  'peach-garden': {
    id: 'peach-garden', en: 'Peach Garden', zh: '桃园结义', pinyin: 'táo yuán jié yì', type: 'trick',
    aliases: [{ name: 'God Salvation', tradition: FK }, { name: 'Oath of Peach Garden', tradition: S000 }],
    summary: 'Every wounded player recovers 1 HP.',
  },
  harvest: {
    id: 'harvest', en: 'Harvest', zh: '五谷丰登', pinyin: 'wǔ gǔ fēng dēng', type: 'trick',
    aliases: [{ name: 'Amazing Grace', tradition: FK }, { name: 'Bountiful Harvest', tradition: S003 }],
    summary: 'Reveal one card from the draw pile per living player; starting with you, each player takes one.',
  },
  'iron-chain': {
    id: 'iron-chain', en: 'Iron Chain', zh: '铁索连环', pinyin: 'tiě suǒ lián huán', type: 'trick',
    aliases: [
      { name: 'Chains', tradition: ES }, { name: 'iron shackles', tradition: BLOG }, { name: 'Chain', tradition: S003 },
    ],
    summary: 'Chain or reset one or two players, so that fire and thunder damage spreads between chained players; or recast it to draw a card.',
  },
  'fire-attack': {
    id: 'fire-attack', en: 'Fire Attack', zh: '火攻', pinyin: 'huǒ gōng', type: 'trick',
    aliases: [{ name: 'Blaze', tradition: ES }, { name: 'blaze', tradition: BLOG }, { name: 'Arson', tradition: S003 }],
    summary: 'The target shows a hand card; if you discard a hand card of the same suit, you deal 1 fire damage to them.',
  },
  // ---- Delayed tricks ----
  lightning: {
    id: 'lightning', en: 'Lightning', zh: '闪电', pinyin: 'shǎn diàn', type: 'delayed-trick',
    aliases: [{ name: 'Lightning Bolt', tradition: S000 }],
    summary: 'Placed in your own judgment zone, it strikes its holder for 3 thunder damage on a judgment of ♠2–♠9, and otherwise moves on to the next player.',
  },
  acedia: {
    id: 'acedia', en: 'Acedia', zh: '乐不思蜀', pinyin: 'lè bù sī shǔ', type: 'delayed-trick',
    aliases: [
      { name: 'Indulgence', tradition: FK }, { name: 'Capture', tradition: ES }, { name: 'Indulge', tradition: TK },
      { name: 'Contentment', tradition: S003 },
    ],
    summary: 'Placed in another player’s judgment zone, it makes them skip their play phase unless their judgment is a heart.',
  },
  'supply-shortage': {
    id: 'supply-shortage', en: 'Supply Shortage', zh: '兵粮寸断', pinyin: 'bīng liáng cùn duàn', type: 'delayed-trick',
    aliases: [
      { name: 'Starvation', tradition: ES }, { name: 'rations depleted', tradition: BLOG }, { name: 'Starvation', tradition: S003 },
    ],
    summary: 'Placed in the judgment zone of a player at distance 1, it makes them skip their draw phase unless their judgment is a club.',
  },
  // ---- Weapons ----
  crossbow: {
    id: 'crossbow', en: 'Crossbow', zh: '诸葛连弩', pinyin: 'zhū gě lián nǔ', type: 'equipment', slot: 'weapon', range: 1,
    aliases: [{ name: 'zhu ge crossbow', tradition: BLOG }, { name: 'Zhuge Crossbow', tradition: S000 }],
    summary: 'You may use any number of Strikes in your play phase.',
  },
  'sword-of-blue-steel': {
    id: 'sword-of-blue-steel', en: 'Sword of Blue Steel', zh: '青釭剑', pinyin: 'qīng gāng jiàn', type: 'equipment', slot: 'weapon', range: 2,
    aliases: [
      { name: 'Qinggang Sword', tradition: FK }, { name: 'Black Pommel', tradition: ES },
      { name: 'blue steel blade', tradition: BLOG }, { name: 'QinggangSword', tradition: TK },
    ],
    summary: 'Your Strikes ignore the target’s armor.',
  },
  'twin-swords': {
    id: 'twin-swords', en: 'Twin Swords', zh: '雌雄双股剑', pinyin: 'cí xióng shuāng gǔ jiàn', type: 'equipment', slot: 'weapon', range: 2,
    aliases: [
      { name: 'Double Sword', tradition: FK }, { name: 'Gender Swords', tradition: ES },
      { name: 'gender double swords', tradition: BLOG }, { name: 'YinyangSword', tradition: TK },
    ],
    summary: 'When your Strike targets a player of the other gender, they discard a hand card or let you draw a card.',
  },
  'azure-dragon': {
    id: 'azure-dragon', en: 'Azure Dragon', zh: '青龙偃月刀', pinyin: 'qīng lóng yǎn yuè dāo', type: 'equipment', slot: 'weapon', range: 3,
    aliases: [
      { name: 'Blade', tradition: FK }, { name: 'Green Dragon Blade', tradition: ES },
      { name: 'green dragon crescent blade', tradition: BLOG }, { name: 'GreenDragonCrescentBlade', tradition: TK },
      { name: 'Azure Dragon Crescent Blade', tradition: S000 },
    ],
    summary: 'When your Strike is cancelled by a Dodge, you may use another Strike on the same player.',
  },
  'serpent-spear': {
    id: 'serpent-spear', en: 'Serpent Spear', zh: '丈八蛇矛', pinyin: 'zhàng bā shé máo', type: 'equipment', slot: 'weapon', range: 3,
    aliases: [{ name: 'Spear', tradition: FK }, { name: 'serpent halberd', tradition: BLOG }],
    summary: 'You may use or play any two hand cards as a Strike.',
  },
  'rock-cleaving-axe': {
    id: 'rock-cleaving-axe', en: 'Rock Cleaving Axe', zh: '贯石斧', pinyin: 'guàn shí fǔ', type: 'equipment', slot: 'weapon', range: 3,
    aliases: [{ name: 'Axe', tradition: FK }, { name: 'Axe', tradition: ES }, { name: 'Axe', tradition: TK }],
    summary: 'When your Strike is cancelled by a Dodge, you may discard two cards to make it hit anyway.',
  },
  halberd: {
    id: 'halberd', en: 'Halberd', zh: '方天画戟', pinyin: 'fāng tiān huà jǐ', type: 'equipment', slot: 'weapon', range: 4,
    aliases: [
      { name: 'Sky Scorcher', tradition: ES }, { name: 'heaven scorcher halberd', tradition: BLOG },
      { name: 'Heaven Halberd', tradition: S000 },
    ],
    summary: 'When the Strike you use is the last card in your hand, it may have up to two extra targets.',
  },
  'kirin-bow': {
    id: 'kirin-bow', en: 'Kirin Bow', zh: '麒麟弓', pinyin: 'qí lín gōng', type: 'equipment', slot: 'weapon', range: 5,
    aliases: [
      { name: 'Kylin Bow', tradition: FK }, { name: 'Longbow', tradition: ES }, { name: 'unicorn bow', tradition: BLOG },
      { name: 'KylinBow', tradition: TK },
    ],
    summary: 'When your Strike deals damage, you may discard one of the target’s mounts.',
  },
  'frost-blade': {
    id: 'frost-blade', en: 'Frost Blade', zh: '寒冰剑', pinyin: 'hán bīng jiàn', type: 'equipment', slot: 'weapon', range: 2,
    aliases: [{ name: 'Ice Sword', tradition: FK }, { name: 'Ice Sword', tradition: ES }, { name: 'FrostSword', tradition: TK }],
    summary: 'When your Strike would deal damage, you may prevent it and discard two of the target’s cards instead.',
  },
  'ancient-scimitar': {
    id: 'ancient-scimitar', en: 'Ancient Scimitar', zh: '古锭刀', pinyin: 'gǔ dìng dāo', type: 'equipment', slot: 'weapon', range: 2,
    aliases: [],
    summary: 'Your Strike deals 1 more damage to a player who has no hand cards.',
  },
  'vermilion-fan': {
    id: 'vermilion-fan', en: 'Vermilion Fan', zh: '朱雀羽扇', pinyin: 'zhū què yǔ shàn', type: 'equipment', slot: 'weapon', range: 4,
    aliases: [{ name: 'Fan', tradition: FK }, { name: 'Fire Fan', tradition: ES }, { name: 'feathered fan', tradition: BLOG }],
    summary: 'You may use an ordinary Strike as a Fire Strike.',
  },
  // ---- Armor ----
  'eight-trigrams': {
    id: 'eight-trigrams', en: 'Eight Trigrams', zh: '八卦阵', pinyin: 'bā guà zhèn', type: 'equipment', slot: 'armor',
    aliases: [{ name: 'Eight Diagram', tradition: FK }, { name: 'EightDiagram', tradition: TK }],
    summary: 'When you need a Dodge, you may make a judgment; if it is red, you are treated as having used or played one.',
  },
  'renwang-shield': {
    id: 'renwang-shield', en: 'Renwang Shield', zh: '仁王盾', pinyin: 'rén wáng dùn', type: 'equipment', slot: 'armor',
    aliases: [{ name: 'Nioh Shield', tradition: FK }, { name: 'Black Shield', tradition: ES }, { name: 'ren wang shield', tradition: BLOG }],
    summary: 'Black Strikes have no effect on you.',
  },
  vine: {
    id: 'vine', en: 'Vine', zh: '藤甲', pinyin: 'téng jiǎ', type: 'equipment', slot: 'armor',
    aliases: [{ name: 'Wood Armor', tradition: ES }, { name: 'rattan armour', tradition: BLOG }],
    summary: 'Ordinary Strikes, Barbarian Invasion and Arrow Barrage have no effect on you, but fire damage to you is increased by 1.',
  },
  'silver-lion': {
    id: 'silver-lion', en: 'Silver Lion', zh: '白银狮子', pinyin: 'bái yín shī zi', type: 'equipment', slot: 'armor',
    aliases: [
      { name: 'Sliver Lion', tradition: 'FreeKill (misspelt)' }, { name: 'Silver Helmet', tradition: ES },
      { name: 'silver lion helmet', tradition: BLOG },
    ],
    summary: 'You never take more than 1 damage at a time, and you recover 1 HP when it leaves your equipment zone.',
  },
  // ---- Mounts ----
  jueying: {
    id: 'jueying', en: 'Jueying', zh: '绝影', pinyin: 'jué yǐng', type: 'equipment', slot: 'plusMount',
    aliases: [
      { name: 'Jue Ying', tradition: FK }, { name: 'Shadow Runner', tradition: ES }, { name: 'shadow-runner', tradition: TK },
      { name: 'The Shadow', tradition: S000 },
    ],
    summary: 'A +1 mount: other players’ distance to you is increased by 1.',
  },
  dilu: {
    id: 'dilu', en: 'Dilu', zh: '的卢', pinyin: 'dí lú', type: 'equipment', slot: 'plusMount',
    aliases: [{ name: 'Di Lu', tradition: FK }, { name: 'Di Lu', tradition: ES }, { name: 'hex-mark', tradition: TK }],
    summary: 'A +1 mount: other players’ distance to you is increased by 1.',
  },
  'zhuahuang-feidian': {
    id: 'zhuahuang-feidian', en: 'Zhuahuang Feidian', zh: '爪黄飞电', pinyin: 'zhuǎ huáng fēi diàn', type: 'equipment', slot: 'plusMount',
    aliases: [{ name: 'Zhua Huang Fei Dian', tradition: FK }, { name: 'Storm Runner', tradition: ES }, { name: 'yellow-flash', tradition: TK }],
    summary: 'A +1 mount: other players’ distance to you is increased by 1.',
  },
  hualiu: {
    id: 'hualiu', en: 'Hualiu', zh: '骅骝', pinyin: 'huá liú', type: 'equipment', slot: 'plusMount',
    aliases: [{ name: 'Hua Liu', tradition: FK }, { name: 'Hua Liu', tradition: ES }, { name: 'Hua Liu', tradition: S000 }],
    summary: 'A +1 mount: other players’ distance to you is increased by 1.',
  },
  chitu: {
    id: 'chitu', en: 'Chitu', zh: '赤兔', pinyin: 'chì tù', type: 'equipment', slot: 'minusMount',
    aliases: [
      { name: 'Chi Tu', tradition: FK }, { name: 'Red Hare', tradition: ES }, { name: 'red-hare', tradition: TK },
      { name: 'Red Hare', tradition: S000 },
    ],
    summary: 'A −1 mount: your distance to other players is reduced by 1.',
  },
  dayuan: {
    id: 'dayuan', en: 'Dayuan', zh: '大宛', pinyin: 'dà yuān', type: 'equipment', slot: 'minusMount',
    aliases: [
      { name: 'Da Yuan', tradition: FK }, { name: 'Da Yuan', tradition: ES }, { name: 'ferghana', tradition: TK },
      { name: 'Da Yuan', tradition: S000 },
    ],
    summary: 'A −1 mount: your distance to other players is reduced by 1.',
  },
  zixing: {
    id: 'zixing', en: 'Zixing', zh: '紫骍', pinyin: 'zǐ xīng', type: 'equipment', slot: 'minusMount',
    aliases: [{ name: 'Zi Xing', tradition: FK }, { name: 'Zi Xing', tradition: ES }, { name: 'violet', tradition: TK }],
    summary: 'A −1 mount: your distance to other players is reduced by 1.',
  },
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
