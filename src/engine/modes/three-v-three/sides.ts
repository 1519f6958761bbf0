// Sides and positions in 3v3 (variants.3v3.identity-cards): the four identity cards only mark a
// side and a position. Lord = warm Commander, Loyalist = warm Vanguard, Renegade = cool Commander,
// Rebel = cool Vanguard (each role's side, each side's Commander and Vanguard roles and the seating's
// roles are in roles.ts, in the live rules' core). The seating (variants.3v3.seating): each side sits
// together with its Commander between its two Vanguards (seating.ts checks a table's; the game's
// rules do not need it).
import type { Role } from '../../types.ts';
import type { Side } from './data-types.ts';
import { COMMANDER_ROLE, VANGUARD_ROLE } from './roles.ts';

export type { Side };
export type Position = 'commander' | 'vanguard';

/** What a seat needs for the mode's pure rules: nothing but its id, role and whether it lives. */
export interface SeatLike {
  readonly id: string;
  readonly role: Role;
  readonly alive: boolean;
}

export const POSITION_OF: Readonly<Record<Role, Position>> = { lord: 'commander', renegade: 'commander', loyalist: 'vanguard', rebel: 'vanguard' };
export const SIDE_NAME: Readonly<Record<Side, string>> = { warm: 'the warm side', cool: 'the cool side' };
/** SIDE_NAME at the start of a sentence. */
export const SIDE_TITLE: Readonly<Record<Side, string>> = { warm: 'The warm side', cool: 'The cool side' };

export const opposite = (side: Side): Side => (side === 'warm' ? 'cool' : 'warm');

export function commanderOf(seats: readonly SeatLike[], side: Side): SeatLike {
  const c = seats.find((s) => s.role === COMMANDER_ROLE[side]);
  if (!c) throw new Error(`3v3: no ${side} Commander at the table`);
  return c;
}

/** A side's Vanguards in turn order from its Commander (the order in which they act). */
export function vanguardsOf(seats: readonly SeatLike[], side: Side): SeatLike[] {
  const n = seats.length;
  const start = seats.indexOf(commanderOf(seats, side));
  const out: SeatLike[] = [];
  for (let k = 1; k < n; k++) {
    const s = seats[(start + k) % n] as SeatLike;
    if (s.role === VANGUARD_ROLE[side]) out.push(s);
  }
  return out;
}
