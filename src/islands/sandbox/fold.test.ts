// Folding the timing points: the steps shown by default are the ones a person would name, every
// decision and the end among them; moving, numbering and the entries of the folded steps.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { scenarioIds } from '../../components/sandbox-scenarios.ts';
import { isShown, makeFold, namedSteps, nextDecision, ordinalOf, previousKey, stepFrom, type Fold } from './fold.ts';
import { foldEntries, stepEntries, type StepEntry } from './steps.ts';
import { scriptedTimeline } from './timeline.ts';
import { tableStacks } from './stacks.ts';

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

describe('named steps over every scenario', () => {
  const rows = scenarioIds().map((id) => {
    const data = sandboxData(id, 'test');
    const t = scriptedTimeline(data);
    return { id, data, t, keys: namedSteps(t) };
  });

  it('are at most a third of the rule events (median), and few for the long chains', () => {
    // Over the rulings of the Identity mode: the 3v3 scenarios are about turn order and the draft,
    // whose steps are nearly all decisions (a draft is 25 choices and nothing to fold).
    const rulings = rows.filter((r) => r.data.setup.mode !== '3v3');
    const all = median(rulings.map((r) => r.t.snapshots.length - 1));
    const named = median(rulings.map((r) => r.keys.length - 1));
    expect(named).toBeLessThanOrEqual(all / 3);
    // And over every scenario, as the issue counts them (236 when this was written: 21.5 rule events, 7 steps).
    expect(median(rows.map((r) => r.keys.length - 1))).toBeLessThanOrEqual(median(rows.map((r) => r.t.snapshots.length - 1)) / 3);
    expect(rows.find((r) => r.id === 'chain-fire-strike')!.keys.length - 1).toBeLessThanOrEqual(12);
    expect(rows.find((r) => r.id === 'lightning-hit')!.keys.length - 1).toBeLessThanOrEqual(10);
  });

  it('keep the start, the end and every decision, and fold only steps that add no fact but a quiet one', () => {
    for (const { id, data, t, keys } of rows) {
      const last = t.snapshots.length - 1;
      expect(keys[0], id).toBe(0);
      expect(keys[keys.length - 1], id).toBe(last);
      for (const at of t.decisions.keys()) expect(keys, `${id} decision at ${at}`).toContain(at);
      const entries = stepEntries(t, tableStacks(data.stacks!), data.notes);
      const folded = foldEntries(entries, makeFold(t, false));
      expect(folded.map((e) => e.index), id).toEqual(keys);
      // Every fact line of every rule event appears once, in order, in the folded entries.
      const facts = (list: readonly StepEntry[]) => list.flatMap((e) => (e.quiet ? [] : e.lines.map((l) => l.text)));
      expect(facts(folded), id).toEqual(facts(entries));
      expect(folded.flatMap((e) => e.notes), id).toEqual(entries.flatMap((e) => e.notes));
      expect(folded.filter((e) => e.choice !== null).length, id).toBe(entries.filter((e) => e.choice !== null).length);
    }
  });
});

describe('moving over folded steps', () => {
  const f: Fold = { keys: [0, 3, 4, 9], all: false };

  it('numbers a step by the shown step that holds it', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((i) => ordinalOf(f, i))).toEqual([0, 1, 1, 1, 2, 3, 3]);
    expect(isShown(f, 3)).toBe(true);
    expect(isShown(f, 5)).toBe(false);
    expect(previousKey(f, 4)).toBe(3);
    expect(previousKey(f, 0)).toBe(-1);
  });

  it('goes to the next and previous shown step, from a shown step or a folded one, and stops at the ends', () => {
    expect(stepFrom(f, 0, 1)).toBe(3);
    expect(stepFrom(f, 3, 1)).toBe(4);
    expect(stepFrom(f, 4, -1)).toBe(3);
    expect(stepFrom(f, 5, 1)).toBe(9);
    expect(stepFrom(f, 5, -1)).toBe(4);
    expect(stepFrom(f, 9, 1)).toBe(9);
    expect(stepFrom(f, 0, -1)).toBe(0);
  });

  it('shows every rule event when asked, and finds the next decision', () => {
    const data = sandboxData('duel-lubu-user', 'test');
    const t = scriptedTimeline(data);
    expect(makeFold(t, true).keys.length).toBe(t.snapshots.length);
    const first = data.decisionSteps[0] as number;
    expect(nextDecision(t, 0)).toBe(first);
    expect(nextDecision(t, first)).toBe(data.decisionSteps[1]);
    expect(nextDecision(t, t.snapshots.length - 1)).toBe(t.snapshots.length - 1);
  });
});
