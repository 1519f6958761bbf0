// Rouse (激将), Liu Bei's lord skill: the other Shu heroes are asked, one by one in turn order, for a
// Strike (the asking: lord-ask.ts). The skill asks in his play phase for a Strike he uses as his
// own, and where a card makes him use a Strike (Borrowed Sword, Azure Dragon's follow-up); what it
// starts is lord-ask.ts's decision. A pack of its own, without heroes (his pack, liu-bei.ts, holds
// Benevolence): lord skills count only for the Lord, so a table loads it, with the asking, only
// when he is the Lord (rules/needs.ts LORD_PACKS).
import { choice } from '../../choice.ts';
import { asItself, cardName, kindName, useAs } from '../../cards-lookup.ts';
import { behaviour } from '../../cards/index.ts';
import { factionMates } from '../../frames/respond.ts';
import { skillsOf } from '../registry.ts';
import type { ActiveDef, LordAskUseDef, SkillDef } from '../skill-types.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushUseCard } from '../../frames/make.ts';
import { sourcesFor } from '../../sources-of.ts';
import { log, seatOf, who } from '../../state.ts';
import type { Choice, GameState, Input } from '../../types.ts';
import { skillClauseFor } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Prefix of the asking frame's values kept from the choose frame that started it, to ask that frame again if no one gives the card. */
const RESUME = 'resume:';

/**
 * A lord made to use a Strike by a card (Borrowed Sword) may ask his faction for it (Rouse): the
 * choice, when a faction mate can give one. `from` is the choose frame that asks; if no one gives
 * a Strike, that frame is asked again without this choice.
 */
export function lordStrikeChoices(state: GameState, from: ChooseFrame, targets: readonly string[]): Choice[] {
  const seat = seatOf(state, from.seat);
  const def = from.extra['lordAsked'] === true ? undefined : skillsOf(seat).find((sk) => sk.lordAsk === 'strike');
  if (!def || !factionMates(state, seat.id).some((id) => sourcesFor(state, seatOf(state, id), 'strike', 'play').length > 0)) return [];
  return [choice({ type: 'skill.invoke', seat: seat.id, skill: def.id, targets }, `Ask the other heroes of your faction for a Strike to use on ${targets.map((t) => who(state, t)).join(', ')} (${def.name})`)];
}

/** Applies that choice: the faction is asked for a Strike the lord uses as his own, outside the Strike limit. */
export function applyLordStrike(state: GameState, from: ChooseFrame, input: Input): GameState {
  const def = skillsOf(seatOf(state, from.seat)).find((sk) => sk.lordAsk === 'strike');
  if (input.type !== 'skill.invoke' || !def) return state;
  const s = log(state, { fact: 'skill.invoked', clause: def.clause, seat: from.seat, text: `${who(state, from.seat)} invokes ${def.name}: the other heroes of the faction are asked in turn for a Strike.` });
  const saved = Object.fromEntries(Object.entries(from.extra).map(([k, v]) => [`${RESUME}${k}`, v]));
  return pushChoose(s, { seat: from.seat, purpose: 'lord-ask', host: -1, extra: { ...saved, queue: factionMates(state, from.seat), want: 'strike', clause: def.clause, use: input.targets ?? [], free: true, resume: from.purpose, resumeHost: from.host } });
}

/** Rouse in the play phase: the lord chooses the targets of a Strike, then the faction is asked for it (a Strike given counts as his own: his limit, his range). */
function askInPlayPhase(skill: string, want: 'strike'): ActiveDef {
  return {
    choices(state, seat) {
      const def = skillsOf(seat).find((sk) => sk.id === skill);
      if (!def || !factionMates(state, seat.id).some((id) => sourcesFor(state, seatOf(state, id), want, 'play').length > 0)) return [];
      const targets = behaviour(want)?.targets(state, seat, useAs([], want, skill)) ?? [];
      return targets.map((t) => choice({ type: 'skill.invoke', seat: seat.id, skill, targets: t }, `Ask the other heroes of your faction for a ${kindName(want)} to use on ${t.map((x) => who(state, x)).join(', ')} (${def.name})`));
    },
    apply(state, input) {
      if (input.type !== 'skill.invoke') return state;
      const def = skillsOf(seatOf(state, input.seat)).find((sk) => sk.id === skill);
      const clause = def?.clause ?? '';
      const s = log(state, { fact: 'skill.invoked', clause, seat: input.seat, text: `${who(state, input.seat)} invokes ${def?.name ?? skill}: the other heroes of the faction are asked in turn for a ${kindName(want)}.` });
      return pushChoose(s, { seat: input.seat, purpose: 'lord-ask', host: -1, extra: { queue: factionMates(state, input.seat), want, clause, use: input.targets ?? [] } });
    },
  };
}

/** What Rouse does after the asking, for a Strike the lord uses: the card given is his own, on the targets he chose; with none, the card's question (Borrowed Sword) is asked again without Rouse. */
const rouseUses: LordAskUseDef = {
  given(state, f, input) {
    const want = f.extra['want'] === 'strike' ? 'strike' : 'dodge';
    const given = log(state, { fact: 'card.played', clause: String(f.extra['clause'] ?? ''), seat: input.seat, data: { kind: want, for: f.seat }, text: `${who(state, input.seat)} plays ${input.cards.map(cardName).join(' + ')} for ${who(state, f.seat)}, who uses it as his own ${kindName(want)}.` });
    const use = Array.isArray(f.extra['use']) ? (f.extra['use'] as readonly string[]) : [];
    return pushUseCard(given, f.seat, input.skill ? useAs(input.cards, want, input.skill) : asItself(input.cards[0] as string), use, f.extra['free'] === true ? { free: true } : {});
  },
  none(state, f) {
    const resume = f.extra['resume'];
    const host = f.extra['resumeHost'];
    if (typeof resume !== 'string' || typeof host !== 'number') return state;
    const extra = Object.fromEntries(Object.entries(f.extra).filter(([k]) => k.startsWith(RESUME)).map(([k, v]) => [k.slice(RESUME.length), v]));
    return pushChoose(state, { seat: f.seat, purpose: resume, host, extra: { ...extra, lordAsked: true } }); // the card's own question again, without the lord skill
  },
};

/** Rouse (激将, lord): other Shu characters may give a Strike when Liu Bei needs one; in his play phase he may use one given this way. */
export const jiJiang: SkillDef = { id: 'ji-jiang', name: 'Rouse', clause: skillClauseFor('liu-bei', 'ji-jiang', 'revised'), lordAsk: 'strike', lordStrike: { choices: lordStrikeChoices, apply: applyLordStrike }, lordAskUse: rouseUses, active: askInPlayPhase('ji-jiang', 'strike') };

const ROUSE_PACK: HeroPack = { id: 'rouse', heroes: [], revised: { 'ji-jiang': jiJiang }, classic: {}, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { ROUSE_PACK as RULES };
