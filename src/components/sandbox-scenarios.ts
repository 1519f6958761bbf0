// Build time: the scenario a sandbox shows, from the one scenario index (content-data/scenarios.ts:
// every file validated with its clause ids, run once per build). A missing scenario fails the build
// with a message naming the page and the nearest id.
import { nearest } from '../engine/card-notation.ts';
import type { LoadResult } from '../engine/scenario/load.ts';
import type { ScenarioRun } from '../flow/scenario-run.ts';
import { scenarioRun as runOf, scenarios } from '../content-data/scenarios.ts';

export function scenarioIds(): string[] {
  return [...scenarios().keys()];
}

/** The scenario with this id, loaded and run; throws a message naming the page when there is none. */
export function scenarioRun(id: string, page: string): { loaded: Extract<LoadResult, { ok: true }>; run: ScenarioRun } {
  const loaded = scenarios().get(id);
  if (!loaded) {
    const hint = nearest(id, scenarioIds());
    throw new Error(`<Sandbox scenario="${id}"> on page ${page}: there is no scenario "${id}" (scenarios/${id}.yaml).${hint ? ` Did you mean "${hint}"?` : ''}`);
  }
  const run = runOf(id);
  if (!run.ok) {
    // A failing expectation is the scenario tests' business; the sandbox still shows what the engine does.
    console.warn(`[sandbox] ${id} (on ${page}): the scenario's expectations do not hold: ${[...run.failures, run.uncovered?.reason ?? ''].filter(Boolean).join('; ')}`);
  }
  return { loaded, run };
}
