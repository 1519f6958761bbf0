// Lü Meng: Self-Restraint (克己).
import { currentSeat } from '../../state.ts';
import type { SkillDef } from '../skill-types.ts';
import { invoked, skillClauseFor } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Self-Restraint (克己): before your discard phase, if you used or played no Strike in your play phase, you may skip it. */
const keJiClause = skillClauseFor('lv-meng', 'ke-ji', 'revised');
export const keJi: SkillDef = {
  id: 'ke-ji', name: 'Self-Restraint', clause: keJiClause,
  triggers: [{
    timing: 'phase.before', optional: true, clause: keJiClause,
    can: (s, ctx) => ctx.subject === ctx.owner && currentSeat(s).id === ctx.owner && s.phase === 'discard' && s.turnInfo.strikesInPlay === 0 && !s.turnInfo.skip.includes('discard'),
    label: () => 'Skip the discard phase (Self-Restraint)',
    run(s, ctx) {
      const next = { ...s, turnInfo: { ...s.turnInfo, skip: [...s.turnInfo.skip, 'discard' as const] } };
      return invoked(next, ctx.owner, keJiClause, 'used or played no Strike in the play phase and invokes Self-Restraint: the discard phase is skipped.');
    },
  }],
};

const LV_MENG_PACK: HeroPack = { id: 'lv-meng', heroes: ['lv-meng'], revised: { 'ke-ji': keJi }, classic: {}, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { LV_MENG_PACK as RULES };
