// Tables for the builder's tests: a full 10-seat table (every seat a hero, a role, HP, 4 hand cards,
// 2 equipment and 1 judgment card; 10 draw-pile cards; a 20-choice script), built from the deck.
import { CARD_KINDS, DECK, type CardInstance } from '../../src/engine/data/cards.ts';
import { HERO_IDS, HEROES } from '../../src/engine/data/heroes.ts';
import { formatCard } from '../../src/engine/card-notation.ts';
import { ROLE_TABLE } from '../../src/engine/setup.ts';
import type { SeatInput, Shared } from '../../src/islands/builder/model/types.ts';
import { normalShared } from '../../src/islands/builder/model/table.ts';

export function fullTable(): Shared {
  const used = new Set<string>();
  const take = (pred: (c: CardInstance) => boolean): string => {
    const c = DECK.find((d) => !used.has(d.id) && pred(d));
    if (!c) throw new Error('deck exhausted');
    used.add(c.id);
    return formatCard(c);
  };
  const roles = ROLE_TABLE[10] ?? [];
  const seats: SeatInput[] = Array.from({ length: 10 }, (_, i) => {
    const hero = HERO_IDS[i * 2] ?? null;
    const maxHp = (hero ? HEROES[hero].hp : 4) + (i === 0 ? 1 : 0);
    const weapon = take((c) => CARD_KINDS[c.kind].slot === 'weapon');
    const slot = i < 6 ? 'armor' : i < 8 ? 'plusMount' : 'minusMount';
    const second = take((c) => CARD_KINDS[c.kind].slot === slot);
    const judgment = i < 7 ? take((c) => CARD_KINDS[c.kind].type === 'delayed-trick') : `${take((c) => c.kind === 'dodge' && c.suit === 'diamond')} as acedia`;
    const hand = [0, 1, 2, 3].map(() => take((c) => CARD_KINDS[c.kind].type === 'basic' || CARD_KINDS[c.kind].type === 'trick'));
    return { hero, wording: i % 3 === 0 ? 'classic' : 'revised', role: roles[i] ?? 'rebel', hp: Math.max(1, maxHp - (i % 3)), maxHp, hand, equipment: { weapon, [slot]: second }, judgment: [judgment], chained: i % 4 === 1, flipped: i % 5 === 2 };
  });
  const drawPile = Array.from({ length: 10 }, () => take(() => true));
  const card = (k: number) => seats[k % 10]?.hand?.[Math.floor(k / 10) % 4] ?? '';
  const script = Array.from({ length: 20 }, (_, k) => (k % 3 === 0 ? `p${(k % 10) + 1} passes` : k % 3 === 1 ? `p${(k % 10) + 1} uses ${card(k)} on p${((k + 1) % 10) + 1}` : `p${(k % 10) + 1} plays ${card(k)}`));
  return normalShared({ table: { title: 'A full table of ten', setup: { seats, drawPile, current: 'p3', phase: 'judgment', seed: 42 }, script }, step: 37, pov: 'p4', branch: ['p4 passes'] });
}
