// The browser's path: a fresh engine with only its core installed (the tests' setup installs
// everything, so each test here re-imports the engine's modules after vi.resetModules()). A table
// whose rules are not loaded fails loudly, naming what is missing (a typed error for a hero, which
// withHeroes recognises: it loads the hero's pack and runs again); once loadRules has installed its
// needs, it plays exactly as with every rule installed.
import { describe, expect, it, vi } from 'vitest';
import { createGame as eagerCreate } from '../setup.ts';
import { runToDecision as eagerRun } from '../engine.ts';
import type { GameSetup } from '../setup-types.ts';
import { THREES_ROLES } from '../modes/three-v-three/roles.ts';

async function freshEngine() {
  vi.resetModules();
  const [engine, setup, registry, load, needs, state] = await Promise.all([
    import('../engine.ts'), import('../setup.ts'), import('../skills/registry.ts'), import('./load.ts'), import('./needs.ts'), import('../state.ts'),
  ]);
  return { ...engine, ...setup, ...registry, ...load, ...needs, seatOf: state.seatOf };
}

const IDENTITY_TABLE: GameSetup = {
  seats: [{ hero: 'cao-cao', role: 'lord' }, { hero: 'guan-yu', role: 'rebel' }, { hero: 'lv-bu', role: 'renegade' }, { hero: 'zhen-ji', role: 'loyalist' }],
  seed: 7, dealStartingHands: true,
};

describe('the rules a table needs, loaded on demand', () => {
  it('a hero whose pack is not installed: asking for its skills throws an error naming the hero, never no skills', async () => {
    const e = await freshEngine();
    const g = e.createGame(IDENTITY_TABLE); // the core: the Identity mode and the equipment
    expect(() => e.skillsOf(e.seatOf(g, 'p2'))).toThrow(/the hero guan-yu \(seat p2\) are not installed/);
    expect(() => e.runToDecision(g)).toThrow(/The skills of the hero \S+ \(seat p\d\) are not installed: load its rules first/);
    expect(e.heroInstalled('guan-yu')).toBe(false);
  });

  it('a mode or a house rule that is not installed: the game is refused when it is created, naming it', async () => {
    const e = await freshEngine();
    expect(() => e.createGame({ ...IDENTITY_TABLE, house: { lastThree: true } })).toThrow(/house rule lastThree is on in this game, but its rules are not installed/);
    expect(() => e.createGame({ ...IDENTITY_TABLE, house: { darkSouls: true } })).toThrow(/house rule darkSouls/);
    const seats = THREES_ROLES.map((role) => ({ hero: 'lv-bu' as const, role }));
    expect(() => e.createGame({ seats, seed: 1, mode: '3v3' })).toThrow(/no mode "3v3" is installed \(modes: identity\)/);
  });

  it('after loadRules, the table plays exactly as with every rule installed, and only its packs are installed', async () => {
    const e = await freshEngine();
    await e.loadRules(e.needsOf(IDENTITY_TABLE));
    expect(['cao-cao', 'si-ma-yi', 'guan-yu', 'lv-bu', 'zhen-ji'].map((h) => e.heroInstalled(h))).toEqual([true, true, true, true, true]); // whole packs
    expect(e.heroInstalled('lu-xun')).toBe(false);
    const lazy = e.runToDecision(e.createGame(IDENTITY_TABLE));
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(eagerRun(eagerCreate(IDENTITY_TABLE))));
  });

  it('a house rule and the 3v3 mode load with their table', async () => {
    const e = await freshEngine();
    const house: GameSetup = { ...IDENTITY_TABLE, house: { lastThree: true, reincarnation: true } };
    await e.loadRules(e.needsOf(house));
    expect(JSON.stringify(e.runToDecision(e.createGame(house)))).toBe(JSON.stringify(eagerRun(eagerCreate(house))));
    expect(e.heroInstalled('lu-xun')).toBe(false); // reincarnation: a reborn hero's pack is loaded when the engine reaches it
    await e.loadRulesFor(house); // the builder's: everything the table can reach, up front
    expect(e.heroInstalled('lu-xun')).toBe(true);
    const seats = THREES_ROLES.map((role, i) => ({ hero: (['lv-bu', 'guan-yu', 'zhen-ji', 'cao-cao', 'da-qiao', 'lu-xun'] as const)[i] ?? null, role }));
    const threes: GameSetup = { seats, seed: 2, mode: '3v3' };
    await e.loadRulesFor(threes);
    expect(JSON.stringify(e.runToDecision(e.createGame(threes)))).toBe(JSON.stringify(eagerRun(eagerCreate(threes))));
  });

  it('a 3v3 table from its start loads the start with the mode; a table set up mid-turn does not, and a game from the start is then refused, naming it', async () => {
    const e = await freshEngine();
    const seats = THREES_ROLES.map((role) => ({ hero: 'lv-bu' as const, role }));
    const midTurn: GameSetup = { seats, seed: 4, mode: '3v3', current: 0, phase: 'play' };
    const start: GameSetup = { seats, seed: 4, mode: '3v3', threes: { draft: ['cao-cao', 'si-ma-yi', 'xia-hou-dun', 'zhang-liao', 'xu-chu', 'guo-jia', 'zhen-ji', 'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying', 'sun-quan', 'gan-ning'] } };
    await e.loadRules(e.needsOf(midTurn));
    expect(JSON.stringify(e.runToDecision(e.createGame(midTurn)))).toBe(JSON.stringify(eagerRun(eagerCreate(midTurn))));
    expect(() => e.createGame(start)).toThrow(/3v3: start\.ts \(the start of a game\) is not loaded/);
    expect(() => e.randomSetup(2, 6, ['lv-bu'], 10, false, '3v3')).toThrow(/3v3: node-only\.ts \(random games, invariants\) is not installed/); // Node's only
    await e.loadRules(e.needsOf(start));
    expect(JSON.stringify(e.runToDecision(e.createGame(start)))).toBe(JSON.stringify(eagerRun(eagerCreate(start))));
    expect(JSON.stringify(e.runToDecision(e.createGame(midTurn)))).toBe(JSON.stringify(eagerRun(eagerCreate(midTurn)))); // the start only adds
  });

  it('the registry\'s error for a hero not installed is typed, naming the hero and the seat', async () => {
    const e = await freshEngine();
    const g = e.createGame(IDENTITY_TABLE);
    const caught = (() => { try { e.runToDecision(g); return null; } catch (x) { return x; } })();
    expect(caught).toBeInstanceOf(e.HeroNotInstalledError);
    expect(caught).toMatchObject({ name: 'HeroNotInstalledError', hero: expect.stringMatching(/^(cao-cao|guan-yu|lv-bu|zhen-ji)$/), seat: expect.stringMatching(/^p[1-4]$/) });
  });

  it('withHeroes loads the pack of each hero the engine reaches and runs the step again, until it plays', async () => {
    const e = await freshEngine();
    const g = e.createGame(IDENTITY_TABLE);
    const missing: string[] = [];
    let runs = 0;
    const lazy = await e.withHeroes(() => { runs++; return e.runToDecision(g); }, async (hero) => { missing.push(hero); });
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(eagerRun(eagerCreate(IDENTITY_TABLE))));
    expect(runs).toBe(missing.length + 1);
    expect(missing.length).toBeGreaterThan(0);
    expect(e.heroInstalled('lu-xun')).toBe(false); // only the packs reached
  });

  it('a Lord whose lord skill asks (Escort) with only his pack: the typed error names the skill; loadHero and loadRules bring it', async () => {
    const e = await freshEngine();
    const g = e.createGame(IDENTITY_TABLE); // Cao Cao is the Lord
    await e.loadRules({ ...e.needsOf(IDENTITY_TABLE), lordAsk: false });
    expect(() => e.skillsOf(e.seatOf(g, 'p1'))).toThrow(e.HeroNotInstalledError);
    expect(() => e.skillsOf(e.seatOf(g, 'p1'))).toThrow(/The lord skill hu-jia of the hero cao-cao \(seat p1\) is not installed/);
    expect(e.skillsOf(e.seatOf(g, 'p4')).map((k) => k.id)).toEqual(['qing-guo', 'luo-shen']); // no lord skill: no need
    const lazy = await e.withHeroes(() => e.runToDecision(g));
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(eagerRun(eagerCreate(IDENTITY_TABLE))));
    expect(e.skillsOf(e.seatOf(g, 'p1')).map((k) => k.id)).toEqual(['jian-xiong', 'hu-jia']);
  });

  it('a Lord whose lord skill asks through the asking (Rouse, a pack of its own) without it: the typed error names the skill; loadHero brings it', async () => {
    const e = await freshEngine();
    const table: GameSetup = { seats: [{ hero: 'liu-bei', role: 'lord' }, { hero: 'guan-yu', role: 'loyalist' }, { hero: 'lv-bu', role: 'rebel' }], seed: 3, dealStartingHands: true };
    await e.loadRules({ ...e.needsOf(table), lordAsk: false });
    const g = e.createGame(table);
    expect(e.heroInstalled('liu-bei')).toBe(true); // his pack and Rouse's (the Lord's), but not the asking
    expect(() => e.skillsOf(e.seatOf(g, 'p1'))).toThrow(/The lord skill ji-jiang of the hero liu-bei \(seat p1\) is not installed/);
    expect(e.skillsOf(e.seatOf(g, 'p2')).map((k) => k.id)).toEqual(['wu-sheng']);
    await e.loadHero('liu-bei');
    expect(e.skillsOf(e.seatOf(g, 'p1')).map((k) => k.id)).toEqual(['ren-de', 'ji-jiang']);
    expect(JSON.stringify(e.runToDecision(g))).toBe(JSON.stringify(eagerRun(eagerCreate(table))));
  });

  it('a lord skill that is a pack of its own (Rescue) is loaded for the Lord only: without it his seat\'s typed error names the skill, and withHeroes brings it', async () => {
    const e = await freshEngine();
    const rebel: GameSetup = { seats: [{ hero: 'lv-bu', role: 'lord' }, { hero: 'sun-quan', role: 'rebel' }, { hero: 'zhou-yu', role: 'loyalist' }], seed: 4, dealStartingHands: true };
    expect(e.needsOf(rebel).packs).toEqual(['sun-quan', 'zhou-yu', 'qun']);
    await e.loadRules(e.needsOf(rebel));
    expect(e.skillsOf(e.seatOf(e.createGame(rebel), 'p2')).map((k) => k.id)).toEqual(['zhi-heng']); // not the Lord: no lord skill, nothing missing
    expect(JSON.stringify(e.runToDecision(e.createGame(rebel)))).toBe(JSON.stringify(eagerRun(eagerCreate(rebel))));
    for (const wording of ['revised', 'classic'] as const) {
      const lord: GameSetup = { seats: [{ hero: 'sun-quan', role: 'lord', wording }, { hero: 'zhou-yu', role: 'loyalist' }, { hero: 'lv-bu', role: 'rebel' }], seed: 4, dealStartingHands: true };
      expect(e.needsOf(lord).packs).toEqual(['sun-quan', 'zhou-yu', 'qun', 'rescue']);
      const g = e.createGame(lord);
      if (wording === 'revised') {
        expect(() => e.skillsOf(e.seatOf(g, 'p1'))).toThrow(e.HeroNotInstalledError);
        expect(() => e.skillsOf(e.seatOf(g, 'p1'))).toThrow(/The lord skill jiu-yuan of the hero sun-quan \(seat p1\) is not installed/);
      }
      expect(JSON.stringify(await e.withHeroes(() => e.runToDecision(g)))).toBe(JSON.stringify(eagerRun(eagerCreate(lord))));
      expect(e.skillsOf(e.seatOf(g, 'p1')).map((k) => k.clause)).toEqual([`heroes.sun-quan.zhi-heng.${wording}`, `heroes.sun-quan.jiu-yuan.${wording}`]);
    }
  });

  it('withHeroes recognises the registry\'s error by its type, not by its message: another error naming a hero is thrown as it is', async () => {
    const e = await freshEngine();
    const g = e.createGame(IDENTITY_TABLE);
    const skills = await e.withHeroes(() => e.skillsOf(e.seatOf(g, 'p2')));
    expect(skills.map((k) => k.id)).toContain('wu-sheng');
    expect(e.heroInstalled('guan-yu')).toBe(true);
    const copied = () => { try { return e.skillsOf(e.seatOf(g, 'p3')); } catch (err) { throw new Error(String(err), { cause: err }); } };
    await expect(e.withHeroes(copied)).rejects.toThrow(/lv-bu/);
    expect(e.heroInstalled('lv-bu')).toBe(false);
  });

  it('withHeroes throws any other error, and a hero still missing after its pack loaded; loadHero refuses an id that is no hero', async () => {
    const e = await freshEngine();
    await expect(e.withHeroes(() => { throw new Error('not a missing hero'); })).rejects.toThrow('not a missing hero');
    let runs = 0;
    await expect(e.withHeroes(() => { runs++; throw new e.HeroNotInstalledError('lv-bu', 'p1'); })).rejects.toThrow(/the hero lv-bu \(seat p1\) are not installed/);
    expect([runs, e.heroInstalled('lv-bu')]).toEqual([2, true]); // loaded once, then the same hero again: refused, not a loop
    await expect(e.loadHero('nobody')).rejects.toThrow('not a hero: nobody');
  });

  it('a rule module that fails to load rejects, and is fetched again the next time', async () => {
    const e = await freshEngine();
    const chunks = e.PACK_CHUNKS as Record<string, () => Promise<unknown>>;
    const real = chunks['qun'];
    let calls = 0;
    chunks['qun'] = () => { calls++; return calls === 1 ? Promise.reject(new Error('offline')) : (real as () => Promise<unknown>)(); };
    const needs = e.needsOf({ seats: [{ hero: 'lv-bu', role: 'lord' }, { hero: 'lv-bu', role: 'rebel' }], seed: 1 });
    await expect(e.loadRules(needs)).rejects.toThrow('offline');
    expect(e.heroInstalled('lv-bu')).toBe(false);
    await e.loadRules(needs);
    expect([calls, e.heroInstalled('lv-bu')]).toEqual([2, true]);
  });
});
