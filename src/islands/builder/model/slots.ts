// Seat rules: one card per equipment slot (a new one replaces the old), only delayed tricks (or a
// card a skill placed as one: `dodge ♦2 as acedia`) in a judgment zone, never two of one name, and a
// seat's HP from its hero (the hero's HP; +1 for the Lord of 5 or more players).
import { CARD_KINDS, type EquipSlot } from '../../../engine/data/card-facts.ts';
import { HEROES, isHeroId } from '../../../engine/data/hero-facts.ts';
import { parseCardRef } from '../../../engine/card-notation.ts';
import { cardRefError } from '../../../engine/scenario/refs.ts';
import { placedAsTrick, splitPlacedAs } from '../../../engine/scenario/placed-as.ts';
import type { Role } from '../../../engine/types.ts';
import type { SeatInput } from './types.ts';

export type Placed = { readonly ok: true; readonly seat: SeatInput } | { readonly ok: false; readonly message: string };

/** The slot a card reference goes in, or null when it is not equipment (or not a card). */
export function slotOf(ref: string): EquipSlot | null {
  const p = parseCardRef(ref);
  return p.ok ? (CARD_KINDS[p.kind].slot ?? null) : null;
}

/** The seat with the card in its slot (replacing the card there), or why it cannot go there. */
export function equip(seat: SeatInput, ref: string): Placed {
  const e = cardRefError(ref);
  if (e) return { ok: false, message: e };
  const slot = slotOf(ref);
  const p = parseCardRef(ref);
  if (!slot) return { ok: false, message: `${ref} is not equipment (it is a ${p.ok ? CARD_KINDS[p.kind].type : 'card'}); only weapons, armor and horses go in the equipment area: put it in the hand instead` };
  return { ok: true, seat: { ...seat, equipment: { ...(seat.equipment ?? {}), [slot]: ref } } };
}

/** The kind a judgment-zone reference is judged as, or why it cannot be in a judgment zone. */
export function judgedAs(ref: string): { readonly ok: true; readonly kind: string } | { readonly ok: false; readonly message: string } {
  const { ref: card, as } = splitPlacedAs(ref);
  const e = cardRefError(card);
  if (e) return { ok: false, message: e };
  if (as !== undefined) {
    const t = placedAsTrick(as);
    return t.ok ? { ok: true, kind: t.kind } : { ok: false, message: t.error };
  }
  const p = parseCardRef(card);
  if (p.ok && CARD_KINDS[p.kind].type === 'delayed-trick') return { ok: true, kind: p.kind };
  return { ok: false, message: `${ref} is not a delayed trick; a judgment zone holds only Lightning, Acedia and Supply Shortage, or a card a skill placed as one (write it like \`dodge ♦2 as acedia\`); put it in the hand instead` };
}

/** The seat with the card added to its judgment zone (placed last, so judged first), or why it cannot go there. */
export function addJudgment(seat: SeatInput, ref: string): Placed {
  const k = judgedAs(ref);
  if (!k.ok) return k;
  const clash = (seat.judgment ?? []).find((r) => { const o = judgedAs(r); return o.ok && o.kind === k.kind; });
  if (clash) return { ok: false, message: `this judgment zone already holds ${clash}; a judgment zone never holds two delayed tricks of the same name: remove it first` };
  return { ok: true, seat: { ...seat, judgment: [...(seat.judgment ?? []), ref] } };
}

/** A seat's HP and max HP from its hero: the hero's HP (4 without a hero), +1 for the Lord of 5 or more players. */
export function seatDefaults(hero: string | null, role: Role | undefined, players: number): { readonly hp: number; readonly maxHp: number } {
  const base = hero !== null && isHeroId(hero) ? HEROES[hero].hp : 4;
  const maxHp = base + (role === 'lord' && players >= 5 ? 1 : 0);
  return { hp: maxHp, maxHp };
}
