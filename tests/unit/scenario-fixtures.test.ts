// Malformed and hostile scenario files (tests/fixtures/scenarios/invalid/*.yaml): each one is an
// invalid file, exit 2, with the file, the field and the fix, no stack trace, within 2 s. Each
// file's first two lines say which field the answer must name and what its fix must match. They run
// through scenarioCli, the function the command line runs; a few more go through the real command
// (a process each), and hostile inputs that cannot be stored (/dev/zero, a 3 MB file) are made here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClauseIds } from '../../src/content-data/clause-ids-node.ts';
import { scenarioCli } from '../../scripts/scenario-cli.ts';

const root = join(import.meta.dirname, '..', '..');
const dir = 'tests/fixtures/scenarios/invalid';
const files = readdirSync(join(root, dir)).filter((f) => f.endsWith('.yaml')).sort();
const clauses = loadClauseIds(root);
const STACK = /^\s+at /m;
const GUARD_MS = 2000; // a generous guard, not a benchmark: the limit for one file

function header(file: string): { field: string; fix: RegExp } {
  const [first = '', second = ''] = readFileSync(join(root, dir, file), 'utf8').split('\n');
  const field = /^# field: (.+)$/.exec(first)?.[1];
  const fix = /^# fix: (.+)$/.exec(second)?.[1];
  if (!field || !fix) throw new Error(`${file}: the first two lines must be "# field: …" and "# fix: …"`);
  return { field, fix: new RegExp(fix) };
}

describe('malformed and hostile scenario files', () => {
  it('there are at least 60', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });
  it.each(files)('%s: exit 2 naming the file, the field and the fix, within 2 s', (file) => {
    const { field, fix } = header(file);
    const path = `${dir}/${file}`;
    const t0 = performance.now();
    const r = scenarioCli([path], root, (id) => clauses.has(id));
    const ms = performance.now() - t0;
    const text = r.out + r.err;
    expect(r.code).toBe(2);
    expect(text).toContain(`${path}: ${field}`);
    expect(text).toMatch(fix);
    expect(text).not.toMatch(STACK);
    expect(ms).toBeLessThan(GUARD_MS);
  });
  it('--json gives one object with the errors as failures', () => {
    const r = scenarioCli([`${dir}/hp-above-max.yaml`, '--json'], root);
    const j = JSON.parse(r.out) as { scenario: unknown; ok: boolean; failures: string[]; final: unknown };
    expect(r.code).toBe(2);
    expect(j).toMatchObject({ scenario: null, ok: false, final: null });
    expect(j.failures[0]).toMatch(/setup\.seats\[0\]\.hp: HP 5 is above max HP 4/);
  });
});

describe('--house', () => {
  it('turns house rules on beside the file\'s own: with the last-three rule and no round counted yet, the ruling is unchanged', () => {
    const r = scenarioCli(['scenarios/reward-rebel-killed.yaml', '--house', 'last-three,scoring'], root);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Result: every expectation holds/);
  });
});

describe('inputs that are not scenario files', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'scenario-'));
  it.each([
    ['/dev/zero', ['/dev/zero'], /\/dev\/zero: is over the limit of 1 MB/],
    ['a directory', ['scenarios'], /scenarios: is a directory/],
    ['a missing file', ['no-such-file.yaml'], /no-such-file\.yaml: does not exist; check the path/],
    ['no file', [], /no scenario file given\nusage: /],
    ['an unknown option', ['--jsn', 'scenarios/lightning-hit.yaml'], /unknown option "--jsn"; the options are --json and --house\nusage: /],
    ['an unknown house rule', ['scenarios/lightning-hit.yaml', '--house', 'ghosts'], /--house needs house rules from last-three,reincarnation,dark-souls,scoring, got "ghosts"\nusage: /],
    ['an extra argument', ['scenarios/lightning-hit.yaml', 'scenarios/strike-hits.yaml'], /one file at a time: "scenarios\/strike-hits\.yaml" is an extra argument\nusage: /],
  ])('%s: exit 2 with what is wrong', (_name, args, message) => {
    const t0 = performance.now();
    const r = scenarioCli(args, root);
    expect(r.code).toBe(2);
    expect(r.out + r.err).toMatch(message);
    expect(r.out + r.err).not.toMatch(STACK);
    expect(performance.now() - t0).toBeLessThan(GUARD_MS);
  });
  it('a 3 MB file: exit 2 at once, without reading it as YAML', () => {
    const big = join(tmp, 'big.yaml');
    writeFileSync(big, `title: big\nsetup: { seats: [{ hero: null, role: lord, hand: ["${'x'.repeat(3_000_000)} ♠7"] }] }\n`);
    const t0 = performance.now();
    const r = scenarioCli([big], root);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/big\.yaml: is \d+ bytes, over the limit of 1 MB/);
    expect(performance.now() - t0).toBeLessThan(GUARD_MS);
  });
  it('an unknown card name of 900 KB: exit 2 at once (no "did you mean" over the whole name)', () => {
    const long = join(tmp, 'long-name.yaml');
    writeFileSync(long, readFileSync(join(root, 'scenarios', 'strike-hits.yaml'), 'utf8').replace('strike ♥10]', `${'q'.repeat(900_000)} ♥10]`));
    const t0 = performance.now();
    const r = scenarioCli([long], root);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/long-name\.yaml: setup\.seats\[0\]\.hand\[0\]: is over 200 characters/);
    expect(r.out.length).toBeLessThan(5000);
    expect(performance.now() - t0).toBeLessThan(GUARD_MS);
  });
});

describe('the real command on hostile input', { timeout: 60_000 }, () => {
  // Each is a fresh Node process, whose start-up depends on the machine's load: exit code and
  // output are checked here; the 2 s limit is checked above, in-process, on the same function.
  function cli(args: readonly string[]): { code: number; text: string } {
    try {
      const out = execFileSync(process.execPath, [join(root, 'scripts', 'scenario.ts'), ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
      return { code: 0, text: out };
    } catch (e) {
      const err = e as { status: number; stdout: string; stderr: string };
      return { code: err.status, text: err.stdout + err.stderr };
    }
  }
  it.each([
    [['/dev/zero'], /over the limit of 1 MB/],
    [['--bogus'], /unknown option "--bogus"[\s\S]*usage: npm run --silent scenario/],
    [[`${dir}/two-lords.yaml`], /two-lords\.yaml: setup\.seats: p1 and p2 are all Lords/],
    [[`${dir}/yaml-alias-bomb.yaml`], /yaml-alias-bomb\.yaml: \(top level\): cannot be read as YAML/],
  ])('%j: exit 2, no stack trace', (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.text).toMatch(message);
    expect(r.text).not.toMatch(STACK);
  });
});
