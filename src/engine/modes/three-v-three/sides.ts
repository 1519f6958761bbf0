// Sides and positions in 3v3 (variants.3v3.identity-cards): the four identity cards only mark a
// side and a position. Lord = warm Commander, Loyalist = warm Vanguard, Renegade = cool Commander,
// Rebel = cool Vanguard. The seating (variants.3v3.seating): each side sits together with its
// Commander between its two Vanguards (seating.ts checks a table's; the game's rules do not need it).
import type { Role } from '../../types.ts';
import type { Side } from './data-types.ts';

export type { Side };
export type Position = 'commander' | 'vanguard';

/** What a seat needs for the mode's pure rules: nothing but its id, role and whether it lives. */
export interface SeatLike {
  readonly id: string;
  readonly role: Role;
  readonly alive: boolean;
}

export const SIDE_OF: Readonly<Record<Role, Side>> = { lord: 'warm', loyalist: 'warm', renegade: 'cool', rebel: 'cool' };
export const POSITION_OF: Readonly<Record<Role, Position>> = { lord: 'commander', renegade: 'commander', loyalist: 'vanguard', rebel: 'vanguard' };
export const COMMANDER_ROLE: Readonly<Record<Side, Role>> = { warm: 'lord', cool: 'renegade' };
export const VANGUARD_ROLE: Readonly<Record<Side, Role>> = { warm: 'loyalist', cool: 'rebel' };
export const SIDE_NAME: Readonly<Record<Side, string>> = { warm: 'the warm side', cool: 'the cool side' };
/** SIDE_NAME at the start of a sentence. */
export const SIDE_TITLE: Readonly<Record<Side, string>> = { warm: 'The warm side', cool: 'The cool side' };

/** The 3v3 seating in turn order, from the warm Commander (p1): p6, p1, p2 warm; p3, p4, p5 cool. */
export const THREES_ROLES: readonly Role[] = ['lord', 'loyalist', 'rebel', 'renegade', 'rebel', 'loyalist'];

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
