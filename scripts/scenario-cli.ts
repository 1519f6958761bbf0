// The scenario command line as a function (scripts/scenario.ts calls it; the fixture tests call it
// in-process): arguments, bounded reading, validation, the run and the report. Exit 0: every
// expectation holds; 1: an expectation fails; 2: the file (or the command) is invalid; 3: the
// script does not cover a decision. Nothing from the file is echoed without a length limit, and
// no error prints a stack trace.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { houseRules, loadScenario } from '../src/engine/scenario/load.ts';
import { HOUSE_RULE_IDS, type HouseRuleId } from '../src/engine/scenario/schema.ts';
import { finalReport } from '../src/flow/scenario-report.ts';
import { describeUncovered, runScenario } from '../src/flow/scenario-run.ts';
import '../src/engine/skills/install.ts'; // every hero pack, mode and house rule

export const USAGE = 'usage: npm run --silent scenario -- <path-to-file.yaml> [--json] [--house last-three,reincarnation,dark-souls,scoring]';
export const MAX_BYTES = 1024 * 1024;

export interface CliResult {
  readonly code: 0 | 1 | 2 | 3;
  readonly out: string;
  readonly err: string;
}

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]?.slice(0, 300) ?? '';

/** Reads at most MAX_BYTES + 1 bytes, so /dev/zero or a huge file costs no more than that. */
function readBounded(path: string): { ok: true; text: string } | { ok: false; error: string } {
  let fd: number | undefined;
  try {
    const st = statSync(path);
    if (st.isDirectory()) return { ok: false, error: 'is a directory; give the path of one .yaml file' };
    if (st.isFile() && st.size > MAX_BYTES) return { ok: false, error: `is ${st.size} bytes, over the limit of 1 MB for a scenario; a scenario is one ruling: shorten it` };
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(MAX_BYTES + 1);
    let total = 0;
    for (let n = -1; n !== 0 && total <= MAX_BYTES;) { n = readSync(fd, buf, total, buf.length - total, null); total += n; }
    if (total > MAX_BYTES) return { ok: false, error: 'is over the limit of 1 MB for a scenario; a scenario is one ruling: shorten it' };
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, total)) };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') return { ok: false, error: 'does not exist; check the path (it is relative to the current directory)' };
    if (e instanceof TypeError) return { ok: false, error: '(top level): is not UTF-8 text; save it as UTF-8' };
    return { ok: false, error: `cannot be read (${firstLine(e)}); check the path and its permissions` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function invalid(errors: readonly string[], json: boolean, header = 'Invalid scenario:'): CliResult {
  const out = json ? JSON.stringify({ scenario: null, ok: false, failures: errors, steps: [], final: null }, null, 2) : `${header}\n${errors.map((e) => `  ${e}`).join('\n')}`;
  return { code: 2, out: `${out}\n`, err: '' };
}

function usage(problem: string): CliResult {
  return { code: 2, out: '', err: `${problem}\n${USAGE}\n` };
}

/** Runs the command line on `args` (without node and the script), reading files from `cwd`. */
export function scenarioCli(args: readonly string[], cwd: string, clauseExists?: (id: string) => boolean): CliResult {
  const files: string[] = [];
  let json = false;
  let options = true;
  let house: HouseRuleId[] = [];
  for (let k = 0; k < args.length; k++) {
    const a = args[k] as string;
    if (options && a === '--') options = false;
    else if (options && a === '--json') json = true;
    else if (options && a === '--house') {
      const list = (args[k + 1] ?? '').split(',');
      if (!list.every((h): h is HouseRuleId => (HOUSE_RULE_IDS as readonly string[]).includes(h))) return usage(`--house needs house rules from ${HOUSE_RULE_IDS.join(',')}, got "${(args[k + 1] ?? 'nothing').slice(0, 60)}"`);
      house = list;
      k++;
    }
    else if (options && (a === '--help' || a === '-h')) return { code: 0, out: `${USAGE}\n`, err: '' };
    else if (options && a.startsWith('-') && a !== '-') return usage(`unknown option "${a.slice(0, 60)}"; the options are --json and --house`);
    else files.push(a);
  }
  const [file, extra] = files;
  if (file === undefined) return usage('no scenario file given');
  if (extra !== undefined) return usage(`one file at a time: "${extra.slice(0, 60)}" is an extra argument`);
  const shown = file.length > 200 ? `${file.slice(0, 200)}…` : file;
  const read = readBounded(resolve(cwd, file));
  if (!read.ok) return invalid([`${shown}: ${read.error}`], json);
  let raw: unknown;
  try {
    raw = parse(read.text, { logLevel: 'error', maxAliasCount: 100 });
  } catch (e) {
    return invalid([`${shown}: (top level): cannot be read as YAML: ${firstLine(e)}; fix the YAML syntax (the format is in README.md, "Contributing a scenario")`], json);
  }
  const read0 = loadScenario(shown, raw, clauseExists);
  if (!read0.ok) return invalid(read0.errors, json);
  // --house turns house rules on beside the file's own (setup.house), e.g. to see a ruling change under one
  const loaded = house.length ? { ...read0, setup: { ...read0.setup, house: { ...read0.setup.house, ...houseRules(house).house } } } : read0;
  let run: ReturnType<typeof runScenario>;
  try {
    run = runScenario(loaded);
  } catch (e) {
    return invalid([`${shown}: setup: the engine cannot play this table (${firstLine(e)}); change the setup, and if you think it is a legal table, report it`], json);
  }
  const code = run.uncovered ? 3 : run.ok ? 0 : 1;
  const report = finalReport(run);
  if (json) return { code, out: `${JSON.stringify(report, null, 2)}\n`, err: '' };
  const lines = [`${loaded.scenario.title} (${loaded.scenario.id})`, ...report.steps.map((s) => `${s.index}. ${s.text} (clause ${s.clause})`)];
  if (run.uncovered) lines.push('', describeUncovered(run.uncovered));
  else if (run.ok) lines.push('', 'Result: every expectation holds.');
  else lines.push('', `Result: ${run.failures.length} expectation(s) failed:`, ...run.failures.map((f) => `  - ${f}`));
  return { code, out: `${lines.join('\n')}\n`, err: '' };
}
