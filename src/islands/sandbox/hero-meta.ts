// The names, faction and skills of any hero, for a hero a branch reaches that the page's props do
// not name (a reborn player's new hero, variants.reincarnation.rebirth; a line-up the reader drafted,
// variants.3v3.draft-lineup). It is a chunk of its own: the live rules (live.ts) load it only for a
// table where such a hero can come: before a branch of a 3v3 draft (RuleNeeds.newHeroes), and with a
// reborn hero's pack, when a branch reaches a hero whose pack is not loaded yet (live.ts buildLine).
// It reads the English names and factions from the rules' table (hero-rules.ts, in the live rules'
// core already) and keeps here the little it adds, each hero's Chinese name and the skills whose
// classic wording differs, rather than import hero-facts.ts, which is in the card notation's chunk
// (4 KB gzip, which no branch needs). hero-meta.test.ts checks this table against hero-facts.ts.
import { HERO_RULES, isHeroId, type HeroId } from '../../engine/data/hero-rules.ts';
import type { HeroMeta } from './types.ts';

/** Each hero's Chinese name, then which of its skills (by their place in hero-rules.ts, from 0) have a classic wording that differs (hero-facts.ts: `zh`, `differs`). */
export const HERO_NAMES: { readonly [H in HeroId]: readonly [zh: string, ...differs: number[]] } = {
  'cao-cao': ['曹操', 0],
  'si-ma-yi': ['司马懿', 0, 1],
  'xia-hou-dun': ['夏侯惇', 0],
  'zhang-liao': ['张辽', 0],
  'xu-chu': ['许褚', 0],
  'guo-jia': ['郭嘉', 1],
  'zhen-ji': ['甄姬', 1],
  'liu-bei': ['刘备', 0],
  'guan-yu': ['关羽', 0],
  'zhang-fei': ['张飞', 0],
  'zhu-ge-liang': ['诸葛亮', 0],
  'zhao-yun': ['赵云'],
  'ma-chao': ['马超', 1],
  'huang-yue-ying': ['黄月英', 0, 1],
  'sun-quan': ['孙权', 0, 1],
  'gan-ning': ['甘宁'],
  'lv-meng': ['吕蒙'],
  'huang-gai': ['黄盖', 0],
  'zhou-yu': ['周瑜', 0, 1],
  'da-qiao': ['大乔', 0],
  'lu-xun': ['陆逊', 0, 1],
  'sun-shang-xiang': ['孙尚香', 0],
  'hua-tuo': ['华佗', 1],
  'lv-bu': ['吕布'],
  'diao-chan': ['貂蝉', 0, 1],
};

/** A hero's names, faction and skills, each skill's clause in the seat's wording where that wording differs. */
export function heroMeta(hero: string, wording: string): HeroMeta | null {
  if (!isHeroId(hero)) return null;
  const h = HERO_RULES[hero];
  const [zh, ...differs] = HERO_NAMES[hero];
  const skills = h.skills.map(([id, name], i) => ({ name, clause: `heroes.${hero}.${id}.${wording === 'classic' && differs.includes(i) ? 'classic' : 'revised'}` }));
  return { name: h.en, zh, faction: h.faction, skills };
}
