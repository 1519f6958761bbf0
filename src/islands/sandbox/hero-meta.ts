// The names, faction and skills of any hero, for a hero a branch reaches that the page's props do
// not name (a reborn player's new hero, variants.reincarnation.rebirth; a line-up the reader drafted,
// variants.3v3.draft-lineup). It is a chunk of its own: the live rules (live.ts) load it only for a
// table where such a hero can come: before a branch of a 3v3 draft (RuleNeeds.newHeroes), and with a
// reborn hero's pack, when a branch reaches a hero whose pack is not loaded yet (live.ts buildLine).
// It reads the English names and factions from the rules' table (hero-rules.ts, in the live rules'
// core already) and keeps here the little it adds, each hero's Chinese name and the skills whose
// classic wording differs, rather than import hero-facts.ts, which is in the builder's chunk
// (1.7 KB gzip of it, which no branch needs). hero-meta.test.ts checks this table against hero-facts.ts.
import { HERO_IDS, HERO_RULES, isHeroId } from '../../engine/data/hero-rules.ts';
import type { HeroMeta } from './types.ts';

/**
 * Each hero's Chinese name, then which of its skills (by their place in hero-rules.ts, from 0) have
 * a classic wording that differs (hero-facts.ts: `zh`, `differs`), in HERO_IDS order (a list, not a
 * record by id: the ids are in the core already).
 */
const HERO_NAMES: readonly (readonly [zh: string, ...differs: number[]])[] = [
  ['曹操', 0], // cao-cao
  ['司马懿', 0, 1], // si-ma-yi
  ['夏侯惇', 0], // xia-hou-dun
  ['张辽', 0], // zhang-liao
  ['许褚', 0], // xu-chu
  ['郭嘉', 1], // guo-jia
  ['甄姬', 1], // zhen-ji
  ['刘备', 0], // liu-bei
  ['关羽', 0], // guan-yu
  ['张飞', 0], // zhang-fei
  ['诸葛亮', 0], // zhu-ge-liang
  ['赵云'], // zhao-yun
  ['马超', 1], // ma-chao
  ['黄月英', 0, 1], // huang-yue-ying
  ['孙权', 0, 1], // sun-quan
  ['甘宁'], // gan-ning
  ['吕蒙'], // lv-meng
  ['黄盖', 0], // huang-gai
  ['周瑜', 0, 1], // zhou-yu
  ['大乔', 0], // da-qiao
  ['陆逊', 0, 1], // lu-xun
  ['孙尚香', 0], // sun-shang-xiang
  ['华佗', 1], // hua-tuo
  ['吕布'], // lv-bu
  ['貂蝉', 0, 1], // diao-chan
];

/** A hero's names, faction and skills, each skill's clause in the seat's wording where that wording differs. */
export function heroMeta(hero: string, wording: string): HeroMeta | null {
  if (!isHeroId(hero)) return null;
  const h = HERO_RULES[hero];
  const [zh, ...differs]: readonly [string, ...number[]] = HERO_NAMES[HERO_IDS.indexOf(hero)] ?? [''];
  const skills = h.skills.map(([id, name], i) => ({ name, clause: `heroes.${hero}.${id}.${wording === 'classic' && differs.includes(i) ? 'classic' : 'revised'}` }));
  return { name: h.en, zh, faction: h.faction, skills };
}
