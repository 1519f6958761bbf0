// How the builder page shows a card reference ("strike ♠7" → "♠7 Strike") and a seat: plain text.
import { parseCardRef, rankLabel, suitSymbol } from '../../engine/card-notation.ts';
import { CARD_KINDS } from '../../engine/data/card-facts.ts';
import { HEROES, type HeroId } from '../../engine/data/hero-facts.ts';
import { splitPlacedAs } from '../../engine/scenario/placed-as.ts';

/** "♠7 Strike" (with " as Acedia" for a card placed as a delayed trick); the reference itself when it cannot be read. */
export function refLabel(ref: string): string {
  const { ref: card, as } = splitPlacedAs(ref);
  const p = parseCardRef(card);
  if (!p.ok) return ref.slice(0, 60);
  const asKind = as !== undefined && Object.hasOwn(CARD_KINDS, as) ? CARD_KINDS[as as keyof typeof CARD_KINDS].en : as;
  return `${suitSymbol(p.suit)}${rankLabel(p.rank)} ${CARD_KINDS[p.kind].en}${asKind ? ` as ${asKind}` : ''}`;
}

/** Whether the reference's suit is red (for its colour). */
export function refRed(ref: string): boolean {
  return /[♥♦♡♢]/.test(ref);
}

export function heroLabel(hero: string | null | undefined): string {
  return hero && Object.hasOwn(HEROES, hero) ? `${HEROES[hero as HeroId].en} ${HEROES[hero as HeroId].zh}` : '';
}

export function heroHp(hero: string | null | undefined): number | null {
  return hero && Object.hasOwn(HEROES, hero) ? HEROES[hero as HeroId].hp : null;
}

export const ROLE_NAMES: Readonly<Record<string, string>> = { lord: 'Lord', loyalist: 'Loyalist', rebel: 'Rebel', renegade: 'Renegade' };
/** A 3v3 seat's role by its side and position (variants.3v3.identity-cards). */
export const THREES_ROLE_NAMES: Readonly<Record<string, string>> = { lord: 'Warm Commander', loyalist: 'Warm Vanguard', rebel: 'Cool Vanguard', renegade: 'Cool Commander' };
export const PHASE_NAMES: Readonly<Record<string, string>> = { start: 'Start', judgment: 'Judgment', draw: 'Draw', play: 'Play', discard: 'Discard', end: 'End' };
export const ZONE_NAMES: Readonly<Record<string, string>> = { hand: 'Hand', equipment: 'Equipment', judgment: 'Judgment', pile: 'Draw pile top', discard: 'Discard pile' };
