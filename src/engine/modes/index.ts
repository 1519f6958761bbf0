// The one table of modes: a mode is registered here and nowhere else. `ModeTable` has one entry per
// `ModeId` (types.ts), so a new id without its hooks, or hooks missing one, is a type error.
// Installed by the composition root (skills/install.ts); engine modules ask modes/table.ts.
import type { ModeTable } from './mode-types.ts';
import { IDENTITY } from './identity.ts';
import { THREES } from './three-v-three/mode.ts';
import { withHouseRules } from './house/index.ts';

export const MODES: ModeTable = {
  identity: withHouseRules(IDENTITY), // the Identity mode with 004's house rules, each off unless the setup turns it on
  '3v3': THREES,
};
