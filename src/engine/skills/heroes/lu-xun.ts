// Lu Xun: Humility (谦逊) and One After Another (连营).
import { CARD_KINDS } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { LOSS_HOLDER } from '../../frames/losses.ts';
import { pushChoose } from '../../frames/make.ts';
import { choice } from '../../choice.ts';
import { frameById, livingFrom, log, seatOf, who } from '../../state.ts';
import { drawCards, moveCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef, TriggerContext } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, list, num, option, skillClauseFor, str } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** How many hand / equipment cards the seat just lost (the "after losing cards" timing's holder frame). */
export function lostCount(state: GameState, ctx: TriggerContext, zone: 'hand' | 'equipment'): number {
  const f = frameById(state, ctx.host);
  return f?.kind === 'choose' && f.purpose === LOSS_HOLDER && f.seat === ctx.owner && typeof f.extra[zone] === 'number' ? f.extra[zone] : 0;
}

/** Humility (谦逊), classic: compulsory, you can't be the target of Snatch or Acedia. */
export const qianXunClassic: SkillDef = {
  id: 'qian-xun', name: 'Humility', clause: skillClauseFor('lu-xun', 'qian-xun', 'classic'), compulsory: true,
  status: { cannotBeTargetedBy: (_s, _seat, kind) => kind === 'snatch' || kind === 'acedia' },
};

/** Humility, revised: when a delayed trick, or another's trick of which you are the only target, takes effect on you, you may set your hand aside until the end of the turn. */
const qianXunClause = skillClauseFor('lu-xun', 'qian-xun', 'revised');
function soleTrickOn(state: GameState, host: number, owner: string): boolean {
  const f = frameById(state, host);
  if (f?.kind === 'delayed') return f.seat === owner;
  if (f?.kind !== 'useCard' || f.user === owner || CARD_KINDS[f.card.kind].type !== 'trick') return false;
  const targets = f.card.kind === 'borrowed-sword' ? f.targets.slice(0, 1) : f.targets; // its second seat is the Strike's victim, not a target
  return targets.length === 1 && targets[0] === owner;
}
export const qianXun: SkillDef = {
  id: 'qian-xun', name: 'Humility', clause: qianXunClause,
  triggers: [
    {
      timing: 'effect.taking', optional: true, clause: qianXunClause,
      can: (s, ctx) => ctx.subject === ctx.owner && seatOf(s, ctx.owner).hand.length > 0 && soleTrickOn(s, ctx.host, ctx.owner),
      label: () => 'Set all your hand cards aside until the end of the turn (Humility)',
      run(s, ctx) {
        const hand = seatOf(s, ctx.owner).hand;
        const next = moveCards(s, hand, { zone: 'aside', seat: ctx.owner });
        return log(next, { fact: 'cards.setAside', clause: qianXunClause, seat: ctx.owner, data: { count: hand.length }, text: `${who(s, ctx.owner)} invokes Humility and sets ${hand.length} hand card${hand.length === 1 ? '' : 's'} aside face down until the end of the turn.` });
      },
    },
    {
      timing: 'turn.end', optional: false, persistent: true, clause: qianXunClause,
      can: (s, ctx) => ctx.subject === ctx.owner && (seatOf(s, ctx.owner).aside?.length ?? 0) > 0,
      run(s, ctx) {
        const aside = seatOf(s, ctx.owner).aside ?? [];
        const next = moveCards(s, aside, { zone: 'hand', seat: ctx.owner });
        return log(next, { fact: 'cards.returned', clause: qianXunClause, seat: ctx.owner, data: { count: aside.length }, text: `The turn ends: ${who(s, ctx.owner)} puts the ${aside.length} card${aside.length === 1 ? '' : 's'} set aside back into the hand (Humility).` });
      },
    },
  ],
};

/** One After Another (连营): after you lose your last hand cards. Classic: draw 1. Revised: up to X characters (X = hand cards lost) each draw 1. */
function oneAfterAnother(w: Wording): SkillDef {
  const clause = skillClauseFor('lu-xun', 'lian-ying', w);
  return {
    id: 'lian-ying', name: 'One After Another', clause,
    triggers: [{
      timing: 'cards.lost', optional: true, clause,
      can: (s, ctx) => ctx.subject === ctx.owner && lostCount(s, ctx, 'hand') > 0 && seatOf(s, ctx.owner).hand.length === 0,
      label: (s, ctx) => (w === 'classic' ? 'Draw a card (One After Another)' : `Choose up to ${lostCount(s, ctx, 'hand')} characters to draw a card each (One After Another)`),
      run(s, ctx) {
        const next = invoked(s, ctx.owner, clause, 'has no hand cards left and invokes One After Another.');
        if (w === 'classic') return drawCards(next, ctx.owner, 1, ' (One After Another)', clause);
        return pushChoose(next, { seat: ctx.owner, purpose: 'lian-ying', host: -1, extra: { max: lostCount(s, ctx, 'hand'), chosen: [], clause } });
      },
    }],
  };
}

function everyoneDraws(state: GameState, f: ChooseFrame): GameState {
  let s = state;
  for (const id of livingFrom(s).filter((x) => list(f, 'chosen').includes(x))) s = drawCards(s, id, 1, ' (One After Another)', str(f, 'clause'));
  return s;
}

const lianYing: Chooser = {
  decide(state, f) {
    const chosen = list(f, 'chosen');
    if (chosen.length >= num(f, 'max')) return null;
    const open = livingFrom(state).filter((id) => !chosen.includes(id));
    const picks = open.map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'lian-ying', targets: [t] }, `${t === f.seat ? 'You draw' : `${who(state, t)} draws`} a card`));
    const done = chosen.length ? [option(f.seat, 'done', 'Done')] : [];
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: choose who draws a card, one at a time, up to ${num(f, 'max')} (One After Another).`, choices: [...picks, ...done] };
  },
  apply(state, f, input) {
    if (input.type === 'skill.invoke' && input.targets?.[0]) return pushChoose(state, { ...f, extra: { ...f.extra, chosen: [...list(f, 'chosen'), input.targets[0]] } });
    return everyoneDraws(state, f);
  },
  fallback: everyoneDraws,
};

export const LU_XUN: Readonly<Record<string, SkillDef>> = { 'qian-xun': qianXun, 'lian-ying': oneAfterAnother('revised') };
export const LU_XUN_CLASSIC: Readonly<Record<string, SkillDef>> = { 'qian-xun': qianXunClassic, 'lian-ying': oneAfterAnother('classic') };
export const LU_XUN_CHOOSERS: Readonly<Record<string, Chooser>> = { 'lian-ying': lianYing };

const LU_XUN_PACK: HeroPack = { id: 'lu-xun', heroes: ['lu-xun'], revised: LU_XUN, classic: LU_XUN_CLASSIC, choosers: LU_XUN_CHOOSERS, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { LU_XUN_PACK as RULES };
