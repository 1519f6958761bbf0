import { describe, it, expect } from 'vitest';
import {
  findInstances,
  formatCard,
  formatCardAscii,
  nearest,
  parseCardRef,
  rankLabel,
  resolveCardRef,
  suitSymbol,
} from './card-notation.ts';
import { CARD_KIND_IDS, DECK } from './data/cards.ts';
import type { Rank } from './data/cards.ts';

describe('parseCardRef', () => {
  it('reads the symbol form', () => {
    expect(parseCardRef('lightning ♠A')).toEqual({ ok: true, kind: 'lightning', suit: 'spade', rank: 1 });
    expect(parseCardRef('strike ♦K')).toEqual({ ok: true, kind: 'strike', suit: 'diamond', rank: 13 });
    expect(parseCardRef('  dodge ♥10 ')).toEqual({ ok: true, kind: 'dodge', suit: 'heart', rank: 10 });
    expect(parseCardRef('peach♦Q')).toEqual({ ok: true, kind: 'peach', suit: 'diamond', rank: 12 });
    expect(parseCardRef('duel ♣ A')).toEqual({ ok: true, kind: 'duel', suit: 'club', rank: 1 });
  });

  it('reads the ASCII form, in either case, with numeric ranks', () => {
    expect(parseCardRef('lightning/S/A')).toEqual({ ok: true, kind: 'lightning', suit: 'spade', rank: 1 });
    expect(parseCardRef('nullification/d/q')).toEqual({ ok: true, kind: 'nullification', suit: 'diamond', rank: 12 });
    expect(parseCardRef('hualiu/D/13')).toEqual({ ok: true, kind: 'hualiu', suit: 'diamond', rank: 13 });
    expect(parseCardRef('duel/S/1')).toEqual({ ok: true, kind: 'duel', suit: 'spade', rank: 1 });
    expect(parseCardRef('strike/C/11')).toEqual({ ok: true, kind: 'strike', suit: 'club', rank: 11 });
  });

  it('accepts the emoji variant selector and outlined suit symbols', () => {
    expect(parseCardRef('lightning ♠\uFE0FA')).toEqual({ ok: true, kind: 'lightning', suit: 'spade', rank: 1 });
    expect(parseCardRef('peach ♡3')).toEqual({ ok: true, kind: 'peach', suit: 'heart', rank: 3 });
  });

  it('accepts the English and Chinese names', () => {
    expect(parseCardRef('Fire Strike ♥4')).toEqual({ ok: true, kind: 'fire-strike', suit: 'heart', rank: 4 });
    expect(parseCardRef('Sword of Blue Steel/S/6')).toEqual({ ok: true, kind: 'sword-of-blue-steel', suit: 'spade', rank: 6 });
    expect(parseCardRef('闪电 ♠A')).toEqual({ ok: true, kind: 'lightning', suit: 'spade', rank: 1 });
  });

  it('suggests the nearest card id for a typo', () => {
    const r = parseCardRef('stirke ♠7');
    expect(r).toEqual({ ok: false, error: "unknown card 'stirke'; did you mean 'strike'?" });
    const s = parseCardRef('lightnin/S/A');
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error).toContain("did you mean 'lightning'?");
  });

  it('explains a name with no near match', () => {
    const r = parseCardRef('xyzzyplugh ♠A');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^unknown card 'xyzzyplugh'; use a card id/);
  });

  it('says what is wrong with the suit, the rank or the shape', () => {
    const cases: [string, RegExp][] = [
      ['', /empty card reference/],
      ['lightning A', /no suit symbol/],
      ['lightning/X/A', /unknown suit 'X'.*S, H, C or D/],
      ['lightning ♠Z', /unknown rank 'Z'.*A, 2–10, J, Q or K/],
      ['lightning/S/14', /unknown rank '14'/],
      ['lightning/S/0', /unknown rank '0'/],
      ['lightning ♠', /has no rank/],
      ['lightning/S', /not 3 \(card\/suit\/rank\)/],
      ['♠A', /names no card/],
    ];
    for (const [text, message] of cases) {
      const r = parseCardRef(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toMatch(message);
    }
  });
});

describe('formatting', () => {
  it('formats both forms and round-trips every physical card', () => {
    expect(formatCard({ kind: 'lightning', suit: 'spade', rank: 1 })).toBe('lightning ♠A');
    expect(formatCardAscii({ kind: 'lightning', suit: 'spade', rank: 1 })).toBe('lightning/S/A');
    expect(formatCard({ kind: 'strike', suit: 'heart', rank: 10 })).toBe('strike ♥10');
    for (const c of DECK) {
      for (const text of [formatCard(c), formatCardAscii(c)]) {
        expect(parseCardRef(text), text).toEqual({ ok: true, kind: c.kind, suit: c.suit, rank: c.rank });
      }
    }
  });

  it('labels suits and ranks', () => {
    expect([suitSymbol('spade'), suitSymbol('heart'), suitSymbol('club'), suitSymbol('diamond')]).toEqual(['♠', '♥', '♣', '♦']);
    const labels = Array.from({ length: 13 }, (_, i) => rankLabel((i + 1) as Rank));
    expect(labels).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
  });
});

describe('nearest', () => {
  it('finds close words and refuses distant ones', () => {
    expect(nearest('stirke', CARD_KIND_IDS)).toBe('strike');
    expect(nearest('STRIKE', CARD_KIND_IDS)).toBe('strike');
    expect(nearest('nullfication', CARD_KIND_IDS)).toBe('nullification');
    expect(nearest('acedai', CARD_KIND_IDS)).toBe('acedia');
    expect(nearest('qqqqqqqq', CARD_KIND_IDS)).toBeUndefined();
    expect(nearest('anything', [])).toBeUndefined();
  });
});

describe('findInstances and resolveCardRef', () => {
  it('finds the physical cards', () => {
    expect(findInstances({ kind: 'lightning', suit: 'spade', rank: 1 }).map((c) => c.id)).toEqual(['lightning#1']);
    expect(findInstances({ kind: 'lightning', suit: 'heart', rank: 12 }).map((c) => c.set)).toEqual(['ex']);
    expect(findInstances({ kind: 'strike', suit: 'spade', rank: 8 })).toHaveLength(2);
    expect(findInstances({ kind: 'strike', suit: 'heart', rank: 2 })).toEqual([]);
    const only = DECK.filter((c) => c.set === 'standard');
    expect(findInstances({ kind: 'nullification', suit: 'diamond', rank: 12 }, only)).toEqual([]);
  });

  it('resolves a reference or says which copies exist', () => {
    const ok = resolveCardRef('hualiu ♦K');
    expect(ok.ok && ok.cards.map((c) => c.id)).toEqual(['hualiu#1']);
    const missing = resolveCardRef('lightning ♠2');
    expect(missing).toEqual({ ok: false, error: 'there is no lightning ♠2 in the deck; lightning is ♠A ♥Q' });
    const bad = resolveCardRef('lightning ♠W');
    expect(bad.ok).toBe(false);
  });
});
