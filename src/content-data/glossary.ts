// The glossary: one canonical English term per rule word, with its Chinese, pinyin, definition and
// every other name in use. Rule terms come from content/glossary.yaml (validated here); the 43 card
// kinds come from the card data (src/engine/data/cards.ts) and are merged in, so a card has one name
// everywhere. The term linker that finds these terms in rule text is glossary-linker.ts.
import { z } from 'zod';
import raw from '../../content/glossary.yaml';
import { CARD_KINDS, CARD_KIND_IDS } from '../engine/data/cards.ts';
import { HERO_IDS } from '../engine/data/heroes.ts';

const FILE = 'content/glossary.yaml';

export const GLOSSARY_CATEGORIES = [
  'card', 'zone', 'value', 'phase', 'role', 'skill-kind', 'action', 'timing', 'damage', 'state', 'game',
] as const;
export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

export interface GlossaryAlias {
  /** The other name, as its users write it. */
  readonly term: string;
  /** Who uses it: a source document ("source 000"), an English tradition or engine, or "common usage". */
  readonly source: string;
}

export interface GlossaryEntry {
  readonly id: string;
  /** The site's one canonical English term. */
  readonly en: string;
  readonly zh: string;
  readonly pinyin: string;
  readonly category: GlossaryCategory;
  readonly definition: string;
  /** The clause that defines the term, if one does. */
  readonly clause?: string;
  /** Whether the term linker links this term (and its aliases) in rule text. */
  readonly autolink: boolean;
  readonly aliases: readonly GlossaryAlias[];
  /** Where the entry comes from: the glossary file or the card data. */
  readonly origin: 'glossary' | 'cards';
}

// ---------------------------------------------------------------------------------------------
// Validation

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CLAUSE_ID = /^[a-z0-9]+(\.[a-z0-9-]+){2,}$/;
const text = (what: string) => z.string().trim().min(1, `${what} is empty`);

const aliasSchema = z.strictObject({
  term: text('the alias'),
  source: text('the source'),
});

const termSchema = z.strictObject({
  id: z.string().regex(KEBAB, 'must be lowercase kebab-case'),
  en: text('the English term'),
  zh: text('the Chinese term'),
  pinyin: text('the pinyin'),
  category: z.enum(GLOSSARY_CATEGORIES),
  definition: text('the definition'),
  clause: z.string().regex(CLAUSE_ID, 'must be a clause id such as general.values.distance').optional(),
  autolink: z.boolean().optional(),
  aliases: z.array(aliasSchema).optional(),
});

/** Other names of cards and heroes, by card or hero id, kept here rather than in the engine's data. */
const namesSchema = z.record(z.string().regex(KEBAB, 'must be a card or hero id'), z.array(aliasSchema).min(1, 'the list of names is empty'));

const fileSchema = z.strictObject({
  terms: z.array(termSchema).min(1, 'the list of terms is empty'),
  cards: namesSchema.optional(),
  heroes: namesSchema.optional(),
});

type RawTerm = z.infer<typeof termSchema>;

/** How to fix a bad value, by the name of the field it is in. */
const FIXES: Record<string, string> = {
  terms: 'the file must be a mapping with the key terms (a list of entries) and optionally cards and heroes (other names by id)',
  cards: 'write cards: { <card id>: [{ term: Jink, source: FreeKill }] }',
  heroes: 'write heroes: { <hero id>: [{ term: Lu Bu, source: common usage }] }',
  id: 'use lowercase words joined by hyphens, unique in the file, e.g. id: hand-limit',
  en: 'give the one canonical English term, e.g. en: hand limit',
  zh: 'give the Chinese term in simplified characters, e.g. zh: 手牌上限',
  pinyin: 'give the pinyin with tone marks, e.g. pinyin: shǒupái shàngxiàn',
  category: `use one of: ${GLOSSARY_CATEGORIES.join(', ')}`,
  definition: 'write one or two plain sentences',
  clause: 'give the id of the clause that defines the term (content/clauses/*.yaml), or leave the key out',
  autolink: 'write autolink: false to keep the term from being linked in rule text, or leave the key out',
  aliases: 'write a list of { term: …, source: … } entries, or aliases: []',
  term: 'write each alias as { term: Escape, source: englishsanguosha }',
  source: 'name who uses the alias, e.g. source: englishsanguosha or source: "source 004"',
};

function pathOf(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('') || '(top level)';
}

function fixFor(path: readonly PropertyKey[]): string {
  const field = [...path].reverse().find((p): p is string => typeof p === 'string');
  return FIXES[field ?? 'terms'] ?? FIXES['terms'] ?? '';
}

function fail(file: string, problems: readonly string[]): never {
  throw new Error(`${file} is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

function problem(file: string, path: readonly PropertyKey[], what: string, fix: string): string {
  return `${file}: ${pathOf(path)}: ${what}. Fix: ${fix}.`;
}

/** Folds case, dashes, apostrophes and spaces so that two spellings of one name compare equal. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Validates the parsed glossary file and returns its terms. Throws an Error naming the file, the
 * field path (e.g. `terms[12].aliases[0].source`), what is wrong and how to fix it.
 */
export function parseGlossary(input: unknown, file = FILE, cardIds: readonly string[] = CARD_KIND_IDS): readonly RawTerm[] {
  return parseGlossaryFile(input, file, cardIds).terms;
}

/** The other names of cards and heroes that the glossary file adds, by card or hero id. */
export interface ExtraNames {
  readonly cards: ReadonlyMap<string, readonly GlossaryAlias[]>;
  readonly heroes: ReadonlyMap<string, readonly GlossaryAlias[]>;
}

/** Validates the whole glossary file: its terms and the extra names of cards and heroes. */
export function parseGlossaryFile(
  input: unknown,
  file = FILE,
  cardIds: readonly string[] = CARD_KIND_IDS,
  heroIds: readonly string[] = HERO_IDS,
): { readonly terms: readonly RawTerm[] } & ExtraNames {
  const parsed = fileSchema.safeParse(input);
  if (!parsed.success) {
    fail(
      file,
      parsed.error.issues.map((issue) => {
        if (issue.code === 'unrecognized_keys') {
          return problem(file, issue.path, `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`,
            'remove it or correct its spelling; the keys are id, en, zh, pinyin, category, definition, clause, autolink, aliases (and term, source in an alias)');
        }
        return problem(file, issue.path, issue.message, fixFor(issue.path));
      }),
    );
  }
  const terms = parsed.data.terms;
  const problems: string[] = [];
  const cardSet = new Set(cardIds);
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  terms.forEach((t, i) => {
    const prior = ids.get(t.id);
    if (prior !== undefined) {
      problems.push(problem(file, ['terms', i, 'id'], `"${t.id}" is already used by terms[${prior}]`, 'give each term its own id'));
    } else ids.set(t.id, i);
    if (cardSet.has(t.id)) {
      problems.push(problem(file, ['terms', i, 'id'], `"${t.id}" is a card id`,
        'cards come from src/engine/data/cards.ts; remove this entry (or change the card data there)'));
    }
    const name = normalizeName(t.en);
    const priorName = names.get(name);
    if (priorName !== undefined) {
      problems.push(problem(file, ['terms', i, 'en'], `"${t.en}" is already the English term of terms[${priorName}]`,
        'each English term names exactly one entry; make one of them an alias instead'));
    } else names.set(name, i);
    const seen = new Set<string>();
    (t.aliases ?? []).forEach((a, j) => {
      if (normalizeName(a.term) === name) {
        problems.push(problem(file, ['terms', i, 'aliases', j, 'term'], `"${a.term}" is the entry's own English term`, 'remove this alias'));
      }
      const key = `${normalizeName(a.term)}\u0000${a.source}`;
      if (seen.has(key)) {
        problems.push(problem(file, ['terms', i, 'aliases', j], `"${a.term}" (${a.source}) is listed twice`, 'remove the repeated alias'));
      }
      seen.add(key);
    });
  });
  const extra = (key: 'cards' | 'heroes', known: readonly string[]): Map<string, readonly GlossaryAlias[]> => {
    const out = new Map<string, readonly GlossaryAlias[]>();
    for (const [id, aliases] of Object.entries(parsed.data[key] ?? {})) {
      if (!known.includes(id)) {
        problems.push(problem(file, [key, id], `"${id}" is not a ${key === 'cards' ? 'card' : 'hero'} id`,
          `use one of: ${known.join(', ')}`));
      }
      out.set(id, aliases);
    }
    return out;
  };
  const cards = extra('cards', cardIds);
  const heroes = extra('heroes', heroIds);
  if (problems.length > 0) fail(file, problems);
  return { terms, cards, heroes };
}

// ---------------------------------------------------------------------------------------------
// Entries

function cardEntries(extra: ExtraNames['cards']): GlossaryEntry[] {
  return CARD_KIND_IDS.map((id) => {
    const k = CARD_KINDS[id];
    return {
      id,
      en: k.en,
      zh: k.zh,
      pinyin: k.pinyin,
      category: 'card',
      definition: k.summary,
      autolink: true,
      aliases: [...k.aliases.map((a) => ({ term: a.name, source: a.tradition })), ...(extra.get(id) ?? [])],
      origin: 'cards',
    } satisfies GlossaryEntry;
  });
}

function termEntry(t: RawTerm): GlossaryEntry {
  const base = {
    id: t.id,
    en: t.en,
    zh: t.zh,
    pinyin: t.pinyin,
    category: t.category,
    definition: t.definition,
    autolink: t.autolink ?? true,
    aliases: t.aliases ?? [],
    origin: 'glossary' as const,
  };
  return t.clause === undefined ? base : { ...base, clause: t.clause };
}

/** The key an entry is sorted by: its English term, ignoring case and leading signs (+1, −1). */
function sortKey(e: GlossaryEntry): string {
  return e.en.replace(/^[^\p{L}\p{N}]+/u, '');
}

const FILE_DATA = parseGlossaryFile(raw);

function buildEntries(): readonly GlossaryEntry[] {
  const terms = FILE_DATA.terms.map(termEntry);
  const cards = cardEntries(FILE_DATA.cards);
  const termNames = new Map(terms.map((t) => [normalizeName(t.en), t.id]));
  for (const c of cards) {
    const clash = termNames.get(normalizeName(c.en));
    if (clash) {
      fail(FILE, [`${FILE}: the entry "${clash}" has the English term "${c.en}", which is the name of the card "${c.id}". Fix: rename the entry or make "${c.en}" an alias.`]);
    }
  }
  return [...terms, ...cards].sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

const ENTRIES = buildEntries();
const BY_ID: ReadonlyMap<string, GlossaryEntry> = new Map(ENTRIES.map((e) => [e.id, e]));

/** Every glossary entry, cards included, sorted by English term. */
export function glossaryEntries(): readonly GlossaryEntry[] {
  return ENTRIES;
}

/** The other names the glossary file adds (`cards:` and `heroes:`), as plain lists by id. */
export function extraNames(): { cards: Record<string, string[]>; heroes: Record<string, string[]> } {
  const plain = (m: ReadonlyMap<string, readonly GlossaryAlias[]>) => Object.fromEntries([...m].map(([id, list]) => [id, list.map((a) => a.term)]));
  return { cards: plain(FILE_DATA.cards), heroes: plain(FILE_DATA.heroes) };
}

/** A hero's other names (content/glossary.yaml, `heroes:`), beyond its English, Chinese and pinyin names. */
export function heroAliases(id: string): readonly GlossaryAlias[] {
  return FILE_DATA.heroes.get(id) ?? [];
}

/** The entry with this id, or undefined. */
export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return BY_ID.get(id);
}

/** Every entry that has this name as its English term or as an alias (ignoring case). */
export function lookupTerm(name: string): readonly GlossaryEntry[] {
  const n = normalizeName(name);
  return ENTRIES.filter((e) => normalizeName(e.en) === n || e.aliases.some((a) => normalizeName(a.term) === n));
}
