// The command-line runner's contract: exit codes 0 (holds), 1 (an expectation fails), 2 (invalid
// file), 3 (the script does not cover a decision), and the --json report's shape.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema } from '../../src/engine/scenario/schema-json.ts';

const root = join(import.meta.dirname, '..', '..');
function run(file: string, json = false): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [join(root, 'scripts', 'scenario.ts'), file, ...(json ? ['--json'] : [])], { cwd: root, encoding: 'utf8' });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: err.stdout };
  }
}

describe('npm run scenario', { timeout: 60_000 }, () => {
  it('exits 0 and prints numbered steps with clauses for a good file', () => {
    const r = run('scenarios/lightning-hit.yaml');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\d+\. .*Strike ♠7 is revealed\. \(clause general\.card-handling\.judgment\)$/m);
    expect(r.out).toMatch(/every expectation holds/);
  });
  it('prints one JSON object with the documented fields', () => {
    const r = run('scenarios/lightning-hit.yaml', true);
    const j = JSON.parse(r.out) as { scenario: string; ok: boolean; failures: string[]; steps: { index: number; fact: string; clause: string; text: string; seat: string | null; data: Record<string, unknown> }[]; final: { seats: { id: string; hp: number; alive: boolean; equipment: Record<string, unknown>; judgment: string[] }[]; drawPile: string[]; discardPile: string[]; winner: unknown } };
    expect(j.scenario).toBe('lightning-hit');
    expect(j.ok).toBe(true);
    expect(j.steps[0]).toMatchObject({ index: 1 });
    expect(j.steps.find((s) => s.fact === 'lightning.struck')?.clause).toBe('cards.lightning.judgment');
    expect(j.steps.find((s) => s.fact === 'damage.dealt')).toMatchObject({ seat: 'p1', data: { amount: 3, nature: 'thunder', source: null } });
    expect(j.steps[0]).toMatchObject({ seat: 'p1', data: { phase: 'judgment' } });
    expect(j.final.seats[0]).toMatchObject({ id: 'p1', alive: false, hp: 0, judgment: [] });
    expect(Object.keys(j.final.seats[0]?.equipment ?? {})).toEqual(['weapon', 'armor', 'plusMount', 'minusMount']);
    expect(j.final.discardPile).toContain('lightning ♠A');
  });
  it('exits 1 and lists the failed expectation', () => {
    const r = run('tests/fixtures/scenarios/failing-expectation.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/p1 HP: expected 3, got 1/);
  });
  it('exits 1 when a "cannot" line is contradicted: the choice is offered', () => {
    const r = run('tests/fixtures/scenarios/not-offered-but-offered.yaml');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/"p1 cannot use peach ♥4" fails at step \d+: it is offered: p1 uses peach ♥4 on p1/);
  });
  it('exits 2 for an invalid file, naming the field and the nearest known id', () => {
    const r = run('tests/fixtures/scenarios/invalid.yaml');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/setup\.seats\[0\]\.hero: unknown hero "cao-coa"; did you mean "cao-cao"\?/);
    expect(r.out).toMatch(/setup\.seats\[0\]\.hand\[0\]: .*did you mean 'strike'/);
  });
  it('exits 3 when the script does not cover a decision, naming the step, who is asked and the legal choices', () => {
    const r = run('tests/fixtures/scenarios/uncovered.yaml');
    expect(r.code).toBe(3);
    expect(r.out).toMatch(/does not cover this decision at step \d+/);
    expect(r.out).toMatch(/Asked: p2/);
    expect(r.out).toMatch(/- p2 plays dodge ♦2/);
    expect(r.out).toMatch(/- p2 passes/);
  });
  it('exits 2 for a file that is not YAML', () => {
    expect(run('README.md').code).toBe(2);
  });
});

describe('the exported JSON Schema', () => {
  it('is up to date with the zod schema (run npm run scenario:schema)', () => {
    const committed = JSON.parse(readFileSync(join(root, 'scenarios', 'scenario.schema.json'), 'utf8')) as unknown;
    expect(committed).toEqual(scenarioJsonSchema());
  });
});
