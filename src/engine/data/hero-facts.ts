// The 25 heroes of the Standard edition (标准版) as the rules engine knows them: name, faction, HP,
// gender and skills (id, name, tags, whether the classic wording differs), and the hero's pinyin (the
// builder's search reads it). Pure data, and only what the rules read: the epithets, the skills'
// aliases and timing lines, which the hero pages and search show, are in heroes.ts (which re-exports
// this module), so that the engine's code in the browser does not carry them. The engine imports
// this module only.
// Faction, HP and gender are the Standard edition's (engine-facts §3; every engine agrees). Skill
// `tags` describe the revised wording (界限突破) that source 000 prints, the site's primary version;
// where the classic (2008) wording differs (`differs: true`), the clause
// `heroes.<hero>.<skill>.classic` gives its text. Clause texts live in content/clauses/heroes.yaml
// as `heroes.<hero>.<skill>.revised|classic`.

export type Faction = 'wei' | 'shu' | 'wu' | 'qun';
export type Gender = 'male' | 'female';
export type Wording = 'revised' | 'classic';
export type SkillTag = 'trigger' | 'view-as' | 'status' | 'active' | 'compulsory' | 'limited' | 'lord';

export const HERO_IDS = [
  'cao-cao', 'si-ma-yi', 'xia-hou-dun', 'zhang-liao', 'xu-chu', 'guo-jia', 'zhen-ji',
  'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying',
  'sun-quan', 'gan-ning', 'lv-meng', 'huang-gai', 'zhou-yu', 'da-qiao', 'lu-xun', 'sun-shang-xiang',
  'hua-tuo', 'lv-bu', 'diao-chan',
] as const;
export type HeroId = (typeof HERO_IDS)[number];
/** A hero's skill as the rules read it (heroes.ts adds its pinyin, aliases and timing line). */
export interface SkillInfo {
  /** Pinyin kebab-case, one word per syllable: 'jian-xiong'. */
  readonly id: string;
  /** The site's canonical English name. */
  readonly en: string;
  readonly zh: string;
  readonly tags: readonly SkillTag[];
  /** True when the classic (2008) wording differs from the revised one. */
  readonly differs: boolean;
}

/** A hero as the rules read it, with its pinyin (heroes.ts adds its epithet and its skills' texts). */
export interface HeroInfo {
  readonly id: HeroId;
  readonly en: string;
  readonly zh: string;
  readonly pinyin: string;
  readonly faction: Faction;
  readonly hp: number;
  readonly gender: Gender;
  readonly skills: readonly SkillInfo[];
}

export const HEROES: Readonly<Record<HeroId, HeroInfo>> = {
  // ---- Wei 魏 ----
  'cao-cao': {
    id: 'cao-cao', en: 'Cao Cao', zh: '曹操', pinyin: 'Cáo Cāo', faction: 'wei', hp: 4, gender: 'male',
    skills: [
      { id: 'jian-xiong', en: 'Villainous Hero', zh: '奸雄', tags: ['trigger'], differs: true },
      { id: 'hu-jia', en: 'Escort', zh: '护驾', tags: ['lord', 'view-as'], differs: false },
    ],
  },
  'si-ma-yi': {
    id: 'si-ma-yi', en: 'Sima Yi', zh: '司马懿', pinyin: 'Sīmǎ Yì', faction: 'wei', hp: 3, gender: 'male',
    skills: [
      { id: 'fan-kui', en: 'Retaliation', zh: '反馈', tags: ['trigger'], differs: true },
      { id: 'gui-cai', en: 'Demonic Talent', zh: '鬼才', tags: ['trigger'], differs: true },
    ],
  },
  'xia-hou-dun': {
    id: 'xia-hou-dun', en: 'Xiahou Dun', zh: '夏侯惇', pinyin: 'Xiàhóu Dūn', faction: 'wei', hp: 4, gender: 'male',
    skills: [
      { id: 'gang-lie', en: 'Eye for an Eye', zh: '刚烈', tags: ['trigger'], differs: true },
    ],
  },
  'zhang-liao': {
    id: 'zhang-liao', en: 'Zhang Liao', zh: '张辽', pinyin: 'Zhāng Liáo', faction: 'wei', hp: 4, gender: 'male',
    skills: [
      { id: 'tu-xi', en: 'Sudden Strike', zh: '突袭', tags: ['trigger'], differs: true },
    ],
  },
  'xu-chu': {
    id: 'xu-chu', en: 'Xu Chu', zh: '许褚', pinyin: 'Xǔ Chǔ', faction: 'wei', hp: 4, gender: 'male',
    skills: [
      { id: 'luo-yi', en: 'Bare-Chested', zh: '裸衣', tags: ['trigger'], differs: true },
    ],
  },
  'guo-jia': {
    id: 'guo-jia', en: 'Guo Jia', zh: '郭嘉', pinyin: 'Guō Jiā', faction: 'wei', hp: 3, gender: 'male',
    skills: [
      { id: 'tian-du', en: "Heaven's Envy", zh: '天妒', tags: ['trigger'], differs: false },
      { id: 'yi-ji', en: 'Bequeathed Strategy', zh: '遗计', tags: ['trigger'], differs: true },
    ],
  },
  'zhen-ji': {
    id: 'zhen-ji', en: 'Zhen Ji', zh: '甄姬', pinyin: 'Zhēn Jī', faction: 'wei', hp: 3, gender: 'female',
    skills: [
      { id: 'qing-guo', en: 'Overturned Country', zh: '倾国', tags: ['view-as'], differs: false },
      { id: 'luo-shen', en: 'Goddess Luo', zh: '洛神', tags: ['trigger'], differs: true },
    ],
  },
  // ---- Shu 蜀 ----
  'liu-bei': {
    id: 'liu-bei', en: 'Liu Bei', zh: '刘备', pinyin: 'Liú Bèi', faction: 'shu', hp: 4, gender: 'male',
    skills: [
      { id: 'ren-de', en: 'Benevolence', zh: '仁德', tags: ['active'], differs: true },
      { id: 'ji-jiang', en: 'Rouse', zh: '激将', tags: ['lord', 'view-as'], differs: false },
    ],
  },
  'guan-yu': {
    id: 'guan-yu', en: 'Guan Yu', zh: '关羽', pinyin: 'Guān Yǔ', faction: 'shu', hp: 4, gender: 'male',
    skills: [
      { id: 'wu-sheng', en: 'Warrior Saint', zh: '武圣', tags: ['view-as', 'status'], differs: true },
    ],
  },
  'zhang-fei': {
    id: 'zhang-fei', en: 'Zhang Fei', zh: '张飞', pinyin: 'Zhāng Fēi', faction: 'shu', hp: 4, gender: 'male',
    skills: [
      { id: 'pao-xiao', en: 'Roar', zh: '咆哮', tags: ['compulsory', 'status'], differs: true },
    ],
  },
  'zhu-ge-liang': {
    id: 'zhu-ge-liang', en: 'Zhuge Liang', zh: '诸葛亮', pinyin: 'Zhūgě Liàng', faction: 'shu', hp: 3, gender: 'male',
    skills: [
      { id: 'guan-xing', en: 'Stargazing', zh: '观星', tags: ['trigger'], differs: true },
      { id: 'kong-cheng', en: 'Empty Fort', zh: '空城', tags: ['compulsory', 'status'], differs: false },
    ],
  },
  'zhao-yun': {
    id: 'zhao-yun', en: 'Zhao Yun', zh: '赵云', pinyin: 'Zhào Yún', faction: 'shu', hp: 4, gender: 'male',
    skills: [
      { id: 'long-dan', en: 'Dragon Courage', zh: '龙胆', tags: ['view-as'], differs: false },
    ],
  },
  'ma-chao': {
    id: 'ma-chao', en: 'Ma Chao', zh: '马超', pinyin: 'Mǎ Chāo', faction: 'shu', hp: 4, gender: 'male',
    skills: [
      { id: 'ma-shu', en: 'Horsemanship', zh: '马术', tags: ['compulsory', 'status'], differs: false },
      { id: 'tie-ji', en: 'Iron Cavalry', zh: '铁骑', tags: ['trigger'], differs: true },
    ],
  },
  'huang-yue-ying': {
    id: 'huang-yue-ying', en: 'Huang Yueying', zh: '黄月英', pinyin: 'Huáng Yuèyīng', faction: 'shu', hp: 3, gender: 'female',
    skills: [
      { id: 'ji-zhi', en: 'Gathering Wisdom', zh: '集智', tags: ['trigger'], differs: true },
      { id: 'qi-cai', en: 'Wondrous Talent', zh: '奇才', tags: ['compulsory', 'status'], differs: true },
    ],
  },
  // ---- Wu 吴 ----
  'sun-quan': {
    id: 'sun-quan', en: 'Sun Quan', zh: '孙权', pinyin: 'Sūn Quán', faction: 'wu', hp: 4, gender: 'male',
    skills: [
      { id: 'zhi-heng', en: 'Balance of Power', zh: '制衡', tags: ['active'], differs: true },
      { id: 'jiu-yuan', en: 'Rescue', zh: '救援', tags: ['lord', 'trigger'], differs: true },
    ],
  },
  'gan-ning': {
    id: 'gan-ning', en: 'Gan Ning', zh: '甘宁', pinyin: 'Gān Níng', faction: 'wu', hp: 4, gender: 'male',
    skills: [
      { id: 'qi-xi', en: 'Surprise Raid', zh: '奇袭', tags: ['view-as'], differs: false },
    ],
  },
  'lv-meng': {
    id: 'lv-meng', en: 'Lü Meng', zh: '吕蒙', pinyin: 'Lǚ Méng', faction: 'wu', hp: 4, gender: 'male',
    skills: [
      { id: 'ke-ji', en: 'Self-Restraint', zh: '克己', tags: ['trigger'], differs: false },
    ],
  },
  'huang-gai': {
    id: 'huang-gai', en: 'Huang Gai', zh: '黄盖', pinyin: 'Huáng Gài', faction: 'wu', hp: 4, gender: 'male',
    skills: [
      { id: 'ku-rou', en: 'Sacrificial Injury', zh: '苦肉', tags: ['active'], differs: true },
    ],
  },
  'zhou-yu': {
    id: 'zhou-yu', en: 'Zhou Yu', zh: '周瑜', pinyin: 'Zhōu Yú', faction: 'wu', hp: 3, gender: 'male',
    skills: [
      { id: 'ying-zi', en: 'Dashing Hero', zh: '英姿', tags: ['compulsory', 'trigger', 'status'], differs: true },
      { id: 'fan-jian', en: 'Sow Dissension', zh: '反间', tags: ['active'], differs: true },
    ],
  },
  'da-qiao': {
    id: 'da-qiao', en: 'Da Qiao', zh: '大乔', pinyin: 'Dà Qiáo', faction: 'wu', hp: 3, gender: 'female',
    skills: [
      { id: 'guo-se', en: 'National Beauty', zh: '国色', tags: ['active', 'view-as'], differs: true },
      { id: 'liu-li', en: 'Displace', zh: '流离', tags: ['trigger'], differs: false },
    ],
  },
  'lu-xun': {
    id: 'lu-xun', en: 'Lu Xun', zh: '陆逊', pinyin: 'Lù Xùn', faction: 'wu', hp: 3, gender: 'male',
    skills: [
      { id: 'qian-xun', en: 'Humility', zh: '谦逊', tags: ['trigger'], differs: true },
      { id: 'lian-ying', en: 'One After Another', zh: '连营', tags: ['trigger'], differs: true },
    ],
  },
  'sun-shang-xiang': {
    id: 'sun-shang-xiang', en: 'Sun Shangxiang', zh: '孙尚香', pinyin: 'Sūn Shàngxiāng', faction: 'wu', hp: 3, gender: 'female',
    skills: [
      { id: 'jie-yin', en: 'Marriage', zh: '结姻', tags: ['active'], differs: true },
      { id: 'xiao-ji', en: 'Warrior Lady', zh: '枭姬', tags: ['trigger'], differs: false },
    ],
  },
  // ---- Qun 群 ----
  'hua-tuo': {
    id: 'hua-tuo', en: 'Hua Tuo', zh: '华佗', pinyin: 'Huà Tuó', faction: 'qun', hp: 3, gender: 'male',
    skills: [
      { id: 'ji-jiu', en: 'First Aid', zh: '急救', tags: ['view-as'], differs: false },
      { id: 'qing-nang', en: 'Green Salve', zh: '青囊', tags: ['active'], differs: true },
    ],
  },
  'lv-bu': {
    id: 'lv-bu', en: 'Lü Bu', zh: '吕布', pinyin: 'Lǚ Bù', faction: 'qun', hp: 4, gender: 'male',
    skills: [
      { id: 'wu-shuang', en: 'Matchless', zh: '无双', tags: ['compulsory', 'trigger'], differs: false },
    ],
  },
  'diao-chan': {
    id: 'diao-chan', en: 'Diao Chan', zh: '貂蝉', pinyin: 'Diāochán', faction: 'qun', hp: 3, gender: 'female',
    skills: [
      { id: 'li-jian', en: 'Sow Discord', zh: '离间', tags: ['active'], differs: true },
      { id: 'bi-yue', en: 'Eclipse the Moon', zh: '闭月', tags: ['trigger'], differs: true },
    ],
  },
};

/** The hero with this id. */
export function hero(id: HeroId): HeroInfo {
  return HEROES[id];
}

const HERO_ID_SET: ReadonlySet<string> = new Set(HERO_IDS);

export function isHeroId(s: string): s is HeroId {
  return HERO_ID_SET.has(s);
}
