// Zhen Ji: Overturned Country (倾国) and Goddess Luo (洛神).
import { card, cardName } from '../../cards-lookup.ts';
import { colourOf } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { JudgmentFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushJudgment } from '../../frames/make.ts';
import { frameById, log, seatOf, setFlag, who } from '../../state.ts';
import { uncountedFlag } from '../../values.ts';
import { moveCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, option, optionOf, skillClauseFor, str } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

const isBlack = (id: string) => colourOf(card(id).suit) === 'black';

/** Overturned Country (倾国): any black hand card as a Dodge. */
export const qingGuo: SkillDef = {
  id: 'qing-guo', name: 'Overturned Country', clause: skillClauseFor('zhen-ji', 'qing-guo', 'revised'),
  viewAs: [{ as: 'dodge', modes: ['use', 'play'], count: 1, from: 'hand', clause: skillClauseFor('zhen-ji', 'qing-guo', 'revised'), filter: (_s, _seat, id) => isBlack(id) }],
};

/** Goddess Luo (洛神): at the start of the start phase, judge; a black card is obtained after it takes effect, and you may judge again; red ends it. Revised: the cards don't count toward the hand limit this turn. */
function goddessLuo(w: Wording): SkillDef {
  const clause = skillClauseFor('zhen-ji', 'luo-shen', w);
  const reason = `luo-shen-${w}`;
  return {
    id: 'luo-shen', name: 'Goddess Luo', clause,
    triggers: [
      {
        timing: 'phase.start', optional: true, clause,
        can: (_s, ctx) => ctx.subject === ctx.owner,
        label: () => 'Perform a judgment; keep it if it is black (Goddess Luo)',
        run: (s, ctx) => pushJudgment(invoked(s, ctx.owner, clause, 'invokes Goddess Luo and performs a judgment.'), -1, ctx.owner, reason),
      },
      {
        timing: 'judgment.after', optional: false, clause,
        can(s, ctx) {
          const f = frameById(s, ctx.host);
          return f?.kind === 'judgment' && f.reason === reason && f.seat === ctx.owner && ctx.subject === ctx.owner && f.card !== null && isBlack(f.card) && s.processing.includes(f.card);
        },
        run(s, ctx) {
          const f = frameById(s, ctx.host);
          if (f?.kind !== 'judgment' || !f.card) return s;
          let next = moveCards(s, [f.card], { zone: 'hand', seat: ctx.owner });
          if (w === 'revised') next = setFlag(next, ctx.owner, uncountedFlag(f.card), 1);
          return log(next, { fact: 'card.obtained', clause, seat: ctx.owner, text: `${cardName(f.card)} is black: ${who(s, ctx.owner)} obtains it (Goddess Luo)${w === 'revised' ? '; it does not count toward the hand limit this turn' : ''}.` });
        },
      },
    ],
  };
}

/** The judgment's result: black → may judge again; red → the card is discarded and Goddess Luo ends. */
function luoShenResult(w: Wording) {
  return (state: GameState, f: JudgmentFrame, judged: string): GameState => {
    const clause = skillClauseFor('zhen-ji', 'luo-shen', w);
    if (!isBlack(judged)) return log(state, { fact: 'skill.ended', clause, seat: f.seat, text: `${cardName(judged)} is red: it goes to the discard pile and Goddess Luo ends.` });
    if (!seatOf(state, f.seat).alive) return state;
    return pushChoose(state, { seat: f.seat, purpose: 'luo-shen', host: -1, extra: { clause, reason: f.reason } });
  };
}

const luoShen: Chooser = {
  decide: (state, f) => ({
    kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: perform another judgment (Goddess Luo)?`,
    choices: [option(f.seat, 'again', 'Judge again (Goddess Luo)'), option(f.seat, 'stop', 'Stop')],
  }),
  apply: (state, f, input) => (optionOf(input) === 'again' ? pushJudgment(invoked(state, f.seat, str(f, 'clause'), 'performs another judgment (Goddess Luo).'), -1, f.seat, str(f, 'reason')) : state),
};

export const ZHEN_JI: Readonly<Record<string, SkillDef>> = { 'qing-guo': qingGuo, 'luo-shen': goddessLuo('revised') };
export const ZHEN_JI_CLASSIC: Readonly<Record<string, SkillDef>> = { 'luo-shen': goddessLuo('classic') };
export const ZHEN_JI_JUDGMENTS = { 'luo-shen-revised': luoShenResult('revised'), 'luo-shen-classic': luoShenResult('classic') };
export const ZHEN_JI_CHOOSERS: Readonly<Record<string, Chooser>> = { 'luo-shen': luoShen };

const ZHEN_JI_PACK: HeroPack = { id: 'zhen-ji', heroes: ['zhen-ji'], revised: ZHEN_JI, classic: ZHEN_JI_CLASSIC, choosers: ZHEN_JI_CHOOSERS, judgments: ZHEN_JI_JUDGMENTS };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { ZHEN_JI_PACK as RULES };
