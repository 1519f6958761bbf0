import { describe, expect, it } from 'vitest';
import { clauseRefs } from './clause-refs.ts';

describe('clause ids in text', () => {
  it('links a known clause id and keeps the text around it', () => {
    const parts = clauseRefs('000 swaps the words (see basics.cards.use).');
    expect(parts.map((p) => p.text).join('')).toBe('000 swaps the words (see basics.cards.use).');
    expect(parts.find((p) => p.href)?.href).toMatch(/#basics\.cards\.use$/);
    expect(parts.filter((p) => p.href)).toHaveLength(1);
  });
  it('leaves an id that names no clause, and a file name, as text', () => {
    expect(clauseRefs('cards.no-such.clause in cards.ts').every((p) => p.href === undefined)).toBe(true);
  });
  it('links a public ruling number to the Rulings page, and not a number past R34', () => {
    const parts = clauseRefs('engine-facts §4 R03–R05; R35');
    expect(parts.filter((p) => p.href).map((p) => p.href)).toEqual(['/rulings/#R03', '/rulings/#R05']);
    expect(parts.map((p) => p.text).join('')).toBe('engine-facts §4 R03–R05; R35');
  });
});
