// The live rules in the browser's order (a fresh engine with only its core, as a page has it):
// `prepare` loads what the table needs at its start before a branch's timeline is built, and the
// heroes' names only for a table where a drafted hero can come that the page's props do not name;
// `buildLine` loads the pack of a hero the line reaches later (a rebirth) and retries the step, so a
// line plays exactly as with every rule installed (the module's own imports: the tests' setup
// installs everything).
import { describe, expect, it, vi } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import type { GameSetup } from '../../engine/setup-types.ts';
import { buildTimeline, type LiveResult } from './live.ts';
import { scriptedTimeline } from './timeline.ts';
import { stacksOf } from './frames-view.ts';
import { makeNames } from './names.ts';

async function freshLive() {
  vi.resetModules();
  const [live, registry] = await Promise.all([import('./live.ts'), import('../../engine/skills/registry.ts')]);
  const load = await import('../../engine/rules/load.ts');
  return { ...live, heroInstalled: registry.heroInstalled, HeroNotInstalledError: registry.HeroNotInstalledError, loadHero: load.loadHero };
}

const table = (house: GameSetup['house'] = {}): GameSetup => ({
  seats: [{ hero: 'cao-cao', role: 'lord' }, { hero: 'guan-yu', role: 'rebel' }, { hero: 'lv-bu', role: 'renegade' }, { hero: 'zhen-ji', role: 'loyalist' }],
  seed: 7, dealStartingHands: true, house,
});

/** What a result shows: every snapshot (state and game, the log in it), the decisions and the states' texts. */
const shown = (r: LiveResult): string => JSON.stringify(r.ok ? { s: r.timeline.snapshots, d: [...r.timeline.decisions], k: r.timeline.decisionSteps, t: r.states, v: r.timeline.sight, m: r.timeline.markers } : r);

/** A branch at the script's first decision: `choice` (of the taken one and how many there are) there instead of the script's. */
const firstOther = (data: ReturnType<typeof sandboxData>, choice: (taken: number, count: number) => number): number[] => {
  const t = scriptedTimeline(data);
  const d = t.decisions.get(t.decisionSteps[0] ?? -1);
  if (!d || data.scripted[0] === undefined) throw new Error(`${data.id}: the script takes no decision`);
  return [choice(data.scripted[0], d.choices.length)];
};

describe('live.ts prepare', () => {
  it('a branch of a table whose rules are not loaded throws a typed error naming the hero; after prepare it plays', async () => {
    const live = await freshLive();
    const data = { setup: table(), until: null, sight: {} };
    expect(() => live.buildTimeline(data, [])).toThrow(live.HeroNotInstalledError);
    expect(() => live.buildTimeline(data, [])).toThrow(/The skills of the hero \S+ \(seat p\d\) are not installed/);
    await live.prepare(data.setup);
    const res = live.buildTimeline(data, []);
    expect(res.ok && res.timeline.snapshots.length).toBeGreaterThan(1);
    expect(live.heroInstalled('lu-xun')).toBe(false); // only the seats' packs
    expect(live.heroMeta('lu-xun', 'revised')).toBeNull(); // no hero can come to this table at once: no names loaded
  });

  it('with reincarnation only the seats\' packs load up front, and no names', async () => {
    const live = await freshLive();
    await live.prepare(table({ reincarnation: true }));
    expect(['cao-cao', 'guan-yu', 'lv-bu', 'zhen-ji'].map(live.heroInstalled)).toEqual([true, true, true, true]);
    expect(['lu-xun', 'hua-tuo', 'sun-quan'].map(live.heroInstalled)).toEqual([false, false, false]);
    expect(live.heroMeta('lu-xun', 'revised')).toBeNull();
  });
});

describe('live.ts prepare: the lord skills\' ask comes with the lord\'s pack (skills/heroes/lord-ask.ts, not the core)', () => {
  // Rouse asked through Borrowed Sword and Azure Dragon's follow-up, and Escort with Eight Trigrams:
  // with only the table's packs loaded, each script plays exactly as with every rule installed.
  const lordScenarios = ['borrowed-sword-rouse', 'borrowed-sword-rouse-declined', 'azure-dragon-rouse', 'cao-cao-escort-eight-trigrams'];
  it.each(lordScenarios)('%s', async (id) => {
    const data = sandboxData(id, 'test');
    const eager = shown(buildTimeline(data, data.scripted));
    const live = await freshLive();
    await live.prepare(data.setup);
    expect(shown(live.buildTimeline(data, data.scripted))).toEqual(eager);
    expect(live.heroInstalled('lu-xun')).toBe(false); // the table's packs only
  });
});

describe('live.ts buildLine: a reborn (or drafted) hero\'s pack loaded when the line reaches it', () => {
  // house-reincarnation-reborn-hero-skills: p2 (Xu Chu) is reborn as Zhen Ji, whose pack no seat needs at the start.
  it('the script and a branch through a rebirth play exactly as with every rule installed; the pack and the names load then', async () => {
    const data = sandboxData('house-reincarnation-reborn-hero-skills', 'test');
    const branch = firstOther(data, (taken) => (taken === 0 ? 1 : 0)); // p1 offers the other card: p2 is reborn all the same
    const eager = [shown(buildTimeline(data, data.scripted)), shown(buildTimeline(data, branch))];
    const live = await freshLive();
    await live.prepare(data.setup);
    expect(live.heroInstalled('zhen-ji')).toBe(false);
    expect(() => live.buildTimeline(data, data.scripted)).toThrow(live.HeroNotInstalledError); // through the chart as it is
    expect(() => live.buildTimeline(data, data.scripted)).toThrow(expect.objectContaining({ hero: 'zhen-ji', seat: 'p2' }));
    const loading: string[] = [];
    const lazy = [shown(await live.buildLine(data, data.scripted, (w) => loading.push(w))), shown(await live.buildLine(data, branch, (w) => loading.push(w)))];
    expect(lazy).toEqual(eager);
    expect(loading).toEqual(['Zhen Ji']); // said while her pack loaded, once: the second line finds it there
    expect(JSON.parse(lazy[0] as string).s.at(-1).game.seats[1].hero).toBe('zhen-ji'); // the expectation's own hero, from the house rule: the only unused Wei hero
    expect(live.heroInstalled('zhen-ji')).toBe(true);
    expect(live.heroInstalled('lu-xun')).toBe(false); // only the pack reached
    expect(live.heroMeta('zhen-ji', 'revised')).toMatchObject({ name: 'Zhen Ji', faction: 'wei' });
  });

  it('a branch names the skills of a hero the page\'s props do not carry (the reborn Zhen Ji\'s Goddess Luo), not by their ids', async () => {
    const data = sandboxData('house-reincarnation-reborn-hero-skills', 'test');
    const live = await freshLive();
    await live.prepare(data.setup);
    const line = await live.buildLine(data, data.scripted);
    if (!line.ok) throw new Error(line.reason);
    const stack = stacksOf(line.timeline, live.liveNames(data));
    const titles = line.timeline.snapshots.flatMap((_, i) => stack(i).map((f) => f.title));
    expect(titles).toContain('Judgment for Goddess Luo: p2'); // the seat by its id alone: its hero changed during the run
    expect(titles.filter((x) => /luo.shen/i.test(x))).toEqual([]);
    expect(makeNames(data).name('luo-shen-revised')).toBe('luo shen revised'); // what the page's own names said (Zhen Ji is in no seat of its props)
  });

  it('a reborn hero whose pack is installed already (another sandbox\'s table) still has its names loaded', async () => {
    const data = sandboxData('house-reincarnation-reborn-hero-skills', 'test');
    const live = await freshLive();
    await Promise.all([live.prepare(data.setup), live.loadHero('zhen-ji')]);
    expect(live.heroMeta('zhen-ji', 'revised')).toBeNull();
    expect((await live.buildLine(data, data.scripted)).ok).toBe(true);
    expect(live.heroMeta('zhen-ji', 'revised')).toMatchObject({ name: 'Zhen Ji' });
  });

  it('a retry goes on from the step that failed: the game is started once, and only that step\'s loop runs again', async () => {
    const data = sandboxData('house-reincarnation-reborn-hero-skills', 'test');
    /** The data with its setup and stopping fact read through counters (the setup is read to start the game; the stopping fact once per step). */
    const counted = () => {
      const n = { setup: 0, until: 0 };
      return { n, data: { get setup() { n.setup++; return data.setup; }, get until() { n.until++; return data.until; }, sight: data.sight } };
    };
    const eager = counted();
    const expected = shown(buildTimeline(eager.data, data.scripted));
    const live = await freshLive();
    await live.prepare(data.setup);
    const lazy = counted();
    const line = live.lineBuilder(lazy.data, data.scripted);
    expect(() => line.advance()).toThrow(/zhen-ji/);
    await live.loadHero('zhen-ji');
    expect(shown(line.advance())).toBe(expected);
    expect(lazy.n).toEqual({ setup: 1, until: eager.n.until + 1 });
  });

  it.each(['house-reincarnation-rebirth', 'house-reincarnation-offering-in-another-turn', 'house-reincarnation-no-hero-left', 'house-reincarnation-one-offering', '3v3-draft'])('%s: its script and a branch at its first decision, loaded on demand, equal the eager run', async (id) => {
    const data = sandboxData(id, 'test');
    const branch = firstOther(data, (taken, count) => (taken + 1) % count);
    const eager = [shown(buildTimeline(data, data.scripted)), shown(buildTimeline(data, branch))];
    const live = await freshLive();
    await live.prepare(data.setup);
    expect([shown(await live.buildLine(data, data.scripted)), shown(await live.buildLine(data, branch))]).toEqual(eager);
  });

  it('3v3-draft: no pack before the line-up is drafted; the whole draft\'s packs load together when the line reaches it', async () => {
    const data = sandboxData('3v3-draft', 'test');
    const live = await freshLive();
    await live.prepare(data.setup);
    const drafted = data.setup.threes?.draft ?? [];
    expect(drafted.filter(live.heroInstalled)).toEqual([]);
    expect(live.heroMeta('lv-bu', 'revised')?.name).toBe('Lü Bu'); // the draft shows heroes the props may not name: names at the start
    expect((await live.buildLine(data, data.scripted)).ok).toBe(true); // the script stops as p1's turn begins: no skill asked yet
    expect(drafted.filter(live.heroInstalled)).toEqual([]);
    const on = { ...data, until: null }; // on to the first decision of p1's turn: the line-up's skills are asked
    const eager = shown(buildTimeline(on, data.scripted));
    const loading: string[] = [];
    expect(shown(await live.buildLine(on, data.scripted, (w) => loading.push(w)))).toBe(eager);
    expect(drafted.filter((h) => !live.heroInstalled(h))).toEqual([]); // every drafted hero's pack, not only the six seated
    expect(loading).toEqual(['the drafted heroes']); // one load for the whole line-up, said as such
  });

  it('a line that cannot be followed says why, as before', async () => {
    const data = sandboxData('house-reincarnation-rebirth', 'test');
    const live = await freshLive();
    await live.prepare(data.setup);
    const res = await live.buildLine(data, [99]);
    expect(res.ok ? '' : res.reason).toMatch(/choice 100 at decision 1 does not exist/);
  });
});
