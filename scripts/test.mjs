// `npm test`: every check, in order, stopping at the first failure.
//
//   1. typecheck  astro check
//   2. lint       eslint --max-warnings 0 .
//   3. unit       vitest run                           (vitest.config.ts)
//   4. build      astro build
//   5. budget     node scripts/budget.mjs              (JavaScript each built page loads, gzip)
//   6. chromium   node scripts/ensure-chromium.mjs     (Debian's Chromium: installed with apt-get if
//                                                       missing and running as root, else the command)
//   7. browser    vitest run -c vitest.e2e.config.ts   (end-to-end tests, then the axe sweep)
//   8. links      vitest run -c vitest.links.config.ts (every internal link and #anchor of dist/)
//
// Each stage prints a header and its duration. Vitest stages also write .test-results/<stage>.json,
// from which passed/failed test cases are totalled; any other stage counts as one test. The totals
// go to .test-results/summary.json ({ passed, failed }) and the last line printed is
// `N passed, N failed` (unless TEST_TOTALS_LINE=0, which .ci/run sets to print that line itself).
//
// Children run on the Node that runs this script (Node 24, via `npm test`), through process.execPath.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, '.test-results');
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

const vitest = (stage, config) => [
  bin('vitest', 'vitest.mjs'),
  'run',
  ...(config ? ['-c', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join('.test-results', `${stage}.json`)}`,
];

/** @type {Array<{ name: string, what: string, args: string[], vitest: boolean, rerun: string }>} */
const stages = [
  { name: 'typecheck', what: 'astro check', args: [bin('astro', 'bin/astro.mjs'), 'check'], vitest: false, rerun: 'npm run typecheck' },
  { name: 'lint', what: 'eslint --max-warnings 0 .', args: [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.'], vitest: false, rerun: 'npm run lint' },
  { name: 'unit', what: 'vitest run (vitest.config.ts)', args: vitest('unit'), vitest: true, rerun: 'npm run unit' },
  { name: 'build', what: 'astro build', args: [bin('astro', 'bin/astro.mjs'), 'build'], vitest: false, rerun: 'npm run build' },
  { name: 'budget', what: 'node scripts/budget.mjs (JavaScript budget of the built pages)', args: [join(root, 'scripts', 'budget.mjs')], vitest: false, rerun: 'npm run build && npm run budget' },
  { name: 'chromium', what: "node scripts/ensure-chromium.mjs (Debian's Chromium for the browser tests; installed with apt-get if missing and root)", args: [join(root, 'scripts', 'ensure-chromium.mjs')], vitest: false, rerun: 'node scripts/ensure-chromium.mjs' },
  { name: 'browser', what: 'vitest run -c vitest.e2e.config.ts (end-to-end, then the accessibility sweep)', args: vitest('browser', 'vitest.e2e.config.ts'), vitest: true, rerun: 'npm run build && npm run e2e' },
  { name: 'links', what: 'vitest run -c vitest.links.config.ts (internal links and anchors of dist/)', args: vitest('links', 'vitest.links.config.ts'), vitest: true, rerun: 'npm run build && npm run links' },
];

// Tools spawned by the stages (and their own children) must find Node 24 first on the PATH.
const env = {
  ...process.env,
  PATH: [join(root, 'node_modules', '.bin'), dirname(process.execPath), process.env.PATH ?? ''].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Passed/failed test cases from a Vitest JSON report, or undefined if there is none. */
function vitestCounts(stage) {
  const file = join(results, `${stage}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: Number(report.numPassedTests) || 0, failed: Number(report.numFailedTests) || 0 };
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const line = '─'.repeat(72);

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
/** @type {Array<{ stage: string, status: string, seconds: number, passed: number, failed: number }>} */
const report = [];
const started = Date.now();
let failedStage;

for (const [i, stage] of stages.entries()) {
  console.log(`\n${line}\n▶ Stage ${i + 1}/${stages.length}: ${stage.name} — ${stage.what}\n${line}`);
  const t0 = Date.now();
  const code = await run(stage.args);
  const ms = Date.now() - t0;

  let counts = stage.vitest ? vitestCounts(stage.name) : undefined;
  if (!counts) counts = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  // A Vitest run can fail with no failed test case (a global setup error, an unhandled error).
  if (code !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  report.push({ stage: stage.name, status: code === 0 ? 'passed' : 'failed', seconds: ms / 1000, ...counts });

  const tally = stage.vitest ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  if (code === 0) {
    console.log(`✔ ${stage.name} passed in ${seconds(ms)}${tally}`);
  } else {
    console.error(`\n✘ Stage "${stage.name}" failed (exit code ${code}) after ${seconds(ms)}${tally}.`);
    console.error(`  Later stages were not run. Rerun this stage alone with: ${stage.rerun}`);
    failedStage = stage.name;
    break;
  }
}

writeFileSync(join(results, 'summary.json'), `${JSON.stringify(totals, null, 2)}\n`);
writeFileSync(join(results, 'stages.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(`\n${line}`);
for (const r of report) {
  console.log(`  ${r.status === 'passed' ? '✔' : '✘'} ${r.stage.padEnd(10)} ${seconds(r.seconds * 1000).padStart(8)}   ${r.passed} passed, ${r.failed} failed`);
}
const ran = new Set(report.map((r) => r.stage));
const skipped = stages.filter((s) => !ran.has(s.name)).map((s) => s.name);
if (skipped.length > 0) console.log(`  not run: ${skipped.join(', ')}`);
console.log(`  total time ${seconds(Date.now() - started)}${failedStage ? `; failed at stage "${failedStage}"` : ''}`);
// .ci/run prints the totals line itself, as the one last line of the CI log.
if (process.env.TEST_TOTALS_LINE === '0') console.log(`${line}\ntotals: ${totals.passed} passed, ${totals.failed} failed (.test-results/summary.json)`);
else console.log(`${line}\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStage ? 1 : 0);
