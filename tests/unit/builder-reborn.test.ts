// The builder on a fresh engine (only its core installed, as in the browser: vi.resetModules() and the
// modules imported again), with reincarnation: playing a table loads its own packs at the start and
// a reborn hero's pack when the run reaches the rebirth, as the sandbox does, not every pack up front;
// the run is the same as with every rule installed (the tests' setup installs them all).
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { playShared as eagerPlay } from '../../src/islands/builder/model/play.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';

async function freshBuilder() {
  vi.resetModules();
  const [play, load, registry] = await Promise.all([
    import('../../src/islands/builder/model/play.ts'), import('../../src/engine/rules/load.ts'), import('../../src/engine/skills/registry.ts'),
  ]);
  return { ...play, ...load, ...registry };
}

const reborn = () => {
  const read = importYaml(readFileSync('scenarios/house-reincarnation-reborn-hero-skills.yaml', 'utf8'));
  if (!read.ok) throw new Error(read.message);
  return read.shared; // p2 (Xu Chu, out) is reborn as Zhen Ji, who is in no seated hero's pack
};

describe('the builder plays a reincarnation table with the packs it reaches', () => {
  it('loads the table\'s packs, then Zhen Ji\'s when the run reaches her rebirth; no other pack', async () => {
    const b = await freshBuilder();
    const s = reborn();
    await b.rulesFor(s);
    expect(b.heroInstalled('cao-cao')).toBe(true);
    expect(b.heroInstalled('zhen-ji')).toBe(false); // not up front
    const run = await b.playLoading(s);
    expect(b.heroInstalled('zhen-ji')).toBe(true);
    expect(['lu-xun', 'sun-shang-xiang', 'liu-bei', 'huang-gai'].map((h) => b.heroInstalled(h))).toEqual([false, false, false, false]);
    expect(run?.history.at(-1)?.game.seats[1]?.hero).toBe('zhen-ji');
    const eager = eagerPlay(s);
    expect(run?.inputs).toEqual(eager?.inputs);
    expect(JSON.stringify(run?.history.at(-1))).toBe(JSON.stringify(eager?.history.at(-1)));
  });

  it('"Play" (the sandbox props) loads Zhen Ji\'s pack the same way, and its props name her as p2\'s later hero', async () => {
    const b = await freshBuilder();
    const [{ playData }, { checkTable }] = await Promise.all([import('../../src/islands/builder/play.ts'), import('../../src/islands/builder/model/check.ts')]);
    const s = reborn();
    await b.rulesFor(s);
    const c = checkTable(s.table);
    if (!c.ok) throw new Error('the table does not check');
    const data = await playData(s.table, c, { clauses: {}, pages: {}, places: {} });
    expect(b.heroInstalled('zhen-ji')).toBe(true);
    expect(b.heroInstalled('lu-xun')).toBe(false);
    expect(Object.keys(data.seats[1]?.later ?? {})).toEqual(['zhen-ji']);
  });

  it('without the loader, the same run on a fresh engine fails naming the hero (the test can tell)', async () => {
    const b = await freshBuilder();
    const s = reborn();
    await b.rulesFor(s);
    expect(() => b.playShared(s)).toThrow(b.HeroNotInstalledError);
  });
});
