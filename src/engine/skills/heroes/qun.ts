// Qun heroes of the Standard set (framework proof: Lü Bu's Matchless).
import { log, who } from '../../state.ts';
import type { SkillDef } from '../skill-types.ts';
import { hostUse, isStrikeKind, setUseExtra } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

const MATCHLESS = 'heroes.lv-bu.wu-shuang.revised';

/** Matchless (无双): your Strike needs 2 Dodges; your Duel opponent must play 2 Strikes each round. */
export const wuShuang: SkillDef = {
  id: 'wu-shuang', name: 'Matchless', clause: MATCHLESS, compulsory: true,
  triggers: [
    {
      timing: 'target.specified', optional: false, clause: MATCHLESS,
      can: (s, ctx) => { const f = hostUse(s, ctx); return f !== null && f.user === ctx.owner && ctx.subject !== null && (isStrikeKind(f.card.kind) || f.card.kind === 'duel'); },
      run(s, ctx) {
        const f = hostUse(s, ctx);
        if (!f || !ctx.subject) return s;
        const strike = isStrikeKind(f.card.kind);
        const next = setUseExtra(s, f.id, strike ? `dodges:${ctx.subject}` : `duel:${ctx.subject}`, 2);
        return log(next, { fact: 'skill.applied', clause: MATCHLESS, seat: ctx.owner, text: `Matchless: ${who(s, ctx.subject)} must ${strike ? 'use 2 Dodges to cancel this Strike' : 'play 2 Strikes each round of this Duel'}.` });
      },
    },
    {
      timing: 'target.confirmed', optional: false, clause: MATCHLESS,
      can: (s, ctx) => { const f = hostUse(s, ctx); return f !== null && ctx.subject === ctx.owner && f.card.kind === 'duel' && f.user !== ctx.owner; },
      run(s, ctx) {
        const f = hostUse(s, ctx);
        if (!f) return s;
        const next = setUseExtra(s, f.id, `duel:${f.user}`, 2);
        return log(next, { fact: 'skill.applied', clause: MATCHLESS, seat: ctx.owner, text: `Matchless: ${who(s, f.user)} must play 2 Strikes each round of this Duel against ${who(s, ctx.owner)}.` });
      },
    },
  ],
};

export const QUN: Readonly<Record<string, SkillDef>> = { 'wu-shuang': wuShuang };

const QUN_PACK: HeroPack = { id: 'qun', heroes: ['lv-bu'], revised: QUN, classic: {}, choosers: {}, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { QUN_PACK as RULES };
