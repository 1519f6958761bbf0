// Every scenario says where its ruling comes from, by the rule in README.md: a disputed one shows
// the other reading; one that reproduces a public ruling is at least "official FAQ"; one that cites
// a clause of the official general rules (002, the general.* clauses) is "official text".
import { describe, expect, it } from 'vitest';
import { scenarios } from './scenarios.ts';
import { PROVENANCE, PROVENANCE_ORDER } from './provenance.ts';

const all = [...scenarios().values()].map((l) => l.scenario);

describe('scenario provenance', () => {
  it('is filled for every scenario file', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((s) => s.provenance === undefined).map((s) => s.id)).toEqual([]);
  });
  it('disputed: only with the other reading shown (alternative)', () => {
    const disputed = all.filter((s) => s.provenance === 'disputed');
    expect(disputed.length).toBeGreaterThan(0);
    expect(disputed.filter((s) => !s.alternative).map((s) => s.id)).toEqual([]);
  });
  it('a public ruling (ruling: Rnn) is official FAQ or stronger', () => {
    const weak = all.filter((s) => s.ruling && !['official-text', 'official-faq', 'disputed'].includes(s.provenance ?? ''));
    expect(weak.map((s) => s.id)).toEqual([]);
  });
  it("a scenario citing 002's clauses (general.*) is official text unless disputed", () => {
    const cites002 = all.filter((s) => s.clauses.some((c) => c.startsWith('general.')) && s.provenance !== 'disputed');
    expect(cites002.filter((s) => s.provenance !== 'official-text').map((s) => s.id)).toEqual([]);
    const claimed = all.filter((s) => s.provenance === 'official-text');
    expect(claimed.filter((s) => !s.clauses.some((c) => c.startsWith('general.'))).map((s) => s.id)).toEqual([]);
  });
  it('every value has words to show', () => {
    for (const p of PROVENANCE_ORDER) expect(PROVENANCE[p].label.length).toBeGreaterThan(3);
  });
});
