// Every scenario (scenarios/*.yaml), validated and run at build time through the same runner as
// the tests and the command line. An invalid scenario fails the build with the file, the field and
// the fix; a failing one is built without the "verified by the engine" mark.
import { loadScenario, type LoadResult } from '../engine/scenario/load.ts';
import { runScenario, type ScenarioRun } from '../flow/scenario-run.ts';
import { hasClause } from './clauses.ts';
import { logFacts } from '../engine/log-book.ts';
import '../engine/skills/install.ts'; // build time: every hero pack, mode and house rule (the browser loads a table's own)

type Loaded = Extract<LoadResult, { ok: true }>;

const files = import.meta.glob<unknown>('../../scenarios/*.yaml', { eager: true, import: 'default' });

function loadAll(): Map<string, Loaded> {
  const out = new Map<string, Loaded>();
  const errors: string[] = [];
  for (const [path, raw] of Object.entries(files)) {
    const file = path.replace(/^.*scenarios\//, 'scenarios/');
    const r = loadScenario(file, raw, hasClause);
    if (r.ok) out.set(r.scenario.id, r);
    else errors.push(...r.errors);
  }
  if (errors.length) throw new Error(`Invalid scenario file(s):\n${errors.join('\n')}`);
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

let loaded: Map<string, Loaded> | undefined;
const runs = new Map<string, ScenarioRun>();

export function scenarios(): Map<string, Loaded> {
  loaded ??= loadAll();
  return loaded;
}

export function scenarioRun(id: string): ScenarioRun {
  const known = runs.get(id);
  if (known) return known;
  const l = scenarios().get(id);
  if (!l) throw new Error(`no scenario "${id}"`);
  const r = runScenario(l);
  runs.set(id, r);
  return r;
}

/** Clause id → ids of the scenarios that exercise it (named in the file, in its notes, or cited by its run's log). */
export function clauseCoverage(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, l] of scenarios()) {
    const cited = new Set<string>([...l.scenario.clauses, ...l.scenario.notes.flatMap((n) => n.clauses)]);
    const last = scenarioRun(id).history.at(-1);
    for (const f of last ? logFacts(last.game) : []) cited.add(f.clause);
    for (const c of cited) out.set(c, [...(out.get(c) ?? []), id]);
  }
  return out;
}
