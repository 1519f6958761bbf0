// Build time: every scenario file (scenarios/*.yaml, read by Vite), validated with the scenario
// loader and the clause index, and run through the flow once per build. A missing or invalid
// scenario fails the build with a message naming the page, the scenario and the nearest id.
import { nearest } from '../engine/card-notation.ts';
import type { LoadResult } from '../engine/scenario/load.ts';
import { loadScenario } from '../engine/scenario/load.ts';
import { runScenario, type ScenarioRun } from '../flow/scenario-run.ts';
import { hasClause } from '../content-data/clauses.ts';

const files = import.meta.glob<unknown>('/scenarios/*.yaml', { eager: true, import: 'default' });
const byId = new Map(Object.entries(files).map(([path, raw]) => [path.replace(/^.*\//, '').replace(/\.ya?ml$/, ''), { path: path.replace(/^\//, ''), raw }] as const));

export function scenarioIds(): string[] {
  return [...byId.keys()].sort();
}

const runs = new Map<string, { loaded: Extract<LoadResult, { ok: true }>; run: ScenarioRun }>();

/** The scenario with this id, loaded and run; throws a message naming the page when it cannot be. */
export function scenarioRun(id: string, page: string): { loaded: Extract<LoadResult, { ok: true }>; run: ScenarioRun } {
  const hit = runs.get(id);
  if (hit) return hit;
  const file = byId.get(id);
  if (!file) {
    const hint = nearest(id, scenarioIds());
    throw new Error(
      `<Sandbox scenario="${id}"> on page ${page}: there is no scenario "${id}" (scenarios/${id}.yaml).${hint ? ` Did you mean "${hint}"?` : ''} Known scenarios: ${scenarioIds().join(', ') || 'none'}.`,
    );
  }
  const loaded = loadScenario(file.path, file.raw, hasClause);
  if (!loaded.ok) {
    throw new Error(`<Sandbox scenario="${id}"> on page ${page}: the scenario file is invalid:\n${loaded.errors.map((e) => `  ${e}`).join('\n')}`);
  }
  const run = runScenario(loaded);
  if (!run.ok) {
    // A failing expectation is the scenario tests' business; the sandbox still shows what the engine does.
    console.warn(`[sandbox] ${id} (on ${page}): the scenario's expectations do not hold: ${[...run.failures, run.uncovered?.reason ?? ''].filter(Boolean).join('; ')}`);
  }
  const entry = { loaded, run };
  runs.set(id, entry);
  return entry;
}
