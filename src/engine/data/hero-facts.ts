// The 25 heroes of the Standard edition (标准版) with what the rules read (hero-rules.ts: name,
// faction, HP, gender, the skills' ids and names) and, here, their Chinese names and pinyin (the
// builder's search reads it; HEROES, the record the builder and the sandbox read) and, in a table
// apart (SKILL_FACTS), each skill's Chinese name, tags and whether its classic wording differs, which
// only the pages read. The epithets, the skills' aliases and timing lines, which the hero pages and
// search show, are in heroes.ts (which re-exports this module, and whose HEROES is the whole record,
// SKILL_FACTS merged). The engine's code reads hero-rules.ts only (this module for types), so that
// what it carries into the browser holds no more than it reads.
// Skill `tags` describe the revised wording (界限突破) that source 000 prints, the site's primary version;
// where the classic (2008) wording differs (`differs: true`), the clause
// `heroes.<hero>.<skill>.classic` gives its text. Clause texts live in content/clauses/heroes.yaml
// as `heroes.<hero>.<skill>.revised|classic`.
import { HERO_IDS, HERO_RULES, type Faction, type Gender, type HeroId, type HeroRules } from './hero-rules.ts';

export * from './hero-rules.ts';

export type SkillTag = 'trigger' | 'view-as' | 'status' | 'active' | 'compulsory' | 'limited' | 'lord';

/** A hero's skill as HEROES has it: its id and English name. */
export interface SkillName {
  /** Pinyin kebab-case, one word per syllable: 'jian-xiong'. */
  readonly id: string;
  /** The site's canonical English name. */
  readonly en: string;
}

/** What SKILL_FACTS adds to a skill: its Chinese name, tags and wording. */
export interface SkillFacts {
  readonly zh: string;
  readonly tags: readonly SkillTag[];
  /** True when the classic (2008) wording differs from the revised one. */
  readonly differs: boolean;
}

/** A hero's skill with its facts (heroes.ts's record, which adds its pinyin, aliases and timing line). */
export interface SkillInfo extends SkillName, SkillFacts {}

/** A hero with its Chinese name and pinyin, and its skills' names (heroes.ts adds its epithet and its skills' facts and texts). */
export interface HeroInfo {
  readonly id: HeroId;
  readonly en: string;
  readonly zh: string;
  readonly pinyin: string;
  readonly faction: Faction;
  readonly hp: number;
  readonly gender: Gender;
  readonly skills: readonly SkillName[];
}

/** What this module adds to a hero's rules: its Chinese name and pinyin. */
export interface HeroTexts {
  readonly zh: string;
  readonly pinyin: string;
}

/** Each hero's Chinese name and pinyin, which the builder and the sandbox's hero names read. */
export const HERO_TEXTS: Readonly<Record<HeroId, HeroTexts>> = {
  // ---- Wei 魏 ----
  'cao-cao': { zh: '曹操', pinyin: 'Cáo Cāo' },
  'si-ma-yi': { zh: '司马懿', pinyin: 'Sīmǎ Yì' },
  'xia-hou-dun': { zh: '夏侯惇', pinyin: 'Xiàhóu Dūn' },
  'zhang-liao': { zh: '张辽', pinyin: 'Zhāng Liáo' },
  'xu-chu': { zh: '许褚', pinyin: 'Xǔ Chǔ' },
  'guo-jia': { zh: '郭嘉', pinyin: 'Guō Jiā' },
  'zhen-ji': { zh: '甄姬', pinyin: 'Zhēn Jī' },
  // ---- Shu 蜀 ----
  'liu-bei': { zh: '刘备', pinyin: 'Liú Bèi' },
  'guan-yu': { zh: '关羽', pinyin: 'Guān Yǔ' },
  'zhang-fei': { zh: '张飞', pinyin: 'Zhāng Fēi' },
  'zhu-ge-liang': { zh: '诸葛亮', pinyin: 'Zhūgě Liàng' },
  'zhao-yun': { zh: '赵云', pinyin: 'Zhào Yún' },
  'ma-chao': { zh: '马超', pinyin: 'Mǎ Chāo' },
  'huang-yue-ying': { zh: '黄月英', pinyin: 'Huáng Yuèyīng' },
  // ---- Wu 吴 ----
  'sun-quan': { zh: '孙权', pinyin: 'Sūn Quán' },
  'gan-ning': { zh: '甘宁', pinyin: 'Gān Níng' },
  'lv-meng': { zh: '吕蒙', pinyin: 'Lǚ Méng' },
  'huang-gai': { zh: '黄盖', pinyin: 'Huáng Gài' },
  'zhou-yu': { zh: '周瑜', pinyin: 'Zhōu Yú' },
  'da-qiao': { zh: '大乔', pinyin: 'Dà Qiáo' },
  'lu-xun': { zh: '陆逊', pinyin: 'Lù Xùn' },
  'sun-shang-xiang': { zh: '孙尚香', pinyin: 'Sūn Shàngxiāng' },
  // ---- Qun 群 ----
  'hua-tuo': { zh: '华佗', pinyin: 'Huà Tuó' },
  'lv-bu': { zh: '吕布', pinyin: 'Lǚ Bù' },
  'diao-chan': { zh: '貂蝉', pinyin: 'Diāochán' },
};

/**
 * Each hero's skills' Chinese names, tags and whether their classic wording differs, which the pages
 * read (heroes.ts merges them into its record) and no browser code does: a table apart from
 * HERO_TEXTS, so that the builder's first load (its chunk, with HEROES) does not carry it
 * (0.6 KB gzip).
 */
export const SKILL_FACTS: Readonly<Record<HeroId, Readonly<Record<string, SkillFacts>>>> = {
  // ---- Wei 魏 ----
  'cao-cao': { 'jian-xiong': { zh: '奸雄', tags: ['trigger'], differs: true }, 'hu-jia': { zh: '护驾', tags: ['lord', 'view-as'], differs: false } },
  'si-ma-yi': { 'fan-kui': { zh: '反馈', tags: ['trigger'], differs: true }, 'gui-cai': { zh: '鬼才', tags: ['trigger'], differs: true } },
  'xia-hou-dun': { 'gang-lie': { zh: '刚烈', tags: ['trigger'], differs: true } },
  'zhang-liao': { 'tu-xi': { zh: '突袭', tags: ['trigger'], differs: true } },
  'xu-chu': { 'luo-yi': { zh: '裸衣', tags: ['trigger'], differs: true } },
  'guo-jia': { 'tian-du': { zh: '天妒', tags: ['trigger'], differs: false }, 'yi-ji': { zh: '遗计', tags: ['trigger'], differs: true } },
  'zhen-ji': { 'qing-guo': { zh: '倾国', tags: ['view-as'], differs: false }, 'luo-shen': { zh: '洛神', tags: ['trigger'], differs: true } },
  // ---- Shu 蜀 ----
  'liu-bei': { 'ren-de': { zh: '仁德', tags: ['active'], differs: true }, 'ji-jiang': { zh: '激将', tags: ['lord', 'view-as'], differs: false } },
  'guan-yu': { 'wu-sheng': { zh: '武圣', tags: ['view-as', 'status'], differs: true } },
  'zhang-fei': { 'pao-xiao': { zh: '咆哮', tags: ['compulsory', 'status'], differs: true } },
  'zhu-ge-liang': { 'guan-xing': { zh: '观星', tags: ['trigger'], differs: true }, 'kong-cheng': { zh: '空城', tags: ['compulsory', 'status'], differs: false } },
  'zhao-yun': { 'long-dan': { zh: '龙胆', tags: ['view-as'], differs: false } },
  'ma-chao': { 'ma-shu': { zh: '马术', tags: ['compulsory', 'status'], differs: false }, 'tie-ji': { zh: '铁骑', tags: ['trigger'], differs: true } },
  'huang-yue-ying': { 'ji-zhi': { zh: '集智', tags: ['trigger'], differs: true }, 'qi-cai': { zh: '奇才', tags: ['compulsory', 'status'], differs: true } },
  // ---- Wu 吴 ----
  'sun-quan': { 'zhi-heng': { zh: '制衡', tags: ['active'], differs: true }, 'jiu-yuan': { zh: '救援', tags: ['lord', 'trigger'], differs: true } },
  'gan-ning': { 'qi-xi': { zh: '奇袭', tags: ['view-as'], differs: false } },
  'lv-meng': { 'ke-ji': { zh: '克己', tags: ['trigger'], differs: false } },
  'huang-gai': { 'ku-rou': { zh: '苦肉', tags: ['active'], differs: true } },
  'zhou-yu': { 'ying-zi': { zh: '英姿', tags: ['compulsory', 'trigger', 'status'], differs: true }, 'fan-jian': { zh: '反间', tags: ['active'], differs: true } },
  'da-qiao': { 'guo-se': { zh: '国色', tags: ['active', 'view-as'], differs: true }, 'liu-li': { zh: '流离', tags: ['trigger'], differs: false } },
  'lu-xun': { 'qian-xun': { zh: '谦逊', tags: ['trigger'], differs: true }, 'lian-ying': { zh: '连营', tags: ['trigger'], differs: true } },
  'sun-shang-xiang': { 'jie-yin': { zh: '结姻', tags: ['active'], differs: true }, 'xiao-ji': { zh: '枭姬', tags: ['trigger'], differs: false } },
  // ---- Qun 群 ----
  'hua-tuo': { 'ji-jiu': { zh: '急救', tags: ['view-as'], differs: false }, 'qing-nang': { zh: '青囊', tags: ['active'], differs: true } },
  'lv-bu': { 'wu-shuang': { zh: '无双', tags: ['compulsory', 'trigger'], differs: false } },
  'diao-chan': { 'li-jian': { zh: '离间', tags: ['active'], differs: true }, 'bi-yue': { zh: '闭月', tags: ['trigger'], differs: true } },
};

/**
 * What is wrong between a hero's rules and its skills' facts: a skill without facts, facts of a skill
 * the rules do not list, or a lord skill whose tags say otherwise (or the reverse), each a message
 * naming it. The tests check every hero with it (hero-rules.test.ts): no code the browser runs does.
 */
export function heroProblems(id: HeroId, rules: HeroRules, skills: Readonly<Record<string, SkillFacts>>): string[] {
  const ids = rules.skills.map(([k]) => k);
  const extra = Object.keys(skills).filter((k) => !ids.includes(k));
  return [
    ...(extra.length ? [`hero-facts: ${id} has texts for ${extra.join(', ')}, which its rules (hero-rules.ts) do not list`] : []),
    ...rules.skills.flatMap(([k, , lord]) => {
      const t = skills[k];
      if (!t) return [`hero-facts: ${id}'s skill ${k} (hero-rules.ts) has no texts (zh, tags, differs)`];
      return t.tags.includes('lord') === (lord === true) ? [] : [`hero-facts: ${id}'s skill ${k} is ${lord ? '' : 'not '}a lord skill in hero-rules.ts, but its tags say ${t.tags.join(', ')}`];
    }),
  ];
}

/** A hero's record from its rules and its texts. */
export function mergeHero(id: HeroId, rules: HeroRules, texts: HeroTexts): HeroInfo {
  return { id, en: rules.en, zh: texts.zh, pinyin: texts.pinyin, faction: rules.faction, hp: rules.hp, gender: rules.gender, skills: rules.skills.map(([k, en]) => ({ id: k, en })) };
}

export const HEROES: Readonly<Record<HeroId, HeroInfo>> = Object.fromEntries(HERO_IDS.map((id) => [id, mergeHero(id, HERO_RULES[id], HERO_TEXTS[id])])) as Record<HeroId, HeroInfo>;

/** The hero with this id. */
export function hero(id: HeroId): HeroInfo {
  return HEROES[id];
}
