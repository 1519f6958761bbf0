// The draft's line-up at the table (variants.3v3.draft-lineup): each side's Commander seat gets the
// first hero placed, its Vanguards (in turn order from the Commander) the second and third; HP and
// max HP are the hero's, +1 for a Commander (variants.3v3.commander-bonus).
import { HERO_RULES, isHeroId } from '../../data/hero-rules.ts';
import { updateSeat } from '../../state.ts';
import type { GameState } from '../../types.ts';
import type { Draft } from './draft.ts';
import { threesMaxHp } from './rules.ts';
import { commanderOf, vanguardsOf } from './sides.ts';

export function placeLineup(state: GameState, d: Draft): GameState {
  let s = state;
  for (const side of ['warm', 'cool'] as const) {
    const seats = [commanderOf(s.seats, side), ...vanguardsOf(s.seats, side)];
    seats.forEach((seat, k) => {
      const hero = d.lineup[side][k];
      if (hero === undefined || !isHeroId(hero)) return;
      const maxHp = threesMaxHp(HERO_RULES[hero].hp, seat.role);
      s = updateSeat(s, seat.id, (x) => ({ ...x, hero, maxHp, hp: maxHp }));
    });
  }
  return s;
}
