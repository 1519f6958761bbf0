// <ClauseCite>'s ids: each known id gets its clause's address; an unknown id, a misspelt one, an
// empty list or too long a list fails with the page named.
import { describe, expect, it } from 'vitest';
import { clauseCite, MAX_CITED } from './clause-cite.ts';

describe('clauseCite', () => {
  it('links each id to the page that shows its clause, in the order given', () => {
    const parts = clauseCite(' general.events.timing   cards.vine.fire ', '/rules/timing/');
    expect(parts.map((p) => p.id)).toEqual(['general.events.timing', 'cards.vine.fire']);
    expect(parts[0]?.href).toMatch(/^\/rules\/general\/events\/#/);
    expect(parts[1]?.href).toMatch(/^\/cards\/vine\/#/);
  });

  it('refuses an id that names no clause, naming the page and the id', () => {
    expect(() => clauseCite('general.events.timing general.events.timings', '/rules/timing/')).toThrow(/on \/rules\/timing\/: no clause has the id "general\.events\.timings"/);
    expect(() => clauseCite('not-a-clause', '/x/')).toThrow(/no clause has the id "not-a-clause"/);
  });

  it('refuses an empty list and a list over the limit', () => {
    expect(() => clauseCite('  ', '/x/')).toThrow(/give 1 to 12 clause ids/);
    expect(() => clauseCite(Array(MAX_CITED + 1).fill('general.events.timing').join(' '), '/x/')).toThrow(/got 13/);
  });
});
