// Gan Ning: Surprise Raid (奇袭).
import { card } from '../../cards-lookup.ts';
import { colourOf } from '../../data/card-rules.ts';
import type { SkillDef } from '../skill-types.ts';
import { skillClauseFor } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Surprise Raid (奇袭): any black card in hand or equipment as a Dismantle. */
const qiXiClause = skillClauseFor('gan-ning', 'qi-xi', 'revised');
export const qiXi: SkillDef = {
  id: 'qi-xi', name: 'Surprise Raid', clause: qiXiClause,
  viewAs: [{ as: 'dismantle', modes: ['use'], count: 1, from: 'hand-or-equipment', clause: qiXiClause, filter: (_s, _seat, id) => colourOf(card(id).suit) === 'black' }],
};

const GAN_NING_PACK: HeroPack = { id: 'gan-ning', heroes: ['gan-ning'], revised: { 'qi-xi': qiXi }, classic: {}, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { GAN_NING_PACK as RULES };
