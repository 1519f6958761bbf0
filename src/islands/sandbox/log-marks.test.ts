// The log entries' classes: a step marks the entries from the step before to the new one, and the
// result is what rendering the log at the new step gives, whatever the steps in between.
import { describe, expect, it } from 'vitest';
import { markEntries, placeClass, placeOf, type MarkedEntry } from './log-marks.ts';

/** An entry element reduced to what marking touches. */
function fakeEntry(classes: string[], current: boolean) {
  const set = new Set(classes);
  const attrs = new Map<string, string>(current ? [['aria-current', 'step']] : []);
  const el: MarkedEntry & { readonly set: Set<string>; readonly attrs: Map<string, string>; touched: number } = {
    set, attrs, touched: 0,
    classList: { toggle: (name, on) => { el.touched++; if (on) set.add(name); else set.delete(name); return on; } },
    setAttribute: (name, value) => void attrs.set(name, value),
    removeAttribute: (name) => void attrs.delete(name),
  };
  return el;
}

/** The log as rendered at a step (classes and aria-current of each entry). */
const rendered = (n: number, step: number) => Array.from({ length: n }, (_, i) => fakeEntry(placeClass(placeOf(i, step), false).split(' '), i === step));
const state = (list: readonly ReturnType<typeof fakeEntry>[]) => list.map((e) => `${[...e.set].sort().join(' ')}${e.attrs.get('aria-current') ? ' @' : ''}`);

describe('log entry places', () => {
  it('before the step past, at it current, after it still to come', () => {
    expect([0, 3, 4, 5, 9].map((i) => placeOf(i, 4))).toEqual(['past', 'past', 'current', 'future', 'future']);
    expect(placeClass('current', false)).toBe('sbx-log-item is-current');
    expect(placeClass('future', true)).toBe('sbx-log-item is-future is-branch');
    expect(placeClass('past', false)).toBe('sbx-log-item');
  });

  it('marking a jump, Next, Back or the ends gives the log rendered at the new step, touching only the entries passed', () => {
    const n = 72;
    const list = rendered(n, 0);
    let at = 0;
    for (const to of [1, 2, 1, 69, 37, 5, 42, 42, 71, 0, 71, 70]) {
      list.forEach((e) => { e.touched = 0; });
      markEntries(list, at, to);
      expect(state(list), `${at}→${to}`).toEqual(state(rendered(n, to)));
      expect(list.filter((e) => e.touched > 0).length).toBe(Math.abs(to - at) + 1);
      at = to;
    }
  });

  it('ignores steps outside the list (a shorter branch)', () => {
    const list = rendered(5, 4);
    markEntries(list, 9, 2);
    expect(state(list)).toEqual(state(rendered(5, 2)));
  });
});
