import { describe, expect, it } from 'vitest';
import { CARD_KIND_IDS } from './card-facts.ts';
import { CARD_NAMES, NAME_TABLES, otherNames, TRADITIONS } from './card-names.ts';

// The other names are written one table per tradition; the pages read them per kind with their
// traditions (CARD_NAMES), the builder's search without (otherNames).
describe('the cards\' other names', () => {
  it('has one tradition per table, each naming some kind', () => {
    expect(TRADITIONS).toHaveLength(NAME_TABLES.length);
    expect(new Set(TRADITIONS).size).toBe(TRADITIONS.length);
    for (const t of NAME_TABLES) expect(Object.keys(t).length).toBeGreaterThan(0);
  });

  it('gives each kind its names with their traditions, in the traditions\' order', () => {
    expect(CARD_NAMES.strike).toEqual({
      pinyin: 'shā',
      aliases: [
        { name: 'Slash', tradition: 'FreeKill' }, { name: 'Attack', tradition: 'englishsanguosha' }, { name: 'attack', tradition: 'sanguoshaenglish blog' },
        { name: 'Attack', tradition: 'source 000' }, { name: 'Kill', tradition: 'source 004' },
      ],
    });
    expect(CARD_NAMES['silver-lion'].aliases.map((a) => a.tradition)).toEqual(['FreeKill (misspelt)', 'englishsanguosha', 'sanguoshaenglish blog']);
    expect(CARD_NAMES['ancient-scimitar'].aliases).toEqual([]);
  });

  it('otherNames gives the same names as CARD_NAMES, without the traditions', () => {
    for (const id of CARD_KIND_IDS) expect(otherNames(id), id).toEqual(CARD_NAMES[id].aliases.map((a) => a.name));
  });
});
