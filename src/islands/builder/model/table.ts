// Tables in their one canonical form (the scenario schema's defaults filled in, so that a table
// read from a link, a YAML file or built by taps compares equal), and a new empty table.
import { parseSetup } from '../../../engine/scenario/scenario-format.ts';
import { ROLE_TABLE } from '../../../engine/setup.ts';
import type { SetupInput, Shared, Table } from './types.ts';

/** The setup with the schema's defaults filled in; the setup as given when it is not valid (the check then says why). */
export function normalSetup(setup: SetupInput): SetupInput {
  const p = parseSetup(setup);
  return p.success ? p.data : setup;
}

export function normalTable(t: Table): Table {
  return {
    ...(t.title !== undefined ? { title: t.title } : {}),
    ...(t.summary !== undefined ? { summary: t.summary } : {}),
    ...(t.topics?.length ? { topics: [...t.topics] } : {}),
    ...(t.clauses?.length ? { clauses: [...t.clauses] } : {}),
    ...(t.until !== undefined ? { until: t.until } : {}),
    setup: normalSetup(t.setup),
    script: [...t.script],
  };
}

export function normalShared(s: Shared): Shared {
  return { table: normalTable(s.table), step: s.step, pov: s.pov, ...(s.branch?.length ? { branch: [...s.branch] } : {}) };
}

/** A new table of n seats (2–10): roles from the role table (the Lord in seat 1), no heroes, nothing placed, seat 1's play phase. */
export function emptyTable(seats: number): Table {
  const n = Math.min(10, Math.max(2, Math.trunc(seats) || 4));
  const roles = ROLE_TABLE[n] ?? ['lord', 'rebel'];
  return normalTable({ setup: { seats: Array.from({ length: n }, (_, i) => ({ hero: null, role: roles[i] ?? 'rebel' })) }, script: [] });
}
