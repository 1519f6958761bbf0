// Every name of a card, hero or glossary term, for the search index: the canonical English name,
// every alias in the glossary, the Chinese name and its pinyin (with tone marks, and without them
// run together, as people type it: "wuxiekeji"). The canonical page of each thing carries these names
// in a block that Pagefind weights highest (SearchNames.astro), so that any of them finds that page
// first. The browser test tests/e2e/search-names.e2e.test.ts searches every one of them.
import { CARD_KIND_IDS } from '../engine/data/cards.ts';
import { HERO_IDS, hero, type HeroId } from '../engine/data/heroes.ts';
import { glossaryEntries, glossaryEntry, heroAliases, normalizeName, type GlossaryEntry } from './glossary.ts';

/** What a name leads to: a card page, a hero page, or a term's entry on the glossary page. */
export type NameTarget =
  | { readonly kind: 'card'; readonly id: string }
  | { readonly kind: 'hero'; readonly id: string; readonly skill?: string }
  | { readonly kind: 'term'; readonly id: string };

/** The path of the page a target's names lead to (the glossary's entry anchor for a term). */
export function targetPath(t: NameTarget): string {
  if (t.kind === 'card') return `/cards/${t.id}/`;
  if (t.kind === 'hero') return `/heroes/${t.id}/${t.skill ? `#${t.skill}` : ''}`;
  return `/reference/glossary/#${t.id}`;
}

/** Pinyin without tone marks, syllables run together: "wú xiè kě jī" → "wuxiekeji", "Lǚ Bù" → "lubu". */
export function tonelessPinyin(pinyin: string): string {
  return pinyin
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function unique(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    const key = normalizeName(n);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(n.trim());
  }
  return out;
}

/** Names and pinyin (as people type it: no tone marks, run together) of one thing. The pinyin
 * with tone marks, split into syllables, would match every word that shares a syllable. */
export interface Names {
  readonly names: string[];
  readonly pinyin: string[];
}

/** Every name of a card kind: English, aliases (card data and glossary), Chinese; and its pinyin. */
export function cardNames(id: string): Names {
  const entry = glossaryEntry(id);
  if (!entry || entry.origin !== 'cards') throw new Error(`cardNames: "${id}" is not a card id`);
  return { names: unique([entry.en, ...entry.aliases.map((a) => a.term), entry.zh]), pinyin: [tonelessPinyin(entry.pinyin)] };
}

/** Every name of a hero (English, other spellings, Chinese, pinyin) and of each of its skills. */
export function heroNames(id: HeroId): { hero: Names; skills: { id: string; names: Names }[] } {
  const h = hero(id);
  return {
    hero: { names: unique([h.en, ...heroAliases(id).map((a) => a.term), h.zh]), pinyin: [tonelessPinyin(h.pinyin)] },
    skills: h.skills.map((s) => ({ id: s.id, names: { names: unique([s.en, ...s.aliases, s.zh]), pinyin: [tonelessPinyin(s.pinyin)] } })),
  };
}

/** Every name of a glossary term (not a card): English, aliases, Chinese. */
export function termNames(e: GlossaryEntry): string[] {
  return unique([e.en, ...e.aliases.map((a) => a.term), e.zh]);
}

/** One name with the page it should lead to, for the search test. */
export interface SearchName {
  readonly name: string;
  readonly target: NameTarget;
  readonly what: 'english' | 'alias' | 'chinese' | 'pinyin';
}

/** Every name the search must answer, with its canonical target, cards and heroes first. */
export function allSearchNames(): SearchName[] {
  const out: SearchName[] = [];
  const push = (name: string, target: NameTarget, what: SearchName['what']) => out.push({ name, target, what });
  for (const id of CARD_KIND_IDS) {
    const e = glossaryEntry(id);
    if (!e) continue;
    const t: NameTarget = { kind: 'card', id };
    push(e.en, t, 'english');
    for (const a of unique(e.aliases.map((x) => x.term))) push(a, t, 'alias');
    push(e.zh, t, 'chinese');
    push(tonelessPinyin(e.pinyin), t, 'pinyin');
  }
  for (const id of HERO_IDS) {
    const h = hero(id);
    const t: NameTarget = { kind: 'hero', id };
    push(h.en, t, 'english');
    for (const a of unique(heroAliases(id).map((x) => x.term))) push(a, t, 'alias');
    push(h.zh, t, 'chinese');
    for (const s of h.skills) {
      const st: NameTarget = { kind: 'hero', id, skill: s.id };
      push(s.en, st, 'english');
      for (const a of unique(s.aliases)) push(a, st, 'alias');
      push(s.zh, st, 'chinese');
    }
  }
  for (const e of glossaryEntries()) {
    if (e.origin !== 'glossary') continue;
    const t: NameTarget = { kind: 'term', id: e.id };
    push(e.en, t, 'english');
    for (const a of unique(e.aliases.map((x) => x.term))) push(a, t, 'alias');
    push(e.zh, t, 'chinese');
  }
  return out;
}
