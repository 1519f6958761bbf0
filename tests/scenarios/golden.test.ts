// The golden runner: every file under scenarios/ is a test case, run through the same code path as
// the sandbox and the command line. For each, stepping back and forward through its history (a
// fresh replay of the recorded inputs) gives identical snapshots, and every snapshot survives JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadClauseIds } from '../../src/content-data/clause-ids-node.ts';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { fromGame, replay } from '../../src/flow/run.ts';
import { describeUncovered, runScenario } from '../../src/flow/scenario-run.ts';
import { logFacts } from '../../src/engine/log-book.ts';
import { isFactName } from '../../src/engine/facts.ts';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
const clauseIds = loadClauseIds(root);

describe('scenario library', () => {
  it('has at least 60 scenarios', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });
});

describe.each(files)('scenario %s', (file) => {
  const loaded = loadScenario(`scenarios/${file}`, parse(readFileSync(join(dir, file), 'utf8')), (id) => clauseIds.has(id));

  it('is a valid file', () => {
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
  });

  it('gives the expected ruling', () => {
    if (!loaded.ok) return expect.fail('invalid file');
    const run = runScenario(loaded);
    expect(run.uncovered ? describeUncovered(run.uncovered) : null).toBeNull();
    expect(run.failures).toEqual([]);
    expect(logFacts((run.history.at(-1) ?? run.history[0])!.game).map((f) => f.fact).filter((f) => !isFactName(f)), 'facts missing from src/engine/facts.ts').toEqual([]);
    expect(run.scenario.notes.every((n) => logFacts((run.history.at(-1) ?? run.history[0])!.game).some((f) => f.fact === n.fact && (!n.seat || f.seat === n.seat)))).toBe(true);
  });

  it('replays to identical snapshots, each of which survives JSON', () => {
    if (!loaded.ok) return expect.fail('invalid file');
    const run = runScenario(loaded);
    const again = replay(loaded.setup, run.inputs).history.slice(0, run.history.length);
    expect(again.length).toBe(run.history.length);
    again.forEach((snap, i) => {
      expect(snap).toEqual(run.history[i]);
      const back = JSON.parse(JSON.stringify(snap)) as typeof snap;
      expect(back).toEqual(snap);
      expect(fromGame(back.game).game).toEqual(snap.game);
    });
  });
});
