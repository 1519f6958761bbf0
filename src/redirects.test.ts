import { describe, expect, it } from 'vitest';
import { CARD_KIND_IDS } from './engine/data/cards.ts';
import { HERO_IDS } from './engine/data/heroes.ts';
import { aliasRedirects, readOtherNames, slugOf } from './redirects.ts';
import { extraNames } from './content-data/glossary.ts';

const redirects = aliasRedirects(readOtherNames());

describe('alias redirects', () => {
  it('turns names into address segments', () => {
    expect(slugOf('Lü Bu')).toBe('lu-bu');
    expect(slugOf('Eight Diagram')).toBe('eight-diagram');
    expect(slugOf('−1 horse')).toBe('1-horse');
  });

  it('leads the common other names of cards and heroes to the canonical page', () => {
    expect(redirects['/cards/slash/']).toBe('/cards/strike/');
    expect(redirects['/cards/jink/']).toBe('/cards/dodge/');
    expect(redirects['/cards/kill/']).toBe('/cards/strike/');
    expect(redirects['/cards/analeptic/']).toBe('/cards/wine/');
    expect(redirects['/cards/unassailable/']).toBe('/cards/nullification/');
    expect(redirects['/cards/sha/']).toBe('/cards/strike/');
    expect(redirects['/heroes/lu-bu/']).toBe('/heroes/lv-bu/');
    expect(redirects['/heroes/zhang-yun/']).toBe('/heroes/zhao-yun/');
    expect(redirects['/heroes/zhugeliang/']).toBe('/heroes/zhu-ge-liang/');
  });

  it('reads the same other names from the file as the glossary module does', () => {
    expect(readOtherNames()).toEqual(extraNames());
  });

  it('never shadows a page, and leaves out a name two cards share', () => {
    const pages = new Set([...CARD_KIND_IDS.map((id) => `/cards/${id}/`), ...HERO_IDS.map((id) => `/heroes/${id}/`)]);
    for (const [from, to] of Object.entries(redirects)) {
      expect(pages.has(from), from).toBe(false);
      expect(pages.has(to), to).toBe(true);
    }
    // "Fire Attack" is englishsanguosha's Fire Strike, but /cards/fire-attack/ is the Fire Attack card.
    expect(redirects['/cards/fire-attack/']).toBeUndefined();
    expect(Object.keys(redirects).length).toBeGreaterThan(150);
  });
});
