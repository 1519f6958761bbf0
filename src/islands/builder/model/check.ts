// Whether a table can be played: the scenario loader's own checks (src/engine/scenario/read.ts),
// each problem told where it is made ("seat 2 · hand") in the loader's words. An impossible table
// cannot be played: only `ok: true` gives the engine's setup. The checks decide alone; their words
// (src/engine/scenario/say.ts) are loaded on a table's first problem, and until they are a refused
// table is refused all the same (the builder says it is being checked: Builder.tsx).
import { readScenario } from '../../../engine/scenario/read.ts';
import type { Scenario } from '../../../engine/scenario/schema.ts';
import { words } from '../../../engine/scenario/say.ts';
import type { GameSetup } from '../../../engine/setup.ts';
import { MAX_SEATS, MIN_SEATS, type Problem, type Table } from './types.ts';

export type Checked = { readonly ok: true; readonly scenario: Scenario; readonly setup: GameSetup } | { readonly ok: false; readonly problems: readonly Problem[] };

/** The file name the loader's messages carry; stripped from each message. */
const FILE = 'table';
/** A clause every table demonstrates when it names none: the turn and its phases. */
export const DEFAULT_CLAUSE = 'general.flow.turn';

/** Whether the check reads the table with the script lines' code (engine/scenario/script-code.ts): a table with lines or a stopping fact (`until`). */
export const readsScript = (t: Table): boolean => t.script.length > 0 || t.until !== undefined;

/** The table as the scenario file the loader reads (the expect block left empty). */
export function scenarioOf(t: Table): Record<string, unknown> {
  return {
    title: t.title !== undefined && t.title.trim().length >= 3 ? t.title : 'A table from the builder',
    summary: t.summary !== undefined && t.summary.trim().length >= 10 ? t.summary : 'A table built in the judge\'s builder.',
    topics: t.topics?.length ? [...t.topics] : ['builder'],
    clauses: t.clauses?.length ? [...t.clauses] : [DEFAULT_CLAUSE],
    setup: t.setup,
    script: [...t.script],
    ...(t.until !== undefined ? { until: t.until } : {}),
    expect: {},
  };
}

/** Checks a table; never throws (a refused table read before the words are loaded is refused with a plain problem). */
export function checkTable(t: Table, clauseExists?: (id: string) => boolean): Checked {
  try {
    const seats: unknown = (t as { setup?: { seats?: unknown } }).setup?.seats;
    if (Array.isArray(seats) && (seats.length < MIN_SEATS || seats.length > MAX_SEATS)) return { ok: false, problems: [words().seatsProblem(seats.length, MIN_SEATS, MAX_SEATS)] };
    const loaded = readScenario(FILE, scenarioOf(t), clauseExists);
    return loaded.ok ? loaded : { ok: false, problems: loaded.errors.map((e) => words().problemOf(FILE, e)) };
  } catch (e) {
    return { ok: false, problems: [{ where: 'table', field: '', message: `the table could not be read (${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}); start from an empty table` }] };
  }
}
