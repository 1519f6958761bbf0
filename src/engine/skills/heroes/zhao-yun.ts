// Zhao Yun: Dragon Courage (龙胆).
import { card } from '../../cards-lookup.ts';
import type { SkillDef } from '../skill-types.ts';
import { isStrikeKind, skillClauseFor } from './util.ts';
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

const ZHAO_YUN_PACK: HeroPack = { id: 'zhao-yun', heroes: ['zhao-yun'], revised: { 'long-dan': longDan }, classic: {}, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { ZHAO_YUN_PACK as RULES };
