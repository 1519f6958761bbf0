// Discarding a number of cards, one at a time (the discard phase's excess over the hand limit,
// Rock Cleaving Axe's cost, a punishment).
import { choice } from '../choice.ts';
import { cardName } from '../cards-lookup.ts';
import { log, pop, seatOf, setTop, who } from '../state.ts';
import { discardCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import type { DiscardFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';

function pool(state: GameState, f: DiscardFrame): string[] {
  const s = seatOf(state, f.seat);
  const all = f.from === 'hand' ? [...s.hand] : [...s.hand, ...Object.values(s.equipment).filter((c): c is string => c !== undefined)];
  return all.filter((id) => !f.except?.includes(id));
}

export const discardHandler: FrameHandler<DiscardFrame> = {
  decide(state, f) {
    const cards = pool(state, f);
    if (f.remaining <= 0 || cards.length === 0) return null;
    return {
      kind: 'discard', seat: f.seat, clause: f.clause,
      prompt: `${who(state, f.seat)}: discard ${f.remaining} more card${f.remaining === 1 ? '' : 's'} (${f.reason}).`,
      choices: cards.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`)),
    };
  },
  advance: (state) => pop(state),
  apply(state, f, input) {
    if (input.type !== 'card.choose') throw new Error('unexpected input');
    let s = discardCards(state, [input.card]);
    s = log(s, { fact: 'card.discarded', clause: f.clause, seat: f.seat, text: `${who(s, f.seat)} discards ${cardName(input.card)} (${f.reason}).` });
    return f.remaining > 1 ? setTop(s, { ...f, remaining: f.remaining - 1 }) : pop(s);
  },
};
