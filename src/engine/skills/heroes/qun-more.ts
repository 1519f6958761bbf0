// Qun heroes: Hua Tuo (First Aid, Green Salve) and Diao Chan (Sow Discord, Eclipse the Moon).
import { card, cardName, useAs } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { colourOf } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import { pushChoose, pushUseCard } from '../../frames/make.ts';
import { recover } from '../../hp.ts';
import { currentSeat, livingFrom, log, seatOf, who } from '../../state.ts';
import { canBeTargeted, isWounded } from '../../values.ts';
import { discardCards, drawCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, isMale, markUsed, ownCards, picked, skillClauseFor, str, usedTimes, wordingOf } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

const isRed = (id: string) => colourOf(card(id).suit) === 'red';

/** First Aid (急救): outside your turn, any red card in hand or equipment as a Peach. */
const jiJiuClause = skillClauseFor('hua-tuo', 'ji-jiu', 'revised');
export const jiJiu: SkillDef = {
  id: 'ji-jiu', name: 'First Aid', clause: jiJiuClause,
  viewAs: [{ as: 'peach', modes: ['use'], count: 1, from: 'hand-or-equipment', clause: jiJiuClause, filter: (_s, _seat, id) => isRed(id), when: (s, seat) => currentSeat(s).id !== seat.id }],
};

/** Green Salve (青囊): once per play phase, discard a hand card; a wounded character recovers 1 HP. Revised: after a red card, again, on another character. */
function greenSalve(w: Wording): SkillDef {
  const clause = skillClauseFor('hua-tuo', 'qing-nang', w);
  return {
    id: 'qing-nang', name: 'Green Salve', clause,
    active: {
      choices(state, seat) {
        if (usedTimes(state, 'qing-nang') || !seat.hand.length) return [];
        const wounded = livingFrom(state).filter((t) => isWounded(seatOf(state, t)) && !usedTimes(state, `qing-nang:${t}`));
        return wounded.map((t) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'qing-nang', targets: [t] }, `Discard a hand card: ${t === seat.id ? 'you recover' : `${who(state, t)} recovers`} 1 HP (Green Salve)`));
      },
      apply(state, input) {
        const t = input.type === 'skill.invoke' ? input.targets?.[0] : undefined;
        if (!t) return state;
        const s = invoked(markUsed(state, `qing-nang:${t}`), input.seat, clause, `invokes Green Salve on ${who(state, t)}.`);
        return pushChoose(s, { seat: input.seat, purpose: 'qing-nang', host: -1, extra: { to: t, clause, wording: w } });
      },
    },
  };
}

const qingNang: Chooser = {
  decide(state, f) {
    const hand = seatOf(state, f.seat).hand;
    if (!hand.length) return null;
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: discard a hand card (Green Salve).`, choices: hand.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`)) };
  },
  apply(state, f, input) {
    const id = picked(input);
    if (!id) return state;
    const clause = str(f, 'clause');
    let s = log(discardCards(state, [id]), { fact: 'card.discarded', clause, seat: f.seat, text: `${who(state, f.seat)} discards ${cardName(id)} (Green Salve).` });
    if (wordingOf(f) === 'classic' || !isRed(id)) s = markUsed(s, 'qing-nang');
    else s = log(s, { fact: 'skill.applied', clause, seat: f.seat, text: `${cardName(id)} is red: Green Salve may be used again this phase, on another character.` });
    return recover(s, str(f, 'to'), { amount: 1, clause, why: ' (Green Salve)' });
  },
};

/** The male characters other than Diao Chan (a seat without a hero counts as male). */
const males = (state: GameState, me: string) => livingFrom(state).filter((id) => id !== me && isMale(state, id));
/** Who may receive the Duel: a male who can be a Duel's target (not Zhuge Liang with an empty hand), with another male to use it. */
const duelTargets = (state: GameState, me: string) => { const m = males(state, me); return m.length < 2 ? [] : m.filter((id) => canBeTargeted(state, id, 'duel')); };

/** Sow Discord (离间): once per play phase, discard a card and choose two males; one is treated as using a Duel on the other. Classic: the second chosen uses it on the first, and it can't be nullified. */
function sowDiscord(w: Wording): SkillDef {
  const clause = skillClauseFor('diao-chan', 'li-jian', w);
  return {
    id: 'li-jian', name: 'Sow Discord', clause,
    active: {
      choices: (state, seat) => (usedTimes(state, 'li-jian') || !duelTargets(state, seat.id).length ? [] : ownCards(seat).map((id) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'li-jian', cards: [id] }, `Discard ${cardName(id)} and choose two male characters (Sow Discord)`))),
      apply(state, input) {
        const id = input.type === 'skill.invoke' ? input.cards?.[0] : undefined;
        if (!id) return state;
        let s = markUsed(discardCards(state, [id]), 'li-jian');
        s = log(s, { fact: 'card.discarded', clause, seat: input.seat, text: `${who(s, input.seat)} invokes Sow Discord and discards ${cardName(id)}.` });
        return pushChoose(s, { seat: input.seat, purpose: 'li-jian', host: -1, extra: { target: '', clause, wording: w } });
      },
    },
  };
}

const liJian: Chooser = {
  decide(state, f) {
    const target = str(f, 'target');
    const classic = wordingOf(f) === 'classic';
    const list = target ? males(state, f.seat).filter((id) => id !== target) : duelTargets(state, f.seat);
    if (!list.length) return null;
    const label = (t: string) => (target ? `${who(state, t)} uses the Duel on ${who(state, target)}` : `${who(state, t)} is the Duel's target`);
    const prompt = target ? `${who(state, f.seat)}: choose the ${classic ? 'second male, who is treated as using the Duel' : 'male who is treated as using the Duel'} on ${who(state, target)} (Sow Discord).` : `${who(state, f.seat)}: choose the ${classic ? 'first male: the Duel will target him' : "male who will be the Duel's target"} (Sow Discord).`;
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt, choices: list.map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'li-jian', targets: [t] }, label(t))) };
  },
  apply(state, f, input) {
    const t = input.type === 'skill.invoke' ? input.targets?.[0] : undefined;
    if (!t) return state;
    const target = str(f, 'target');
    if (!target) return pushChoose(state, { ...f, extra: { ...f.extra, target: t } });
    const classic = wordingOf(f) === 'classic';
    const s = log(state, { fact: 'skill.applied', clause: str(f, 'clause'), seat: f.seat, data: { user: t, target }, text: `${who(state, t)} is treated as using a Duel on ${who(state, target)} (Sow Discord)${classic ? '; it cannot be nullified' : ''}.` });
    return pushUseCard(s, t, useAs([], 'duel', 'li-jian'), [target], classic ? { unnullifiable: true } : {});
  },
};

/** Eclipse the Moon (闭月): at the start of your end phase, draw 1; revised: 2 if you have no hand cards. */
function eclipse(w: Wording): SkillDef {
  const clause = skillClauseFor('diao-chan', 'bi-yue', w);
  const n = (s: GameState, id: string) => (w === 'revised' && seatOf(s, id).hand.length === 0 ? 2 : 1);
  return {
    id: 'bi-yue', name: 'Eclipse the Moon', clause,
    triggers: [{
      timing: 'phase.end', optional: true, clause,
      can: (_s, ctx) => ctx.subject === ctx.owner,
      label: (s, ctx) => `Draw ${n(s, ctx.owner)} card${n(s, ctx.owner) === 1 ? '' : 's'} (Eclipse the Moon)`,
      run: (s, ctx) => drawCards(invoked(s, ctx.owner, clause, 'invokes Eclipse the Moon.'), ctx.owner, n(s, ctx.owner), ' (Eclipse the Moon)', clause),
    }],
  };
}

export const QUN_MORE: Readonly<Record<string, SkillDef>> = { 'ji-jiu': jiJiu, 'qing-nang': greenSalve('revised'), 'li-jian': sowDiscord('revised'), 'bi-yue': eclipse('revised') };
export const QUN_MORE_CLASSIC: Readonly<Record<string, SkillDef>> = { 'qing-nang': greenSalve('classic'), 'li-jian': sowDiscord('classic'), 'bi-yue': eclipse('classic') };
export const QUN_MORE_CHOOSERS: Readonly<Record<string, Chooser>> = { 'qing-nang': qingNang, 'li-jian': liJian };

const QUN_MORE_PACK: HeroPack = { id: 'qun-more', heroes: ['hua-tuo', 'diao-chan'], revised: QUN_MORE, classic: QUN_MORE_CLASSIC, choosers: QUN_MORE_CHOOSERS, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { QUN_MORE_PACK as RULES };
