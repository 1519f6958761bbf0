import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { NO_CHANGES } from './changes.ts';
import { later, laterLoaded, loadLater } from './later.ts';
import { makeNames } from './names.ts';
import { tableStacks } from './stacks.ts';
import { stepViews } from './step-view.ts';
import { scriptedTimeline } from './timeline.ts';

describe('the code of the later steps, loaded on demand', () => {
  const data = sandboxData('lightning-hit', 'test');
  const t = scriptedTimeline(data);
  const views = stepViews(t, data, makeNames(data), tableStacks(data.stacks!));

  it('is not needed by the first step, and is a bug to ask for before it loads', () => {
    expect(laterLoaded()).toBe(false);
    const first = views.at(0, 'judge');
    expect(first.changes).toBe(NO_CHANGES);
    expect(first.lines).toEqual([]);
    expect(() => views.at(1, 'judge')).toThrow(/before its code loaded \(later\.ts\)/);
    expect(() => later()).toThrow(/before its code loaded/);
  });

  it('once loaded (once), gives the later steps their changes', async () => {
    const m = await loadLater();
    expect(laterLoaded()).toBe(true);
    expect(later()).toBe(m);
    expect(await loadLater()).toBe(m);
    const moved = Array.from({ length: t.snapshots.length - 1 }, (_, i) => views.at(i + 1, 'judge')).find((v) => v.changes.moves.length > 0);
    expect(moved?.lines.some((l) => l.includes('→'))).toBe(true);
  });
});
