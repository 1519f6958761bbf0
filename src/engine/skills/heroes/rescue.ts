// Rescue (救援), Sun Quan's lord skill, in both wordings. A pack of its own, without heroes (his pack,
// sun-quan.ts, holds Balance of Power): lord skills count only for the Lord, so a table loads it
// only when he is the Lord (rules/needs.ts LORD_PACKS).
import { pushChoose } from '../../frames/make.ts';
import { frameById, log, seatOf, updateFrame, who } from '../../state.ts';
import { isWounded } from '../../values.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { factionOf, hostUse, option, optionOf, skillClauseFor, str } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Rescue (救援, lord), classic: compulsory; another Wu character's Peach makes you recover 1 more HP. */
const jiuYuanClassic: SkillDef = {
  id: 'jiu-yuan', name: 'Rescue', clause: skillClauseFor('sun-quan', 'jiu-yuan', 'classic'), compulsory: true,
  status: { recoverBonus: (s, seat, from, kind) => (kind === 'peach' && from !== null && from !== seat.id && factionOf(s, from) === 'wu' ? 1 : 0) },
};

/** Rescue, revised: when another Wu character with more HP than you uses a Peach on themselves, they may have you recover instead, then draw a card. */
const rescueClause = skillClauseFor('sun-quan', 'jiu-yuan', 'revised');
const jiuYuan: SkillDef = {
  id: 'jiu-yuan', name: 'Rescue', clause: rescueClause,
  triggers: [{
    timing: 'card.used', optional: false, clause: rescueClause,
    can(s, ctx) {
      const f = hostUse(s, ctx);
      if (!f || f.card.kind !== 'peach' || f.user === ctx.owner || ctx.subject !== f.user || factionOf(s, f.user) !== 'wu') return false;
      return f.targets.length === 1 && f.targets[0] === f.user && seatOf(s, f.user).hp > seatOf(s, ctx.owner).hp && isWounded(seatOf(s, ctx.owner));
    },
    run: (s, ctx) => { const f = hostUse(s, ctx); return f ? pushChoose(s, { seat: f.user, purpose: 'jiu-yuan', host: f.id, extra: { lord: ctx.owner } }) : s; },
  }],
};

const jiuYuanChooser: Chooser = {
  decide(state, f) {
    const lord = str(f, 'lord');
    return {
      kind: 'choose', seat: f.seat, clause: rescueClause, prompt: `${who(state, f.seat)}: let ${who(state, lord)} recover 1 HP instead of you, and draw a card (Rescue)?`,
      choices: [option(f.seat, 'give', `${who(state, lord)} recovers 1 HP instead; you draw a card`), option(f.seat, 'keep', 'Recover 1 HP yourself')],
    };
  },
  apply(state, f, input) {
    const lord = str(f, 'lord');
    if (optionOf(input) !== 'give' || frameById(state, f.host)?.kind !== 'useCard') return state;
    const s = updateFrame(state, f.host, (x) => (x.kind === 'useCard' ? { ...x, targets: [lord], extra: { ...x.extra, drawAfter: f.seat, drawSkill: 'Rescue', drawClause: rescueClause } } : x));
    return log(s, { fact: 'target.changed', clause: rescueClause, seat: f.seat, data: { to: lord }, text: `${who(s, f.seat)}'s Peach makes ${who(s, lord)} recover instead; then ${who(s, f.seat)} draws a card (Rescue).` });
  },
};

const RESCUE_PACK: HeroPack = { id: 'rescue', heroes: [], revised: { 'jiu-yuan': jiuYuan }, classic: { 'jiu-yuan': jiuYuanClassic }, choosers: { 'jiu-yuan': jiuYuanChooser }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { RESCUE_PACK as RULES };
