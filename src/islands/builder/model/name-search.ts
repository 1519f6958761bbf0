// Finding heroes by English, pinyin (with or without tones, or initials) and Chinese, and cards among
// the 160 physical cards, each placeable once: by any of their names (English, Chinese, pinyin,
// aliases: "杀", "Slash", "jink") or by suit and rank ("♠7", "s7", "7s", "黑桃7", "dodge ♦2"). Its
// own chunk, with the names it knows (names.ts, engine/data/card-names.ts), loaded when a search
// first opens (use-search.ts); an empty table does not need it. Results are plain strings.
import { CARD_KIND_IDS, CARD_KINDS, DECK, type CardInstance, type CardKindId, type Rank, type Suit } from '../../../engine/data/card-facts.ts';
import { CARD_PINYIN, otherNames } from '../../../engine/data/card-names.ts';
import { rankLabel, suitSymbol } from '../../../engine/card-notation.ts';
import { HEROES } from '../../../engine/data/hero-facts.ts';
import { HERO_NAMES, MAX_QUERY, fold, score, type Named } from './names.ts';

/** The cards' other names that content/glossary.yaml adds under `cards:` (a unit test keeps the two lists equal). */
export const GLOSSARY_CARD_NAMES: Readonly<Partial<Record<CardKindId, readonly string[]>>> = {
  dodge: ['Jink', 'Evade'], wine: ['Analeptic'], nullification: ['Unassailable'], 'eight-trigrams': ['Eight Diagrams'],
};
export const CARD_NAMES: readonly Named<CardKindId>[] = CARD_KIND_IDS.map((id) => {
  const k = CARD_KINDS[id];
  return { id, names: [...new Set([id, k.en, k.zh, CARD_PINYIN[id], ...otherNames(id), ...(GLOSSARY_CARD_NAMES[id] ?? [])].map(fold))] };
});

export interface FoundCard {
  /** The physical card's id ("strike#3"). */
  readonly id: string;
  /** "♠7 Strike 杀". */
  readonly label: string;
  /** Already placed on the table. */
  readonly taken: boolean;
}

const MAX_RESULTS = 60;
const SUITS: Readonly<Record<string, Suit>> = {
  '♠': 'spade', '♤': 'spade', s: 'spade', 黑桃: 'spade', '♥': 'heart', '♡': 'heart', h: 'heart', 红桃: 'heart', 红心: 'heart',
  '♣': 'club', '♧': 'club', c: 'club', 梅花: 'club', 草花: 'club', '♦': 'diamond', '♢': 'diamond', d: 'diamond', 方块: 'diamond', 方片: 'diamond',
};
const RANKS: Readonly<Record<string, Rank>> = { a: 1, j: 11, q: 12, k: 13 };
const SUIT_WORD = '♠|♤|♥|♡|♣|♧|♦|♢|黑桃|红桃|红心|梅花|草花|方块|方片';
const RANK_WORD = '10|11|12|13|[1-9]|[ajqk]';

function rankOf(text: string): Rank | undefined {
  const n = Number(text);
  return RANKS[text] ?? (Number.isInteger(n) && n >= 1 && n <= 13 ? (n as Rank) : undefined);
}

/** Splits a query into a suit, a rank and the words of a name. */
export function parseCardQuery(query: string): { readonly suit?: Suit; readonly rank?: Rank; readonly name: string } {
  const q = query.slice(0, MAX_QUERY).replace(/\uFE0F/g, '').toLowerCase().replace(new RegExp(`(${SUIT_WORD})`, 'g'), ' $1 ');
  let suit: Suit | undefined;
  let rank: Rank | undefined;
  const words: string[] = [];
  const glued = [new RegExp(`^(${SUIT_WORD}|[shcd])(${RANK_WORD})$`), new RegExp(`^(${RANK_WORD})(${SUIT_WORD}|[shcd])$`)];
  const tokens = q.split(/\s+/).filter((t) => t !== '');
  tokens.forEach((t, i) => {
    const a = glued[0]?.exec(t);
    const b = glued[1]?.exec(t);
    if (a?.[1] && a[2] && rankOf(a[2])) { suit = SUITS[a[1]]; rank = rankOf(a[2]); return; }
    if (b?.[1] && b[2] && rankOf(b[1])) { suit = SUITS[b[2]]; rank = rankOf(b[1]); return; }
    if (new RegExp(`^(${SUIT_WORD})$`).test(t)) { suit = SUITS[t]; return; }
    // A bare rank after a suit symbol ("♠ 7"), or a number on its own ("7").
    if (/^(10|11|12|13|[1-9])$/.test(t) || (/^[ajqk]$/.test(t) && i > 0 && suit !== undefined)) { rank = rankOf(t); return; }
    words.push(t);
  });
  return { ...(suit ? { suit } : {}), ...(rank ? { rank } : {}), name: fold(words.join(' ')) };
}

export function cardLabel(c: CardInstance): string {
  const k = CARD_KINDS[c.kind];
  return `${suitSymbol(c.suit)}${rankLabel(c.rank)} ${k.en} ${k.zh}`;
}

/** Physical cards matching a query, best first (exact name, then prefix, then anywhere; deck order within). */
export function findCards(query: string, placed: ReadonlySet<string>): readonly FoundCard[] {
  if (typeof query !== 'string' || query.trim() === '') return [];
  const q = parseCardQuery(query);
  const scores = new Map(CARD_NAMES.map((n) => [n.id, score(n.names, q.name)]));
  return DECK.flatMap((c) => {
    const s = scores.get(c.kind);
    if (s === null || s === undefined || (q.suit && c.suit !== q.suit) || (q.rank && c.rank !== q.rank)) return [];
    return [{ s, c }];
  }).sort((x, y) => x.s - y.s).slice(0, MAX_RESULTS).map(({ c }) => ({ id: c.id, label: cardLabel(c), taken: placed.has(c.id) }));
}

export interface FoundHero {
  readonly id: string;
  /** "Zhou Yu 周瑜 · 3 HP · Wu". */
  readonly label: string;
}

/** Heroes matching a query, best first. */
export function findHeroes(query: string): readonly FoundHero[] {
  if (typeof query !== 'string' || query.trim() === '') return [];
  const q = fold(query.slice(0, MAX_QUERY));
  return HERO_NAMES.flatMap((n) => { const s = score(n.names, q); return s === null ? [] : [{ s, id: n.id }]; })
    .sort((a, b) => a.s - b.s)
    .map(({ id }) => { const h = HEROES[id]; return { id, label: `${h.en} ${h.zh} · ${h.hp} HP · ${h.faction[0]?.toUpperCase() ?? ''}${h.faction.slice(1)}` }; });
}
