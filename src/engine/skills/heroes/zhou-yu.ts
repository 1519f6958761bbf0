// Zhou Yu: Dashing Hero (英姿) and Sow Dissension (反间).
import { card, cardName } from '../../cards-lookup.ts';
import { pickedCard } from '../../cards/pick.ts';
import { choice } from '../../choice.ts';
import type { Suit } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import { pushChoose, pushDamage } from '../../frames/make.ts';
import { loseHp } from '../../hp.ts';
import { livingFrom, log, seatOf, who } from '../../state.ts';
import { discardCards, moveCards } from '../../zones.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, markUsed, option, optionOf, ownCards, skillClauseFor, str, usedTimes } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

const SUITS: readonly Suit[] = ['spade', 'heart', 'club', 'diamond'];
const SUIT_SIGN: Readonly<Record<Suit, string>> = { spade: '♠', heart: '♥', club: '♣', diamond: '♦' };

/** Dashing Hero (英姿): draw 1 more in the draw phase. Revised: compulsory, and the hand limit is the max HP. */
function dashingHero(w: Wording): SkillDef {
  const clause = skillClauseFor('zhou-yu', 'ying-zi', w);
  return {
    id: 'ying-zi', name: 'Dashing Hero', clause, compulsory: w === 'revised',
    ...(w === 'revised' ? { status: { handLimitIsMaxHp: true } } : {}),
    triggers: [{
      timing: 'phase.draw', optional: w === 'classic', clause,
      can: (_s, ctx) => ctx.subject === ctx.owner,
      label: () => 'Draw 1 more card (Dashing Hero)',
      run: (s, ctx) => invoked({ ...s, turnInfo: { ...s.turnInfo, drawCount: s.turnInfo.drawCount + 1 } }, ctx.owner, clause, 'draws 1 more card in this draw phase (Dashing Hero).'),
    }],
  };
}

/** Sow Dissension (反间), classic: another character names a suit, takes one of your hand cards and shows it; a different suit → 1 damage from you. */
const fanJianClassicClause = skillClauseFor('zhou-yu', 'fan-jian', 'classic');
export const fanJianClassic: SkillDef = {
  id: 'fan-jian', name: 'Sow Dissension', clause: fanJianClassicClause,
  active: {
    choices: (state, seat) => (usedTimes(state, 'fan-jian') || !seat.hand.length ? [] : livingFrom(state).filter((t) => t !== seat.id).map((t) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'fan-jian', targets: [t] }, `Sow Dissension on ${who(state, t)}`))),
    apply(state, input) {
      const t = input.type === 'skill.invoke' ? input.targets?.[0] : undefined;
      if (!t) return state;
      const s = invoked(markUsed(state, 'fan-jian'), input.seat, fanJianClassicClause, `invokes Sow Dissension on ${who(state, t)}.`);
      return pushChoose(s, { seat: t, purpose: 'fan-jian-suit', host: -1, extra: { from: input.seat } });
    },
  },
};

const fanJianSuit: Chooser = {
  decide: (state, f) => ({ kind: 'choose', seat: f.seat, clause: fanJianClassicClause, prompt: `${who(state, f.seat)}: name a suit (Sow Dissension).`, choices: SUITS.map((x) => option(f.seat, x, `Name ${SUIT_SIGN[x]} (${x})`)) }),
  apply(state, f, input) {
    const named = SUITS.find((x) => x === optionOf(input));
    const from = str(f, 'from');
    if (!named || !seatOf(state, from).hand.length) return state;
    let s = log(state, { fact: 'suit.named', clause: fanJianClassicClause, seat: f.seat, data: { suit: named }, text: `${who(state, f.seat)} names ${SUIT_SIGN[named]}.` });
    const p = pickedCard(s, from, { type: 'option.choose', option: 'hand' });
    // The card stays Zhou Yu's hand card until the skill has finished (heroes.zhou-yu.ruling.sow-dissension-card).
    s = log(p.state, { fact: 'card.shown', clause: fanJianClassicClause, seat: f.seat, data: { card: p.card }, text: `${who(p.state, f.seat)} picks a hand card of ${who(p.state, from)} and shows it: ${cardName(p.card)}.` });
    const give = pushChoose(s, { seat: f.seat, purpose: 'fan-jian-take', host: -1, extra: { from, card: p.card } });
    if (card(p.card).suit === named) return log(give, { fact: 'skill.failed', clause: fanJianClassicClause, seat: f.seat, text: `It is the suit ${who(s, f.seat)} named: no damage.` });
    s = log(give, { fact: 'skill.succeeded', clause: fanJianClassicClause, seat: f.seat, text: `It is not the suit ${who(s, f.seat)} named: ${who(s, from)} deals 1 damage to ${who(s, f.seat)}.` });
    return pushDamage(s, { source: from, target: f.seat, amount: 1, nature: null, card: null });
  },
};

/** When classic Sow Dissension has finished, its target takes the shown card, if alive and if it is still in Zhou Yu's hand. */
const fanJianTake: Chooser = {
  decide: () => null,
  apply: (state) => state,
  fallback(state, f) {
    const id = str(f, 'card');
    const from = str(f, 'from');
    if (!seatOf(state, from).hand.includes(id)) return state;
    if (!seatOf(state, f.seat).alive) return log(state, { fact: 'skill.ended', clause: ruling, seat: from, data: { card: id }, text: `Sow Dissension has finished and ${who(state, f.seat)} has died: ${cardName(id)} stays with ${who(state, from)}.` });
    const s = moveCards(state, [id], { zone: 'hand', seat: f.seat });
    return log(s, { fact: 'card.obtained', clause: ruling, seat: f.seat, data: { card: id }, text: `Sow Dissension has finished: ${who(s, f.seat)} takes ${cardName(id)} from ${who(s, from)}.` });
  },
};
const ruling = 'heroes.zhou-yu.ruling.sow-dissension-card';

/** Sow Dissension, revised: show a hand card and give it away; the receiver discards every card of its suit (after showing the hand), or loses 1 HP. */
const fanJianClause = skillClauseFor('zhou-yu', 'fan-jian', 'revised');
export const fanJian: SkillDef = {
  id: 'fan-jian', name: 'Sow Dissension', clause: fanJianClause,
  active: {
    choices: (state, seat) => (usedTimes(state, 'fan-jian') ? [] : seat.hand.map((id) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'fan-jian', cards: [id] }, `Show ${cardName(id)} and give it to another character (Sow Dissension)`))),
    apply(state, input) {
      const id = input.type === 'skill.invoke' ? input.cards?.[0] : undefined;
      if (!id) return state;
      const s = invoked(markUsed(state, 'fan-jian'), input.seat, fanJianClause, `invokes Sow Dissension and shows ${cardName(id)}.`);
      return pushChoose(s, { seat: input.seat, purpose: 'fan-jian-target', host: -1, extra: { card: id } });
    },
  },
};

const fanJianTarget: Chooser = {
  decide(state, f) {
    const id = str(f, 'card');
    const others = livingFrom(state).filter((t) => t !== f.seat);
    if (!others.length || !seatOf(state, f.seat).hand.includes(id)) return null;
    return { kind: 'choose', seat: f.seat, clause: fanJianClause, prompt: `${who(state, f.seat)}: who gets ${cardName(id)} (Sow Dissension)?`, choices: others.map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'fan-jian', cards: [id], targets: [t] }, `Give ${cardName(id)} to ${who(state, t)}`)) };
  },
  apply(state, f, input) {
    const t = input.type === 'skill.invoke' ? input.targets?.[0] : undefined;
    const id = str(f, 'card');
    if (!t) return state;
    const s = log(moveCards(state, [id], { zone: 'hand', seat: t }), { fact: 'card.given', clause: fanJianClause, seat: f.seat, data: { to: t, card: id }, text: `${who(state, f.seat)} gives ${cardName(id)} to ${who(state, t)} (Sow Dissension).` });
    return pushChoose(s, { seat: t, purpose: 'fan-jian-choice', host: -1, extra: { suit: card(id).suit } });
  },
};

const fanJianChoice: Chooser = {
  decide(state, f) {
    const suit = str(f, 'suit') as Suit;
    return {
      kind: 'choose', seat: f.seat, clause: fanJianClause, prompt: `${who(state, f.seat)}: discard every ${SUIT_SIGN[suit]} card you have, or lose 1 HP (Sow Dissension).`,
      choices: [option(f.seat, 'discard', `Show your hand and discard every ${SUIT_SIGN[suit]} card in your hand and equipment zone`), option(f.seat, 'lose-hp', 'Lose 1 HP')],
    };
  },
  apply(state, f, input) {
    const suit = str(f, 'suit') as Suit;
    if (optionOf(input) !== 'discard') return loseHp(state, f.seat, 1, fanJianClause, ' (Sow Dissension)');
    const me = seatOf(state, f.seat);
    const cards = ownCards(me).filter((id) => card(id).suit === suit);
    let s = log(state, { fact: 'cards.shown', clause: fanJianClause, seat: f.seat, text: `${who(state, f.seat)} shows the hand: ${me.hand.map(cardName).join(', ') || 'no cards'}.` });
    s = discardCards(s, cards);
    return log(s, { fact: 'cards.discarded', clause: fanJianClause, seat: f.seat, data: { count: cards.length }, text: `${who(s, f.seat)} discards every ${SUIT_SIGN[suit]} card: ${cards.map(cardName).join(', ') || 'none'}.` });
  },
};

const ZHOU_YU_PACK: HeroPack = { id: 'zhou-yu', heroes: ['zhou-yu'], revised: { 'ying-zi': dashingHero('revised'), 'fan-jian': fanJian }, classic: { 'ying-zi': dashingHero('classic'), 'fan-jian': fanJianClassic }, choosers: { 'fan-jian-suit': fanJianSuit, 'fan-jian-take': fanJianTake, 'fan-jian-target': fanJianTarget, 'fan-jian-choice': fanJianChoice }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { ZHOU_YU_PACK as RULES };
