// The game cards of Sanguosha with their Chinese names: what the rules read (card-rules.ts, which this
// module re-exports) and each kind's Chinese name, which the card notation, the pages and the builder
// read. The engine's code reads card-rules.ts, so that the browser's live rules do not carry the
// names; cards.ts adds the pinyin, aliases and summaries.
import { CARD_KIND_IDS, CARD_KINDS as RULES, type CardKind as CardKindRules, type CardKindId } from './card-rules.ts';

export * from './card-rules.ts';

/** A card kind with its Chinese name (cards.ts adds its names in other languages and traditions). */
export interface CardKind extends CardKindRules {
  /** The Chinese name (the card notation reads it too). */
  readonly zh: string;
}

const ZH: { readonly [K in CardKindId]: string } = {
  strike: '杀', 'fire-strike': '火杀', 'thunder-strike': '雷杀', dodge: '闪', peach: '桃', wine: '酒',
  dismantle: '过河拆桥', snatch: '顺手牵羊', duel: '决斗', 'borrowed-sword': '借刀杀人', 'ex-nihilo': '无中生有',
  nullification: '无懈可击', 'barbarian-invasion': '南蛮入侵', 'arrow-barrage': '万箭齐发', 'peach-garden': '桃园结义',
  harvest: '五谷丰登', 'iron-chain': '铁索连环', 'fire-attack': '火攻', lightning: '闪电', acedia: '乐不思蜀',
  'supply-shortage': '兵粮寸断', crossbow: '诸葛连弩', 'sword-of-blue-steel': '青釭剑', 'twin-swords': '雌雄双股剑',
  'azure-dragon': '青龙偃月刀', 'serpent-spear': '丈八蛇矛', 'rock-cleaving-axe': '贯石斧', halberd: '方天画戟',
  'kirin-bow': '麒麟弓', 'frost-blade': '寒冰剑', 'ancient-scimitar': '古锭刀', 'vermilion-fan': '朱雀羽扇',
  'eight-trigrams': '八卦阵', 'renwang-shield': '仁王盾', vine: '藤甲', 'silver-lion': '白银狮子',
  jueying: '绝影', dilu: '的卢', 'zhuahuang-feidian': '爪黄飞电', hualiu: '骅骝', chitu: '赤兔',
  dayuan: '大宛', zixing: '紫骍',
};

export const CARD_KINDS: Readonly<Record<CardKindId, CardKind>> = Object.fromEntries(CARD_KIND_IDS.map((k) => {
  const { id, en, ...rest } = RULES[k];
  return [k, { id, en, zh: ZH[k], ...rest }];
})) as Record<CardKindId, CardKind>;

export function cardKind(id: CardKindId): CardKind {
  return CARD_KINDS[id];
}
