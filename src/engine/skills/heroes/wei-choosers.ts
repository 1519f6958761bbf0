// Decisions raised by Wei skills: Retaliation's pick (Sima Yi) and Bequeathed Strategy's gifts (Guo Jia).
import type { Chooser } from '../../frames/chooser.ts';
import { choice } from '../../choice.ts';
import { cardName } from '../../cards-lookup.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose } from '../../frames/make.ts';
import { pickChoices, pickedCard } from '../../cards/pick.ts';
import { livingFrom, log, seatOf, who } from '../../state.ts';
import { drawCards, ensureDrawPile, moveCards } from '../../zones.ts';
import type { Choice, GameState } from '../../types.ts';
import { list, num, str } from './util.ts';

const stop = (seat: string, label: string): Choice => choice({ type: 'skill.decline', seat }, label);

const fanKui: Chooser = {
  decide(state, f) {
    const target = str(f, 'target');
    if (num(f, 'left') <= 0 || !seatOf(state, target).alive) return null;
    const choices = pickChoices(state, f.seat, target, ['hand', 'equipment']);
    if (!choices.length) return null;
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: take a card from ${who(state, target)} (Retaliation, ${num(f, 'left')} left).`, choices };
  },
  apply(state, f, input) {
    const target = str(f, 'target');
    const picked = pickedCard(state, target, input as { type: string; option?: string; card?: string });
    // The move is told first; what the card's loss causes (Silver Lion's recovery) follows it.
    const s = moveCards(log(picked.state, { fact: 'card.obtained', clause: str(f, 'clause'), seat: f.seat, text: `${who(state, f.seat)} takes ${input.type === 'option.choose' ? 'a hand card' : cardName(picked.card)} from ${who(state, target)} (Retaliation).` }), [picked.card], { zone: 'hand', seat: f.seat });
    const left = num(f, 'left') - 1;
    return left > 0 ? pushChoose(s, { ...f, extra: { ...f.extra, left } }) : s;
  },
};

/** Revised: for each point, draw 2, then give up to 2 cards to up to 2 other players. */
const yiJiRevised: Chooser = {
  decide(state, f) {
    const hand = seatOf(state, f.seat).hand;
    if (num(f, 'left') <= 0 || !hand.length || !seatOf(state, f.seat).alive) return null;
    const given = list(f, 'given');
    const others = livingFrom(state).filter((x) => x !== f.seat && (given.length < 2 || given.includes(x) || new Set(given).size < 2));
    const choices = hand.flatMap((id) => others.map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'yi-ji', cards: [id], targets: [t] }, `Give ${cardName(id)} to ${who(state, t)}`)));
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: give up to ${num(f, 'left')} more card${num(f, 'left') === 1 ? '' : 's'} away (Bequeathed Strategy).`, choices: [...choices, stop(f.seat, 'Keep the rest')] };
  },
  apply(state, f, input) {
    if (input.type !== 'skill.invoke' || !input.cards?.[0] || !input.targets?.[0]) return next(state, f);
    const [id, to] = [input.cards[0], input.targets[0]];
    const s = log(moveCards(state, [id], { zone: 'hand', seat: to }), { fact: 'card.given', clause: str(f, 'clause'), seat: f.seat, text: `${who(state, f.seat)} gives a card to ${who(state, to)} (Bequeathed Strategy).` });
    const left = num(f, 'left') - 1;
    const given = [...list(f, 'given'), to];
    return left > 0 ? pushChoose(s, { ...f, extra: { ...f.extra, left, given } }) : next(s, { ...f, extra: { ...f.extra, left: 0 } });
  },
  fallback: (state, f) => next(state, f),
};

/** Starts the next point of Bequeathed Strategy (revised): draw 2, then the giving step. */
function next(state: GameState, f: ChooseFrame): GameState {
  const points = num(f, 'points');
  if (points <= 0 || !seatOf(state, f.seat).alive) return state;
  const s = drawCards(state, f.seat, 2, ' (Bequeathed Strategy)', str(f, 'clause'));
  return pushChoose(s, { ...f, extra: { ...f.extra, points: points - 1, left: 2, given: [] } });
}

/** Classic: for each point, look at the top 2 cards and give each to any player. */
const yiJiClassic: Chooser = {
  decide(state, f) {
    const cards = list(f, 'cards');
    if (!cards.length) return null;
    const id = cards[0] as string;
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: who gets ${cardName(id)} (Bequeathed Strategy)?`, choices: livingFrom(state).map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'yi-ji', cards: [id], targets: [t] }, `Give ${cardName(id)} to ${t === f.seat ? 'yourself' : who(state, t)}`)) };
  },
  apply(state, f, input) {
    if (input.type !== 'skill.invoke' || !input.cards?.[0] || !input.targets?.[0]) return state;
    const to = input.targets[0];
    const s = log(moveCards(state, [input.cards[0]], { zone: 'hand', seat: to }), { fact: 'card.given', clause: str(f, 'clause'), seat: f.seat, text: `${who(state, f.seat)} gives one of the cards to ${to === f.seat ? 'themselves' : who(state, to)} (Bequeathed Strategy).` });
    const cards = list(f, 'cards').slice(1);
    return cards.length ? pushChoose(s, { ...f, extra: { ...f.extra, cards } }) : nextClassic(s, f);
  },
  fallback: (state, f) => nextClassic(state, f),
};

function nextClassic(state: GameState, f: ChooseFrame): GameState {
  const points = num(f, 'points');
  if (points <= 0) return state;
  const filled = ensureDrawPile(state, 2); // a short draw pile is refilled first, as for Stargazing
  const cards = filled.drawPile.slice(0, 2);
  const s = log(filled, { fact: 'cards.looked', clause: str(f, 'clause'), seat: f.seat, text: `${who(state, f.seat)} looks at the top 2 cards of the draw pile (Bequeathed Strategy).` });
  return pushChoose(moveCards(s, cards, { zone: 'processing' }), { ...f, extra: { ...f.extra, points: points - 1, cards } });
}

export const WEI_CHOOSERS: Readonly<Record<string, Chooser>> = { 'fan-kui': fanKui, 'yi-ji-revised': yiJiRevised, 'yi-ji-classic': yiJiClassic };
