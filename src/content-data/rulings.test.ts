import { describe, expect, it } from 'vitest';
import { readRulings, rulings } from './rulings.ts';
import { scenarios } from './scenarios.ts';

describe('the public rulings (content/rulings.yaml)', () => {
  it('are R01 to R34, in order, once each', () => {
    expect(rulings().map((r) => r.id)).toEqual(Array.from({ length: 34 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`));
  });
  it('include every ruling a scenario reproduces', () => {
    const ids = new Set(rulings().map((r) => r.id));
    const cited = [...scenarios().values()].map((l) => l.scenario.ruling).filter((r): r is string => r !== undefined);
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((r) => !ids.has(r))).toEqual([]);
  });
  it('reject a malformed or duplicated entry, naming it', () => {
    expect(() => readRulings([{ id: 'R1', title: 'x', basis: 'faq', ruling: 'too short' }])).toThrow(/\[0\]\.id: a ruling id is R and two digits/);
    const one = { id: 'R01', title: 'Blue Steel', basis: 'faq', ruling: 'A ruling long enough.' };
    expect(() => readRulings([one, one])).toThrow(/ruling R01 is listed twice/);
    expect(() => readRulings({ R01: one })).toThrow(/Invalid rulings file/);
  });
});
