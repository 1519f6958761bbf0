// Decisions raised by hero skills: Retaliation's pick, Stargazing's arrangement, Bequeathed
// Strategy's gifts, Displace's new target, Escort's ask.
import type { Chooser } from '../../frames/chooser.ts';
import { choice } from '../../choice.ts';
import { cardName } from '../../cards-lookup.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose } from '../../frames/make.ts';
import { pickChoices, pickedCard } from '../../cards/pick.ts';
import { frameById, livingFrom, log, seatOf, updateFrame, who } from '../../state.ts';
import { discardCards, drawCards, ensureDrawPile, moveCards } from '../../zones.ts';
import type { Choice, GameState } from '../../types.ts';
import { displaceOptions } from './wu.ts';
import { lordAsk } from './lord-ask.ts';
import { DRAW_PHASE_CHOOSERS } from './draw-phase.ts';
import { ZHEN_JI_CHOOSERS } from './zhen-ji.ts';
import { LIU_BEI_CHOOSERS } from './liu-bei.ts';
import { SHU_MORE_CHOOSERS } from './shu-more.ts';
import { WU_MORE_CHOOSERS } from './wu-more.ts';
import { HUANG_GAI_ZHOU_YU_CHOOSERS } from './huang-gai-zhou-yu.ts';
import { LU_XUN_CHOOSERS } from './lu-xun.ts';
import { SUN_SHANG_XIANG_CHOOSERS } from './sun-shang-xiang.ts';
import { QUN_MORE_CHOOSERS } from './qun-more.ts';
import { EYE_FOR_AN_EYE_CHOOSERS } from './eye-for-an-eye.ts';

const str = (f: ChooseFrame, k: string) => (typeof f.extra[k] === 'string' ? (f.extra[k] as string) : '');
const num = (f: ChooseFrame, k: string) => (typeof f.extra[k] === 'number' ? (f.extra[k] as number) : 0);
const list = (f: ChooseFrame, k: string) => (Array.isArray(f.extra[k]) ? (f.extra[k] as readonly string[]) : []);
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

const guanXing: Chooser = {
  decide(state, f) {
    const cards = list(f, 'cards');
    if (!cards.length) return null;
    const choices = cards.flatMap((id) => [
      choice({ type: 'option.choose', seat: f.seat, option: `top:${id}` }, `Put ${cardName(id)} on top (under those already placed)`),
      choice({ type: 'option.choose', seat: f.seat, option: `bottom:${id}` }, `Put ${cardName(id)} at the bottom`),
    ]);
    return { kind: 'choose', seat: f.seat, clause: 'heroes.zhu-ge-liang.guan-xing.revised', prompt: `${who(state, f.seat)}: arrange the cards (Stargazing): ${cards.map(cardName).join(', ')}.`, choices };
  },
  apply(state, f, input) {
    if (input.type !== 'option.choose') return state;
    const [where, id] = input.option.split(':') as [string, string];
    const top = where === 'top' ? [...list(f, 'top'), id] : list(f, 'top');
    const bottom = where === 'bottom' ? [...list(f, 'bottom'), id] : list(f, 'bottom');
    const cards = list(f, 'cards').filter((x) => x !== id);
    if (cards.length) return pushChoose(state, { ...f, extra: { ...f.extra, cards, top, bottom } });
    const looked = new Set([...top, ...bottom]);
    const s = { ...state, drawPile: [...top, ...state.drawPile.filter((x) => !looked.has(x)), ...bottom] };
    return log(s, { fact: 'pile.arranged', clause: str(f, 'clause') || 'heroes.zhu-ge-liang.guan-xing.revised', seat: f.seat, text: `${who(s, f.seat)} puts ${top.length} card${top.length === 1 ? '' : 's'} on top of the draw pile and ${bottom.length} at the bottom.` });
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

const liuLi: Chooser = {
  decide(state, f) {
    const u = frameById(state, f.host);
    if (u?.kind !== 'useCard') return null;
    const opts = displaceOptions(state, f.seat, u.user);
    return { kind: 'choose', seat: f.seat, clause: 'heroes.da-qiao.liu-li.revised', prompt: `${who(state, f.seat)}: discard a card and choose who the Strike moves to (Displace).`, choices: [...opts.map((o) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'liu-li', cards: [o.card], targets: [o.target] }, `Discard ${cardName(o.card)}; the Strike moves to ${who(state, o.target)}`)), stop(f.seat, 'Do not displace the Strike')] };
  },
  apply(state, f, input) {
    if (input.type !== 'skill.invoke' || !input.cards?.[0] || !input.targets?.[0]) return state;
    const to = input.targets[0];
    let s = discardCards(state, [input.cards[0]]);
    s = updateFrame(s, f.host, (x) => (x.kind === 'useCard' ? { ...x, targets: x.targets.map((t) => (t === f.seat ? to : t)) } : x));
    return log(s, { fact: 'target.changed', clause: 'heroes.da-qiao.liu-li.revised', seat: f.seat, data: { to }, text: `${who(s, f.seat)} discards ${cardName(input.cards[0])}: the Strike moves to ${who(s, to)} (Displace).` });
  },
};

export const SKILL_CHOOSERS: Readonly<Record<string, Chooser>> = {
  ...DRAW_PHASE_CHOOSERS, ...ZHEN_JI_CHOOSERS, ...LIU_BEI_CHOOSERS, ...SHU_MORE_CHOOSERS, ...WU_MORE_CHOOSERS,
  ...HUANG_GAI_ZHOU_YU_CHOOSERS, ...LU_XUN_CHOOSERS, ...SUN_SHANG_XIANG_CHOOSERS, ...QUN_MORE_CHOOSERS, ...EYE_FOR_AN_EYE_CHOOSERS,
  'lord-ask': lordAsk, 'fan-kui': fanKui, 'guan-xing': guanXing, 'yi-ji-revised': yiJiRevised, 'yi-ji-classic': yiJiClassic, 'liu-li': liuLi,
};
