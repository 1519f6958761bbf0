// Huang Yueying: Gathering Wisdom (集智) and Wondrous Talent (奇才).
import { card, cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { CARD_KINDS } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import { pushChoose } from '../../frames/make.ts';
import { frameById, log, seatOf, setFlag, who } from '../../state.ts';
import { HAND_LIMIT_BONUS } from '../../values.ts';
import { discardCards, drawCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, picked, skillClauseFor, str } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

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

const HUANG_YUE_YING_PACK: HeroPack = { id: 'huang-yue-ying', heroes: ['huang-yue-ying'], revised: { 'ji-zhi': gatheringWisdom('revised'), 'qi-cai': qiCai }, classic: { 'ji-zhi': gatheringWisdom('classic'), 'qi-cai': qiCaiClassic }, choosers: { 'ji-zhi': jiZhi }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { HUANG_YUE_YING_PACK as RULES };
