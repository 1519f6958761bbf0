// Expectations the format gained: roles and who sees them, a card used as another, an until that
// never occurs, and a check line placed where no decision follows. Each fails when it does not hold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { describeUncovered, runScenario } from '../../src/flow/scenario-run.ts';
import { playScript, RAN_OUT } from '../../src/flow/scenario-play.ts';

const root = join(import.meta.dirname, '..', '..');
type Raw = Record<string, unknown> & { expect: Record<string, unknown>; script?: string[] };
const raw = (id: string) => parse(readFileSync(join(root, 'scenarios', `${id}.yaml`), 'utf8')) as Raw;
function failures(file: Raw): string[] {
  const loaded = loadScenario('x.yaml', file);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return [...runScenario(loaded).failures];
}

describe('scenario expectations', () => {
  it('a dealt role and whether everyone sees it', () => {
    const r = raw('identity-deal-five-players');
    expect(failures(r)).toEqual([]);
    const wrong = { ...r, expect: { seats: { p2: { role: 'lord', roleShown: true } } } };
    expect(failures(wrong)).toEqual(['p2 role: expected lord, got rebel', 'p2 role shown to everyone: expected true, got false']);
  });
  it('the physical cards and the skill of a card used as another', () => {
    const r = raw('serpent-spear-colourless');
    const wrong = { ...r, expect: { log: [{ fact: 'card.used', seat: 'p1', data: { kind: 'strike', cards: 'peach ♥3 + wine ♠3', via: 'zhang-ba' } }] } };
    expect(failures(wrong).join('\n')).toMatch(/log: expected card\.used \(p1\) .*"via":"zhang-ba".* did not occur/);
  });
  it('an until that never occurs says so', () => {
    const r = { ...raw('victory-lord'), until: 'player.saved', expect: {} };
    expect(failures(r)).toEqual([expect.stringMatching(/^until: player\.saved never occurred \(the run reached the end of the game at step \d+\); check the until fact, or the ruling$/)]);
  });
  it('a script that runs out before until says that until has not occurred yet', () => {
    const loaded = loadScenario('x.yaml', { ...raw('lightning-hit'), until: 'player.saved', expect: {} });
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const run = runScenario(loaded);
    expect(run.uncovered ? describeUncovered(run.uncovered) : '').toMatch(/^The script does not cover this decision \(the script has no more lines, and the run has not reached until: player\.saved; if it should have by now, the ruling or the until fact is wrong\) at step \d+/);
  });
  it('and names the facts of that name that did occur, with their seat and data', () => {
    const loaded = loadScenario('x.yaml', { ...raw('strike-hits'), until: { fact: 'damage.dealt', seat: 'p3' }, script: ['p1 uses strike ♥10 on p2'], expect: {} });
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const run = runScenario(loaded);
    expect(run.uncovered?.reason).toMatch(/until: damage\.dealt \(p3\) \(damage\.dealt did occur, as damage\.dealt \(p2\) \{"amount":1,/);
    // The run alone (the builder's) says only that the script ran out, at the same decision.
    const alone = playScript(loaded);
    expect(alone.uncovered).toEqual({ ...run.uncovered, reason: RAN_OUT });
  });
  it('a check line after the game is over fails: there is no decision to check it against', () => {
    const r = raw('victory-lord');
    const f = failures({ ...r, script: [...(r.script ?? []), 'p1 cannot end the play phase', 'p2 is not asked'] });
    expect(f).toEqual([expect.stringMatching(/^script line 3 "p1 cannot end the play phase" fails at step \d+: there is no decision here to check it against \(the run has ended\)/)]);
    expect(failures({ ...r, script: [...(r.script ?? []), 'p2 is not asked'] })).toEqual([]);
  });
});
