// Liu Bei: Benevolence (仁德). His lord skill Rouse (激将) is a pack of its own (rouse.ts), which asks
// through lord-ask.ts: both are loaded only for a table where he is the Lord.
import { card, cardName, kindName, useAs } from '../../cards-lookup.ts';
import { behaviour } from '../../cards/index.ts';
import { choice } from '../../choice.ts';
import type { CardKindId } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushUseCard } from '../../frames/make.ts';
import { recover } from '../../hp.ts';
import { livingFrom, log, seatOf, who } from '../../state.ts';
import { allCardsOf, moveCards } from '../../zones.ts';
import type { Choice, GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { list, markUsed, option, optionOf, picked, skillClauseFor, str, usedTimes, wordingOf } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

const GIVEN = 'ren-de-given'; // cards given away with Benevolence this phase
const givenTo = (t: string) => `ren-de:${t}`; // revised: each other character receives once per phase

/** Benevolence (仁德): give hand cards to another character. Revised: each character once per phase; the 2nd card given lets you be treated as using a basic card. Classic: any number of times; at 2 cards given, recover 1 HP. */
function benevolence(w: Wording): SkillDef {
  const clause = skillClauseFor('liu-bei', 'ren-de', w);
  return {
    id: 'ren-de', name: 'Benevolence', clause,
    active: {
      choices(state, seat) {
        if (!seat.hand.length) return [];
        const others = livingFrom(state).filter((t) => t !== seat.id && (w === 'classic' || !usedTimes(state, givenTo(t))));
        return others.map((t) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'ren-de', targets: [t] }, `Give hand cards to ${who(state, t)} (Benevolence)`));
      },
      apply(state, input) {
        if (input.type !== 'skill.invoke' || !input.targets?.[0]) return state;
        return pushChoose(state, { seat: input.seat, purpose: 'ren-de', host: -1, extra: { to: input.targets[0], picked: [], clause, wording: w } });
      },
    },
  };
}

function give(state: GameState, f: ChooseFrame): GameState {
  const cards = list(f, 'picked');
  const to = str(f, 'to');
  const clause = str(f, 'clause');
  if (!cards.length) return state;
  const before = usedTimes(state, GIVEN);
  let s = moveCards(state, cards, { zone: 'hand', seat: to });
  s = markUsed(markUsed(s, GIVEN, cards.length), givenTo(to));
  s = log(s, { fact: 'card.given', clause, seat: f.seat, data: { to, count: cards.length }, text: `${who(s, f.seat)} gives ${cards.length} hand card${cards.length === 1 ? '' : 's'} to ${who(s, to)} (Benevolence).` });
  if (before >= 2 || before + cards.length < 2) return s;
  if (wordingOf(f) === 'classic') return recover(s, f.seat, { amount: 1, clause, why: ' (Benevolence: 2 cards given this phase)' });
  return basicKinds(s, f.seat).length ? pushChoose(s, { seat: f.seat, purpose: 'ren-de-basic', host: -1, extra: { clause } }) : s;
}

const renDe: Chooser = {
  decide(state, f) {
    const chosen = list(f, 'picked');
    const left = seatOf(state, f.seat).hand.filter((id) => !chosen.includes(id));
    if (!left.length) return null;
    const picks = left.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Give ${cardName(id)}`));
    const done = chosen.length ? [option(f.seat, 'done', `Done: give ${chosen.map(cardName).join(', ')} to ${who(state, str(f, 'to'))}`)] : [];
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: choose the hand cards to give to ${who(state, str(f, 'to'))}, one at a time (Benevolence).`, choices: [...picks, ...done] };
  },
  apply(state, f, input) {
    const id = picked(input);
    return id ? pushChoose(state, { ...f, extra: { ...f.extra, picked: [...list(f, 'picked'), id] } }) : give(state, f);
  },
  fallback: give,
};

const BASIC: readonly CardKindId[] = ['strike', 'fire-strike', 'thunder-strike', 'peach', 'wine'];

/** The basic cards the seat could be treated as using now (kinds that are in this game), with their legal targets. */
function basicKinds(state: GameState, seat: string): { kind: CardKindId; targets: string[][] }[] {
  const inGame = new Set([...state.drawPile, ...state.discardPile, ...state.processing, ...state.seats.flatMap(allCardsOf)].map((id) => card(id).kind));
  const me = seatOf(state, seat);
  return BASIC.filter((k) => inGame.has(k)).map((kind) => ({ kind, targets: behaviour(kind)?.targets(state, me, useAs([], kind, 'ren-de')) ?? [] })).filter((x) => x.targets.length > 0);
}

const renDeBasic: Chooser = {
  decide(state, f) {
    const kinds = basicKinds(state, f.seat);
    if (!kinds.length) return null;
    const choices: Choice[] = kinds.map((k) => option(f.seat, k.kind, `Be treated as using a ${kindName(k.kind)}`));
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: be treated as using a basic card (Benevolence)?`, choices: [...choices, option(f.seat, 'none', 'Do not')] };
  },
  apply(state, f, input) {
    const kind = BASIC.find((k) => k === optionOf(input));
    if (!kind) return state;
    const targets = basicKinds(state, f.seat).find((k) => k.kind === kind)?.targets ?? [];
    if (targets.length === 1) return pushUseCard(state, f.seat, useAs([], kind, 'ren-de'), targets[0] as string[]);
    return pushChoose(state, { seat: f.seat, purpose: 'ren-de-target', host: -1, extra: { ...f.extra, kind } });
  },
};

const renDeTarget: Chooser = {
  decide(state, f) {
    const kind = str(f, 'kind') as CardKindId;
    const targets = basicKinds(state, f.seat).find((k) => k.kind === kind)?.targets ?? [];
    if (!targets.length) return null;
    const choices = targets.map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'ren-de', targets: t }, `Use it on ${t.map((x) => who(state, x)).join(', ')}`));
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: choose the target of the ${kindName(kind)} (Benevolence).`, choices };
  },
  apply: (state, f, input) => (input.type === 'skill.invoke' ? pushUseCard(state, f.seat, useAs([], str(f, 'kind') as CardKindId, 'ren-de'), input.targets ?? []) : state),
};

export const LIU_BEI: Readonly<Record<string, SkillDef>> = { 'ren-de': benevolence('revised') };
export const LIU_BEI_CLASSIC: Readonly<Record<string, SkillDef>> = { 'ren-de': benevolence('classic') };
export const LIU_BEI_CHOOSERS: Readonly<Record<string, Chooser>> = { 'ren-de': renDe, 'ren-de-basic': renDeBasic, 'ren-de-target': renDeTarget };

const LIU_BEI_PACK: HeroPack = { id: 'liu-bei', heroes: ['liu-bei'], revised: LIU_BEI, classic: LIU_BEI_CLASSIC, choosers: LIU_BEI_CHOOSERS, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { LIU_BEI_PACK as RULES };
