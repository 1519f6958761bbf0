// Whether a table's roles are a 3v3 seating (variants.3v3.seating), for the scenario loader and the
// builder, which check a table before it is played; a module of its own, apart from sides.ts, since
// the mode's rules (and so a branch of a 3v3 table) never need it.
import type { Role } from '../../types.ts';
import { COMMANDER_ROLE, VANGUARD_ROLE } from './roles.ts';

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
