// Eye for an Eye (刚烈). Classic: after a judgment that is not a heart, the damage source chooses:
// discard 2 hand cards (chosen one by one, discarded together), or take 1 damage from Xiahou Dun.
// Revised, on a black judgment: Xiahou Dun discards 1 card from the source's hand or equipment zone
// (not the judgment zone); with neither, nothing is discarded and no one is asked.
import { card, cardName } from '../../cards-lookup.ts';
import { colourOf } from '../../data/card-rules.ts';
import { takeOrDiscardChooser } from '../../cards/take-or-discard.ts';
import { choice } from '../../choice.ts';
import { pushChoose, pushDamage } from '../../frames/make.ts';
import { frameById, log, seatOf, who } from '../../state.ts';
import { discardCards } from '../../zones.ts';
import type { Chooser } from '../../frames/chooser.ts';
import type { JudgmentFrame } from '../../frames/frame-types.ts';
import type { JudgmentResult } from '../pack-types.ts';
import type { GameState } from '../../types.ts';
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

// What the judgment means.
function sourceOf(state: GameState, f: JudgmentFrame): string | null {
  const d = frameById(state, f.host);
  return d?.kind === 'damage' ? d.source : null;
}

/** Revised (source 000): red → 1 damage to the source; black → discard one of the source's cards. */
const gangLieRevisedResult: JudgmentResult = (state, f, judged) => {
  const clause = revisedClause;
  const source = sourceOf(state, f);
  if (!source || !seatOf(state, source).alive) return state;
  if (colourOf(card(judged).suit) === 'red') {
    const s = log(state, { fact: 'skill.succeeded', clause, seat: f.seat, text: `${cardName(judged)} is red: ${who(state, f.seat)} deals 1 damage to ${who(state, source)}.` });
    return pushDamage(s, { source: f.seat, target: source, amount: 1, nature: null, card: null });
  }
  const s = log(state, { fact: 'skill.succeeded', clause, seat: f.seat, text: `${cardName(judged)} is black: ${who(state, f.seat)} discards a card of ${who(state, source)}.` });
  return pushChoose(s, { seat: f.seat, purpose: 'gang-lie-revised', host: -1, extra: { target: source } });
};

/** Classic: not a heart → the source discards 2 hand cards or takes 1 damage from you (their choice). */
const gangLieClassicResult: JudgmentResult = (state, f, judged) => {
  const source = sourceOf(state, f);
  if (!source || !seatOf(state, source).alive) return state;
  if (card(judged).suit === 'heart') return log(state, { fact: 'skill.failed', clause, seat: f.seat, text: `${cardName(judged)} is a heart: Eye for an Eye has no effect.` });
  const s = log(state, { fact: 'skill.succeeded', clause, seat: f.seat, text: `${cardName(judged)} is not a heart: ${who(state, source)} must discard 2 hand cards or take 1 damage.` });
  return pushChoose(s, { seat: source, purpose: 'gang-lie-classic', host: f.host, extra: { from: f.seat } });
};

export const EYE_FOR_AN_EYE_JUDGMENTS: Readonly<Record<string, JudgmentResult>> = { 'gang-lie-revised': gangLieRevisedResult, 'gang-lie-classic': gangLieClassicResult };
