// The Identity mode's role tables: pure data, read by the mode, the scenario dealer and the soak.
import type { Role } from '../types.ts';

/** Roles by player count (identity.roles.table). */
export const ROLE_TABLE: Readonly<Record<number, readonly Role[]>> = {
  2: ['lord', 'rebel'],
  3: ['lord', 'rebel', 'renegade'],
  4: ['lord', 'loyalist', 'rebel', 'renegade'],
  5: ['lord', 'loyalist', 'rebel', 'rebel', 'renegade'],
  6: ['lord', 'loyalist', 'rebel', 'rebel', 'rebel', 'renegade'],
  7: ['lord', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'renegade'],
  8: ['lord', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'rebel', 'renegade'],
  9: ['lord', 'loyalist', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'rebel', 'renegade'],
  10: ['lord', 'loyalist', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'rebel', 'renegade', 'renegade'],
};

/** The second set-up the table gives for 6 and 8 players, and the 4-player alternative with no Loyalist. */
export const ROLE_VARIANTS: Readonly<Record<number, readonly Role[]>> = {
  4: ['lord', 'rebel', 'rebel', 'renegade'],
  6: ['lord', 'loyalist', 'rebel', 'rebel', 'renegade', 'renegade'],
  8: ['lord', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'renegade', 'renegade'],
};
