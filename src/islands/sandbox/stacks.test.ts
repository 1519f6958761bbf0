// The scripted line's stacks travel in the props, worked out at build time (frames-view.ts
// stackTable); the page reads them (stacks.ts) with no code that puts frames into words. Read back,
// they are the stacks frames-view.ts works out in the page, at every step of every scenario.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { scenarioIds, scenarioRun } from '../../components/sandbox-scenarios.ts';
import { leanStacks } from '../../components/sandbox-lean-stack.ts';
import { stacksOf, stackTable } from './frames-view.ts';
import { makeNames } from './names.ts';
import { tableStacks } from './stacks.ts';
import { scriptedTimeline } from './timeline.ts';

describe('the stacks in the props', () => {
  it.each(scenarioIds())('%s: every step\'s stack reads as frames-view.ts words it', (id) => {
    const data = sandboxData(id, 'test');
    expect(data.stacks).toBeDefined();
    const t = scriptedTimeline(data);
    const fromProps = tableStacks(data.stacks!);
    const worked = stacksOf({ snapshots: scenarioRun(id, 'test').run.history }, makeNames(data)); // the engine's whole frames
    for (let i = 0; i < t.snapshots.length; i++) expect(fromProps(i), `step ${i}`).toEqual(worked(i));
    expect(data.stacks!.steps.length).toBe(t.snapshots.length);
  });

  it('carries each distinct frame once, and one object per frame in the page', () => {
    const data = sandboxData('lightning-hit', 'test');
    const table = stackTable({ snapshots: scenarioRun('lightning-hit', 'test').run.history }, makeNames(data));
    const [keys] = table.columns;
    const rows = keys.map((_, i) => JSON.stringify(table.columns.map((c) => c[i])));
    expect(new Set(rows).size).toBe(keys.length);
    const at = tableStacks(table);
    // Two steps that show the same outermost frame (the turn's) share its object.
    const j = table.steps.findIndex((s, i) => i > 0 && s[0] === table.steps[i - 1]?.[0]);
    expect(j).toBeGreaterThan(0);
    expect(at(j)[0]).toBe(at(j - 1)[0]);
  });

  it('leaves the page\'s frames their id, kind, a dying frame\'s seat and a count of their changes', () => {
    const { run } = scenarioRun('duel-lubu-user', 'test');
    const lean = leanStacks(run.history);
    const t = scriptedTimeline(sandboxData('duel-lubu-user', 'test'));
    lean.forEach((stack, i) => {
      expect(t.snapshots[i]!.game.stack, `step ${i}`).toEqual(stack);
      stack.forEach((f, j) => {
        expect(Object.keys(f).sort()).toEqual(f.kind === 'dying' ? ['id', 'kind', 'rev', 'seat'] : ['id', 'kind', 'rev']);
        const whole = run.history[i]!.game.stack[j]!;
        const before = run.history[i - 1]?.game.stack.find((x) => x.id === whole.id);
        const was = lean[i - 1]?.find((x) => x.id === f.id);
        // A frame that changed at a step has a new count; one that did not, the same.
        if (before && was) expect(f.rev === was.rev, `frame ${f.id} at step ${i}`).toBe(JSON.stringify(before) === JSON.stringify(whole));
      });
    });
    expect(lean.flat().some((f) => f.rev > 0)).toBe(true);
  });

  it('fails clearly on a table that names a row it does not have', () => {
    expect(() => tableStacks({ columns: [['turn'], ['turn'], ['Turn 1'], [''], ['general.flow.turn']], steps: [[0], [0, 3]] })).toThrow(/names row 3, which it does not have \(1 rows\)/);
  });

  it('fails clearly on a table whose columns differ in length', () => {
    expect(() => tableStacks({ columns: [['turn', 'phase'], ['turn'], ['Turn 1'], [''], ['general.flow.turn']], steps: [[0]] })).toThrow(/columns of different lengths \(2, 1, 1, 1, 1\)/);
  });
});
