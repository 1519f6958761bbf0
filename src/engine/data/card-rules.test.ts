import { describe, expect, it } from 'vitest';
import { CARD_KINDS, cardKind, DECK as FACTS_DECK } from './card-facts.ts';
import { CARD_KIND_IDS, CARD_KINDS as RULES, DECK } from './card-rules.ts';

// card-rules.ts is what the live rules carry into the browser; card-facts.ts adds the Chinese names.
describe('card rules and card facts', () => {
  it('agree: each kind is its rules plus its Chinese name, in the same order; the deck is the same', () => {
    expect(Object.keys(CARD_KINDS)).toEqual([...CARD_KIND_IDS]);
    for (const id of CARD_KIND_IDS) {
      const { zh, ...rest } = CARD_KINDS[id];
      expect(rest, id).toEqual(RULES[id]);
      expect(zh, id).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(cardKind(id)).toBe(CARD_KINDS[id]);
      expect(RULES[id]).not.toHaveProperty('zh');
    }
    expect(FACTS_DECK).toBe(DECK);
  });
});
