// The loader's words are loaded apart in the browser (src/engine/scenario/say.ts): the builder checks a
// table without them and loads them on its first problem. On a fresh module graph (vi.resetModules:
// the words not installed, as on the builder's first load), every table gets the same verdict as
// from the full loader, a refused one is refused without words (never told in other words), and once
// the words are loaded every file is told exactly as the full loader (load.ts) tells it: the same
// messages, in the same order, and the builder's problems the same.
import { describe, expect, it, vi } from 'vitest';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { checkTable as fullCheck } from '../../src/islands/builder/model/check.ts';
import { broken, rng, scenarioFiles } from './scenario-corpus.ts';

async function fresh() {
  vi.resetModules();
  await import('../../src/engine/skills/install.ts'); // every rule, as the tests' setup installs them
  await import('../../src/islands/builder/Threes.tsx'); // the 3v3 tables' reading, which the builder's 3v3 part installs
  // The script lines' code, which the builder loads for a table with a stopping fact (some of these
  // files have one, and one impossible table a misspelt one): the words are what is tested here.
  await (await import('../../src/engine/scenario/script-code.ts')).loadScriptCode();
  const [read, say, check, format] = await Promise.all([
    import('../../src/engine/scenario/read.ts'), import('../../src/engine/scenario/say.ts'),
    import('../../src/islands/builder/model/check.ts'), import('../../src/engine/scenario/scenario-format.ts'),
  ]);
  return { ...read, ...say, ...check, ...format };
}

type Raw = { setup: { seats: Record<string, unknown>[]; [k: string]: unknown }; [k: string]: unknown };
/** Impossible tables, one for each kind of thing the loader says (HP, the dead, judgment zones, roles, sets, modes, the deal, cards, heroes). */
const IMPOSSIBLE: readonly ((r: Raw) => void)[] = [
  (r) => { r.setup.seats[0] = { ...r.setup.seats[0], hp: 9 }; },
  (r) => { r.setup.seats[0] = { ...r.setup.seats[0], maxHp: 0, hp: 0 }; },
  (r) => { r.setup.seats[1] = { ...r.setup.seats[1], alive: false, hp: 2, hand: ['peach ♥3'], judgment: ['lightning ♠A'] }; },
  (r) => { r.setup.seats[0] = { ...r.setup.seats[0], alive: false }; r.setup.seats[1] = { ...r.setup.seats[1], out: true }; },
  (r) => { r.setup.seats[0] = { ...r.setup.seats[0], judgment: ['peach ♥3', 'lightning ♠A', 'lightning ♥Q', 'dodge ♦2 as acedi'] }; },
  (r) => { r.setup.seats.forEach((s, i) => { r.setup.seats[i] = { ...s, role: 'lord' }; }); },
  (r) => { r.setup.seats.forEach((s, i) => { r.setup.seats[i] = { ...s, role: 'rebel' }; }); },
  (r) => { r.setup['deal'] = '3v3'; r.setup['draft'] = [...Array<string>(14).fill('cao-cao'), 'caocao', 'liu-bei']; },
  (r) => { r.setup['mode'] = '3v3'; r.setup['deal'] = 'identity'; r.setup.seats = r.setup.seats.slice(0, 6).map((s) => ({ ...s, hero: 'cao-cao' })); r.setup['draft'] = [...Array<string>(14).fill('cao-cao'), 'caocao', 'liu-bei']; },
  (r) => { r.setup['deal'] = 'identity'; r.setup.seats.forEach((s, i) => { r.setup.seats[i] = { ...s, role: 'renegade' }; }); },
  (r) => { const { role: _, ...s } = r.setup.seats[0] ?? {}; r.setup.seats[0] = s; },
  (r) => { r.setup['sets'] = ['standard']; r.setup.seats[0] = { ...r.setup.seats[0], hero: 'caocao', hand: ['strike ♠7', 'strike ♠7', 'lightning ♥Q', 'strike ♥A', 'strik ♠7'], equipment: { armor: 'crossbow ♣A' } }; },
  (r) => { r.setup['current'] = 'p10'; r['until'] = 'damage.delt'; },
];

function corpus(): [string, unknown][] {
  const next = rng(17);
  return scenarioFiles().flatMap(([name, raw]): [string, unknown][] => {
    const bare = { ...(raw as object), script: [], expect: {} }; // as the builder's tables are: no lines, no expectations
    const bad = IMPOSSIBLE.map((m): [string, unknown] => { const c = structuredClone(bare) as unknown as Raw; m(c); return [name, c]; });
    return [[name, bare], ...bad, [name, broken(bare, next)], [name, broken(bare, next)]];
  });
}

describe('the loader\'s words, loaded apart', () => {
  it('before they are loaded: each file gets the full loader\'s verdict, a refused one without words, and the builder refuses its table', async () => {
    const f = await fresh();
    expect(f.wordsLoaded()).toBe(false);
    let refused = 0;
    for (const [name, raw] of corpus()) {
      const full = loadScenario(name, raw);
      if (full.ok) {
        expect(JSON.stringify(f.readScenario(name, raw)), name).toBe(JSON.stringify(full));
      } else {
        refused++;
        expect(() => f.readScenario(name, raw), name).toThrow(f.WordsMissingError);
      }
      const setup = (raw as { setup?: never }).setup;
      if (setup === undefined) continue;
      const checked = f.checkTable({ setup, script: [] });
      expect(checked.ok, name).toBe(fullCheck({ setup, script: [] }).ok);
      if (!checked.ok) expect(checked.problems.map((p) => p.message).join(), name).toMatch(/the words that say what is wrong with a table are not loaded/);
    }
    expect(refused).toBeGreaterThan(1000);
    // An issue of the format is known without its words; reading its words without them throws.
    const issues = f.parseScenario({ title: 7 });
    expect(issues.success).toBe(false);
    if (!issues.success) expect(() => issues.issues[0]?.message).toThrow(f.WordsMissingError);
  }, 30_000); // some 2,500 files read twice: seconds alone, more under a full run's load

  it('once loaded: every file is told exactly as the full loader tells it, and the builder\'s problems are the same', async () => {
    const f = await fresh();
    await f.loadWords();
    expect(f.wordsLoaded()).toBe(true);
    for (const [name, raw] of corpus()) {
      expect(JSON.stringify(f.readScenario(name, raw)), name).toBe(JSON.stringify(loadScenario(name, raw)));
      const setup = (raw as { setup?: never }).setup;
      if (setup !== undefined) expect(f.checkTable({ setup, script: [] }), name).toEqual(fullCheck({ setup, script: [] }));
    }
    const seats = Array.from({ length: 11 }, () => ({ hero: null, role: 'rebel' as const }));
    expect(f.checkTable({ setup: { seats }, script: [] })).toEqual({ ok: false, problems: [{ where: 'seats', field: 'setup.seats', message: 'the table has 11 seats; a table has 2 to 10', fix: 'remove 1 seats' }] });
  }, 30_000);

  it('a bad table is told in the loader\'s words, each where it is made', async () => {
    const f = await fresh();
    const t = { setup: { seats: [{ hero: null, role: 'lord' as const, hp: 5 }, { hero: null, role: 'rebel' as const }] }, script: [] };
    expect(f.checkTable(t).ok).toBe(false);
    await f.loadWords();
    const c = f.checkTable(t);
    expect(c.ok ? [] : c.problems).toEqual([{ where: 'seat 1 · HP', field: 'setup.seats[0].hp', message: 'HP 5 is above max HP 4 (a seat without a hero starts with 4); lower hp to 4 or less, or raise maxHp', fix: 'lower hp to 4 or less, or raise maxHp' }]);
  });

  it('a YAML file loads the words only when something in it is wrong', async () => {
    const f = await fresh();
    const { readYamlFile } = await import('../../src/islands/builder/later.ts');
    const seats = (lord: string) => `setup:\n  seats:\n    - { hero: null, role: lord${lord} }\n    - { hero: null, role: rebel }\n`;
    const fine = await readYamlFile(seats(''));
    expect(fine.ok ? fine.problems : fine.message).toEqual([]);
    expect(f.wordsLoaded()).toBe(false);
    const unknown = await readYamlFile(seats(', hp: 99'));
    expect(unknown.ok ? unknown.problems : unknown.message).toMatch(/^the file is not a valid scenario: setup\.seats\.0\.hp: Too big: expected number to be <=10/);
    expect(f.wordsLoaded()).toBe(true);
    const g = await fresh();
    const refused = await (await import('../../src/islands/builder/later.ts')).readYamlFile(seats(', hp: 5'));
    expect(refused.ok ? refused.problems.map((p) => p.message) : refused.message).toEqual(['HP 5 is above max HP 4 (a seat without a hero starts with 4); lower hp to 4 or less, or raise maxHp']);
    expect(g.wordsLoaded()).toBe(true);
  });
});
