// Every other name of each card kind: its pinyin and the English names other traditions use
// (aliases), which search, the glossary, the card pages and the builder's card search read. Pure data;
// the rules engine does not read it (card-facts.ts). English names: the site's canonical names; other
// traditions are kept as aliases (§2.4).
import type { CardKindId } from './card-facts.ts';

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

/** A card kind's pinyin and its names in other traditions. */
export interface CardNames {
  readonly pinyin: string;
  readonly aliases: readonly CardAlias[];
}

const FK = 'FreeKill';
const ES = 'englishsanguosha';
const BLOG = 'sanguoshaenglish blog';
const TK = 'takashiro/sanguosha (code)';
const S000 = 'source 000';
const S003 = 'source 003';

export const CARD_NAMES: Readonly<Record<CardKindId, CardNames>> = {
  // ---- Basic cards ----
  strike: {
    pinyin: 'shā',
    aliases: [
      { name: 'Slash', tradition: FK }, { name: 'Attack', tradition: ES }, { name: 'attack', tradition: BLOG },
      { name: 'Attack', tradition: S000 }, { name: 'Kill', tradition: 'source 004' },
    ],
  },
  'fire-strike': {
    pinyin: 'huǒ shā',
    aliases: [
      { name: 'Fire Slash', tradition: FK }, { name: 'Fire Attack', tradition: ES }, { name: 'fire attack', tradition: BLOG },
    ],
  },
  'thunder-strike': {
    pinyin: 'léi shā',
    aliases: [
      { name: 'Thunder Slash', tradition: FK }, { name: 'Lightning Attack', tradition: ES },
      { name: 'lightning attack', tradition: BLOG }, { name: 'Lightning Strike', tradition: S003 },
    ],
  },
  dodge: {
    pinyin: 'shǎn',
    aliases: [{ name: 'Escape', tradition: ES }],
  },
  peach: {
    pinyin: 'táo',
    aliases: [],
  },
  wine: {
    pinyin: 'jiǔ',
    aliases: [{ name: 'Alcohol', tradition: FK }],
  },
  // ---- Non-delayed tricks ----
  dismantle: {
    pinyin: 'guò hé chāi qiáo',
    aliases: [
      { name: 'Dismantlement', tradition: FK }, { name: 'Break', tradition: ES }, { name: 'Burn Bridges', tradition: S000 },
    ],
  },
  snatch: {
    pinyin: 'shùn shǒu qiān yáng',
    aliases: [
      { name: 'Steal', tradition: ES }, { name: 'steal', tradition: BLOG }, { name: 'Plifer', tradition: 'source 000 (misspelt)' },
    ],
  },
  duel: {
    pinyin: 'jué dòu',
    aliases: [],
  },
  'borrowed-sword': {
    pinyin: 'jiè dāo shā rén',
    aliases: [
      { name: 'Collateral', tradition: FK }, { name: 'Coerce', tradition: ES }, { name: 'duress', tradition: BLOG },
      { name: 'BorrowSword', tradition: TK }, { name: 'Duress', tradition: S000 },
    ],
  },
  'ex-nihilo': {
    pinyin: 'wú zhōng shēng yǒu',
    aliases: [
      { name: 'Draw Two', tradition: ES }, { name: 'draw2', tradition: BLOG },
      { name: 'Sleight of Hand', tradition: S000 }, { name: 'Something for Nothing', tradition: S003 },
    ],
  },
  nullification: {
    pinyin: 'wú xiè kě jī',
    aliases: [
      { name: 'Negate', tradition: ES }, { name: 'negate', tradition: BLOG }, { name: 'Nullify', tradition: TK },
      { name: 'Impeccable Plan', tradition: S000 },
    ],
  },
  'barbarian-invasion': {
    pinyin: 'nán mán rù qīn',
    aliases: [
      { name: 'Savage Assault', tradition: FK }, { name: 'Barbarians', tradition: ES }, { name: 'barbarians', tradition: BLOG },
      { name: 'Barbarians Assault', tradition: S000 },
    ],
  },
  'arrow-barrage': {
    pinyin: 'wàn jiàn qí fā',
    aliases: [
      { name: 'Archery Attack', tradition: FK }, { name: 'Hail of Arrows', tradition: ES },
      { name: 'raining arrows', tradition: BLOG }, { name: 'Hail of Arrows', tradition: S000 },
    ],
  },
  'peach-garden': {
    pinyin: 'táo yuán jié yì',
    aliases: [{ name: 'God Salvation', tradition: FK }, { name: 'Oath of Peach Garden', tradition: S000 }],
  },
  harvest: {
    pinyin: 'wǔ gǔ fēng dēng',
    aliases: [{ name: 'Amazing Grace', tradition: FK }, { name: 'Bountiful Harvest', tradition: S003 }],
  },
  'iron-chain': {
    pinyin: 'tiě suǒ lián huán',
    aliases: [
      { name: 'Chains', tradition: ES }, { name: 'iron shackles', tradition: BLOG }, { name: 'Chain', tradition: S003 },
    ],
  },
  'fire-attack': {
    pinyin: 'huǒ gōng',
    aliases: [{ name: 'Blaze', tradition: ES }, { name: 'blaze', tradition: BLOG }, { name: 'Arson', tradition: S003 }],
  },
  // ---- Delayed tricks ----
  lightning: {
    pinyin: 'shǎn diàn',
    aliases: [{ name: 'Lightning Bolt', tradition: S000 }],
  },
  acedia: {
    pinyin: 'lè bù sī shǔ',
    aliases: [
      { name: 'Indulgence', tradition: FK }, { name: 'Capture', tradition: ES }, { name: 'Indulge', tradition: TK },
      { name: 'Contentment', tradition: S003 },
    ],
  },
  'supply-shortage': {
    pinyin: 'bīng liáng cùn duàn',
    aliases: [
      { name: 'Starvation', tradition: ES }, { name: 'rations depleted', tradition: BLOG }, { name: 'Starvation', tradition: S003 },
    ],
  },
  // ---- Weapons ----
  crossbow: {
    pinyin: 'zhū gě lián nǔ',
    aliases: [{ name: 'zhu ge crossbow', tradition: BLOG }, { name: 'Zhuge Crossbow', tradition: S000 }],
  },
  'sword-of-blue-steel': {
    pinyin: 'qīng gāng jiàn',
    aliases: [
      { name: 'Qinggang Sword', tradition: FK }, { name: 'Black Pommel', tradition: ES },
      { name: 'blue steel blade', tradition: BLOG }, { name: 'QinggangSword', tradition: TK },
    ],
  },
  'twin-swords': {
    pinyin: 'cí xióng shuāng gǔ jiàn',
    aliases: [
      { name: 'Double Sword', tradition: FK }, { name: 'Gender Swords', tradition: ES },
      { name: 'gender double swords', tradition: BLOG }, { name: 'YinyangSword', tradition: TK },
    ],
  },
  'azure-dragon': {
    pinyin: 'qīng lóng yǎn yuè dāo',
    aliases: [
      { name: 'Blade', tradition: FK }, { name: 'Green Dragon Blade', tradition: ES },
      { name: 'green dragon crescent blade', tradition: BLOG }, { name: 'GreenDragonCrescentBlade', tradition: TK },
      { name: 'Azure Dragon Crescent Blade', tradition: S000 },
    ],
  },
  'serpent-spear': {
    pinyin: 'zhàng bā shé máo',
    aliases: [{ name: 'Spear', tradition: FK }, { name: 'serpent halberd', tradition: BLOG }],
  },
  'rock-cleaving-axe': {
    pinyin: 'guàn shí fǔ',
    aliases: [{ name: 'Axe', tradition: FK }, { name: 'Axe', tradition: ES }, { name: 'Axe', tradition: TK }],
  },
  halberd: {
    pinyin: 'fāng tiān huà jǐ',
    aliases: [
      { name: 'Sky Scorcher', tradition: ES }, { name: 'heaven scorcher halberd', tradition: BLOG },
      { name: 'Heaven Halberd', tradition: S000 },
    ],
  },
  'kirin-bow': {
    pinyin: 'qí lín gōng',
    aliases: [
      { name: 'Kylin Bow', tradition: FK }, { name: 'Longbow', tradition: ES }, { name: 'unicorn bow', tradition: BLOG },
      { name: 'KylinBow', tradition: TK },
    ],
  },
  'frost-blade': {
    pinyin: 'hán bīng jiàn',
    aliases: [{ name: 'Ice Sword', tradition: FK }, { name: 'Ice Sword', tradition: ES }, { name: 'FrostSword', tradition: TK }],
  },
  'ancient-scimitar': {
    pinyin: 'gǔ dìng dāo',
    aliases: [],
  },
  'vermilion-fan': {
    pinyin: 'zhū què yǔ shàn',
    aliases: [{ name: 'Fan', tradition: FK }, { name: 'Fire Fan', tradition: ES }, { name: 'feathered fan', tradition: BLOG }],
  },
  // ---- Armor ----
  'eight-trigrams': {
    pinyin: 'bā guà zhèn',
    aliases: [{ name: 'Eight Diagram', tradition: FK }, { name: 'EightDiagram', tradition: TK }],
  },
  'renwang-shield': {
    pinyin: 'rén wáng dùn',
    aliases: [{ name: 'Nioh Shield', tradition: FK }, { name: 'Black Shield', tradition: ES }, { name: 'ren wang shield', tradition: BLOG }],
  },
  vine: {
    pinyin: 'téng jiǎ',
    aliases: [{ name: 'Wood Armor', tradition: ES }, { name: 'rattan armour', tradition: BLOG }],
  },
  'silver-lion': {
    pinyin: 'bái yín shī zi',
    aliases: [
      { name: 'Sliver Lion', tradition: 'FreeKill (misspelt)' }, { name: 'Silver Helmet', tradition: ES },
      { name: 'silver lion helmet', tradition: BLOG },
    ],
  },
  // ---- Mounts ----
  jueying: {
    pinyin: 'jué yǐng',
    aliases: [
      { name: 'Jue Ying', tradition: FK }, { name: 'Shadow Runner', tradition: ES }, { name: 'shadow-runner', tradition: TK },
      { name: 'The Shadow', tradition: S000 },
    ],
  },
  dilu: {
    pinyin: 'dí lú',
    aliases: [{ name: 'Di Lu', tradition: FK }, { name: 'Di Lu', tradition: ES }, { name: 'hex-mark', tradition: TK }],
  },
  'zhuahuang-feidian': {
    pinyin: 'zhuǎ huáng fēi diàn',
    aliases: [{ name: 'Zhua Huang Fei Dian', tradition: FK }, { name: 'Storm Runner', tradition: ES }, { name: 'yellow-flash', tradition: TK }],
  },
  hualiu: {
    pinyin: 'huá liú',
    aliases: [{ name: 'Hua Liu', tradition: FK }, { name: 'Hua Liu', tradition: ES }, { name: 'Hua Liu', tradition: S000 }],
  },
  chitu: {
    pinyin: 'chì tù',
    aliases: [
      { name: 'Chi Tu', tradition: FK }, { name: 'Red Hare', tradition: ES }, { name: 'red-hare', tradition: TK },
      { name: 'Red Hare', tradition: S000 },
    ],
  },
  dayuan: {
    pinyin: 'dà yuān',
    aliases: [
      { name: 'Da Yuan', tradition: FK }, { name: 'Da Yuan', tradition: ES }, { name: 'ferghana', tradition: TK },
      { name: 'Da Yuan', tradition: S000 },
    ],
  },
  zixing: {
    pinyin: 'zǐ xīng',
    aliases: [{ name: 'Zi Xing', tradition: FK }, { name: 'Zi Xing', tradition: ES }, { name: 'violet', tradition: TK }],
  },
};
