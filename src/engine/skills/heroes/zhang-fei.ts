// Zhang Fei: Roar (咆哮).
import type { SkillDef } from '../skill-types.ts';
import type { HeroPack } from '../pack-types.ts';
import { skillClauseFor } from './util.ts';


/** Roar (咆哮): no limit on Strikes; revised: once you have used one this turn, your Strikes ignore range. */
export const paoXiao: SkillDef = {
  id: 'pao-xiao', name: 'Roar', clause: skillClauseFor('zhang-fei', 'pao-xiao', 'revised'), compulsory: true,
  status: { unlimitedStrikes: true, strikeIgnoresRange: (state) => state.turnInfo.strikesUsed > 0 },
};
export const paoXiaoClassic: SkillDef = { id: 'pao-xiao', name: 'Roar', clause: skillClauseFor('zhang-fei', 'pao-xiao', 'classic'), compulsory: true, status: { unlimitedStrikes: true } };

const ZHANG_FEI_PACK: HeroPack = { id: 'zhang-fei', heroes: ['zhang-fei'], revised: { 'pao-xiao': paoXiao }, classic: { 'pao-xiao': paoXiaoClassic }, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { ZHANG_FEI_PACK as RULES };
