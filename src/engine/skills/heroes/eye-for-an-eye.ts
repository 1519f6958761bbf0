// Eye for an Eye (刚烈). Classic: after a judgment that is not a heart, the damage source chooses:
// discard 2 hand cards (chosen one by one, discarded together), or take 1 damage from Xiahou Dun.
// Revised, on a black judgment: Xiahou Dun discards 1 card from the source's hand or equipment zone
// (not the judgment zone); with neither, nothing is discarded and no one is asked.
import { cardName } from '../../cards-lookup.ts';
import { takeOrDiscardChooser } from '../../cards/take-or-discard.ts';
import { choice } from '../../choice.ts';
import { pushChoose, pushDamage } from '../../frames/make.ts';
import { log, seatOf, who } from '../../state.ts';
import { discardCards } from '../../zones.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { list, option, picked, skillClauseFor, str } from './util.ts';

const clause = skillClauseFor('xia-hou-dun', 'gang-lie', 'classic');
const revisedClause = skillClauseFor('xia-hou-dun', 'gang-lie', 'revised');

const gangLieRevised: Chooser = takeOrDiscardChooser({ action: 'discard', zones: ['hand', 'equipment'], clause: revisedClause, from: (target) => `${target}'s hand or equipment zone`, suffix: ' (Eye for an Eye)' });

const gangLieClassic: Chooser = {
  decide(state, f) {
    const chosen = list(f, 'picked');
    const hand = seatOf(state, f.seat).hand.filter((id) => !chosen.includes(id));
    const from = str(f, 'from');
    const discards = chosen.length + hand.length >= 2 ? hand.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)} (${chosen.length + 1} of 2)`)) : [];
    const damage = chosen.length ? [] : [option(f.seat, 'damage', `Take 1 damage from ${who(state, from)}`)];
    return { kind: 'choose', seat: f.seat, clause, prompt: `${who(state, f.seat)}: discard 2 hand cards, or take 1 damage from ${who(state, from)} (Eye for an Eye).`, choices: [...discards, ...damage] };
  },
  apply(state, f, input) {
    const id = picked(input);
    const from = str(f, 'from');
    if (!id) return pushDamage(state, { source: seatOf(state, from).alive ? from : null, target: f.seat, amount: 1, nature: null, card: null });
    const cards = [...list(f, 'picked'), id];
    if (cards.length < 2) return pushChoose(state, { ...f, extra: { ...f.extra, picked: cards } });
    return log(discardCards(state, cards), { fact: 'cards.discarded', clause, seat: f.seat, text: `${who(state, f.seat)} discards ${cards.map(cardName).join(', ')} (Eye for an Eye).` });
  },
};

export const EYE_FOR_AN_EYE_CHOOSERS: Readonly<Record<string, Chooser>> = { 'gang-lie-classic': gangLieClassic, 'gang-lie-revised': gangLieRevised };
