// How a card is written: `lightning ♠A`, or in plain ASCII `lightning/S/A` (card-notation.ts reads
// both). The engine's log text names cards this way; this module is all of the notation the engine's
// rules need, so the branch chunk does not carry the parser (card-notation.ts re-exports it).
import type { CardKindId, Rank, Suit } from './data/card-rules.ts';

export interface CardRef {
  readonly kind: CardKindId;
  readonly suit: Suit;
  readonly rank: Rank;
}

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { spade: '♠', heart: '♥', club: '♣', diamond: '♦' };
const SUIT_LETTER: Readonly<Record<Suit, string>> = { spade: 'S', heart: 'H', club: 'C', diamond: 'D' };
export const RANK_LABEL: Readonly<Record<Rank, string>> = {
  1: 'A', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', 10: '10', 11: 'J', 12: 'Q', 13: 'K',
};

export function suitSymbol(s: Suit): string {
  return SUIT_SYMBOL[s];
}

export function suitLetter(s: Suit): string {
  return SUIT_LETTER[s];
}

export function rankLabel(r: Rank): string {
  return RANK_LABEL[r];
}

/** `lightning ♠A` */
export function formatCard(c: CardRef): string {
  return `${c.kind} ${SUIT_SYMBOL[c.suit]}${RANK_LABEL[c.rank]}`;
}

/** `lightning/S/A` */
export function formatCardAscii(c: CardRef): string {
  return `${c.kind}/${SUIT_LETTER[c.suit]}/${RANK_LABEL[c.rank]}`;
}
