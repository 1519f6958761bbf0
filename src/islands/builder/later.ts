// What the builder page loads on demand, each when its feature is used, not for the first screen
// (scripts/budget-builder.mjs counts them apart): playing a table (later-play.ts, with the Sandbox
// island), the YAML reader and writer (later-yaml.ts), the report's writer (later-report.ts); and the
// report and the YAML file made with them.
import { checkTable } from './model/check.ts';
import { withHeroes } from '../../engine/rules/load.ts';
import { loadScriptCode } from '../../engine/scenario/script-code.ts';
import { loadWords } from '../../engine/scenario/say.ts';
import type { Shared } from './model/types.ts';

export const laterPlay = () => import('./later-play.ts');
export const laterYaml = () => import('./later-yaml.ts');
export const laterReport = () => import('./later-report.ts');
/** Reads a scenario file (the YAML reader, with the loader's words for what is wrong in it). */
export const readYamlFile = async (text: string) => { const [m] = await Promise.all([laterYaml(), loadWords()]); return m.importYaml(text); };
/** The builder's playing code, once loaded. */
export type PlayCode = Awaited<ReturnType<typeof laterPlay>>;

/** The report of a shared table; while it is played (`code` loaded), with the steps up to the moment shown (`choices` taken) and the clauses they cite. */
export async function makeReport(s: Shared, url: string, code: PlayCode | null, choices: readonly number[]): Promise<string> {
  if (s.table.script.length > 0) await loadScriptCode(); // the check reads the table's lines
  const c = checkTable(s.table);
  const [{ reportText }, clauses] = await Promise.all([laterReport(), code?.loadClauses()]);
  const line = c.ok && code ? await withHeroes(() => code.follow(c.setup, choices, s.step)) : null;
  const snap = line?.snapshots[Math.min(s.step, line.snapshots.length - 1)];
  const { steps, clauses: cited } = snap && code && clauses ? code.stepsAndClauses(snap, clauses) : { steps: [], clauses: [] };
  return reportText({ url, shared: s, steps, clauses: cited });
}

/** The scenario file of a shared table, with what its run observed as the expect block. */
export async function makeYaml(s: Shared): Promise<string> {
  const p = await laterYaml();
  const run = await p.playLoading(s);
  return p.exportYaml(s, run ? p.observe(run) : null);
}
