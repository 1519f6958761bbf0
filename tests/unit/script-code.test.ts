// The code that reads script lines (src/engine/scenario/script-code.ts) is loaded apart in the
// browser: the builder reads a table with read.ts, and a table with lines only after loadScriptCode().
// On a fresh module graph (vi.resetModules: the code not installed, as on the builder's first load), a
// scenario without lines reads as before, one with lines refuses plainly until the code is loaded,
// and once it is loaded every scenario reads exactly as the full loader (load.ts) reads it: the same
// setup, the same messages in the same order, for the corpus and for broken lines.
import { describe, expect, it, vi } from 'vitest';
import { scenarioFiles } from './scenario-corpus.ts';

async function fresh() {
  vi.resetModules();
  await import('../../src/engine/skills/install.ts'); // every rule, as the tests' setup installs them (the rules are not what is tested here)
  await import('../../src/islands/builder/Threes.tsx'); // the 3v3 tables' reading, which the builder's 3v3 part installs
  const [read, code, check, play] = await Promise.all([
    import('../../src/engine/scenario/read.ts'), import('../../src/engine/scenario/script-code.ts'),
    import('../../src/islands/builder/model/check.ts'), import('../../src/flow/scenario-play.ts'),
  ]);
  return { ...read, ...code, ...check, ...play };
}

const files = scenarioFiles();
const withLines = files.filter(([, raw]) => ((raw as { script?: unknown[] }).script?.length ?? 0) > 0);
const withExpect = files.filter(([, raw]) => ((raw as { expect?: { log?: unknown[] } }).expect?.log?.length ?? 0) > 0);
/** Each scenario as the builder's tables built by taps are: no script lines, an empty expect block, no stopping fact, no notes. */
const bare = files.map(([name, raw]): [string, unknown] => {
  const { until: _until, notes: _notes, ...rest } = raw as { until?: unknown; notes?: unknown };
  return [name, { ...rest, script: [], expect: {} }];
});
/** The scenarios with a stopping fact, without their lines and expect block: a link's table may have one (its words and the facts' list come with the code). */
const withUntil = files.filter(([, raw]) => (raw as { until?: unknown }).until !== undefined).map(([name, raw]): [string, unknown] => [name, { ...(raw as object), script: [], expect: {} }]);
const broken = (raw: unknown) => ({
  ...(raw as object), script: ['p1 cannot use peach ♥13', 'p1 cannot invoke guo-see', 'p7 is not asked', 'p1 uses strike ♠7 on p9', 'p1 frobs'],
  expect: { seats: { p9: { hand: ['peach ♥13'] } }, log: ['damage.dealtt', { fact: 'card.used', seat: 'p11' }], drawPileTop: ['frob ♠2'] }, until: 'damage.delt',
});

describe('the script lines\' code, loaded apart', () => {
  it('the corpus has scenarios with lines and with expected log facts', () => {
    expect(withLines.length).toBeGreaterThan(10);
    expect(withExpect.length).toBeGreaterThan(10);
    expect(withUntil.length).toBeGreaterThan(10);
  });

  it('before it is loaded: a scenario without lines, expectations, stopping fact or notes reads and plays; one with any is refused with a message that says what to do', async () => {
    const f = await fresh();
    for (const [name, raw] of bare) {
      const r = f.readScenario(name, raw);
      expect(r.ok, name).toBe(true);
      if (r.ok) expect(f.playScript(r).history.length).toBeGreaterThan(0);
    }
    const [name, raw] = withLines[0] as [string, unknown];
    expect(() => f.readScenario(name, raw)).toThrow(f.ScriptCodeMissingError);
    expect(() => f.readScenario(name, raw)).toThrow(/await loadScriptCode\(\)/);
    const [named, rawExpect] = withExpect[0] as [string, object];
    expect(() => f.readScenario(named, { ...rawExpect, script: [] })).toThrow(f.ScriptCodeMissingError);
    for (const [n, r] of withUntil) expect(() => f.readScenario(n, r), n).toThrow(f.ScriptCodeMissingError);
    const [, noted] = bare[0] as [string, object];
    expect(() => f.readScenario('noted', { ...noted, notes: [{ fact: 'damage.dealt', seat: 'p9', text: 'a note on a seat' }] })).toThrow(f.ScriptCodeMissingError);
    const [, stopped] = withUntil[0] as [string, { setup: never; until: never }];
    expect(f.readsScript({ setup: stopped.setup, script: [], until: stopped.until })).toBe(true);
    expect(f.readsScript({ setup: stopped.setup, script: [] })).toBe(false);
    const t = raw as { setup: never; script: string[] };
    const checked = f.checkTable({ setup: t.setup, script: t.script });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems[0]?.message).toMatch(/the table could not be read \(the code that reads script lines is not loaded/);
  });

  it('once loaded: every scenario, and broken lines, read exactly as the full loader reads them', async () => {
    const f = await fresh();
    await f.loadScriptCode();
    const { loadScenario } = await import('../../src/engine/scenario/load.ts');
    for (const [name, raw] of [...files, ...bare, ...withUntil]) {
      expect(JSON.stringify(f.readScenario(name, raw)), name).toBe(JSON.stringify(loadScenario(name, raw)));
      const bad = f.readScenario(name, broken(raw));
      expect(bad.ok, name).toBe(false);
      expect(bad, name).toEqual(loadScenario(name, broken(raw)));
    }
  });
});
