// The 3v3 roles as sides and as a seating (variants.3v3.identity-cards, variants.3v3.seating): each
// role's side, each side's Commander and Vanguard roles, and the seating's roles in turn order. In the
// live rules' core (src/vite-chunks.ts), since the builder's first load (its 3v3 button, the loader's
// check of a 3v3 seating, seating.ts) and its playing code (a 3v3 seat's side in the sandbox's props)
// read them: from sides.ts, they made an Identity table load the 3v3 mode's `sides` chunk.
import type { Role } from '../../types.ts';
import type { Side } from './data-types.ts';

export const SIDE_OF: Readonly<Record<Role, Side>> = { lord: 'warm', loyalist: 'warm', renegade: 'cool', rebel: 'cool' };
export const COMMANDER_ROLE: Readonly<Record<Side, Role>> = { warm: 'lord', cool: 'renegade' };
export const VANGUARD_ROLE: Readonly<Record<Side, Role>> = { warm: 'loyalist', cool: 'rebel' };

/** The 3v3 seating in turn order, from the warm Commander (p1): p6, p1, p2 warm; p3, p4, p5 cool. */
export const THREES_ROLES: readonly Role[] = ['lord', 'loyalist', 'rebel', 'renegade', 'rebel', 'loyalist'];
