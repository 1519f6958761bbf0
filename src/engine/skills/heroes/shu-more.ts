// Shu heroes: Zhao Yun (Dragon Courage), Ma Chao (Horsemanship, Iron Cavalry), Huang Yueying
// (Gathering Wisdom, Wondrous Talent).
import { card, cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { CARD_KINDS, colourOf, type Suit } from '../../data/card-facts.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { JudgmentFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushJudgment } from '../../frames/make.ts';
import { frameById, log, seatOf, setFlag, who } from '../../state.ts';
import { HAND_LIMIT_BONUS } from '../../values.ts';
import { discardCards, drawCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import { SKILLS_LOST } from '../registry.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { hostUse, invoked, isStrikeKind, ownCards, picked, setUseExtra, skillClauseFor, str } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Dragon Courage (龙胆): a Strike as a Dodge, a Dodge as a Strike (use or play). */
const longDanClause = skillClauseFor('zhao-yun', 'long-dan', 'revised');
export const longDan: SkillDef = {
  id: 'long-dan', name: 'Dragon Courage', clause: longDanClause,
  viewAs: [
    { as: 'dodge', modes: ['use', 'play'], count: 1, from: 'hand', clause: longDanClause, filter: (_s, _seat, id) => isStrikeKind(card(id).kind) },
    { as: 'strike', modes: ['use', 'play'], count: 1, from: 'hand', clause: longDanClause, filter: (_s, _seat, id) => card(id).kind === 'dodge' },
  ],
};

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

/** A trick card used as itself (not converted from other cards), or a Nullification. Classic: a non-delayed trick only; revised (the official card, 当你使用锦囊牌时): any trick. */
function ownTrick(state: GameState, host: number, owner: string, w: Wording): boolean {
  const f = frameById(state, host);
  if (f?.kind === 'nullify') return true;
  if (f?.kind !== 'useCard' || f.user !== owner) return false;
  const type = CARD_KINDS[f.card.kind].type;
  if (type !== 'trick' && (w === 'classic' || type !== 'delayed-trick')) return false;
  return f.card.cards.length === 1 && card(f.card.cards[0] as string).kind === f.card.kind;
}

/**
 * Gathering Wisdom (集智): when you use a trick card, draw 1 (classic: a non-delayed trick). Revised: a
 * basic card drawn during your own turn may be discarded for +1 hand limit this turn (若此牌为基本牌且此时是你的回合内).
 */
function gatheringWisdom(w: Wording): SkillDef {
  const clause = skillClauseFor('huang-yue-ying', 'ji-zhi', w);
  return {
    id: 'ji-zhi', name: 'Gathering Wisdom', clause,
    triggers: [{
      timing: 'card.used', optional: true, clause,
      can: (s, ctx) => ctx.subject === ctx.owner && ownTrick(s, ctx.host, ctx.owner, w),
      label: () => 'Draw a card (Gathering Wisdom)',
      run(s, ctx) {
        const next = drawCards(invoked(s, ctx.owner, clause, 'invokes Gathering Wisdom.'), ctx.owner, 1, ' (Gathering Wisdom)', clause);
        const drawn = seatOf(next, ctx.owner).hand.at(-1);
        const ownTurn = next.seats[next.current]?.id === ctx.owner;
        if (w === 'classic' || !ownTurn || !drawn || CARD_KINDS[card(drawn).kind].type !== 'basic') return next;
        return pushChoose(next, { seat: ctx.owner, purpose: 'ji-zhi', host: -1, extra: { card: drawn, clause } });
      },
    }],
  };
}

const jiZhi: Chooser = {
  decide(state, f) {
    const id = str(f, 'card');
    if (!seatOf(state, f.seat).hand.includes(id)) return null;
    return {
      kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: discard ${cardName(id)} to raise your hand limit by 1 this turn (Gathering Wisdom)?`,
      choices: [choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}: +1 hand limit this turn`), choice({ type: 'skill.decline', seat: f.seat }, 'Keep it')],
    };
  },
  apply(state, f, input) {
    const id = picked(input);
    if (!id) return state;
    const s = setFlag(discardCards(state, [id]), f.seat, HAND_LIMIT_BONUS, (seatOf(state, f.seat).flags[HAND_LIMIT_BONUS] ?? 0) + 1);
    return log(s, { fact: 'card.discarded', clause: str(f, 'clause'), seat: f.seat, text: `${who(s, f.seat)} discards ${cardName(id)}: the hand limit is 1 higher this turn (Gathering Wisdom).` });
  },
};

/** Wondrous Talent (奇才): compulsory, your tricks have no distance limit; revised: others can't discard your armor. */
export const qiCai: SkillDef = {
  id: 'qi-cai', name: 'Wondrous Talent', clause: skillClauseFor('huang-yue-ying', 'qi-cai', 'revised'), compulsory: true,
  status: { trickNoDistance: true, cannotBeDiscardedByOthers: (_s, seat, id) => seat.equipment.armor === id },
};
export const qiCaiClassic: SkillDef = { id: 'qi-cai', name: 'Wondrous Talent', clause: skillClauseFor('huang-yue-ying', 'qi-cai', 'classic'), compulsory: true, status: { trickNoDistance: true } };

export const SHU_MORE: Readonly<Record<string, SkillDef>> = { 'long-dan': longDan, 'ma-shu': maShu, 'tie-ji': ironCavalry('revised'), 'ji-zhi': gatheringWisdom('revised'), 'qi-cai': qiCai };
export const SHU_MORE_CLASSIC: Readonly<Record<string, SkillDef>> = { 'tie-ji': ironCavalry('classic'), 'ji-zhi': gatheringWisdom('classic'), 'qi-cai': qiCaiClassic };
export const SHU_MORE_JUDGMENTS = { 'tie-ji-classic': tieJiClassic, 'tie-ji-revised': tieJiRevised };
export const SHU_MORE_CHOOSERS: Readonly<Record<string, Chooser>> = { 'tie-ji': tieJi, 'ji-zhi': jiZhi };

export const SHU_MORE_PACK: HeroPack = { id: 'shu-more', heroes: ['zhao-yun', 'ma-chao', 'huang-yue-ying'], revised: SHU_MORE, classic: SHU_MORE_CLASSIC, choosers: SHU_MORE_CHOOSERS, judgments: SHU_MORE_JUDGMENTS };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { SHU_MORE_PACK as RULES };
