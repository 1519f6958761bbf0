// What the rules engine reads of the 25 heroes of the Standard edition (标准版): the English name,
// faction, HP and gender, and each skill's id and English name, a lord skill marked. The engine's code
// goes to the browser when a visitor branches, so this is all it carries: the Chinese names, the
// pinyin, the skills' Chinese names, tags and whether their classic wording differs are in
// hero-facts.ts, which merges the heroes' with this table (its HEROES, for the builder and the
// sandbox's hero names; heroes.ts's is the whole record, for the pages). The engine imports this
// module (and hero-facts.ts for types only).
// Faction, HP and gender are the Standard edition's (engine-facts §3; every engine agrees).

export type Faction = 'wei' | 'shu' | 'wu' | 'qun';
export type Gender = 'male' | 'female';
export type Wording = 'revised' | 'classic';

export const HERO_IDS = [
  'cao-cao', 'si-ma-yi', 'xia-hou-dun', 'zhang-liao', 'xu-chu', 'guo-jia', 'zhen-ji',
  'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying',
  'sun-quan', 'gan-ning', 'lv-meng', 'huang-gai', 'zhou-yu', 'da-qiao', 'lu-xun', 'sun-shang-xiang',
  'hua-tuo', 'lv-bu', 'diao-chan',
] as const;
export type HeroId = (typeof HERO_IDS)[number];

/** A skill as the rules read it: id (pinyin kebab-case, one word per syllable: 'jian-xiong'), the site's English name, and `true` for a lord skill (主公技). */
export type SkillRule = readonly [id: string, en: string, lord?: true];

/** A hero as the rules read it. */
export interface HeroRules {
  /** The site's canonical English name. */
  readonly en: string;
  readonly faction: Faction;
  readonly hp: number;
  readonly gender: Gender;
  readonly skills: readonly SkillRule[];
}

export const HERO_RULES: Readonly<Record<HeroId, HeroRules>> = {
  // ---- Wei 魏 ----
  'cao-cao': { en: 'Cao Cao', faction: 'wei', hp: 4, gender: 'male', skills: [['jian-xiong', 'Villainous Hero'], ['hu-jia', 'Escort', true]] },
  'si-ma-yi': { en: 'Sima Yi', faction: 'wei', hp: 3, gender: 'male', skills: [['fan-kui', 'Retaliation'], ['gui-cai', 'Demonic Talent']] },
  'xia-hou-dun': { en: 'Xiahou Dun', faction: 'wei', hp: 4, gender: 'male', skills: [['gang-lie', 'Eye for an Eye']] },
  'zhang-liao': { en: 'Zhang Liao', faction: 'wei', hp: 4, gender: 'male', skills: [['tu-xi', 'Sudden Strike']] },
  'xu-chu': { en: 'Xu Chu', faction: 'wei', hp: 4, gender: 'male', skills: [['luo-yi', 'Bare-Chested']] },
  'guo-jia': { en: 'Guo Jia', faction: 'wei', hp: 3, gender: 'male', skills: [['tian-du', "Heaven's Envy"], ['yi-ji', 'Bequeathed Strategy']] },
  'zhen-ji': { en: 'Zhen Ji', faction: 'wei', hp: 3, gender: 'female', skills: [['qing-guo', 'Overturned Country'], ['luo-shen', 'Goddess Luo']] },
  // ---- Shu 蜀 ----
  'liu-bei': { en: 'Liu Bei', faction: 'shu', hp: 4, gender: 'male', skills: [['ren-de', 'Benevolence'], ['ji-jiang', 'Rouse', true]] },
  'guan-yu': { en: 'Guan Yu', faction: 'shu', hp: 4, gender: 'male', skills: [['wu-sheng', 'Warrior Saint']] },
  'zhang-fei': { en: 'Zhang Fei', faction: 'shu', hp: 4, gender: 'male', skills: [['pao-xiao', 'Roar']] },
  'zhu-ge-liang': { en: 'Zhuge Liang', faction: 'shu', hp: 3, gender: 'male', skills: [['guan-xing', 'Stargazing'], ['kong-cheng', 'Empty Fort']] },
  'zhao-yun': { en: 'Zhao Yun', faction: 'shu', hp: 4, gender: 'male', skills: [['long-dan', 'Dragon Courage']] },
  'ma-chao': { en: 'Ma Chao', faction: 'shu', hp: 4, gender: 'male', skills: [['ma-shu', 'Horsemanship'], ['tie-ji', 'Iron Cavalry']] },
  'huang-yue-ying': { en: 'Huang Yueying', faction: 'shu', hp: 3, gender: 'female', skills: [['ji-zhi', 'Gathering Wisdom'], ['qi-cai', 'Wondrous Talent']] },
  // ---- Wu 吴 ----
  'sun-quan': { en: 'Sun Quan', faction: 'wu', hp: 4, gender: 'male', skills: [['zhi-heng', 'Balance of Power'], ['jiu-yuan', 'Rescue', true]] },
  'gan-ning': { en: 'Gan Ning', faction: 'wu', hp: 4, gender: 'male', skills: [['qi-xi', 'Surprise Raid']] },
  'lv-meng': { en: 'Lü Meng', faction: 'wu', hp: 4, gender: 'male', skills: [['ke-ji', 'Self-Restraint']] },
  'huang-gai': { en: 'Huang Gai', faction: 'wu', hp: 4, gender: 'male', skills: [['ku-rou', 'Sacrificial Injury']] },
  'zhou-yu': { en: 'Zhou Yu', faction: 'wu', hp: 3, gender: 'male', skills: [['ying-zi', 'Dashing Hero'], ['fan-jian', 'Sow Dissension']] },
  'da-qiao': { en: 'Da Qiao', faction: 'wu', hp: 3, gender: 'female', skills: [['guo-se', 'National Beauty'], ['liu-li', 'Displace']] },
  'lu-xun': { en: 'Lu Xun', faction: 'wu', hp: 3, gender: 'male', skills: [['qian-xun', 'Humility'], ['lian-ying', 'One After Another']] },
  'sun-shang-xiang': { en: 'Sun Shangxiang', faction: 'wu', hp: 3, gender: 'female', skills: [['jie-yin', 'Marriage'], ['xiao-ji', 'Warrior Lady']] },
  // ---- Qun 群 ----
  'hua-tuo': { en: 'Hua Tuo', faction: 'qun', hp: 3, gender: 'male', skills: [['ji-jiu', 'First Aid'], ['qing-nang', 'Green Salve']] },
  'lv-bu': { en: 'Lü Bu', faction: 'qun', hp: 4, gender: 'male', skills: [['wu-shuang', 'Matchless']] },
  'diao-chan': { en: 'Diao Chan', faction: 'qun', hp: 3, gender: 'female', skills: [['li-jian', 'Sow Discord'], ['bi-yue', 'Eclipse the Moon']] },
};

const HERO_ID_SET: ReadonlySet<string> = new Set(HERO_IDS);

export function isHeroId(s: string): s is HeroId {
  return HERO_ID_SET.has(s);
}
