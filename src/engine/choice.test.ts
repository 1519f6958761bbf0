import { describe, expect, it } from 'vitest';
import { choice, choiceKit, lazyChoice } from './choice.ts';
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

describe('a second game’s choices', () => {
  it('get the same lazy class with their own key and labels', () => {
    type Move = { readonly type: 'card.attack'; readonly card: string };
    let labelled = 0;
    const kit = choiceKit<{ readonly turn: number }, Move>((m) => `attack ${m.card}`);
    const c = kit.lazyChoice({ type: 'card.attack', card: 'c7' }, { turn: 3 }, (g, m) => { labelled++; return `Attack with ${m.card} on turn ${g.turn}`; });
    expect(labelled).toBe(0);
    expect(c.key).toBe('attack c7');
    expect(c.label).toBe('Attack with c7 on turn 3');
    expect(JSON.parse(JSON.stringify(c))).toEqual({ key: 'attack c7', label: 'Attack with c7 on turn 3', input: { type: 'card.attack', card: 'c7' } });
    expect(labelled).toBe(1);
    expect(kit.choice({ type: 'card.attack', card: 'c8' }, 'Attack')).toEqual({ key: 'attack c8', label: 'Attack', input: { type: 'card.attack', card: 'c8' } });
  });
});
