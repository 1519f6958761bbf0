// Seat rules: one card per equipment slot, only delayed tricks (or a card placed as one) in a
// judgment zone, and a seat's HP from its hero.
import type { EquipSlot } from '../../../engine/data/cards.ts';
import type { Role } from '../../../engine/types.ts';
import type { SeatInput } from './types.ts';

export type Placed = { readonly ok: true; readonly seat: SeatInput } | { readonly ok: false; readonly message: string };

/** The slot a card reference goes in, or null when it is not equipment. */
export function slotOf(ref: string): EquipSlot | null {
  void ref;
  return null;
}

/** The seat with the card in its slot (replacing the card there), or why it cannot go there. */
export function equip(seat: SeatInput, ref: string): Placed {
  void ref;
  return { ok: true, seat };
}

/** The seat with the card added to its judgment zone, or why it cannot go there. */
export function addJudgment(seat: SeatInput, ref: string): Placed {
  void ref;
  return { ok: true, seat };
}

/** A seat's HP and max HP from its hero: the hero's HP, +1 for the Lord of 5 or more players. */
export function seatDefaults(hero: string | null, role: Role | undefined, players: number): { readonly hp: number; readonly maxHp: number } {
  void hero; void role; void players;
  return { hp: 4, maxHp: 4 };
}
