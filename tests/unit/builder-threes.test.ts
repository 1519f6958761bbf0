// The builder's 3v3 part (src/islands/builder/Threes.tsx) is loaded for a 3v3 table, not with the
// page: with it comes the scenario loader's reading of a 3v3 table (engine/scenario/threes-setup.ts).
// On a fresh module graph (vi.resetModules: nothing of it installed, as on the builder's first load),
// an Identity table reads as before, a 3v3 one is refused plainly (never read as Identity), and once
// the part is loaded a 3v3 table reads exactly as the full loader (load.ts) reads it.
import { describe, expect, it, vi } from 'vitest';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { scenarioFiles } from './scenario-corpus.ts';

async function fresh() {
  vi.resetModules();
  await import('../../src/engine/skills/install.ts'); // every rule, as the tests' setup installs them
  const [read, modes, check, edit] = await Promise.all([
    import('../../src/engine/scenario/read.ts'), import('../../src/engine/scenario/mode-setup.ts'),
    import('../../src/islands/builder/model/check.ts'), import('../../src/islands/builder/edit.ts'),
  ]);
  return { ...read, ...modes, ...check, ...edit };
}

/** The scenarios as the builder's tables built by taps are: no lines, expectations, stopping fact or notes. */
type Bare = { readonly setup: { readonly mode?: string }; readonly script: readonly string[]; readonly expect: object };
const bare = scenarioFiles().map(([name, raw]): [string, Bare] => {
  const { until: _until, notes: _notes, ...rest } = raw as { until?: unknown; notes?: unknown; setup: { mode?: string } };
  return [name, { ...rest, script: [], expect: {} }];
});
const threes = bare.filter(([, raw]) => raw.setup.mode === '3v3');

describe('the builder\'s 3v3 part, loaded apart', () => {
  it('the corpus has 3v3 scenarios', () => {
    expect(threes.length).toBeGreaterThan(5);
  });

  it('before it is loaded: an Identity table reads as the full loader reads it; a 3v3 one is refused with a message that says what to do', async () => {
    const f = await fresh();
    for (const [name, raw] of bare.filter(([, r]) => r.setup.mode !== '3v3')) expect(JSON.stringify(f.readScenario(name, raw)), name).toBe(JSON.stringify(loadScenario(name, raw)));
    for (const [name, raw] of threes) expect(() => f.readScenario(name, raw), name).toThrow(f.ThreesSetupMissingError);
    const t = f.withMode(f.newTable(4), '3v3');
    const c = f.checkTable(t);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.problems[0]?.message).toMatch(/the table could not be read \(the code that reads a 3v3 table is not installed/);
  });

  it('once loaded: every 3v3 table reads as the full loader reads it, and the 3v3 button\'s table is playable', async () => {
    const f = await fresh();
    const code = await import('../../src/islands/builder/Threes.tsx');
    for (const [name, raw] of threes) expect(JSON.stringify(f.readScenario(name, raw)), name).toBe(JSON.stringify(loadScenario(name, raw)));
    const t = f.withMode(f.newTable(4), '3v3');
    expect(code.threesSeated(t)).toBe(true);
    expect(f.checkTable(t).ok).toBe(true);
  });
});
