// Guan Yu: Warrior Saint (武圣).
import { card } from '../../cards-lookup.ts';
import { colourOf } from '../../data/card-rules.ts';
import type { SkillDef } from '../skill-types.ts';
import type { HeroPack } from '../pack-types.ts';
import { skillClauseFor } from './util.ts';


/** Warrior Saint (武圣): any red card in hand or equipment as a Strike; revised: a ♦ Strike ignores range. */
export const wuSheng: SkillDef = {
  id: 'wu-sheng', name: 'Warrior Saint', clause: skillClauseFor('guan-yu', 'wu-sheng', 'revised'),
  viewAs: [{ as: 'strike', modes: ['use', 'play'], count: 1, from: 'hand-or-equipment', clause: skillClauseFor('guan-yu', 'wu-sheng', 'revised'), filter: (_s, _seat, id) => colourOf(card(id).suit) === 'red' }],
  status: { strikeIgnoresRange: (_s, _seat, v) => v.suit === 'diamond' },
};
export const wuShengClassic: SkillDef = { ...wuSheng, clause: skillClauseFor('guan-yu', 'wu-sheng', 'classic'), status: {} };

const GUAN_YU_PACK: HeroPack = { id: 'guan-yu', heroes: ['guan-yu'], revised: { 'wu-sheng': wuSheng }, classic: { 'wu-sheng': wuShengClassic }, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { GUAN_YU_PACK as RULES };
