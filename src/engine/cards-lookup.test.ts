// "Use X as Y" and "treated as": the colour and suit of a converted card (general.card-handling.use-as-*).
import { describe, expect, it } from 'vitest';
import { asItself, treatedAsData, useAs } from './cards-lookup.ts';

describe('converted cards', () => {
  it('one card used as another keeps its suit and colour', () => {
    const v = useAs(['peach#1'], 'strike', 'wu-sheng'); // Peach ♥3 as a Strike
    expect(v).toMatchObject({ kind: 'strike', suit: 'heart', colour: 'red', cards: ['peach#1'] });
  });
  it('several cards of one colour are that colour and have no suit', () => {
    const v = useAs(['strike#1', 'strike#2'], 'strike', 'serpent-spear'); // ♠7 + ♠8
    expect(v).toMatchObject({ suit: null, colour: 'black' });
  });
  it('several cards of different colours are colourless', () => {
    const v = useAs(['strike#1', 'dodge#1'], 'strike', 'serpent-spear'); // ♠7 + ♥2
    expect(v).toMatchObject({ suit: null, colour: 'none' });
  });
  it('a card used as itself keeps its nature', () => {
    expect(asItself('fire-strike#1')).toMatchObject({ kind: 'fire-strike', nature: 'fire', suit: 'heart' });
  });
});

describe('the log data of a card used as another', () => {
  it('names the physical cards and the skill, and is empty for a card used as itself', () => {
    expect(treatedAsData(['peach#1'], 'strike', 'wu-sheng')).toEqual({ cards: 'peach ♥3', via: 'wu-sheng' });
    expect(treatedAsData([], 'duel', 'li-jian')).toEqual({ cards: '', via: 'li-jian' });
    expect(treatedAsData(['strike#1'], 'strike', undefined)).toEqual({});
  });
});
