// `npm run --silent scenario -- <file.yaml> [--json]`: runs any scenario file and reports.
// Exit 0: every expectation holds; 1: an expectation fails; 2: the file is invalid;
// 3: the script does not cover a decision.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { loadClauseIds } from '../src/content-data/clause-ids-node.ts';
import { loadScenario } from '../src/engine/scenario/load.ts';
import { finalReport } from '../src/flow/scenario-report.ts';
import { describeUncovered, runScenario } from '../src/flow/scenario-run.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run --silent scenario -- <path-to-file.yaml> [--json]');
  process.exit(2);
}
let raw: unknown;
try {
  raw = parse(readFileSync(resolve(process.cwd(), file), 'utf8'));
} catch (e) {
  const msg = `${file}: cannot be read as YAML: ${(e as Error).message.split('\n')[0]}`;
  console.log(json ? JSON.stringify({ scenario: null, ok: false, failures: [msg], steps: [], final: null }) : msg);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const ids = loadClauseIds(root);
const loaded = loadScenario(file, raw, (id) => ids.has(id));
if (!loaded.ok) {
  if (json) console.log(JSON.stringify({ scenario: null, ok: false, failures: loaded.errors, steps: [], final: null }, null, 2));
  else console.log(`Invalid scenario:\n${loaded.errors.map((e) => `  ${e}`).join('\n')}`);
  process.exit(2);
}
const run = runScenario(loaded);
const report = finalReport(run);
if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`${loaded.scenario.title} (${loaded.scenario.id})`);
  for (const s of report.steps) console.log(`${s.index}. ${s.text} (clause ${s.clause})`);
  if (run.uncovered) console.log(`\n${describeUncovered(run.uncovered)}`);
  else if (run.ok) console.log('\nResult: every expectation holds.');
  else console.log(`\nResult: ${run.failures.length} expectation(s) failed:\n${run.failures.map((f) => `  - ${f}`).join('\n')}`);
}
process.exit(run.uncovered ? 3 : run.ok ? 0 : 1);
