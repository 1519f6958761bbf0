// Sun Shangxiang: Marriage (结姻) and Warrior Lady (枭姬).
import { card, cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { CARD_KINDS } from '../../data/card-rules.ts';
import { pushChoose } from '../../frames/make.ts';
import { recover } from '../../hp.ts';
import { livingFrom, log, seatOf, who } from '../../state.ts';
import { isWounded } from '../../values.ts';
import { discardCards, drawCards, moveCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { lostCount } from './lu-xun.ts';
import { invoked, isMale, list, markUsed, num, option, picked, skillClauseFor, str, usedTimes } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Warrior Lady (枭姬): after you lose a card from your equipment zone, you may draw 2, once for each card lost. */
const xiaoJiClause = skillClauseFor('sun-shang-xiang', 'xiao-ji', 'revised');
export const xiaoJi: SkillDef = {
  id: 'xiao-ji', name: 'Warrior Lady', clause: xiaoJiClause,
  triggers: [{
    timing: 'cards.lost', optional: true, clause: xiaoJiClause,
    can: (s, ctx) => ctx.subject === ctx.owner && lostCount(s, ctx, 'equipment') > 0,
    label: (s, ctx) => `Draw 2 cards (Warrior Lady${lostCount(s, ctx, 'equipment') > 1 ? `, for each of ${lostCount(s, ctx, 'equipment')} equipment cards lost` : ''})`,
    run(s, ctx) {
      const next = drawCards(invoked(s, ctx.owner, xiaoJiClause, 'lost a card from the equipment zone and invokes Warrior Lady.'), ctx.owner, 2, ' (Warrior Lady)', xiaoJiClause);
      const left = lostCount(s, ctx, 'equipment') - 1;
      return left > 0 ? pushChoose(next, { seat: ctx.owner, purpose: 'xiao-ji', host: -1, extra: { left } }) : next;
    },
  }],
};

const xiaoJiAgain: Chooser = {
  decide: (state, f) => ({ kind: 'choose', seat: f.seat, clause: xiaoJiClause, prompt: `${who(state, f.seat)}: draw 2 more cards for another equipment card lost (Warrior Lady, ${num(f, 'left')} left)?`, choices: [option(f.seat, 'draw', 'Draw 2 cards'), choice({ type: 'skill.decline', seat: f.seat }, 'Do not')] }),
  apply(state, f, input) {
    if (input.type !== 'option.choose') return state;
    const s = drawCards(state, f.seat, 2, ' (Warrior Lady)', xiaoJiClause);
    return num(f, 'left') > 1 ? pushChoose(s, { ...f, extra: { left: num(f, 'left') - 1 } }) : s;
  },
};

/** Marriage (结姻), classic: once per play phase, discard 2 hand cards; you and a wounded male each recover 1 HP. */
const jieYinClassicClause = skillClauseFor('sun-shang-xiang', 'jie-yin', 'classic');
export const jieYinClassic: SkillDef = {
  id: 'jie-yin', name: 'Marriage', clause: jieYinClassicClause,
  active: {
    choices: (state, seat) => (usedTimes(state, 'jie-yin') || seat.hand.length < 2 ? [] : livingFrom(state).filter((t) => t !== seat.id && isMale(state, t) && isWounded(seatOf(state, t))).map((t) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'jie-yin', targets: [t] }, `Marriage with ${who(state, t)}: discard 2 hand cards; you both recover 1 HP`))),
    apply(state, input) {
      const t = input.type === 'skill.invoke' ? input.targets?.[0] : undefined;
      if (!t) return state;
      return pushChoose(invoked(markUsed(state, 'jie-yin'), input.seat, jieYinClassicClause, `invokes Marriage with ${who(state, t)}.`), { seat: input.seat, purpose: 'jie-yin-classic', host: -1, extra: { to: t, picked: [] } });
    },
  },
};

const jieYinClassicPick: Chooser = {
  decide(state, f) {
    const chosen = list(f, 'picked');
    const left = seatOf(state, f.seat).hand.filter((id) => !chosen.includes(id));
    if (!left.length) return null;
    return { kind: 'choose', seat: f.seat, clause: jieYinClassicClause, prompt: `${who(state, f.seat)}: discard a hand card (${chosen.length + 1} of 2, Marriage).`, choices: left.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`)) };
  },
  apply(state, f, input) {
    const id = picked(input);
    const cards = id ? [...list(f, 'picked'), id] : list(f, 'picked');
    if (cards.length < 2) return pushChoose(state, { ...f, extra: { ...f.extra, picked: cards } });
    const to = str(f, 'to');
    let s = log(discardCards(state, cards), { fact: 'cards.discarded', clause: jieYinClassicClause, seat: f.seat, text: `${who(state, f.seat)} discards ${cards.map(cardName).join(', ')} (Marriage).` });
    s = recover(s, f.seat, { amount: 1, clause: jieYinClassicClause, why: ' (Marriage)' });
    return recover(s, to, { amount: 1, clause: jieYinClassicClause, why: ' (Marriage)' });
  },
};

/** Marriage, revised: once per play phase, with a male: discard a hand card, or move an equipment card into his empty slot; then the one with more HP draws 1 and the one with less recovers 1. */
const jieYinClause = skillClauseFor('sun-shang-xiang', 'jie-yin', 'revised');
function marriageCards(state: GameState, me: string, him: string): string[] {
  const s = seatOf(state, me);
  const his = seatOf(state, him).equipment;
  const movable = Object.values(s.equipment).filter((id): id is string => id !== undefined && his[CARD_KINDS[card(id).kind].slot ?? 'weapon'] === undefined);
  return [...s.hand, ...movable];
}
export const jieYin: SkillDef = {
  id: 'jie-yin', name: 'Marriage', clause: jieYinClause,
  active: {
    choices: (state, seat) => (usedTimes(state, 'jie-yin') ? [] : livingFrom(state).filter((t) => t !== seat.id && isMale(state, t) && marriageCards(state, seat.id, t).length > 0).map((t) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'jie-yin', targets: [t] }, `Marriage with ${who(state, t)}`))),
    apply(state, input) {
      const t = input.type === 'skill.invoke' ? input.targets?.[0] : undefined;
      if (!t) return state;
      return pushChoose(invoked(markUsed(state, 'jie-yin'), input.seat, jieYinClause, `invokes Marriage with ${who(state, t)}.`), { seat: input.seat, purpose: 'jie-yin', host: -1, extra: { to: t } });
    },
  },
};

const jieYinPick: Chooser = {
  decide(state, f) {
    const to = str(f, 'to');
    const me = seatOf(state, f.seat);
    const cards = marriageCards(state, f.seat, to);
    if (!cards.length) return null;
    return { kind: 'choose', seat: f.seat, clause: jieYinClause, prompt: `${who(state, f.seat)}: discard a hand card, or put an equipment card into ${who(state, to)}'s equipment zone (Marriage).`, choices: cards.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, me.hand.includes(id) ? `Discard ${cardName(id)}` : `Put ${cardName(id)} into ${who(state, to)}'s equipment zone`)) };
  },
  apply(state, f, input) {
    const id = picked(input);
    const to = str(f, 'to');
    if (!id) return state;
    let s: GameState;
    if (seatOf(state, f.seat).hand.includes(id)) s = log(discardCards(state, [id]), { fact: 'card.discarded', clause: jieYinClause, seat: f.seat, text: `${who(state, f.seat)} discards ${cardName(id)} (Marriage).` });
    else s = log(moveCards(state, [id], { zone: 'equipment', seat: to, slot: CARD_KINDS[card(id).kind].slot ?? 'weapon' }), { fact: 'card.given', clause: jieYinClause, seat: f.seat, data: { to, card: id }, text: `${who(state, f.seat)} puts ${cardName(id)} into ${who(state, to)}'s equipment zone (Marriage).` });
    const [a, b] = [seatOf(s, f.seat), seatOf(s, to)];
    if (!a.alive || !b.alive || a.hp === b.hp) return log(s, { fact: 'skill.applied', clause: jieYinClause, seat: f.seat, text: `${who(s, f.seat)} and ${who(s, to)} have the same HP: neither draws nor recovers.` });
    const [more, less] = a.hp > b.hp ? [a.id, b.id] : [b.id, a.id];
    s = drawCards(s, more, 1, ' (Marriage: more HP)', jieYinClause);
    return recover(s, less, { amount: 1, clause: jieYinClause, why: ' (Marriage: less HP)' });
  },
};

export const SUN_SHANG_XIANG: Readonly<Record<string, SkillDef>> = { 'jie-yin': jieYin, 'xiao-ji': xiaoJi };
export const SUN_SHANG_XIANG_CLASSIC: Readonly<Record<string, SkillDef>> = { 'jie-yin': jieYinClassic };
export const SUN_SHANG_XIANG_CHOOSERS: Readonly<Record<string, Chooser>> = { 'xiao-ji': xiaoJiAgain, 'jie-yin-classic': jieYinClassicPick, 'jie-yin': jieYinPick };

const SUN_SHANG_XIANG_PACK: HeroPack = { id: 'sun-shang-xiang', heroes: ['sun-shang-xiang'], revised: SUN_SHANG_XIANG, classic: SUN_SHANG_XIANG_CLASSIC, choosers: SUN_SHANG_XIANG_CHOOSERS, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { SUN_SHANG_XIANG_PACK as RULES };
