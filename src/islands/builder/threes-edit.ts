// The builder's edits of a 3v3 table (in its 3v3 part, Threes.tsx, loaded for a 3v3 table): its
// seating checked and mended, its start (the 3v3 deal) and its draft. Pure functions, as edit.ts's.
import { seatingError } from '../../engine/modes/three-v-three/seating.ts';
import { seatedFor, THREES_SEATS } from './edit.ts';
import type { Table } from './model/types.ts';

/** Whether a 3v3 table's seats are the 3v3 seating (six seats, each side's Commander between its Vanguards); a table in another mode: true. */
export function threesSeated(t: Table): boolean {
  if (t.setup.mode !== '3v3') return true;
  const roles = t.setup.seats.map((s) => s.role);
  if (roles.every((r) => r === undefined)) return roles.length === THREES_SEATS; // the loader seats them (p1 … p6)
  return roles.every((r) => r !== undefined) && seatingError(roles.filter((r) => r !== undefined)) === null;
}

/** The table in 3v3, seated by the 3v3 seating unless it is already (a table from a link or a file may not be). */
export function seatThrees(t: Table): Table {
  return t.setup.mode === '3v3' && threesSeated(t) ? t : seatedFor(t, '3v3');
}

/** The 3v3 deal (the game from its beginning, the draft first when it has one) on or off. */
export function withThreesStart(t: Table, on: boolean): Table {
  const { deal: _deal, draft, ...rest } = t.setup;
  return { ...t, setup: { ...rest, ...(on ? { deal: '3v3' as const, ...(draft ? { draft } : {}) } : {}) }, script: [] };
}

/** The draft's heroes (16 for a draft; fewer is the loader's problem, told in its words); an empty list removes the draft. */
export function withDraft(t: Table, heroes: readonly string[]): Table {
  const { draft: _draft, ...rest } = t.setup;
  return { ...t, setup: { ...rest, ...(heroes.length ? { draft: [...new Set(heroes)].slice(0, 16) } : {}) }, script: [] };
}
