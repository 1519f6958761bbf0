// The table of the modes beyond Identity: a mode is registered here and in the browser's loader
// (MODE_CHUNKS in rules/load.ts), both typed so that a new id in `ModeId` (types.ts) without its
// hooks is a type error. Identity is the engine's core mode, installed with it
// (skills/install-core.ts); these are installed by skills/install.ts (Node, the tests, the build),
// or one by one as a table needs them (rules/load.ts). Engine modules ask modes/table.ts.
import type { ModeTable } from './mode-types.ts';
import { RULES as THREES } from './three-v-three/mode.ts';
import { RULES as THREES_START } from './three-v-three/start.ts';
import { RULES as THREES_NODE_ONLY } from './three-v-three/node-only.ts';

/** Every mode but Identity, under its id. */
export type OtherModes = Omit<ModeTable, 'identity'>;

export const MODES: OtherModes = {
  '3v3': THREES,
};

/**
 * The parts of the modes that only some tables or uses need, each adding itself to its mode's hooks
 * (addThreesStart in modes/three-v-three/mode.ts; node-only.ts): a 3v3 game's start (the browser loads it for a table that has it:
 * MODE_PART_CHUNKS in rules/load.ts) and Node's random 3v3 games and invariants (no page loads them).
 */
export const MODE_PARTS: readonly (() => void)[] = [THREES_START, THREES_NODE_ONLY];
