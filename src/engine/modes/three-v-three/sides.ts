// Sides and positions in 3v3 (variants.3v3.identity-cards): the four identity cards only mark a
// side and a position. Lord = warm Commander, Loyalist = warm Vanguard, Renegade = cool Commander,
// Rebel = cool Vanguard. The seating (variants.3v3.seating): each side sits together with its
// Commander between its two Vanguards.
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

/**
 * Why roles in turn order are not a 3v3 seating, or null when they are: 6 seats, one Commander and
 * two Vanguards a side, each side sitting together with its Commander in the middle (any rotation).
 */
export function seatingError(roles: readonly Role[]): string | null {
  if (roles.length !== 6) return `3v3 is for exactly 6 players, not ${roles.length}`;
  const count = (r: Role) => roles.filter((x) => x === r).length;
  if (count('lord') !== 1 || count('renegade') !== 1 || count('loyalist') !== 2 || count('rebel') !== 2) {
    return 'each side has one Commander and two Vanguards: one lord (warm Commander), two loyalists (warm Vanguards), one renegade (cool Commander) and two rebels (cool Vanguards)';
  }
  for (const side of ['warm', 'cool'] as const) {
    const c = roles.indexOf(COMMANDER_ROLE[side]);
    const left = roles[(c + 5) % 6] as Role;
    const right = roles[(c + 1) % 6] as Role;
    if (left !== VANGUARD_ROLE[side] || right !== VANGUARD_ROLE[side]) return `the ${side} Commander must sit between the two ${side} Vanguards (variants.3v3.seating), e.g. lord, loyalist, rebel, renegade, rebel, loyalist`;
  }
  return null;
}
