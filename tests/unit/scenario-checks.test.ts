// Script lines that assert what is (not) offered and who is (not) asked: they hold on the repository's
// scenarios (tests/scenarios) and fail, with the reason, where the engine contradicts them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseCheck } from '../../src/engine/scenario/checks.ts';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { runScenario } from '../../src/flow/scenario-run.ts';

const dir = join(import.meta.dirname, '..', 'fixtures', 'scenarios');
function runFixture(name: string) {
  const loaded = loadScenario(`tests/fixtures/scenarios/${name}.yaml`, parse(readFileSync(join(dir, `${name}.yaml`), 'utf8')));
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return runScenario(loaded);
}

describe('check lines', () => {
  it('are read in judge words', () => {
    expect(parseCheck('p1 cannot use peach ♥3')).toMatchObject({ kind: 'notOffered', seat: 'p1', parsed: { verb: 'use' } });
    expect(parseCheck("p1 can't use strike ♠7 on p4")).toMatchObject({ kind: 'notOffered', parsed: { targets: ['p4'] } });
    expect(parseCheck('p2 can play dodge ♦2')).toMatchObject({ kind: 'offered', seat: 'p2' });
    expect(parseCheck('p1 cannot invoke guo-se')).toMatchObject({ kind: 'notOffered', parsed: { verb: 'invoke', skill: 'guo-se' } });
    expect(parseCheck('p1 cannot end the play phase')).toMatchObject({ kind: 'notOffered', parsed: { verb: 'end' } });
    expect(parseCheck('p2 is not asked')).toEqual({ kind: 'notAsked', seat: 'p2' });
    expect(parseCheck('p2 is asked')).toEqual({ kind: 'asked', seat: 'p2' });
    expect(parseCheck('p1 uses strike ♠7 on p2')).toBeNull();
  });
  it('reject a verb they cannot read and a misspelt card', () => {
    expect(parseCheck('p1 cannot frobnicate')).toMatch(/cannot read the verb "frobnicate"/);
    expect(parseCheck('p1 cannot use peahc ♥3')).toMatch(/did you mean 'peach'/);
  });
  it('make a misspelt card, skill or seat in the script an invalid file', () => {
    const raw = parse(readFileSync(join(dir, 'not-offered-but-offered.yaml'), 'utf8')) as { script: string[] };
    const bad = { ...raw, script: ['p1 cannot use peach ♥13', 'p1 cannot invoke guo-see', 'p7 is not asked', 'p1 uses strike ♠7 on p9'] };
    const r = loadScenario('bad.yaml', bad);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors.join('\n');
    expect(errors).toMatch(/bad\.yaml: script\[0\]: .*there is no peach ♥K in the deck/);
    expect(errors).toMatch(/script\[1\]: .*unknown skill "guo-see"; did you mean "guo-se"\?/);
    expect(errors).toMatch(/script\[2\]: .*seat p7 does not exist: the table has 2 seats/);
    expect(errors).toMatch(/script\[3\]: .*target p9 does not exist/);
  });
});

describe('a check the engine contradicts fails the scenario, saying why', () => {
  it.each([
    ['not-offered-but-offered', /script line 2 "p1 cannot use peach ♥4" fails at step \d+: it is offered: p1 uses peach ♥4 on p1/],
    ['not-asked-but-asked', /"p2 is not asked" fails at step \d+: p2 is asked here .*p2 plays dodge ♦2/],
    ['offered-but-not', /"p1 can use strike ♠7 on p3" fails at step 1: it is not offered; the legal choices are: p1 uses strike ♠7 on p2; p1 uses strike ♠7 on p4/],
    ['check-not-held', /p1 does not hold peach ♥4 here .* proves nothing/],
    ['check-wrong-seat', /the decision here is p1's .* not p2's, so the check proves nothing/],
  ])('%s', (name, message) => {
    const run = runFixture(name);
    expect(run.ok).toBe(false);
    expect(run.uncovered).toBeNull();
    expect(run.failures.join('\n')).toMatch(message);
  });
});
