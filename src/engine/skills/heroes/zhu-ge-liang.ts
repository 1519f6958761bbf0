// Zhuge Liang: Stargazing (观星) and Empty Fort (空城).
import { cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { pushChoose } from '../../frames/make.ts';
import { livingFrom, log, who } from '../../state.ts';
import type { SkillDef } from '../skill-types.ts';
import type { HeroPack } from '../pack-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { ensureDrawPile } from '../../zones.ts';
import { isStrikeKind, list, skillClauseFor, str } from './util.ts';


/** Empty Fort (空城): with no hand cards you cannot be the target of a Strike or a Duel. */
export const kongCheng: SkillDef = {
  id: 'kong-cheng', name: 'Empty Fort', clause: skillClauseFor('zhu-ge-liang', 'kong-cheng', 'revised'), compulsory: true,
  status: { cannotBeTargetedBy: (_s, seat, kind) => seat.hand.length === 0 && (isStrikeKind(kind) || kind === 'duel') },
};

/** Stargazing (观星): at the start phase, look at the top X cards and put them back on top or at the bottom in any order. */
function stargazing(wording: 'revised' | 'classic'): SkillDef {
  const clause = skillClauseFor('zhu-ge-liang', 'guan-xing', wording);
  return {
    id: 'guan-xing', name: 'Stargazing', clause,
    triggers: [{
      timing: 'phase.start', optional: true, clause,
      can: (_s, ctx) => ctx.subject === ctx.owner,
      label: () => 'Look at the top cards of the draw pile (Stargazing)',
      run(s, ctx) {
        const living = livingFrom(s).length;
        const x = wording === 'revised' ? (living <= 3 ? 3 : 5) : Math.min(5, living);
        const filled = ensureDrawPile(s, x); // a short draw pile is refilled first (heroes.zhu-ge-liang.ruling.stargazing-short-pile)
        const cards = filled.drawPile.slice(0, x);
        const next = log(filled, { fact: 'skill.invoked', clause, seat: ctx.owner, data: { count: cards.length }, text: `${who(s, ctx.owner)} invokes Stargazing and looks at the top ${cards.length} cards of the draw pile.` });
        return pushChoose(next, { seat: ctx.owner, purpose: 'guan-xing', host: -1, extra: { cards, top: [], bottom: [], clause } });
      },
    }],
  };
}
export const guanXing = stargazing('revised');
export const guanXingClassic = stargazing('classic');


/** Stargazing's arrangement (Zhuge Liang). */
const arrange: Chooser = {
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

const ZHU_GE_LIANG_PACK: HeroPack = { id: 'zhu-ge-liang', heroes: ['zhu-ge-liang'], revised: { 'kong-cheng': kongCheng, 'guan-xing': guanXing }, classic: { 'guan-xing': guanXingClassic }, choosers: { 'guan-xing': arrange }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { ZHU_GE_LIANG_PACK as RULES };
