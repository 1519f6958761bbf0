// The live rules in the browser's order (a fresh engine with only its core, as a page has it):
// `prepare` loads what the table needs before a branch's timeline is built, and the heroes' names
// only for a table where a hero can come that the page's props do not name.
import { describe, expect, it, vi } from 'vitest';
import type { GameSetup } from '../../engine/setup-types.ts';

async function freshLive() {
  vi.resetModules();
  const [live, registry] = await Promise.all([import('./live.ts'), import('../../engine/skills/registry.ts')]);
  return { ...live, heroInstalled: registry.heroInstalled };
}

const table = (house: GameSetup['house'] = {}): GameSetup => ({
  seats: [{ hero: 'cao-cao', role: 'lord' }, { hero: 'guan-yu', role: 'rebel' }, { hero: 'lv-bu', role: 'renegade' }, { hero: 'zhen-ji', role: 'loyalist' }],
  seed: 7, dealStartingHands: true, house,
});

describe('live.ts prepare', () => {
  it('a branch of a table whose rules are not loaded throws naming the hero; after prepare it plays', async () => {
    const live = await freshLive();
    const data = { setup: table(), until: null, sight: {} };
    expect(() => live.buildTimeline(data, [])).toThrow(/The skills of the hero \S+ \(seat p\d\) are not installed/);
    await live.prepare(data.setup);
    const res = live.buildTimeline(data, []);
    expect(res.ok && res.timeline.snapshots.length).toBeGreaterThan(1);
    expect(live.heroInstalled('lu-xun')).toBe(false); // only the seats' packs
    expect(live.heroMeta('lu-xun', 'revised')).toBeNull(); // no hero can come to this table: no names loaded
  });

  it('with reincarnation every pack and the heroes\' names are loaded', async () => {
    const live = await freshLive();
    await live.prepare(table({ reincarnation: true }));
    expect(live.heroInstalled('lu-xun')).toBe(true);
    expect(live.heroMeta('lu-xun', 'revised')?.name).toBe('Lu Xun');
  });
});
