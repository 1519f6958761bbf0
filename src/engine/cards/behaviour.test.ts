// Target lists: every way to choose between min and max targets, in order.
import { describe, expect, it } from 'vitest';
import { combos } from './behaviour.ts';

describe('combos', () => {
  it('one target: each item alone, in order (the common case, without the walk)', () => {
    expect(combos(['p2', 'p3', 'p4'], 1, 1)).toEqual([['p2'], ['p3'], ['p4']]);
    expect(combos([], 1, 1)).toEqual([]);
  });

  it('up to three targets (Halberd): every subset of one to three, in the walk\'s order', () => {
    expect(combos(['a', 'b', 'c'], 1, 3)).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'c'], ['b'], ['b', 'c'], ['c']]);
    expect(combos(['a', 'b'], 2, 2)).toEqual([['a', 'b']]);
  });
});
