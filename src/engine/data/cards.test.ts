import { describe, it, expect } from 'vitest';
import { CARD_KIND_IDS, CARD_KINDS, DECK, cardKind, colourOf, isCardKindId } from './cards.ts';
import type { CardInstance, CardKindId, CardSet, Rank, Suit } from './cards.ts';
import { DECK_RUNS, expandRuns, runProblems } from './card-facts.ts';

// The grids of engine-facts §2.2 (Standard, two cards per cell; EX separately) and §2.3 (Military,
// one card per cell), typed here independently of cards.ts. Columns: ♠ ♥ ♣ ♦; rows: A … K.
type Row = readonly [readonly CardKindId[], readonly CardKindId[], readonly CardKindId[], readonly CardKindId[]];
const STANDARD_GRID: readonly Row[] = [
  [['duel', 'lightning'], ['arrow-barrage', 'peach-garden'], ['duel', 'crossbow'], ['duel', 'crossbow']],
  [['twin-swords', 'eight-trigrams'], ['dodge', 'dodge'], ['strike', 'eight-trigrams'], ['dodge', 'dodge']],
  [['dismantle', 'snatch'], ['peach', 'harvest'], ['strike', 'dismantle'], ['dodge', 'snatch']],
  [['dismantle', 'snatch'], ['peach', 'harvest'], ['strike', 'dismantle'], ['dodge', 'snatch']],
  [['azure-dragon', 'jueying'], ['kirin-bow', 'chitu'], ['strike', 'dilu'], ['dodge', 'rock-cleaving-axe']],
  [['acedia', 'sword-of-blue-steel'], ['peach', 'acedia'], ['strike', 'acedia'], ['strike', 'dodge']],
  [['strike', 'barbarian-invasion'], ['peach', 'ex-nihilo'], ['strike', 'barbarian-invasion'], ['strike', 'dodge']],
  [['strike', 'strike'], ['peach', 'ex-nihilo'], ['strike', 'strike'], ['strike', 'dodge']],
  [['strike', 'strike'], ['peach', 'ex-nihilo'], ['strike', 'strike'], ['strike', 'dodge']],
  [['strike', 'strike'], ['strike', 'strike'], ['strike', 'strike'], ['strike', 'dodge']],
  [['snatch', 'nullification'], ['strike', 'ex-nihilo'], ['strike', 'strike'], ['dodge', 'dodge']],
  [['dismantle', 'serpent-spear'], ['peach', 'dismantle'], ['borrowed-sword', 'nullification'], ['peach', 'halberd']],
  [['barbarian-invasion', 'dayuan'], ['dodge', 'zhuahuang-feidian'], ['borrowed-sword', 'nullification'], ['strike', 'zixing']],
];
const MILITARY_GRID: readonly (readonly [CardKindId, CardKindId, CardKindId, CardKindId])[] = [
  ['ancient-scimitar', 'nullification', 'silver-lion', 'vermilion-fan'],
  ['vine', 'fire-attack', 'vine', 'peach'],
  ['wine', 'fire-attack', 'wine', 'peach'],
  ['thunder-strike', 'fire-strike', 'supply-shortage', 'fire-strike'],
  ['thunder-strike', 'peach', 'thunder-strike', 'fire-strike'],
  ['thunder-strike', 'peach', 'thunder-strike', 'dodge'],
  ['thunder-strike', 'fire-strike', 'thunder-strike', 'dodge'],
  ['thunder-strike', 'dodge', 'thunder-strike', 'dodge'],
  ['wine', 'dodge', 'wine', 'wine'],
  ['supply-shortage', 'fire-strike', 'iron-chain', 'dodge'],
  ['iron-chain', 'dodge', 'iron-chain', 'dodge'],
  ['iron-chain', 'dodge', 'iron-chain', 'fire-attack'],
  ['nullification', 'nullification', 'iron-chain', 'hualiu'],
];
const EX: readonly (readonly [CardKindId, Suit, Rank])[] = [
  ['frost-blade', 'spade', 2],
  ['renwang-shield', 'club', 2],
  ['lightning', 'heart', 12],
  ['nullification', 'diamond', 12],
];
const SUITS: readonly Suit[] = ['spade', 'heart', 'club', 'diamond'];
const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

// Counts per kind from the tables of engine-facts §2.1 and §2.3.
const STANDARD_COUNTS: Partial<Record<CardKindId, number>> = {
  strike: 30, dodge: 15, peach: 8, dismantle: 6, snatch: 5, duel: 3, 'borrowed-sword': 2, 'ex-nihilo': 4,
  nullification: 3, 'barbarian-invasion': 3, 'arrow-barrage': 1, 'peach-garden': 1, harvest: 2, lightning: 1,
  acedia: 3, crossbow: 2, 'sword-of-blue-steel': 1, 'twin-swords': 1, 'azure-dragon': 1, 'serpent-spear': 1,
  'rock-cleaving-axe': 1, halberd: 1, 'kirin-bow': 1, 'eight-trigrams': 2, jueying: 1, dilu: 1,
  'zhuahuang-feidian': 1, chitu: 1, dayuan: 1, zixing: 1,
};
const MILITARY_COUNTS: Partial<Record<CardKindId, number>> = {
  'thunder-strike': 9, 'fire-strike': 5, dodge: 9, peach: 4, wine: 5, nullification: 3, 'iron-chain': 6,
  'fire-attack': 3, 'supply-shortage': 2, 'ancient-scimitar': 1, 'vermilion-fan': 1, vine: 2, 'silver-lion': 1,
  hualiu: 1,
};

const inSet = (set: CardSet): readonly CardInstance[] => DECK.filter((c) => c.set === set);
const cell = (set: CardSet, suit: Suit, rank: Rank): CardKindId[] =>
  inSet(set).filter((c) => c.suit === suit && c.rank === rank).map((c) => c.kind).sort();
const countKinds = (cards: readonly CardInstance[]): Partial<Record<CardKindId, number>> => {
  const out: Partial<Record<CardKindId, number>> = {};
  for (const c of cards) out[c.kind] = (out[c.kind] ?? 0) + 1;
  return out;
};

describe('DECK', () => {
  it('has 160 cards: 104 Standard, 4 EX, 52 Military, in that order', () => {
    expect(DECK).toHaveLength(160);
    expect(inSet('standard')).toHaveLength(104);
    expect(inSet('ex')).toHaveLength(4);
    expect(inSet('military')).toHaveLength(52);
    expect(DECK.slice(0, 104).every((c) => c.set === 'standard')).toBe(true);
    expect(DECK.slice(104, 108).every((c) => c.set === 'ex')).toBe(true);
    expect(DECK.slice(108).every((c) => c.set === 'military')).toBe(true);
  });

  it('holds exactly 2 Standard cards and 1 Military card in every suit-rank cell', () => {
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        expect(cell('standard', suit, rank), `${suit} ${rank}`).toHaveLength(2);
        expect(cell('military', suit, rank), `${suit} ${rank}`).toHaveLength(1);
      }
    }
  });

  it('matches the Standard grid of §2.2 cell by cell', () => {
    STANDARD_GRID.forEach((row, r) => {
      row.forEach((kinds, s) => {
        const suit = SUITS[s] as Suit;
        const rank = RANKS[r] as Rank;
        expect(cell('standard', suit, rank), `${suit} ${rank}`).toEqual([...kinds].sort());
      });
    });
  });

  it('matches the Military grid of §2.3 cell by cell', () => {
    MILITARY_GRID.forEach((row, r) => {
      row.forEach((kind, s) => {
        const suit = SUITS[s] as Suit;
        const rank = RANKS[r] as Rank;
        expect(cell('military', suit, rank), `${suit} ${rank}`).toEqual([kind]);
      });
    });
  });

  it('has the 4 EX cards of §2.2', () => {
    expect(inSet('ex').map((c) => [c.kind, c.suit, c.rank])).toEqual(EX.map((e) => [...e]));
  });

  it('spot-checks some well-known cells', () => {
    expect(cell('standard', 'spade', 1)).toEqual(['duel', 'lightning']);
    expect(cell('ex', 'heart', 12)).toEqual(['lightning']);
    expect(cell('military', 'diamond', 13)).toEqual(['hualiu']);
    expect(cell('standard', 'spade', 6)).toEqual(['acedia', 'sword-of-blue-steel']);
    expect(cell('standard', 'diamond', 12)).toEqual(['halberd', 'peach']);
    expect(cell('military', 'heart', 4)).toEqual(['fire-strike']);
    expect(cell('military', 'heart', 3)).toEqual(['fire-attack']);
  });

  it('has the number of copies per kind listed in §2.1 and §2.3', () => {
    expect(countKinds(inSet('standard'))).toEqual(STANDARD_COUNTS);
    expect(countKinds(inSet('military'))).toEqual(MILITARY_COUNTS);
  });

  it('numbers instance ids per kind in deck order, uniquely', () => {
    const ids = DECK.map((c) => c.id);
    expect(new Set(ids).size).toBe(160);
    const seen: Partial<Record<CardKindId, number>> = {};
    for (const c of DECK) {
      const n = (seen[c.kind] ?? 0) + 1;
      seen[c.kind] = n;
      expect(c.id).toBe(`${c.kind}#${n}`);
    }
    expect(DECK[0]?.id).toBe('strike#1');
    expect(DECK.find((c) => c.set === 'ex' && c.kind === 'lightning')?.id).toBe('lightning#2');
    expect(DECK.find((c) => c.set === 'military' && c.kind === 'dodge')?.id).toBe('dodge#16');
  });

  it('has at least one copy of every kind and nothing else', () => {
    for (const id of CARD_KIND_IDS) expect(DECK.some((c) => c.kind === id), id).toBe(true);
    for (const c of DECK) expect(isCardKindId(c.kind)).toBe(true);
  });
});

describe('expandRuns (the deck list\'s compact form)', () => {
  it('reads suits, ranks A/2–10/J/Q/K and numbers ids per kind across runs', () => {
    const cards = expandRuns([['dodge', 'standard', '♥2 ♦10'], ['strike', 'ex', '♠A'], ['dodge', 'military', '♣K']]);
    expect(cards).toEqual([
      { id: 'dodge#1', kind: 'dodge', suit: 'heart', rank: 2, set: 'standard' },
      { id: 'dodge#2', kind: 'dodge', suit: 'diamond', rank: 10, set: 'standard' },
      { id: 'strike#1', kind: 'strike', suit: 'spade', rank: 1, set: 'ex' },
      { id: 'dodge#3', kind: 'dodge', suit: 'club', rank: 13, set: 'military' },
    ]);
  });

  it('runProblems names each malformed card and its run; the deck list has none', () => {
    expect(runProblems([['peach', 'standard', '♥3 ♥1']])).toEqual(['card-rules: "♥1" in the peach run is not a card (suit ♠ ♥ ♣ ♦, rank A 2–10 J Q K)']);
    expect(runProblems([['peach', 'standard', 'h3']])[0]).toMatch(/"h3" in the peach run/);
    expect(runProblems([['peach', 'standard', '♥3  ♥4']])[0]).toMatch(/"" in the peach run/);
    expect(runProblems([['peach', 'standard', '♥3 ♥4'], ['dodge', 'ex', '♦K x ♣10']])).toEqual(['card-rules: "x" in the dodge run is not a card (suit ♠ ♥ ♣ ♦, rank A 2–10 J Q K)']);
    expect(runProblems(DECK_RUNS)).toEqual([]);
  });
});

describe('CARD_KINDS', () => {
  it('has one entry per id, keyed by its own id', () => {
    expect(Object.keys(CARD_KINDS).sort()).toEqual([...CARD_KIND_IDS].sort());
    for (const id of CARD_KIND_IDS) {
      expect(cardKind(id).id).toBe(id);
      expect(cardKind(id).en.length).toBeGreaterThan(0);
      expect(cardKind(id).zh).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(cardKind(id).summary).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('uses the canonical English names', () => {
    expect(cardKind('dismantle').en).toBe('Dismantle');
    expect(cardKind('snatch').en).toBe('Snatch');
    expect(cardKind('borrowed-sword').en).toBe('Borrowed Sword');
    expect(cardKind('nullification').zh).toBe('无懈可击');
    expect(cardKind('fire-attack').zh).toBe('火攻');
    expect(cardKind('fire-strike').zh).toBe('火杀');
  });

  it('gives weapons their ranges', () => {
    const ranges: Partial<Record<CardKindId, number>> = {
      crossbow: 1, 'sword-of-blue-steel': 2, 'twin-swords': 2, 'azure-dragon': 3, 'serpent-spear': 3,
      'rock-cleaving-axe': 3, halberd: 4, 'kirin-bow': 5, 'frost-blade': 2, 'ancient-scimitar': 2, 'vermilion-fan': 4,
    };
    const weapons = CARD_KIND_IDS.filter((id) => cardKind(id).slot === 'weapon');
    expect(weapons.sort()).toEqual(Object.keys(ranges).sort());
    for (const id of weapons) expect(cardKind(id).range, id).toBe(ranges[id]);
    for (const id of CARD_KIND_IDS) if (cardKind(id).slot !== 'weapon') expect(cardKind(id).range, id).toBeUndefined();
  });

  it('gives equipment, and only equipment, a slot', () => {
    const slots = Object.fromEntries(CARD_KIND_IDS.filter((id) => cardKind(id).slot === 'armor').map((id) => [id, 'armor']));
    expect(slots).toEqual({ 'eight-trigrams': 'armor', 'renwang-shield': 'armor', vine: 'armor', 'silver-lion': 'armor' });
    expect(CARD_KIND_IDS.filter((id) => cardKind(id).slot === 'plusMount')).toEqual(['jueying', 'dilu', 'zhuahuang-feidian', 'hualiu']);
    expect(CARD_KIND_IDS.filter((id) => cardKind(id).slot === 'minusMount')).toEqual(['chitu', 'dayuan', 'zixing']);
    for (const id of CARD_KIND_IDS) expect(cardKind(id).type === 'equipment', id).toBe(cardKind(id).slot !== undefined);
  });

  it('types the tricks and gives the elemental Strikes their nature', () => {
    expect(CARD_KIND_IDS.filter((id) => cardKind(id).type === 'delayed-trick')).toEqual(['lightning', 'acedia', 'supply-shortage']);
    expect(CARD_KIND_IDS.filter((id) => cardKind(id).type === 'basic')).toEqual(['strike', 'fire-strike', 'thunder-strike', 'dodge', 'peach', 'wine']);
    expect(cardKind('fire-strike').nature).toBe('fire');
    expect(cardKind('thunder-strike').nature).toBe('thunder');
    expect(CARD_KIND_IDS.filter((id) => cardKind(id).nature !== undefined)).toEqual(['fire-strike', 'thunder-strike']);
  });

  it('keeps aliases from the other traditions and the sources', () => {
    const has = (id: CardKindId, name: string, tradition: string): boolean =>
      cardKind(id).aliases.some((a) => a.name === name && a.tradition === tradition);
    expect(has('snatch', 'Plifer', 'source 000 (misspelt)')).toBe(true);
    expect(has('nullification', 'Impeccable Plan', 'source 000')).toBe(true);
    expect(has('fire-attack', 'Arson', 'source 003')).toBe(true);
    expect(has('supply-shortage', 'Starvation', 'source 003')).toBe(true);
    expect(has('strike', 'Slash', 'FreeKill')).toBe(true);
    expect(has('fire-strike', 'Fire Attack', 'englishsanguosha')).toBe(true);
    for (const id of CARD_KIND_IDS) {
      for (const a of cardKind(id).aliases) {
        expect(a.name.toLowerCase(), `${id}: ${a.name}`).not.toBe(cardKind(id).en.toLowerCase());
        expect(a.tradition.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('colourOf and isCardKindId', () => {
  it('colours suits', () => {
    expect(colourOf('spade')).toBe('black');
    expect(colourOf('club')).toBe('black');
    expect(colourOf('heart')).toBe('red');
    expect(colourOf('diamond')).toBe('red');
  });

  it('recognises card ids', () => {
    expect(isCardKindId('strike')).toBe(true);
    expect(isCardKindId('zixing')).toBe(true);
    expect(isCardKindId('slash')).toBe(false);
    expect(isCardKindId('Strike')).toBe(false);
  });
});
