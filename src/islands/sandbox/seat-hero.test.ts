// Which hero a seat shows, step by step: a 3v3 seat shows no hero while the draft runs, only what the
// draft has decided for it (variants.3v3.draft-display, .draft-lineup), and the drafted hero once
// the six are revealed; a seat that became another hero on a branch (a reborn player,
// variants.reincarnation.rebirth) shows that hero, named by the live rules, never the set-up's.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { logFacts } from '../../engine/log-book.ts';
import { heroMeta } from './hero-meta.ts';
import { makeNames } from './names.ts';
import { scriptedTimeline } from './timeline.ts';
import type { Snapshot } from './types.ts';
import { tableView } from './view-model.ts';

const seatsAt = (snap: Snapshot, data: ReturnType<typeof sandboxData>, live = false) => {
  const n = live ? makeNames(data, undefined, heroMeta) : makeNames(data);
  return Object.fromEntries(tableView(snap, data, n, 'judge', null, ~0, null).seats.map((s) => [s.id, s]));
};

describe('a 3v3 seat while the draft runs (3v3-draft)', () => {
  const data = sandboxData('3v3-draft', 'test');
  const t = scriptedTimeline(data);
  const at = (fact: string, nth = 1) => {
    let seen = 0;
    const i = t.snapshots.findIndex((s) => logFacts(s.game).filter((f) => f.fact === fact).length >= nth && ++seen > 0);
    if (i < 0) throw new Error(`no ${fact} #${nth}`);
    return t.snapshots[i] as Snapshot;
  };

  it('shows no hero and no HP before any pick, and each Commander\'s picks as they are made', () => {
    const start = seatsAt(t.snapshots[0] as Snapshot, data);
    for (const s of Object.values(start)) {
      expect(s.name).toBe('');
      expect(s.skills).toEqual([]);
      expect(s.draft).toMatch(/^No hero yet/);
    }
    expect(start['p1']?.draft).toBe('No hero yet; picked 0 of 8');
    expect(start['p2']?.draft).toBe('No hero yet');
    const three = seatsAt(at('draft.picked', 3), data);
    expect(three['p4']?.draft).toBe('No hero yet; picked 1 of 8: Zhuge Liang');
    expect(three['p1']?.draft).toBe('No hero yet; picked 2 of 8: Guan Yu, Zhao Yun');
  });

  it('shows a placed hero as face down, naming none, until all six are revealed', () => {
    const placed = seatsAt(at('draft.placed', 4), data); // warm placed 3, cool 1
    expect(placed['p1']?.draft).toBe('A hero placed face down');
    expect(placed['p2']?.draft).toBe('A hero placed face down');
    expect(placed['p6']?.draft).toBe('A hero placed face down');
    expect(placed['p4']?.draft).toBe('A hero placed face down');
    expect(placed['p5']?.draft).toBe('No hero yet');
    expect(placed['p3']?.draft).toBe('No hero yet');
    expect(Object.values(placed).map((s) => s.name)).toEqual(['', '', '', '', '', '']);
    const revealed = seatsAt(at('draft.revealed'), data);
    expect(Object.values(revealed).map((s) => [s.name, s.draft])).toEqual([['Liu Bei', null], ['Zhao Yun', null], ['Zhen Ji', null], ['Cao Cao', null], ['Guo Jia', null], ['Guan Yu', null]]);
  });

  it('names a line-up the scripted run never reached from the live rules (a branch)', () => {
    const last = t.snapshots.at(-1) as Snapshot;
    const other: Snapshot = { ...last, game: { ...last.game, seats: last.game.seats.map((s) => (s.id === 'p2' ? { ...s, hero: 'ma-chao' } : s)) } };
    expect(seatsAt(other, data)['p2']?.name).toBe(''); // the page alone does not know Ma Chao's names: no wrong name
    expect(seatsAt(other, data, true)['p2']).toMatchObject({ name: 'Ma Chao', zh: '马超', faction: 'shu' });
  });
});

describe('a reborn seat (house-reincarnation-rebirth)', () => {
  const data = sandboxData('house-reincarnation-rebirth', 'test');
  const t = scriptedTimeline(data);
  const last = t.snapshots.at(-1) as Snapshot;
  const reborn = last.game.seats[2]?.hero ?? '';

  it('shows the scripted run\'s new hero from the props, not the set-up\'s Xu Chu', () => {
    expect(seatsAt(t.snapshots[0] as Snapshot, data)['p3']?.name).toBe('Xu Chu');
    expect(reborn).not.toBe('xu-chu');
    expect(seatsAt(last, data)['p3']?.name).toBe(data.seats[2]?.later?.[reborn]?.name);
    expect(seatsAt(last, data)['p3']?.reborn).toBe(true); // marked: at the table, still out for victory
    expect(seatsAt(t.snapshots[0] as Snapshot, data)['p3']?.reborn).toBe(false);
    expect(makeNames(data).seat('p3')).toBe('p3'); // the sandbox's own lines do not name a hero that goes stale
  });

  it('shows a new hero that only a branch reaches, with its skills in the seat\'s wording', () => {
    const branch: Snapshot = { ...last, game: { ...last.game, seats: last.game.seats.map((s) => (s.id === 'p3' ? { ...s, hero: 'zhang-liao', wording: 'classic' } : s)) } };
    expect(seatsAt(branch, data)['p3']?.name).toBe(''); // before the live rules load: no name rather than Xu Chu's
    const p3 = seatsAt(branch, data, true)['p3'];
    expect(p3?.name).toBe('Zhang Liao');
    expect(p3?.skills).toEqual([{ name: 'Sudden Strike', clause: 'heroes.zhang-liao.tu-xi.classic' }]);
  });
});
