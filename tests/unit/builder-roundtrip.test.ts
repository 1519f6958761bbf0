// Every scenario in scenarios/ through the builder: read its YAML into the builder's model, export
// YAML with what the builder observed, run that file through the scenario runner: the same outcome
// and the same log facts as the original, and the exported file's own expectations hold. The
// link round trip gives the same shared table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadClauseIds } from '../../src/content-data/clause-ids-node.ts';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { logFacts } from '../../src/engine/log-book.ts';
import { describeUncovered, runScenario, type ScenarioRun } from '../../src/flow/scenario-run.ts';
import { importYaml, exportYaml, OBSERVED_NOTE } from '../../src/islands/builder/model/yaml.ts';
import { observe } from '../../src/islands/builder/model/observe.ts';
import { playShared } from '../../src/islands/builder/model/play.ts';
import { encodeShared } from '../../src/islands/builder/model/link.ts';
import { decodeShared } from '../../src/islands/builder/model/link-read.ts';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
const clauseIds = loadClauseIds(root);
const exists = (id: string) => clauseIds.has(id);

function outcome(run: ScenarioRun) {
  const last = run.history[run.history.length - 1];
  if (!last) return null;
  const g = last.game;
  return {
    winner: g.winner, state: last.state, steps: run.history.length,
    seats: g.seats.map((s) => ({ id: s.id, hp: s.hp, maxHp: s.maxHp, alive: s.alive, chained: s.chained, flipped: s.flipped, hand: s.hand, equipment: s.equipment, judgment: s.judgment })),
    facts: logFacts(g).map((f) => ({ fact: f.fact, seat: f.seat, data: f.data })),
  };
}

describe('the builder reads every scenario', () => {
  it('covers the library', () => expect(files.length).toBeGreaterThanOrEqual(60));
});

describe.each(files)('builder round trip: %s', (file) => {
  const text = readFileSync(join(dir, file), 'utf8');
  const original = loadScenario(`scenarios/${file}`, parse(text), exists);

  it('exports a file that runs to the same outcome and log facts', () => {
    if (!original.ok) return expect.fail(original.errors.join('\n'));
    const imported = importYaml(text);
    if (!imported.ok) return expect.fail(imported.message);
    expect(imported.problems).toEqual([]);
    const run = playShared(imported.shared);
    if (!run) return expect.fail('the builder cannot play it');
    const yaml = exportYaml(imported.shared, observe(run));
    expect(yaml).toContain(OBSERVED_NOTE);
    const exported = loadScenario(`builder/${file}`, parse(yaml), exists);
    if (!exported.ok) return expect.fail(`${exported.errors.join('\n')}\n${yaml}`);
    const again = runScenario(exported);
    expect(again.uncovered ? describeUncovered(again.uncovered) : null).toBeNull();
    expect(again.failures).toEqual([]);
    expect(outcome(again)).toEqual(outcome(runScenario(original)));
    // The exported file read back into the builder is the same table.
    const back = importYaml(yaml);
    if (!back.ok) return expect.fail(back.message);
    expect(back.shared.table.setup).toEqual(imported.shared.table.setup);
    expect(back.shared.table.script).toEqual(imported.shared.table.script);
  });

  it('encodes to a link that decodes to the same shared table', async () => {
    const imported = importYaml(text);
    if (!imported.ok) return expect.fail(imported.message);
    const shared = { ...imported.shared, step: 5, pov: 'p2' };
    const back = await decodeShared(await encodeShared(shared));
    expect(back.ok ? back.shared : back.message).toEqual(shared);
    expect(back.ok && back.rulesChanged).toBe(false);
  });
});
