// A judgment card placed as another delayed trick (a skill's effect: National Beauty places a ♦ card
// as Acedia) is written in a setup as the card, `as`, and the trick: `dodge ♦2 as acedia`.
import { CARD_KINDS, isCardKindId, type CardKindId } from '../data/card-facts.ts';
import { nearest } from '../card-notation.ts';

const DELAYED = Object.values(CARD_KINDS).filter((k) => k.type === 'delayed-trick').map((k) => k.id);

/** The card reference and, if written, the trick it is placed as. */
export function splitPlacedAs(ref: string): { readonly ref: string; readonly as?: string } {
  const m = /^(.*\S)\s+as\s+(\S+)$/.exec(ref);
  return m?.[1] && m[2] ? { ref: m[1], as: m[2] } : { ref };
}

/** The delayed trick named after `as`, or why it cannot be one. */
export function placedAsTrick(as: string): { readonly ok: true; readonly kind: CardKindId } | { readonly ok: false; readonly error: string } {
  if (isCardKindId(as) && CARD_KINDS[as].type === 'delayed-trick') return { ok: true, kind: as };
  const hint = as.length <= 64 ? nearest(as, DELAYED) : undefined;
  const what = isCardKindId(as) ? `${CARD_KINDS[as].en} is not a delayed trick` : `"${as.slice(0, 64)}" is not a card id`;
  return { ok: false, error: `a card can be placed only as a delayed trick (${DELAYED.join(', ')}), but ${what}${hint ? `; did you mean "${hint}"?` : ''}: write it like \`dodge ♦2 as acedia\`` };
}
