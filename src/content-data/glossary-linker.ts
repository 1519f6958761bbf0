// The term linker: finds the glossary's terms in rule text (`findTerms`, used by the clause renderer
// and the glossary's own definitions), leaving out aliases that are ordinary English words.
import { glossaryEntries, glossaryEntry, normalizeName } from './glossary.ts';

/**
 * Aliases that are also ordinary English words or phrases. They stay in the glossary (and in site
 * search) but are never linked in rule text, where "draw two cards" must not become Ex Nihilo.
 */
const ORDINARY_ENGLISH: ReadonlySet<string> = new Set([
  // card aliases
  'attack', 'escape', 'break', 'steal', 'capture', 'chain', 'chains', 'blade', 'axe', 'spear', 'fan', 'longbow',
  'negate', 'nullify', 'coerce', 'duress', 'indulge', 'indulgence', 'contentment', 'starvation', 'arson', 'blaze',
  'collateral', 'draw two', 'violet', 'ferghana', 'the shadow', 'alcohol', 'barbarians', 'lightning strike',
  // rule-word aliases
  'abandon', 'ability', 'acquire', 'area', 'attacker', 'blood', 'change judgment', 'character card', 'coach', 'color',
  'colorless', 'compulsory', 'contest', 'count as', 'counterclockwise order', 'country', 'current health', 'deck',
  'defender', 'emperor', 'fate', 'field', 'flipped', 'gain', 'general', 'graveyard', 'hand over', 'heal', 'health',
  'identity', 'in turn', 'ineffective', 'injured', 'injury', 'invalid', 'invoke', 'judge', 'king', 'kingdom', 'library',
  'limited', 'linked', 'living', 'lose health', 'master', 'mole', 'nationality', 'neutral', 'next hero', 'no colour',
  'number', 'on the field', 'on the table', 'one by one', 'out', 'pass', 'passive', 'player', 'point', 'range', 'receive',
  'redirect', 'regain', 'regarded as', 'resolution', 'respond', 'respond with', 'right player', 'seat distance', 'set aside',
  'spy', 'stage', 'striker', 'surviving', 'take', 'thief', 'touch', 'traitor', 'trick', 'trigger', 'turn over', 'turned over',
  'turned sideways', 'usurper', 'window', 'considered as', 'damage event', 'horse', 'awakening', 'convert', 'eliminated',
  'hearts', 'diamonds', 'spades', 'clubs', 'cancel out', 'countered', 'play as', 'use as', 'view as', 'damaged', 'nullified',
  '1 damage', 'beginning of turn',
].map(normalizeName));

interface Matcher {
  readonly id: string;
  /** Length of the name (without a plural ending): longer names win. */
  readonly length: number;
  readonly re: RegExp;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternOf(name: string): RegExp {
  const body = [...normalizeName(name)]
    .map((ch) => (ch === ' ' ? '\\s+' : ch === '-' ? '[-‐‑‒–—−]' : ch === "'" ? "['’]" : escapeRe(ch)))
    .join('');
  const plural = /\p{L}$/u.test(name) ? '(?:e?s)?' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${plural}(?![\\p{L}\\p{N}])`, 'giu');
}

/** True for an alias that the linker may link: English, unambiguous and not an ordinary word. */
export function isLinkableAlias(alias: string): boolean {
  return linkableAliases().has(normalizeName(alias));
}

let aliasCache: ReadonlyMap<string, string> | undefined;

/** normalized alias → entry id, for the aliases the linker links. */
function linkableAliases(): ReadonlyMap<string, string> {
  if (aliasCache) return aliasCache;
  const canonical = new Set(glossaryEntries().map((e) => normalizeName(e.en)));
  const owners = new Map<string, Set<string>>();
  for (const e of glossaryEntries()) {
    for (const a of e.aliases) {
      const n = normalizeName(a.term);
      const set = owners.get(n) ?? new Set<string>();
      set.add(e.id);
      owners.set(n, set);
    }
  }
  const out = new Map<string, string>();
  for (const [n, ids] of owners) {
    const [id] = [...ids];
    const entry = id === undefined ? undefined : glossaryEntry(id);
    if (ids.size !== 1 || !entry || !entry.autolink) continue;
    if (!/[a-z]/.test(n) || canonical.has(n) || ORDINARY_ENGLISH.has(n)) continue;
    out.set(n, entry.id);
  }
  aliasCache = out;
  return out;
}

let matcherCache: readonly Matcher[] | undefined;

function matchers(): readonly Matcher[] {
  if (matcherCache) return matcherCache;
  const list: Matcher[] = [];
  for (const e of glossaryEntries()) {
    if (e.autolink) list.push({ id: e.id, length: normalizeName(e.en).length, re: patternOf(e.en) });
  }
  for (const [name, id] of linkableAliases()) list.push({ id, length: name.length, re: patternOf(name) });
  list.sort((a, b) => b.length - a.length);
  matcherCache = list;
  return list;
}

/**
 * Finds glossary terms in a rule text: canonical English terms and unambiguous English aliases,
 * as whole words (a plural -s/-es is included), case-insensitive. Longer terms win over shorter ones
 * they overlap ("lose HP" over "lose"), matches never overlap, and each entry is linked at most once:
 * at its first occurrence. The result is sorted by position.
 */
export function findTerms(text: string): { start: number; end: number; id: string }[] {
  const taken: { start: number; end: number; id: string }[] = [];
  const overlaps = (s: number, e: number) => taken.some((t) => s < t.end && t.start < e);
  for (const m of matchers()) {
    m.re.lastIndex = 0;
    for (const hit of text.matchAll(m.re)) {
      const start = hit.index;
      const end = start + hit[0].length;
      if (!overlaps(start, end)) taken.push({ start, end, id: m.id });
    }
  }
  taken.sort((a, b) => a.start - b.start);
  const linked = new Set<string>();
  const out: { start: number; end: number; id: string }[] = [];
  for (const t of taken) {
    if (linked.has(t.id)) continue;
    linked.add(t.id);
    out.push(t);
  }
  return out;
}
