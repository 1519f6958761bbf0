// The installed table of modes, the one place the engine looks a mode's hooks up (by the id in the
// state's options). Like the skill tables, the modes are installed by the engine's composition root
// (skills/install-core.ts: Identity; skills/install.ts or rules/load.ts: the others): mode code draws
// cards, logs and reads skills, so a low-level module that imported it would close an import cycle.
// This module imports types only.
import type { GameState, ModeDataMap, ModeId } from '../types.ts';
import type { ModeHooks, ModeTable } from './mode-types.ts';

let table: Partial<ModeTable> | null = null;
// The last mode looked up by hooksOf (asked a few times a turn; a game has one mode).
let lastId: ModeId | null = null;
let lastHooks: ModeHooks | null = null;

/**
 * Installs modes by id, beside those already installed (the composition root installs Identity with
 * the engine's core; the others come with skills/install.ts, or one by one as a table needs them,
 * rules/load.ts). Each is installed under its own id (install-core.ts's addMode keys it so; that the
 * installed table has each mode under its own id is checked by modes.test.ts, not here: the
 * browser's rules would carry the check and its message).
 */
export function installModes(t: Partial<ModeTable>): void {
  table = { ...table, ...t };
  lastId = null;
  lastHooks = null;
}

/** The hooks of a mode by id; a clear error for an id that is not installed. */
export function modeHooks<M extends ModeId>(id: M): ModeHooks<M> {
  if (!table) throw new Error('The modes are not installed: import engine/engine.ts first.');
  const hooks = (table as Partial<Record<string, ModeHooks>>)[id];
  if (!hooks) throw new Error(`no mode "${String(id)}" is installed (modes: ${Object.keys(table).join(', ')}): load it first (loadRules, engine/rules/load.ts)`);
  return hooks as ModeHooks<M>;
}

/** The hooks of the state's mode. */
export function hooksOf(state: GameState): ModeHooks {
  const id = state.options.mode;
  if (id === lastId && lastHooks) return lastHooks;
  const hooks = modeHooks(id);
  lastId = id;
  lastHooks = hooks;
  return hooks;
}

/** The mode's slot, typed for that mode; throws when the state is of another mode. */
export function modeData<M extends ModeId>(state: GameState, mode: M): ModeDataMap[M] {
  if (state.options.mode !== mode) throw new Error(`the game is in the ${state.options.mode} mode, not ${mode}`);
  return state.modeData as ModeDataMap[M];
}
