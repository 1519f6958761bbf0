// Short addresses for the other names of cards and heroes: /cards/slash/ → /cards/strike/,
// /cards/jink/ → /cards/dodge/, /heroes/lu-bu/ → /heroes/lv-bu/. Generated from the same names as
// the glossary (the card and hero data, and the `cards:`/`heroes:` other names in
// content/glossary.yaml) and the pinyin of each card (/cards/sha/); astro.config.mjs passes them to
// Astro's `redirects`, which writes a static redirect page for each. A name that would shadow a page
// (/cards/fire-attack/ is the Fire Attack card, though englishsanguosha calls Fire Strike so) or
// that two cards or heroes share leads nowhere.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CARD_KIND_IDS, CARD_KINDS } from './engine/data/cards.ts';
import { HERO_IDS, HEROES } from './engine/data/heroes.ts';

/** A name as an address segment: "Lü Bu" → "lu-bu", "Eight Diagram" → "eight-diagram". */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Other names by id, as read from the glossary file's `cards:` and `heroes:` maps. */
export interface OtherNames {
  readonly cards: Readonly<Record<string, readonly string[]>>;
  readonly heroes: Readonly<Record<string, readonly string[]>>;
}

/**
 * The `cards:` and `heroes:` other names of content/glossary.yaml (validated by the glossary module),
 * read from the file for astro.config.mjs, which cannot import YAML; pages pass the glossary
 * module's `extraNames()` instead.
 */
export function readOtherNames(file = new URL('../content/glossary.yaml', import.meta.url)): OtherNames {
  const data: unknown = parse(readFileSync(file, 'utf8'));
  const pick = (key: string): Record<string, string[]> => {
    const section = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
    const out: Record<string, string[]> = {};
    if (typeof section !== 'object' || section === null) return out;
    for (const [id, list] of Object.entries(section)) {
      out[id] = Array.isArray(list) ? list.flatMap((a: unknown) => (typeof a === 'object' && a !== null && typeof (a as { term?: unknown }).term === 'string' ? [(a as { term: string }).term] : [])) : [];
    }
    return out;
  };
  return { cards: pick('cards'), heroes: pick('heroes') };
}

/** The pinyin of a name run together without tone marks: "wú xiè kě jī" → "wuxiekeji". */
function pinyinSlug(pinyin: string): string {
  return slugOf(pinyin).replace(/-/g, '');
}

/**
 * Redirects from every other name of a card or hero to its page, keyed by path ('/cards/slash/').
 * Names whose address is a page's own, or that lead to two different pages, are left out.
 */
export function aliasRedirects(other: OtherNames): Record<string, string> {
  const claims = new Map<string, Set<string>>();
  const claim = (section: 'cards' | 'heroes', name: string, id: string) => {
    const slug = slugOf(name);
    if (slug === '') return;
    const from = `/${section}/${slug}/`;
    const set = claims.get(from) ?? new Set<string>();
    set.add(`/${section}/${id}/`);
    claims.set(from, set);
  };
  for (const id of CARD_KIND_IDS) {
    const k = CARD_KINDS[id];
    for (const name of [k.en, ...k.aliases.map((a) => a.name), ...(other.cards[id] ?? []), pinyinSlug(k.pinyin)]) claim('cards', name, id);
  }
  for (const id of HERO_IDS) {
    const h = HEROES[id];
    for (const name of [h.en, ...(other.heroes[id] ?? []), pinyinSlug(h.pinyin)]) claim('heroes', name, id);
  }
  const pages = new Set([...CARD_KIND_IDS.map((id) => `/cards/${id}/`), ...HERO_IDS.map((id) => `/heroes/${id}/`)]);
  const out: Record<string, string> = {};
  for (const [from, targets] of [...claims].sort(([a], [b]) => a.localeCompare(b))) {
    const [to] = [...targets];
    if (targets.size !== 1 || to === undefined || pages.has(from)) continue;
    out[from] = to;
  }
  return out;
}
