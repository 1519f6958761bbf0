// How a judge names a physical card: `lightning ♠A`, or in plain ASCII `lightning/S/A`.
// The card name is a card id (`fire-strike`), its English name (`Fire Strike`) or its Chinese
// name (`火杀`); the suit is ♠ ♥ ♣ ♦ (or S H C D); the rank is A 2 … 10 J Q K (or 1 … 13).
import { CARD_KIND_IDS, CARD_KINDS, DECK, isCardKindId } from './data/card-facts.ts';
import type { CardInstance, CardKindId, Rank, Suit } from './data/card-facts.ts';
import { formatCard, RANK_LABEL, SUIT_SYMBOL, type CardRef } from './card-format.ts';

export { formatCard, formatCardAscii, rankLabel, suitLetter, suitSymbol, type CardRef } from './card-format.ts';

export type CardRefResult =
  | { readonly ok: true; readonly kind: CardKindId; readonly suit: Suit; readonly rank: Rank }
  | { readonly ok: false; readonly error: string };

/** Suit symbols and letters a judge may type, including the outlined symbols ♤ ♡ ♧ ♢. */
const SUIT_INPUT: Readonly<Record<string, Suit>> = {
  '♠': 'spade', '♤': 'spade', s: 'spade',
  '♥': 'heart', '♡': 'heart', h: 'heart',
  '♣': 'club', '♧': 'club', c: 'club',
  '♦': 'diamond', '♢': 'diamond', d: 'diamond',
};
const RANK_INPUT: Readonly<Record<string, Rank>> = {
  a: 1, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10,
  j: 11, '11': 11, q: 12, '12': 12, k: 13, '13': 13,
};

const FORMS = 'write it as `<card> ♠A` or `<card>/S/A`, e.g. `lightning ♠A` or `lightning/S/A`';

/** Edit distance counting an insertion, deletion, substitution or swap of two neighbours as 1. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [];
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        row.push(i + j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** Words longer than this get no "did you mean" (ids are at most a few dozen characters). */
export const NEAREST_MAX = 64;

/**
 * The candidate closest to `word` by edit distance (case-insensitive; a swap of two neighbouring
 * letters counts as one edit), or undefined when none is close enough to be a plausible typo:
 * at most 2 edits, or 40% of the word's length for longer words. Ties go to the earlier candidate.
 */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > NEAREST_MAX) return undefined; // no typo of a short id is this long, and the distance is quadratic
  const w = word.toLowerCase();
  const limit = Math.max(2, Math.ceil(w.length * 0.4));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** A card name as typed → its kind id: the id itself, the English name or the Chinese name. */
function kindOf(name: string): CardKindId | undefined {
  const slug = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (isCardKindId(slug)) return slug;
  for (const id of CARD_KIND_IDS) {
    const k = CARD_KINDS[id];
    if (k.en.toLowerCase().replace(/\s+/g, '-') === slug || k.zh === name.trim()) return id;
  }
  return undefined;
}

function fail(error: string): CardRefResult {
  return { ok: false, error };
}

/** Parses `lightning ♠A` or `lightning/S/A` (ranks also 1–13, suits and ranks in either case). */
export function parseCardRef(text: string): CardRefResult {
  const input = text.replace(/\uFE0F/g, '').trim();
  if (input === '') return fail(`empty card reference; ${FORMS}`);

  let name: string;
  let suitText: string;
  let rankText: string;
  if (input.includes('/')) {
    const parts = input.split('/').map((p) => p.trim());
    const [n, s, r] = parts;
    if (parts.length !== 3 || n === undefined || s === undefined || r === undefined) {
      return fail(`'${input}' has ${parts.length} part${parts.length === 1 ? '' : 's'} separated by '/', not 3 (card/suit/rank); ${FORMS}`);
    }
    [name, suitText, rankText] = [n, s, r];
  } else {
    const m = /^(.*?)\s*([♠♥♣♦♤♡♧♢])\s*(\S*)$/u.exec(input);
    if (!m) return fail(`'${input}' has no suit symbol (♠ ♥ ♣ ♦); ${FORMS}`);
    [name, suitText, rankText] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  }

  if (name === '') return fail(`'${input}' names no card; ${FORMS}`);
  const kind = kindOf(name);
  if (kind === undefined) {
    const typed = name.toLowerCase().replace(/[\s_]+/g, '-');
    const hint = nearest(typed, CARD_KIND_IDS);
    return fail(
      hint
        ? `unknown card '${name}'; did you mean '${hint}'?`
        : `unknown card '${name}'; use a card id such as 'strike', 'dodge' or 'lightning' (ids are listed on the Cards page)`,
    );
  }
  const suit = SUIT_INPUT[suitText.toLowerCase()];
  if (suit === undefined) return fail(`unknown suit '${suitText}' in '${input}'; use S, H, C or D (or ♠ ♥ ♣ ♦)`);
  if (rankText === '') return fail(`'${input}' has no rank; add one of A, 2–10, J, Q, K after the suit, e.g. ${formatCard({ kind, suit, rank: 1 })}`);
  const rank = RANK_INPUT[rankText.toLowerCase()];
  if (rank === undefined) return fail(`unknown rank '${rankText}' in '${input}'; use A, 2–10, J, Q or K (or 1–13)`);
  return { ok: true, kind, suit, rank };
}

/** The physical cards of `deck` (the whole DECK by default) that match a reference. */
export function findInstances(ref: CardRef, deck: readonly CardInstance[] = DECK): CardInstance[] {
  return deck.filter((c) => c.kind === ref.kind && c.suit === ref.suit && c.rank === ref.rank);
}

/**
 * Parses a reference and finds the physical cards it names. An error if it does not parse or no
 * such card exists, listing the copies of that kind that do.
 */
export function resolveCardRef(
  text: string,
  deck: readonly CardInstance[] = DECK,
): { readonly ok: true; readonly cards: readonly CardInstance[] } | { readonly ok: false; readonly error: string } {
  const ref = parseCardRef(text);
  if (!ref.ok) return ref;
  const cards = findInstances(ref, deck);
  if (cards.length > 0) return { ok: true, cards };
  const copies = deck.filter((c) => c.kind === ref.kind).map((c) => `${SUIT_SYMBOL[c.suit]}${RANK_LABEL[c.rank]}`);
  return {
    ok: false,
    error: `there is no ${formatCard(ref)} in the deck; ${ref.kind} is ${copies.length > 0 ? copies.join(' ') : 'not in this deck at all'}`,
  };
}
