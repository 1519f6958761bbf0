// The seeded generator: the shuffle draws the same numbers as randomInt, one per card from the end.
import { describe, expect, it } from 'vitest';
import { randomInt, shuffle } from './rng.ts';

/** The shuffle as it was written with randomInt (Fisher–Yates from the end), the reference. */
function reference<T>(items: readonly T[], seed: number): { items: T[]; seed: number } {
  const out = items.slice();
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const r = randomInt(s, i + 1);
    s = r.seed;
    [out[i], out[r.value]] = [out[r.value] as T, out[i] as T];
  }
  return { items: out, seed: s };
}

describe('shuffle', () => {
  it('gives the reference order and seed for any length and seed', () => {
    for (const n of [0, 1, 2, 3, 10, 160]) {
      const items = Array.from({ length: n }, (_, i) => `c${i}`);
      for (const seed of [0, 1, 7, 0x9e3779b9 >>> 0, -5, 2 ** 31 - 1]) expect(shuffle(items, seed)).toEqual(reference(items, seed));
    }
  });

  it('leaves its input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    shuffle(items, 3);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
