// Huang Gai: Sacrificial Injury (苦肉).
import { cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import { pushChoose } from '../../frames/make.ts';
import { loseHp } from '../../hp.ts';
import { log, seatOf, who } from '../../state.ts';
import { discardCards, drawCards } from '../../zones.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, markUsed, ownCards, skillClauseFor, usedTimes } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Sacrificial Injury (苦肉), classic: any number of times in the play phase, lose 1 HP, then draw 2 (only if you are still alive: at 1 HP you are dying first). */
const kuRouClassicClause = skillClauseFor('huang-gai', 'ku-rou', 'classic');
export const kuRouClassic: SkillDef = {
  id: 'ku-rou', name: 'Sacrificial Injury', clause: kuRouClassicClause,
  active: {
    choices: (_state, seat) => [choice({ type: 'skill.invoke', seat: seat.id, skill: 'ku-rou' }, 'Lose 1 HP, then draw 2 cards (Sacrificial Injury)')],
    apply(state, input) {
      const s = pushChoose(invoked(state, input.seat, kuRouClassicClause, 'invokes Sacrificial Injury.'), { seat: input.seat, purpose: 'ku-rou-draw', host: -1, extra: {} });
      return loseHp(s, input.seat, 1, kuRouClassicClause, ' (Sacrificial Injury)');
    },
  },
};

/** Draws the 2 cards once the HP loss (and any dying it caused) has resolved, if Huang Gai is alive. */
const kuRouDraw: Chooser = {
  decide: () => null,
  apply: (state) => state,
  fallback: (state, f) => (seatOf(state, f.seat).alive ? drawCards(state, f.seat, 2, ' (Sacrificial Injury)', kuRouClassicClause) : state),
};

/** Sacrificial Injury, revised: once per play phase, discard a card and lose 1 HP. */
const kuRouClause = skillClauseFor('huang-gai', 'ku-rou', 'revised');
export const kuRou: SkillDef = {
  id: 'ku-rou', name: 'Sacrificial Injury', clause: kuRouClause,
  active: {
    choices: (state, seat) => (usedTimes(state, 'ku-rou') ? [] : ownCards(seat).map((id) => choice({ type: 'skill.invoke', seat: seat.id, skill: 'ku-rou', cards: [id] }, `Discard ${cardName(id)} and lose 1 HP (Sacrificial Injury)`))),
    apply(state, input) {
      const id = input.type === 'skill.invoke' ? input.cards?.[0] : undefined;
      if (!id) return state;
      let s = markUsed(discardCards(state, [id]), 'ku-rou');
      s = log(s, { fact: 'card.discarded', clause: kuRouClause, seat: input.seat, text: `${who(s, input.seat)} invokes Sacrificial Injury and discards ${cardName(id)}.` });
      return loseHp(s, input.seat, 1, kuRouClause, ' (Sacrificial Injury)');
    },
  },
};

const HUANG_GAI_PACK: HeroPack = { id: 'huang-gai', heroes: ['huang-gai'], revised: { 'ku-rou': kuRou }, classic: { 'ku-rou': kuRouClassic }, choosers: { 'ku-rou-draw': kuRouDraw }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { HUANG_GAI_PACK as RULES };
