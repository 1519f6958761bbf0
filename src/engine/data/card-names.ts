// Every other name of each card kind: its pinyin and the English names other traditions use
// (aliases), which search, the glossary, the card pages and the builder's card search read. Pure data;
// the rules engine does not read it (card-facts.ts). English names: the site's canonical names; other
// traditions are kept as aliases (§2.4). The names are written one table per tradition, in the order
// a kind lists them (TRADITIONS): the builder's card search reads the names alone (otherNames), so
// that its chunk carries no tradition (0.2 KB gzip less than one table of { name, tradition } per
// kind); the pages read each kind's names with their traditions (CARD_NAMES, made from the tables).
import { CARD_KIND_IDS, type CardKindId } from './card-facts.ts';

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

/** Each card kind's pinyin. */
export const CARD_PINYIN: { readonly [K in CardKindId]: string } = {
  strike: 'shā', 'fire-strike': 'huǒ shā', 'thunder-strike': 'léi shā', dodge: 'shǎn', peach: 'táo',
  wine: 'jiǔ', dismantle: 'guò hé chāi qiáo', snatch: 'shùn shǒu qiān yáng', duel: 'jué dòu',
  'borrowed-sword': 'jiè dāo shā rén', 'ex-nihilo': 'wú zhōng shēng yǒu', nullification: 'wú xiè kě jī',
  'barbarian-invasion': 'nán mán rù qīn', 'arrow-barrage': 'wàn jiàn qí fā', 'peach-garden': 'táo yuán jié yì',
  harvest: 'wǔ gǔ fēng dēng', 'iron-chain': 'tiě suǒ lián huán', 'fire-attack': 'huǒ gōng',
  lightning: 'shǎn diàn', acedia: 'lè bù sī shǔ', 'supply-shortage': 'bīng liáng cùn duàn',
  crossbow: 'zhū gě lián nǔ', 'sword-of-blue-steel': 'qīng gāng jiàn', 'twin-swords': 'cí xióng shuāng gǔ jiàn',
  'azure-dragon': 'qīng lóng yǎn yuè dāo', 'serpent-spear': 'zhàng bā shé máo',
  'rock-cleaving-axe': 'guàn shí fǔ', halberd: 'fāng tiān huà jǐ', 'kirin-bow': 'qí lín gōng',
  'frost-blade': 'hán bīng jiàn', 'ancient-scimitar': 'gǔ dìng dāo', 'vermilion-fan': 'zhū què yǔ shàn',
  'eight-trigrams': 'bā guà zhèn', 'renwang-shield': 'rén wáng dùn', vine: 'téng jiǎ',
  'silver-lion': 'bái yín shī zi', jueying: 'jué yǐng', dilu: 'dí lú',
  'zhuahuang-feidian': 'zhuǎ huáng fēi diàn', hualiu: 'huá liú', chitu: 'chì tù', dayuan: 'dà yuān',
  zixing: 'zǐ xīng',
};

/** One tradition's other names: for each card kind it names otherwise, the name. */
type Names = { readonly [K in CardKindId]?: string };

/** FreeKill: the engine's en_US texts. */
const FREEKILL: Names = {
  strike: 'Slash', 'fire-strike': 'Fire Slash', 'thunder-strike': 'Thunder Slash', wine: 'Alcohol',
  dismantle: 'Dismantlement', 'borrowed-sword': 'Collateral', 'barbarian-invasion': 'Savage Assault',
  'arrow-barrage': 'Archery Attack', 'peach-garden': 'God Salvation', harvest: 'Amazing Grace',
  acedia: 'Indulgence', 'sword-of-blue-steel': 'Qinggang Sword', 'twin-swords': 'Double Sword',
  'azure-dragon': 'Blade', 'serpent-spear': 'Spear', 'rock-cleaving-axe': 'Axe', 'kirin-bow': 'Kylin Bow',
  'frost-blade': 'Ice Sword', 'vermilion-fan': 'Fan', 'eight-trigrams': 'Eight Diagram',
  'renwang-shield': 'Nioh Shield', jueying: 'Jue Ying', dilu: 'Di Lu',
  'zhuahuang-feidian': 'Zhua Huang Fei Dian', hualiu: 'Hua Liu', chitu: 'Chi Tu', dayuan: 'Da Yuan',
  zixing: 'Zi Xing',
};
/** FreeKill, misspelt there. */
const FREEKILL_MISSPELT: Names = {
  'silver-lion': 'Sliver Lion',
};
/** englishsanguosha: the English edition's site (also used by kevinychen/sanguosha). */
const ENGLISH_EDITION: Names = {
  strike: 'Attack', 'fire-strike': 'Fire Attack', 'thunder-strike': 'Lightning Attack', dodge: 'Escape',
  dismantle: 'Break', snatch: 'Steal', 'borrowed-sword': 'Coerce', 'ex-nihilo': 'Draw Two',
  nullification: 'Negate', 'barbarian-invasion': 'Barbarians', 'arrow-barrage': 'Hail of Arrows',
  'iron-chain': 'Chains', 'fire-attack': 'Blaze', acedia: 'Capture', 'supply-shortage': 'Starvation',
  'sword-of-blue-steel': 'Black Pommel', 'twin-swords': 'Gender Swords', 'azure-dragon': 'Green Dragon Blade',
  'rock-cleaving-axe': 'Axe', halberd: 'Sky Scorcher', 'kirin-bow': 'Longbow', 'frost-blade': 'Ice Sword',
  'vermilion-fan': 'Fire Fan', 'renwang-shield': 'Black Shield', vine: 'Wood Armor',
  'silver-lion': 'Silver Helmet', jueying: 'Shadow Runner', dilu: 'Di Lu', 'zhuahuang-feidian': 'Storm Runner',
  hualiu: 'Hua Liu', chitu: 'Red Hare', dayuan: 'Da Yuan', zixing: 'Zi Xing',
};
/** sanguoshaenglish blog: its glossary. */
const BLOG: Names = {
  strike: 'attack', 'fire-strike': 'fire attack', 'thunder-strike': 'lightning attack', snatch: 'steal',
  'borrowed-sword': 'duress', 'ex-nihilo': 'draw2', nullification: 'negate', 'barbarian-invasion': 'barbarians',
  'arrow-barrage': 'raining arrows', 'iron-chain': 'iron shackles', 'fire-attack': 'blaze',
  'supply-shortage': 'rations depleted', crossbow: 'zhu ge crossbow', 'sword-of-blue-steel': 'blue steel blade',
  'twin-swords': 'gender double swords', 'azure-dragon': 'green dragon crescent blade',
  'serpent-spear': 'serpent halberd', halberd: 'heaven scorcher halberd', 'kirin-bow': 'unicorn bow',
  'vermilion-fan': 'feathered fan', 'renwang-shield': 'ren wang shield', vine: 'rattan armour',
  'silver-lion': 'silver lion helmet',
};
/** takashiro/sanguosha (code): its class names. */
const TAKASHIRO: Names = {
  'borrowed-sword': 'BorrowSword', nullification: 'Nullify', acedia: 'Indulge',
  'sword-of-blue-steel': 'QinggangSword', 'twin-swords': 'YinyangSword',
  'azure-dragon': 'GreenDragonCrescentBlade', 'rock-cleaving-axe': 'Axe', 'kirin-bow': 'KylinBow',
  'frost-blade': 'FrostSword', 'eight-trigrams': 'EightDiagram', jueying: 'shadow-runner', dilu: 'hex-mark',
  'zhuahuang-feidian': 'yellow-flash', chitu: 'red-hare', dayuan: 'ferghana', zixing: 'violet',
};
/** The site's source document 000. */
const SOURCE_000: Names = {
  strike: 'Attack', dismantle: 'Burn Bridges', 'borrowed-sword': 'Duress', 'ex-nihilo': 'Sleight of Hand',
  nullification: 'Impeccable Plan', 'barbarian-invasion': 'Barbarians Assault',
  'arrow-barrage': 'Hail of Arrows', 'peach-garden': 'Oath of Peach Garden', lightning: 'Lightning Bolt',
  crossbow: 'Zhuge Crossbow', 'azure-dragon': 'Azure Dragon Crescent Blade', halberd: 'Heaven Halberd',
  jueying: 'The Shadow', hualiu: 'Hua Liu', chitu: 'Red Hare', dayuan: 'Da Yuan',
};
/** Source 000, misspelt there. */
const SOURCE_000_MISSPELT: Names = {
  snatch: 'Plifer',
};
/** The site's source document 003. */
const SOURCE_003: Names = {
  'thunder-strike': 'Lightning Strike', 'ex-nihilo': 'Something for Nothing', harvest: 'Bountiful Harvest',
  'iron-chain': 'Chain', 'fire-attack': 'Arson', acedia: 'Contentment', 'supply-shortage': 'Starvation',
};
/** The site's source document 004. */
const SOURCE_004: Names = {
  strike: 'Kill',
};

/** The traditions' tables, in the order a kind lists its names, and each one's tradition (the same order: card-names.test.ts checks it). */
export const NAME_TABLES: readonly Names[] = [FREEKILL, FREEKILL_MISSPELT, ENGLISH_EDITION, BLOG, TAKASHIRO, SOURCE_000, SOURCE_000_MISSPELT, SOURCE_003, SOURCE_004];
export const TRADITIONS: readonly string[] = [
  'FreeKill', 'FreeKill (misspelt)', 'englishsanguosha', 'sanguoshaenglish blog', 'takashiro/sanguosha (code)',
  'source 000', 'source 000 (misspelt)', 'source 003', 'source 004',
];

/** A card kind's names in other traditions, without their traditions (the builder's card search). */
export function otherNames(id: CardKindId): string[] {
  return NAME_TABLES.flatMap((t) => t[id] ?? []);
}

/** Each card kind's pinyin and its names with their traditions (the pages, the glossary, search). */
// Made in a pure call, so that a bundle that reads otherNames alone (the builder's) leaves it and the traditions out.
export const CARD_NAMES: Readonly<Record<CardKindId, CardNames>> = /* @__PURE__ */ (() => Object.fromEntries(CARD_KIND_IDS.map((id): [CardKindId, CardNames] => [id, {
  pinyin: CARD_PINYIN[id],
  aliases: NAME_TABLES.flatMap((t, i) => { const name = t[id]; return name === undefined ? [] : [{ name, tradition: TRADITIONS[i] ?? '' }]; }),
}])) as Record<CardKindId, CardNames>)();
