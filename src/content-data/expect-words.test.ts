// The expected ruling in words, over every scenario's expect block: every fact and data key has
// words, and no raw test form (`hp 0`, `alive false`, `reward.given`, `p1:`) leaks into them.
import { describe, expect, it } from 'vitest';
import { scenarios } from './scenarios.ts';
import { cardWords, expectWords } from './expect-words.ts';
import { FACT_DATA_KEYS, FACT_WORDS, factNever } from './fact-words.ts';
import { FACT_NAMES } from '../engine/facts.ts';

const all = [...scenarios().values()].map((l) => l.scenario);
const RAW = [/\bp\d+\b/, /\b[a-z]+\.[a-z][a-zA-Z]+\b/, /\b(hp|maxHp|handCount|handIncludes|roleShown|logExcludes|discardPileIncludes|drawPileTop)\b/, /\b(alive|chained|flipped) (true|false)\b/, /\b(true|false|null|undefined|NaN)\b/, /^\w+:/, /[{}[\]]/, /\b[a-z]+-[a-z]+ [♠♥♣♦]/u];

describe('the expected ruling in words', () => {
  it('has words for every fact the engine logs', () => {
    expect(FACT_NAMES.filter((f) => !FACT_WORDS[f])).toEqual([]);
  });
  it('reads every data key the scenarios use', () => {
    const keys = new Set(all.flatMap((s) => s.expect.log.flatMap((f) => (typeof f === 'string' ? [] : Object.keys(f.data ?? {})))));
    expect([...keys].filter((k) => !FACT_DATA_KEYS.has(k))).toEqual([]);
  });
  it('leaks no test form in any scenario', () => {
    const leaks: string[] = [];
    for (const s of all) {
      const w = expectWords(s);
      const lines = [...w.inOrder, ...w.end, ...w.never];
      if (lines.length === 0) leaks.push(`${s.id}: no words at all`);
      for (const line of lines) for (const re of RAW) if (re.test(line)) leaks.push(`${s.id}: "${line}" matches ${String(re)}`);
    }
    expect(leaks).toEqual([]);
  });
  it('says who, with the hero, and what happens to them', () => {
    const sc = { setup: { seats: [{ hero: 'guo-jia' }] }, expect: { seats: { p1: { hp: 0, alive: false } }, log: [], logExcludes: ['reward.given'] } } as unknown as Parameters<typeof expectWords>[0];
    const w = expectWords(sc);
    expect(w.end).toEqual(['Player 1 (Guo Jia) ends at 0 HP and dies.']);
    expect(w.never).toEqual(['No one receives the kill reward.']);
    expect(factNever('damage.dealt')).toBe('No damage is dealt');
  });
  it('names cards by their English names', () => {
    expect(cardWords('strike ♠7')).toBe('Strike ♠7');
    expect(cardWords('lightning/S/A')).toBe('Lightning ♠A');
    expect(cardWords('dodge ♦2 as acedia')).toBe('Dodge ♦2 (as Acedia)');
  });
  it('reads a damage fact with its amount, nature, source and the chain', () => {
    const s = all.find((x) => x.id === 'chain-fire-strike');
    expect(s && expectWords(s).inOrder.join(' ')).toMatch(/Player 2.*takes 2 fire damage from Player 1/);
  });
});
