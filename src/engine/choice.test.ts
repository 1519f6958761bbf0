import { describe, expect, it } from 'vitest';
import { choice, lazyChoice } from './choice.ts';
import { createGame } from './setup.ts';

describe('choices', () => {
  const input = { type: 'phase.end', seat: 'p1' } as const;
  it('a lazy label is written once, when first read, and is in the JSON like any label', () => {
    let calls = 0;
    const state = createGame({ seats: [{ hero: null, role: 'lord' }, { hero: null, role: 'rebel' }], seed: 1 });
    const c = lazyChoice(input, state, (st, i) => { calls++; return st === state && i === input ? 'End the play phase' : 'wrong arguments'; });
    expect(calls).toBe(0);
    expect(c.key).toBe('p1 end-phase');
    expect(c.label).toBe('End the play phase');
    expect(c.label).toBe('End the play phase');
    expect(calls).toBe(1);
    expect(JSON.parse(JSON.stringify(c))).toEqual(JSON.parse(JSON.stringify(choice(input, 'End the play phase'))));
    expect(JSON.stringify(c)).toBe(JSON.stringify(choice(input, 'End the play phase'))); // same keys, same order
  });
});
