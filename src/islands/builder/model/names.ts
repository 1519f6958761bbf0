// The names the builder's search knows, built from the card and hero data (not the glossary module,
// which would bring its 70 KB YAML into the page): the heroes' here, the cards' in name-search.ts. The
// few other names that content/glossary.yaml adds under `cards:` and `heroes:` are copied there and
// here; a unit test keeps the lists equal.
import { HERO_IDS, HEROES, type HeroId } from '../../../engine/data/hero-facts.ts';

export const GLOSSARY_HERO_NAMES: Readonly<Partial<Record<HeroId, readonly string[]>>> = {
  'lv-bu': ['Lu Bu', 'Lv Bu'], 'lv-meng': ['Lu Meng', 'Lv Meng'], 'zhao-yun': ['Zhang Yun'], 'huang-yue-ying': ['Huang Yue Ying'],
  'sun-shang-xiang': ['Sun Shang Xiang'], 'zhu-ge-liang': ['Zhu Ge Liang'], 'si-ma-yi': ['Si Ma Yi'], 'xia-hou-dun': ['Xia Hou Dun'],
};

/** Folds a name for matching: lower case, tone marks and ü dropped to plain letters, no spaces, dashes or punctuation. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[\s\-_'’.·]+/g, '');
}

/** The longest query read (longer input is cut). */
export const MAX_QUERY = 100;

export interface Named<T extends string> {
  readonly id: T;
  readonly names: readonly string[]; // folded
}

export const HERO_NAMES: readonly Named<HeroId>[] = HERO_IDS.map((id) => {
  const h = HEROES[id];
  const initials = id.split('-').map((p) => p[0] ?? '').join('');
  return { id, names: [...new Set([id, h.en, h.zh, h.pinyin, initials, ...(GLOSSARY_HERO_NAMES[id] ?? [])].map(fold))] };
});

/** 0: a name is the query; 1: a name starts with it; 2: a name contains it; null: no match. */
export function score(names: readonly string[], query: string): number | null {
  if (query === '') return 3;
  if (names.includes(query)) return 0;
  if (names.some((n) => n.startsWith(query))) return 1;
  if (query.length >= 2 && names.some((n) => n.includes(query))) return 2;
  return null;
}
