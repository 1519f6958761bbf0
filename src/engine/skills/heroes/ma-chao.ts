// Ma Chao: Horsemanship (马术) and Iron Cavalry (铁骑).
import { card, cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { colourOf, type Suit } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { JudgmentFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushJudgment } from '../../frames/make.ts';
import { frameById, log, seatOf, setFlag, who } from '../../state.ts';
import { discardCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import { SKILLS_LOST } from '../registry.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { hostUse, invoked, isStrikeKind, ownCards, picked, setUseExtra, skillClauseFor, str } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Horsemanship (马术): compulsory, your distance to others −1. */
export const maShu: SkillDef = { id: 'ma-shu', name: 'Horsemanship', clause: skillClauseFor('ma-chao', 'ma-shu', 'revised'), compulsory: true, status: { distanceToOthers: -1 } };

/** Iron Cavalry (铁骑): after your Strike targets a character, judge. Classic: red → no Dodge. Revised: their non-compulsory skills stop for the turn; no Dodge unless they discard a card of the judgment's suit. */
function ironCavalry(w: Wording): SkillDef {
  const clause = skillClauseFor('ma-chao', 'tie-ji', w);
  return {
    id: 'tie-ji', name: 'Iron Cavalry', clause,
    triggers: [{
      timing: 'target.specified', optional: true, clause,
      can: (s, ctx) => { const f = hostUse(s, ctx); return f !== null && f.user === ctx.owner && isStrikeKind(f.card.kind) && ctx.subject !== null && seatOf(s, ctx.subject).alive; },
      label: (s, ctx) => `Judge against ${who(s, ctx.subject)} (Iron Cavalry)`,
      run(s, ctx) {
        const f = hostUse(s, ctx);
        if (!f || !ctx.subject) return s;
        let next = setUseExtra(s, f.id, 'tie-ji', ctx.subject);
        if (w === 'revised') {
          next = setFlag(next, ctx.subject, SKILLS_LOST, 1);
          next = log(next, { fact: 'skills.lost', clause, seat: ctx.subject, text: `${who(s, ctx.subject)}'s non-compulsory skills lose their effect until the end of the turn (Iron Cavalry).` });
        }
        return pushJudgment(invoked(next, ctx.owner, clause, `invokes Iron Cavalry against ${who(s, ctx.subject)} and performs a judgment.`), f.id, ctx.owner, `tie-ji-${w}`);
      },
    }],
  };
}

function forbidDodge(state: GameState, host: number, target: string, clause: string, why: string): GameState {
  const s = setUseExtra(setUseExtra(state, host, `noDodge:${target}`, true), host, `noDodgeClause:${target}`, clause);
  return log(s, { fact: 'skill.succeeded', clause, seat: target, text: `${why}: ${who(s, target)} can't use a Dodge against this Strike.` });
}

function cavalryTarget(state: GameState, f: JudgmentFrame): string {
  const u = frameById(state, f.host);
  return u?.kind === 'useCard' && typeof u.extra['tie-ji'] === 'string' ? u.extra['tie-ji'] : '';
}

const tieJiClassic = (state: GameState, f: JudgmentFrame, judged: string): GameState => {
  const clause = skillClauseFor('ma-chao', 'tie-ji', 'classic');
  const target = cavalryTarget(state, f);
  if (!target) return state;
  if (colourOf(card(judged).suit) === 'red') return forbidDodge(state, f.host, target, clause, `${cardName(judged)} is red`);
  return log(state, { fact: 'skill.failed', clause, seat: target, text: `${cardName(judged)} is black: ${who(state, target)} may still use a Dodge.` });
};

const tieJiRevised = (state: GameState, f: JudgmentFrame, judged: string): GameState => {
  const target = cavalryTarget(state, f);
  if (!target) return state;
  return pushChoose(state, { seat: target, purpose: 'tie-ji', host: f.host, extra: { suit: card(judged).suit, clause: skillClauseFor('ma-chao', 'tie-ji', 'revised') } });
};

const tieJi: Chooser = {
  decide(state, f) {
    const suit = str(f, 'suit');
    const cards = ownCards(seatOf(state, f.seat)).filter((id) => card(id).suit === suit);
    if (!cards.length) return null;
    const choices = cards.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)} so that you may still use a Dodge`));
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: discard a ${suit} card, or you can't use a Dodge against this Strike (Iron Cavalry).`, choices: [...choices, choice({ type: 'skill.decline', seat: f.seat }, 'Do not discard')] };
  },
  apply(state, f, input) {
    const id = picked(input);
    if (!id) return forbidDodge(state, f.host, f.seat, str(f, 'clause'), `${who(state, f.seat)} does not discard a ${str(f, 'suit')} card`);
    return log(discardCards(state, [id]), { fact: 'card.discarded', clause: str(f, 'clause'), seat: f.seat, text: `${who(state, f.seat)} discards ${cardName(id)}: a Dodge may still be used against this Strike (Iron Cavalry).` });
  },
  fallback: (state, f) => forbidDodge(state, f.host, f.seat, str(f, 'clause'), `${who(state, f.seat)} has no ${str(f, 'suit') as Suit} card to discard`),
};

const MA_CHAO_PACK: HeroPack = { id: 'ma-chao', heroes: ['ma-chao'], revised: { 'ma-shu': maShu, 'tie-ji': ironCavalry('revised') }, classic: { 'tie-ji': ironCavalry('classic') }, choosers: { 'tie-ji': tieJi }, judgments: { 'tie-ji-classic': tieJiClassic, 'tie-ji-revised': tieJiRevised } };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { MA_CHAO_PACK as RULES };
