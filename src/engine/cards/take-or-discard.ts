// One chooser for "choose one of another player's cards, then discard it or take it": Dismantle
// (hand, equipment, judgment; discard), Snatch (the same; take) and Eye for an Eye, revised (hand or
// equipment; discard). The zones, the clause and the words are parameters; the pick itself (a hand
// card face down, at random) is pick.ts.
import { cardName } from '../cards-lookup.ts';
import type { Chooser } from '../frames/chooser.ts';
import type { ChooseFrame } from '../frames/frame-types.ts';
import { log, who } from '../state.ts';
import { discardCards, moveCards } from '../zones.ts';
import { pickChoices, pickedCard } from './pick.ts';

export interface TakeOrDiscard {
  readonly action: 'discard' | 'take';
  readonly zones: readonly ('hand' | 'equipment' | 'judgment')[];
  readonly clause: string;
  /** Where the card is chosen from, after "choose a card of ": given the target's name ("p2 (Lü Bu)", "p2 (Lü Bu)'s hand or equipment zone"). */
  readonly from: (target: string) => string;
  /** Words after the prompt and the log line, before the full stop (" (Eye for an Eye)"), or ''. */
  readonly suffix: string;
}

const target = (f: ChooseFrame): string => (typeof f.extra['target'] === 'string' ? f.extra['target'] : '');

export function takeOrDiscardChooser(o: TakeOrDiscard): Chooser {
  return {
    decide(state, f) {
      const t = target(f);
      const choices = pickChoices(state, f.seat, t, o.zones, o.action === 'discard');
      if (!choices.length) return null;
      return { kind: 'choose', seat: f.seat, clause: o.clause, prompt: `${who(state, f.seat)}: choose a card of ${o.from(who(state, t))} to ${o.action}${o.suffix}.`, choices };
    },
    apply(state, f, input) {
      const t = target(f);
      const picked = pickedCard(state, t, input as { type: string; option?: string; card?: string });
      const what = input.type === 'option.choose' ? `hand card ${cardName(picked.card)}, picked at random` : cardName(picked.card);
      // The card's move is told first; what its loss triggers (Silver Lion's recovery) follows it.
      const s = log(picked.state, { fact: o.action === 'discard' ? 'card.discarded' : 'card.obtained', clause: o.clause, seat: t, text: `${who(state, f.seat)} ${o.action === 'discard' ? 'discards' : 'takes'} ${who(state, t)}'s ${what}${o.suffix}.` });
      return o.action === 'discard' ? discardCards(s, [picked.card]) : moveCards(s, [picked.card], { zone: 'hand', seat: f.seat });
    },
  };
}
