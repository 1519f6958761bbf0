import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_KINDS, cardKind, DECK as FACTS_DECK } from './card-facts.ts';
import { CARD_KIND_IDS, CARD_KINDS as RULES, DECK, englishOf, type CardKind, type CardKindId } from './card-rules.ts';

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

describe('the card kinds (made from runs of the kinds by type, card-rules.ts)', () => {
  // The table as card-rules.ts had it written out: type or slot, weapon range, nature.
  const WRITTEN: Readonly<Record<CardKindId, string>> = {
    strike: 'basic', 'fire-strike': 'basic fire', 'thunder-strike': 'basic thunder', dodge: 'basic', peach: 'basic', wine: 'basic',
    dismantle: 'trick', snatch: 'trick', duel: 'trick', 'borrowed-sword': 'trick', 'ex-nihilo': 'trick', nullification: 'trick',
    'barbarian-invasion': 'trick', 'arrow-barrage': 'trick', 'peach-garden': 'trick', harvest: 'trick', 'iron-chain': 'trick', 'fire-attack': 'trick',
    lightning: 'delayed-trick', acedia: 'delayed-trick', 'supply-shortage': 'delayed-trick',
    crossbow: 'weapon 1', 'sword-of-blue-steel': 'weapon 2', 'twin-swords': 'weapon 2', 'azure-dragon': 'weapon 3', 'serpent-spear': 'weapon 3',
    'rock-cleaving-axe': 'weapon 3', halberd: 'weapon 4', 'kirin-bow': 'weapon 5', 'frost-blade': 'weapon 2', 'ancient-scimitar': 'weapon 2', 'vermilion-fan': 'weapon 4',
    'eight-trigrams': 'armor', 'renwang-shield': 'armor', vine: 'armor', 'silver-lion': 'armor',
    jueying: 'plusMount', dilu: 'plusMount', 'zhuahuang-feidian': 'plusMount', hualiu: 'plusMount', chitu: 'minusMount', dayuan: 'minusMount', zixing: 'minusMount',
  };
  const written = (k: CardKind): string => [k.slot ?? k.type, k.range, k.nature].filter((x) => x !== undefined).join(' ');

  it('has each kind\'s type, slot, range and nature as written out, and nothing else', () => {
    for (const id of CARD_KIND_IDS) {
      const k = RULES[id];
      expect(written(k), id).toBe(WRITTEN[id]);
      expect(k.slot === undefined, id).toBe(k.type !== 'equipment');
      expect(Object.keys(k).sort(), id).toEqual(['en', 'id', 'type', ...(k.slot ? ['slot'] : []), ...(k.range ? ['range'] : []), ...(k.nature ? ['nature'] : [])].sort());
    }
  });

  it('names each kind as its card page\'s title', () => {
    for (const id of CARD_KIND_IDS) {
      const page = readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'docs', 'cards', `${id}.mdx`), 'utf8');
      expect(`title: "${RULES[id].en}"`, id).toBe(page.split('\n').find((l) => l.startsWith('title:')));
    }
    expect(englishOf('sword-of-blue-steel')).toBe('Sword of Blue Steel');
  });
});
