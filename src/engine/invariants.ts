// Invariants checked after every step of random games (and of every scenario): cards are conserved,
// HP stays within bounds, a living player below 1 HP is dying, nothing is resolving when a phase
// begins. A deadlock shows as an exception from advance(); replay equality is checked by the caller.
import { allCardsOf } from './zones.ts';
import type { GameState } from './types.ts';

export function checkInvariants(state: GameState, total: number): string[] {
  const out: string[] = [];
  const all = [...state.drawPile, ...state.discardPile, ...state.processing, ...state.seats.flatMap((s) => [...allCardsOf(s), ...(s.aside ?? [])])];
  if (all.length !== total) out.push(`${all.length} cards in the zones, expected ${total}`);
  if (new Set(all).size !== all.length) out.push('a card is in two places at once');
  for (const s of state.seats) {
    for (const id of Object.keys(s.judgmentAs ?? {})) if (!s.judgment.includes(id)) out.push(`${s.id} records ${id} as placed as another trick, but it is not in the judgment zone`);
    if (s.hp > s.maxHp) out.push(`${s.id} has ${s.hp} HP above max HP ${s.maxHp}`);
    const dying = state.stack.some((f) => f.kind === 'dying' && f.seat === s.id) || state.stack.some((f) => f.kind === 'death' && f.seat === s.id);
    if (s.alive && s.hp < 1 && !dying && !state.winner) out.push(`${s.id} is alive with ${s.hp} HP outside the dying window`);
    if (!s.alive && allCardsOf(s).length + (s.aside?.length ?? 0) > 0 && !state.stack.some((f) => f.kind === 'death' && f.seat === s.id) && !state.winner) out.push(`${s.id} is dead but still has cards`);
  }
  if (state.step === 'phase.begin' && state.stack.length > 0) out.push(`${state.stack.length} frame(s) still on the stack when the ${state.phase} phase begins`);
  return out;
}
