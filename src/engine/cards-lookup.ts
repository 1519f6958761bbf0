// Facts about physical cards by instance id, and how a used card's colour and suit are found.
import { CARD_KINDS, DECK, colourOf, type CardInstance, type CardKind, type CardKindId } from './data/card-rules.ts';
import { formatCard } from './card-format.ts';
import type { Colour, VirtualCard } from './types.ts';

const BY_ID = new Map<string, CardInstance>(DECK.map((c) => [c.id, c]));

export function card(id: string): CardInstance {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`no card "${id}" in the deck`);
  return c;
}

export function kindOf(id: string): CardKind {
  return CARD_KINDS[card(id).kind];
}

const NAMES = new Map<string, string>();

/** "Strike ♠7" for log lines. */
export function cardName(id: string): string {
  const known = NAMES.get(id);
  if (known) return known;
  const c = card(id);
  const name = `${CARD_KINDS[c.kind].en} ${formatCard(c).split(' ').slice(1).join(' ')}`;
  NAMES.set(id, name);
  return name;
}

export function kindName(kind: CardKindId): string {
  return CARD_KINDS[kind].en;
}

/** A physical card used as itself. */
export function asItself(id: string): VirtualCard {
  const c = card(id);
  return { kind: c.kind, cards: [id], suit: c.suit, colour: colourOf(c.suit), nature: CARD_KINDS[c.kind].nature ?? null };
}

/**
 * "Use X as Y": one card keeps its suit and colour; several cards have the colour they share
 * (none when they differ) and no suit (clause general.card-handling.use-as). No card: colourless.
 */
export function useAs(ids: readonly string[], kind: CardKindId, skill?: string): VirtualCard {
  const nature = CARD_KINDS[kind].nature ?? null;
  const base = { kind, cards: ids, nature, ...(skill ? { skill } : {}) };
  if (ids.length === 1) {
    const c = card(ids[0] as string);
    return { ...base, suit: c.suit, colour: colourOf(c.suit) };
  }
  const colours = new Set(ids.map((id) => colourOf(card(id).suit)));
  const colour: Colour = colours.size === 1 ? ([...colours][0] as Colour) : 'none';
  return { ...base, suit: null, colour };
}

export function virtualName(v: VirtualCard): string {
  if (v.cards.length === 1 && card(v.cards[0] as string).kind === v.kind) return cardName(v.cards[0] as string);
  const from = v.cards.length ? ` (${v.cards.map(cardName).join(' + ')})` : '';
  return `${kindName(v.kind)}${from}`;
}

/**
 * The log data of a card used or played as another card ("treated as": by a skill, or with no
 * physical card): its physical cards in a judge's words ('' when none) and the skill. Empty for a
 * card used as itself, so ordinary facts stay as they were.
 */
export function treatedAsData(cards: readonly string[], kind: CardKindId, skill: string | undefined): { cards: string; via: string | null } | Record<string, never> {
  if (!skill && cards.length === 1 && card(cards[0] as string).kind === kind) return {};
  return { cards: cards.map((id) => formatCard(card(id))).join(' + '), via: skill ?? null };
}

