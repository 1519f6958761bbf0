// What the builder page loads on demand, each when its feature is used, not for the first screen
// (scripts/budget-builder.mjs counts them apart): playing a table (later-play.ts, with the Sandbox
// island), the YAML reader and writer (later-yaml.ts), the report's writer (later-report.ts), the 3v3
// part (Threes.tsx, for a 3v3 table); and the report and the YAML file made with them.
import { checkTable, readsScript } from './model/check.ts';
import { loadMode, withHeroes } from '../../engine/rules/load.ts';
import { loadScriptCode } from '../../engine/scenario/script-code.ts';
import { loadWords, wordsLoaded, WordsMissingError } from '../../engine/scenario/say.ts';
import type { Shared } from './model/types.ts';

export const laterPlay = () => import('./later-code.ts');
export const laterYaml = () => import('./later-yaml.ts');
export const laterReport = () => import('./later-code.ts');
/** The builder's 3v3 part (its start and draft, its seating mended, the loader's reading of a 3v3 table, installed when it loads). */
export const loadThrees = () => import('./Threes.tsx');
export type ThreesCode = Awaited<ReturnType<typeof loadThrees>>;
/** Loads what checking a table in its mode needs: the mode's rules (engine/rules/load.ts: its setup hooks) and, for 3v3, the builder's 3v3 part. */
export async function loadModeOf(mode: string | undefined): Promise<void> {
  await Promise.all([loadMode(mode), mode === '3v3' ? loadThrees() : undefined]);
}
/** Reads a scenario file with the YAML reader, and with the loader's words when something in it is wrong (engine/scenario/say.ts). */
export async function readYamlFile(text: string) {
  const m = await laterYaml();
  if (!wordsLoaded()) {
    try {
      const r = m.importYaml(text);
      if (!r.ok || r.problems.length === 0) return r; // the reader's own messages, or a file with nothing wrong
    } catch (e) {
      if (!(e instanceof WordsMissingError)) throw e; // the format's issues are told in zod's words
    }
    await loadWords();
  }
  return m.importYaml(text);
}
/** The builder's playing code, once loaded. */
export type PlayCode = Awaited<ReturnType<typeof laterPlay>>;

/** The report of a shared table; while it is played (`code` loaded), with the steps up to the moment shown (`choices` taken) and the clauses they cite. */
export async function makeReport(s: Shared, url: string, code: PlayCode | null, choices: readonly number[]): Promise<string> {
  if (readsScript(s.table)) await loadScriptCode(); // the check reads the table's lines and stopping fact
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
