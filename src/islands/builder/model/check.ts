// Whether a table can be played: the scenario loader's checks, each told where it is made.
import type { Scenario } from '../../../engine/scenario/schema.ts';
import type { GameSetup } from '../../../engine/setup.ts';
import type { Problem, Table } from './types.ts';

export type Checked = { readonly ok: true; readonly scenario: Scenario; readonly setup: GameSetup } | { readonly ok: false; readonly problems: readonly Problem[] };

export function checkTable(t: Table): Checked {
  void t;
  return { ok: false, problems: [{ where: 'table', field: '', message: 'not built yet' }] };
}
