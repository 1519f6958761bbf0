// The response window: a seat must use or play a card (Dodge against a Strike, Strike in a Duel
// or against Barbarian Invasion, Dodge against Arrow Barrage), possibly more than one (Matchless).
import { CL } from '../clause-ids.ts';
import { choice } from '../choice.ts';
import { card, cardName, kindName, treatedAsData, useAs } from '../cards-lookup.ts';
import { sourcesFor } from '../sources-of.ts';
import { livingFrom, log, pop, seatOf, setTop, updateFrame, who } from '../state.ts';
import { clearProcessing, moveCards } from '../zones.ts';
import type { Choice, GameState, Input } from '../types.ts';
import type { ChooseFrame, Frame, RespondFrame } from './frame-types.ts';
import { armorIgnoredSeats } from '../skills/armor.ts';
import type { FrameHandler } from './handler.ts';
import { pushChoose, pushJudgment } from './make.ts';
import { skillsOf } from '../skills/registry.ts';
import { HERO_RULES, type HeroId } from '../data/hero-rules.ts';

function trigramsAvailable(state: GameState, f: RespondFrame): boolean {
  if (f.want !== 'dodge' || f.armorIgnored || f.trigramsFor === f.got) return false;
  return hasTrigrams(state, f.seat);
}

/** Whether a seat wears Eight Trigrams and its armor is not ignored now. */
export function hasTrigrams(state: GameState, seat: string): boolean {
  const s = seatOf(state, seat);
  return s.equipment.armor !== undefined && card(s.equipment.armor).kind === 'eight-trigrams' && !armorIgnoredSeats(state).includes(seat);
}

function choices(state: GameState, f: RespondFrame): Choice[] {
  const s = seatOf(state, f.seat);
  const verb = f.mode === 'use' ? 'Use' : 'Play';
  const out = sourcesFor(state, s, f.want, f.mode).map((src) =>
    choice(
      { type: 'response.play', seat: f.seat, cards: src.cards, as: f.want, ...(src.skill ? { skill: src.skill } : {}) },
      src.skill ? `${verb} ${src.cards.map(cardName).join(' + ')} as ${kindName(f.want)} (${src.skill})` : `${verb} ${cardName(src.cards[0] as string)}`,
    ),
  );
  if (trigramsAvailable(state, f)) out.push(choice({ type: 'skill.invoke', seat: f.seat, skill: 'eight-trigrams' }, 'Judge with Eight Trigrams (red: counts as a Dodge)'));
  const lord = f.askedFor === f.got ? undefined : lordSkill(state, f);
  if (lord) out.push(choice({ type: 'skill.invoke', seat: f.seat, skill: lord.id }, `Ask the other ${factionOf(state, f.seat)} heroes for a ${kindName(f.want)} (${lord.name})`));
  return out;
}

function lordSkill(state: GameState, f: RespondFrame) {
  const s = seatOf(state, f.seat);
  const def = skillsOf(s).find((sk) => sk.lordAsk === f.want);
  return def && factionMates(state, f.seat).length > 0 ? def : undefined;
}

function factionOf(state: GameState, seat: string): string {
  const h = seatOf(state, seat).hero;
  return h ? `${HERO_RULES[h].faction[0]?.toUpperCase()}${HERO_RULES[h].faction.slice(1)}` : '';
}

/** Other living seats of the same faction, in turn order from the current player. */
export function factionMates(state: GameState, seat: string): string[] {
  const h = seatOf(state, seat).hero;
  if (!h) return [];
  return livingFrom(state).filter((id) => id !== seat && seatOf(state, id).hero !== null && HERO_RULES[seatOf(state, id).hero as HeroId].faction === HERO_RULES[h].faction);
}

/** Tells the asking frame whether the response succeeded (the card's effect is cancelled, or the Duel goes on). */
export function finishRespond(state: GameState, f: RespondFrame, ok: boolean): GameState {
  const s = pop(state);
  return updateFrame(s, f.host, (h: Frame) => (h.kind === 'useCard' ? { ...h, cancelled: ok } : h.kind === 'duel' ? { ...h, loser: ok ? null : f.seat } : h));
}

/** The clause behind a response: Dodge against a Strike (used) or on demand (played, Arrow Barrage); Strike in a Duel or on demand (Barbarian Invasion). */
function respondClause(state: GameState, f: RespondFrame): string {
  if (f.want === 'dodge') return f.mode === 'use' ? CL.strikeDodge : CL.dodge;
  return state.stack.find((x) => x.id === f.host)?.kind === 'duel' ? CL.duel : CL.strikeResponse;
}

export const respondHandler: FrameHandler<RespondFrame> = {
  decide(state, f) {
    if (f.got >= f.needed) return null;
    const list = choices(state, f);
    if (list.length === 0) return null;
    const more = f.needed > 1 ? ` (${f.got + 1} of ${f.needed})` : '';
    return {
      kind: 'respond', seat: f.seat, clause: respondClause(state, f),
      prompt: `${who(state, f.seat)}: ${f.mode} a ${kindName(f.want)} against ${f.reason}${more}?`,
      choices: [...list, choice({ type: 'response.pass', seat: f.seat }, `Do not ${f.mode} a ${kindName(f.want)}`)],
    };
  },
  advance(state, f) {
    if (f.got >= f.needed) return finishRespond(state, f, true);
    const s = log(state, { fact: 'response.failed', clause: respondClause(state, f), seat: f.seat, text: `${who(state, f.seat)} has no ${kindName(f.want)} to ${f.mode} against ${f.reason}.` });
    return finishRespond(s, f, false);
  },
  apply(state, f, input: Input) {
    if (input.type === 'response.pass') {
      const s = log(state, { fact: 'response.declined', clause: respondClause(state, f), seat: f.seat, text: `${who(state, f.seat)} does not ${f.mode} a ${kindName(f.want)}${f.got > 0 ? `: the ${f.got} already ${f.mode === 'use' ? 'used' : 'played'} count for nothing` : ''}.` });
      return finishRespond(s, f, false);
    }
    if (input.type === 'skill.invoke' && input.skill !== 'eight-trigrams') {
      const lord = lordSkill(state, f);
      if (!lord) throw new Error(`no lord skill ${input.skill}`);
      const s = log(setTop(state, { ...f, askedFor: f.got }), { fact: 'skill.invoked', clause: lord.clause, seat: f.seat, text: `${who(state, f.seat)} invokes ${lord.name}: the other ${factionOf(state, f.seat)} heroes are asked in turn for a ${kindName(f.want)}.` });
      return pushChoose(s, { seat: f.seat, purpose: 'lord-ask', host: f.id, extra: { queue: factionMates(state, f.seat), want: f.want, clause: lord.clause } });
    }
    if (input.type === 'skill.invoke' && input.skill === 'eight-trigrams') {
      const s = log(setTop(state, { ...f, trigramsFor: f.got }), { fact: 'skill.invoked', clause: 'cards.eight-trigrams.effect', seat: f.seat, text: `${who(state, f.seat)} invokes Eight Trigrams and makes a judgment.` });
      return pushJudgment(s, f.id, f.seat, 'eight-trigrams');
    }
    if (input.type !== 'response.play') throw new Error(`unexpected input ${input.type}`);
    const v = useAs(input.cards, f.want, input.skill);
    let s = moveCards(state, input.cards, { zone: 'processing' });
    const how = input.skill ? ` as ${kindName(f.want)} (${input.skill})` : '';
    s = log(s, { fact: f.mode === 'use' ? 'card.used' : 'card.played', clause: input.skill ? CL.useAs : f.mode === 'use' ? CL.use : CL.play, seat: f.seat, text: `${who(s, f.seat)} ${f.mode === 'use' ? 'uses' : 'plays'} ${input.cards.map(cardName).join(' + ')}${how} against ${f.reason}.`, data: { kind: v.kind, ...treatedAsData(input.cards, v.kind, input.skill) } });
    s = clearProcessing(s, input.cards);
    if (f.want === 'strike' && s.phase === 'play' && s.seats[s.current]?.id === f.seat) {
      s = { ...s, turnInfo: { ...s.turnInfo, strikesInPlay: s.turnInfo.strikesInPlay + 1 } };
    }
    return setTop(s, { ...f, got: f.got + 1 });
  },
};

/** Eight Trigrams' judgment came back: red counts as a Dodge used (treated as, no card). */
export function trigramsJudged(state: GameState, respondId: number, judged: string, judge: string): GameState {
  const red = card(judged).suit === 'heart' || card(judged).suit === 'diamond';
  const f = state.stack.find((x) => x.id === respondId);
  if (f?.kind === 'choose') return trigramsForLord(state, f, judged, judge, red);
  if (!f || f.kind !== 'respond') return state;
  const s = log(state, { fact: red ? 'judgment.succeeded' : 'judgment.failed', clause: 'cards.eight-trigrams.effect', seat: f.seat, text: red ? `${cardName(judged)} is red: ${who(state, f.seat)} is treated as ${f.mode === 'use' ? 'using' : 'playing'} a Dodge.` : `${cardName(judged)} is black: Eight Trigrams gives no Dodge; ${who(state, f.seat)} may still ${f.mode} one.` });
  return red ? updateFrame(s, respondId, (x) => (x.kind === 'respond' ? { ...x, got: x.got + 1 } : x)) : s;
}

/** Eight Trigrams judged by a character asked through a lord skill (Escort): red ends the request with a Dodge played for the lord. */
function trigramsForLord(state: GameState, ask: ChooseFrame, judged: string, judge: string, red: boolean): GameState {
  const s = log(state, { fact: red ? 'judgment.succeeded' : 'judgment.failed', clause: 'cards.eight-trigrams.effect', seat: judge, text: red ? `${cardName(judged)} is red: ${who(state, judge)} is treated as playing a Dodge for ${who(state, ask.seat)}, and it counts as ${who(state, ask.seat)}'s.` : `${cardName(judged)} is black: Eight Trigrams gives no Dodge; ${who(state, judge)} may still play one for ${who(state, ask.seat)}.` });
  if (!red) return s;
  const done = { ...s, stack: s.stack.filter((x) => x.id !== ask.id) };
  return updateFrame(done, ask.host, (x) => (x.kind === 'respond' ? { ...x, got: x.got + 1 } : x));
}
