// Picking one of another player's cards: a hand card is picked face down (at random), equipment
// and judgment cards face up.
import { choice } from '../choice.ts';
import { cardName, kindName } from '../cards-lookup.ts';
import { randomInt } from '../rng.ts';
import { skillsOf } from '../skills/registry.ts';
import { seatOf, who } from '../state.ts';
import type { Choice, GameState } from '../types.ts';

/** `discard`: the picked card will be discarded, so cards the target's skills protect from others are left out (Wondrous Talent). */
export function pickChoices(state: GameState, picker: string, target: string, zones: readonly ('hand' | 'equipment' | 'judgment')[], discard = false): Choice[] {
  const t = seatOf(state, target);
  const out: Choice[] = [];
  const protectedCard = (id: string) => discard && picker !== target && skillsOf(t).some((sk) => sk.status?.cannotBeDiscardedByOthers?.(state, t, id) ?? false);
  if (zones.includes('hand') && t.hand.length > 0) out.push(choice({ type: 'option.choose', seat: picker, option: 'hand' }, `A hand card of ${who(state, target)} (face down, ${t.hand.length} in hand)`));
  if (zones.includes('equipment')) for (const id of Object.values(t.equipment)) if (id && !protectedCard(id)) out.push(choice({ type: 'card.choose', seat: picker, card: id }, `${cardName(id)} (equipment)`));
  if (zones.includes('judgment')) for (const id of t.judgment) { const as = t.judgmentAs?.[id]; out.push(choice({ type: 'card.choose', seat: picker, card: id }, `${cardName(id)}${as ? ` as ${kindName(as)}` : ''} (judgment zone)`)); }
  return out;
}

/** The card a pick input names; "hand" draws one of the target's hand cards at random. */
export function pickedCard(state: GameState, target: string, input: { type: string; option?: string; card?: string }): { state: GameState; card: string } {
  if (input.type === 'card.choose' && input.card) return { state, card: input.card };
  const hand = seatOf(state, target).hand;
  const r = randomInt(state.rng, hand.length);
  return { state: { ...state, rng: r.seed }, card: hand[r.value] as string };
}
