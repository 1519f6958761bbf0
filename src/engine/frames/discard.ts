// Discarding a number of cards (the discard phase's excess over the hand limit, one at a time;
// Rock Cleaving Axe's cost, chosen one by one and then discarded together in one move).
import { choice } from '../choice.ts';
import { cardName } from '../cards-lookup.ts';
import { log, pop, seatOf, setTop, who } from '../state.ts';
import { discardCards, ownCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import type { DiscardFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';

function pool(state: GameState, f: DiscardFrame): string[] {
  const s = seatOf(state, f.seat);
  const all = f.from === 'hand' ? [...s.hand] : ownCards(s);
  return all.filter((id) => !f.except?.includes(id) && !f.picked?.includes(id));
}

/** Discards the cards chosen for a together-discard in one move (one loss: skills that act on losing cards act once, after both). */
function discardPicked(state: GameState, f: DiscardFrame, cards: readonly string[]): GameState {
  if (cards.length === 0) return state;
  const s = discardCards(state, cards);
  return log(s, { fact: 'cards.discarded', clause: f.clause, seat: f.seat, data: { count: cards.length }, text: `${who(s, f.seat)} discards ${cards.map(cardName).join(' and ')} together (${f.reason}).` });
}

export const discardHandler: FrameHandler<DiscardFrame> = {
  decide(state, f) {
    const cards = pool(state, f);
    if (f.remaining <= 0 || cards.length === 0) return null;
    return {
      kind: 'discard', seat: f.seat, clause: f.clause,
      prompt: f.together ? `${who(state, f.seat)}: choose ${f.remaining} more card${f.remaining === 1 ? '' : 's'} to discard together (${f.reason}).` : `${who(state, f.seat)}: discard ${f.remaining} more card${f.remaining === 1 ? '' : 's'} (${f.reason}).`,
      choices: cards.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `${f.together ? 'Choose' : 'Discard'} ${cardName(id)}`)),
    };
  },
  advance: (state, f) => discardPicked(pop(state), f, f.picked ?? []),
  apply(state, f, input) {
    if (input.type !== 'card.choose') throw new Error('unexpected input');
    if (f.together) {
      const picked = [...(f.picked ?? []), input.card];
      return f.remaining > 1 ? setTop(state, { ...f, remaining: f.remaining - 1, picked }) : discardPicked(pop(state), f, picked);
    }
    let s = discardCards(state, [input.card]);
    s = log(s, { fact: 'card.discarded', clause: f.clause, seat: f.seat, text: `${who(s, f.seat)} discards ${cardName(input.card)} (${f.reason}).` });
    return f.remaining > 1 ? setTop(s, { ...f, remaining: f.remaining - 1 }) : pop(s);
  },
};
