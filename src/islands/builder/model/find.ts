// Finding cards (by any of their names, or by suit and rank: "♠7", "s7", "7s", "黑桃7", "杀", "Slash",
// "jink", "dodge ♦2") among the 160 physical cards, each placeable once; heroes by English, pinyin
// (with or without tones, or initials) and Chinese. Results are plain strings.
import { CARD_KINDS, DECK, type CardInstance, type Rank, type Suit } from '../../../engine/data/card-facts.ts';
import { HEROES } from '../../../engine/data/hero-facts.ts';
import { findInstances, formatCard, parseCardRef, rankLabel, suitSymbol } from '../../../engine/card-notation.ts';
import { splitPlacedAs } from '../../../engine/scenario/placed-as.ts';
import { CARD_NAMES, HERO_NAMES, fold, score } from './names.ts';

export interface FoundCard {
  /** The physical card's id ("strike#3"). */
  readonly id: string;
  /** "♠7 Strike 杀". */
  readonly label: string;
  /** Already placed on the table. */
  readonly taken: boolean;
}

export interface FoundHero {
  readonly id: string;
  /** "Zhou Yu 周瑜 · 3 HP · Wu". */
  readonly label: string;
}

export const MAX_QUERY = 100;
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

/** Heroes matching a query, best first. */
export function findHeroes(query: string): readonly FoundHero[] {
  if (typeof query !== 'string' || query.trim() === '') return [];
  const q = fold(query.slice(0, MAX_QUERY));
  return HERO_NAMES.flatMap((n) => { const s = score(n.names, q); return s === null ? [] : [{ s, id: n.id }]; })
    .sort((a, b) => a.s - b.s)
    .map(({ id }) => { const h = HEROES[id]; return { id, label: `${h.en} ${h.zh} · ${h.hp} HP · ${h.faction[0]?.toUpperCase() ?? ''}${h.faction.slice(1)}` }; });
}

/** The scenario format's reference for a physical card ("strike ♠7"), or null for an unknown id. */
export function cardRefOf(id: string): string | null {
  const c = DECK.find((d) => d.id === id);
  return c ? formatCard(c) : null;
}

interface Zones {
  readonly setup: {
    readonly seats: readonly { readonly hand?: readonly string[] | undefined; readonly equipment?: Readonly<Record<string, string | undefined>> | undefined; readonly judgment?: readonly string[] | undefined }[];
    readonly drawPile?: readonly string[] | undefined;
    readonly discardPile?: readonly string[] | undefined;
  };
}

/** The physical cards a table places, each reference resolved as the loader resolves it (the first free copy). */
export function placedCards(table: Zones): ReadonlySet<string> {
  const used = new Set<string>();
  const claim = (ref: string) => {
    const p = parseCardRef(splitPlacedAs(ref).ref);
    if (!p.ok) return;
    const free = findInstances(p).find((c) => !used.has(c.id));
    if (free) used.add(free.id);
  };
  for (const s of table.setup.seats) {
    Object.values(s.equipment ?? {}).forEach((r) => { if (r) claim(r); });
    (s.judgment ?? []).forEach(claim);
    (s.hand ?? []).forEach(claim);
  }
  (table.setup.drawPile ?? []).forEach(claim);
  (table.setup.discardPile ?? []).forEach(claim);
  return used;
}
