// Playing a shared table through the engine, as every scenario runs (src/flow/scenario-play.ts): the
// script and then the branch, one choice per decision, to the step shown. Used for the fingerprint
// a link carries and for what an exported file observed.
import { playScript, type ScriptRun } from '../../../flow/scenario-play.ts';
import type { Snapshot } from '../../../flow/run.ts';
import { checkTable, readsScript } from './check.ts';
import { loadRules, withHeroes } from '../../../engine/rules/load.ts';
import { loadModeOf } from '../later.ts';
import { needsOf } from '../../../engine/rules/needs.ts';
import { loadScriptCode } from '../../../engine/scenario/script-code.ts';
import type { Shared } from './types.ts';

/**
 * Loads the rules the shared table needs at its start (its hero packs, mode, house rules), and the
 * code that reads script lines when it has any (or a stopping fact), before playShared; no rules for a table that cannot be played. A hero who comes later (reborn, with
 * reincarnation) has its pack loaded when a run reaches it (playLoading), as in the sandbox.
 */
export async function rulesFor(s: Shared): Promise<void> {
  await loadModeOf(s.table.setup.mode); // the check reads the mode's setup hooks (and a 3v3 table the builder's 3v3 part)
  if (readsScript(s.table) || (s.branch?.length ?? 0) > 0) await loadScriptCode();
  const c = checkTable(s.table);
  if (c.ok) await loadRules(needsOf(c.setup));
}

/** The run of the table's script and branch (until its stopping fact, if it has one), or null when the table cannot be played. */
export function playShared(s: Shared, options: { readonly untilStops?: boolean } = {}): ScriptRun | null {
  const c = checkTable({ ...s.table, script: [...s.table.script, ...(s.branch ?? [])] });
  if (!c.ok) return null;
  const scenario = options.untilStops === false ? { ...c.scenario, until: undefined } : c.scenario;
  return playScript({ ok: true, scenario, setup: c.setup });
}

/** playShared after rulesFor, loading the pack of a hero the run reaches later (a rebirth) and playing again (rules/load.ts withHeroes). */
export async function playLoading(s: Shared, options: { readonly untilStops?: boolean } = {}): Promise<ScriptRun | null> {
  await rulesFor(s);
  return withHeroes(() => playShared(s, options));
}

/** The snapshot at the shared step (the last one when the run is shorter). */
export function snapshotAt(run: ScriptRun, step: number): Snapshot | undefined {
  return run.history[Math.max(0, Math.min(step, run.history.length - 1))];
}

/**
 * The outcome's fingerprint at the shared step (the scenario permalinks' own, sandbox/fingerprint.ts),
 * or null when the table cannot be played. It comes through the sandbox's code of the later steps
 * (later-steps.ts), which a played table loads at its first step anyway: imported from
 * fingerprint.ts directly, the bundler would split it out of that chunk into one of its own.
 */
export async function outcomeAt(s: Shared): Promise<string | null> {
  const run = await playLoading(s, { untilStops: false });
  const snap = run ? snapshotAt(run, s.step) : undefined;
  if (!snap) return null;
  const { fingerprint } = await import('../../sandbox/later-steps.ts');
  return fingerprint(snap);
}
