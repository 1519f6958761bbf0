// Wu heroes of the Standard set (framework proof: Da Qiao).
import { card, cardName, useAs } from '../../cards-lookup.ts';
import { behaviour } from '../../cards/index.ts';
import { choice } from '../../choice.ts';
import { pushChoose, pushUseCard } from '../../frames/make.ts';
import { frameById, livingFrom, log, seatOf, updateFrame, who } from '../../state.ts';
import { canBeTargeted, inAttackRange } from '../../values.ts';
import { delayedKind, discardCards, drawCards } from '../../zones.ts';
import type { Choice, GameState } from '../../types.ts';
import type { ActiveDef, SkillDef } from '../skill-types.ts';
import type { HeroPack } from '../pack-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { hostUse, isStrikeKind, ownCards, skillClauseFor } from './util.ts';


/** The new targets Displace could move a Strike to, with the card discarded for it. */
export function displaceOptions(state: GameState, owner: string, user: string): { card: string; target: string }[] {
  const me = seatOf(state, owner);
  const out: { card: string; target: string }[] = [];
  for (const id of ownCards(me)) {
    for (const t of livingFrom(state)) {
      if (t === owner || t === user || !canBeTargeted(state, t, 'strike')) continue;
      if (inAttackRange(state, owner, t, [id])) out.push({ card: id, target: t });
    }
  }
  return out;
}

/** Displace (流离): when you become the target of a Strike, discard a card to move it to another player in your attack range (not the user). */
export const liuLi: SkillDef = {
  id: 'liu-li', name: 'Displace', clause: skillClauseFor('da-qiao', 'liu-li', 'revised'),
  triggers: [{
    timing: 'target.confirming', optional: true, clause: skillClauseFor('da-qiao', 'liu-li', 'revised'),
    can: (s, ctx) => { const f = hostUse(s, ctx); return f !== null && ctx.subject === ctx.owner && isStrikeKind(f.card.kind) && f.targets.includes(ctx.owner) && displaceOptions(s, ctx.owner, f.user).length > 0; },
    label: () => 'Discard a card to move the Strike to someone else (Displace)',
    run: (s, ctx) => pushChoose(s, { seat: ctx.owner, purpose: 'liu-li', host: ctx.host, extra: {} }),
  }],
};

/** National Beauty (国色), classic: any ♦ card as Acedia. */
export const guoSeClassic: SkillDef = {
  id: 'guo-se', name: 'National Beauty', clause: skillClauseFor('da-qiao', 'guo-se', 'classic'),
  viewAs: [{ as: 'acedia', modes: ['use'], count: 1, from: 'hand-or-equipment', clause: skillClauseFor('da-qiao', 'guo-se', 'classic'), filter: (_s, _seat, id) => card(id).suit === 'diamond' }],
};

/** National Beauty, revised (source 000): once per play phase, a ♦ card as Acedia, or discard a ♦ card to discard an Acedia in play; then draw a card. */
const guoSeActive: ActiveDef = {
  choices(state, seat) {
    if (state.turnInfo.used['guo-se']) return [];
    const out: Choice[] = [];
    const diamonds = ownCards(seat).filter((id) => card(id).suit === 'diamond');
    const acedia = behaviour('acedia');
    for (const id of diamonds) {
      for (const targets of acedia?.targets(state, seat, useAs([id], 'acedia', 'guo-se')) ?? []) {
        out.push(choice({ type: 'skill.invoke', seat: seat.id, skill: 'guo-se', cards: [id], targets }, `Use ${cardName(id)} as Acedia on ${who(state, targets[0] ?? '')} (National Beauty), then draw a card`));
      }
      for (const s of state.seats) for (const j of s.judgment) if (delayedKind(s, j) === 'acedia') {
        out.push(choice({ type: 'skill.invoke', seat: seat.id, skill: 'guo-se', cards: [id, j] }, `Discard ${cardName(id)} to discard ${cardName(j)} from ${who(state, s.id)} (National Beauty), then draw a card`));
      }
    }
    return out;
  },
  apply(state, input) {
    if (input.type !== 'skill.invoke' || !input.cards?.[0]) return state;
    let s: GameState = { ...state, turnInfo: { ...state.turnInfo, used: { ...state.turnInfo.used, 'guo-se': 1 } } };
    const [id, acedia] = input.cards;
    if (acedia) {
      s = discardCards(s, [id, acedia]);
      s = log(s, { fact: 'card.discarded', clause: skillClauseFor('da-qiao', 'guo-se', 'revised'), seat: input.seat, text: `${who(s, input.seat)} discards ${cardName(id)} and, with it, ${cardName(acedia)} (National Beauty).` });
      return drawCards(s, input.seat, 1, ' (National Beauty)');
    }
    return pushUseCard(s, input.seat, useAs([id], 'acedia', 'guo-se'), input.targets ?? [], { drawAfter: input.seat, drawSkill: 'National Beauty', drawClause: skillClauseFor('da-qiao', 'guo-se', 'revised') });
  },
};

export const guoSe: SkillDef = { id: 'guo-se', name: 'National Beauty', clause: skillClauseFor('da-qiao', 'guo-se', 'revised'), active: guoSeActive };

export const WU: Readonly<Record<string, SkillDef>> = { 'liu-li': liuLi, 'guo-se': guoSe };
export const WU_CLASSIC: Readonly<Record<string, SkillDef>> = { 'guo-se': guoSeClassic };

/** Displace's new target (Da Qiao). */
const displace: Chooser = {
  decide(state, f) {
    const u = frameById(state, f.host);
    if (u?.kind !== 'useCard') return null;
    const opts = displaceOptions(state, f.seat, u.user);
    return { kind: 'choose', seat: f.seat, clause: 'heroes.da-qiao.liu-li.revised', prompt: `${who(state, f.seat)}: discard a card and choose who the Strike moves to (Displace).`, choices: [...opts.map((o) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'liu-li', cards: [o.card], targets: [o.target] }, `Discard ${cardName(o.card)}; the Strike moves to ${who(state, o.target)}`)), choice({ type: 'skill.decline', seat: f.seat }, 'Do not displace the Strike')] };
  },
  apply(state, f, input) {
    if (input.type !== 'skill.invoke' || !input.cards?.[0] || !input.targets?.[0]) return state;
    const to = input.targets[0];
    let s = discardCards(state, [input.cards[0]]);
    s = updateFrame(s, f.host, (x) => (x.kind === 'useCard' ? { ...x, targets: x.targets.map((t) => (t === f.seat ? to : t)) } : x));
    return log(s, { fact: 'target.changed', clause: 'heroes.da-qiao.liu-li.revised', seat: f.seat, data: { to }, text: `${who(s, f.seat)} discards ${cardName(input.cards[0])}: the Strike moves to ${who(s, to)} (Displace).` });
  },
};

const WU_PACK: HeroPack = { id: 'wu', heroes: ['da-qiao'], revised: WU, classic: WU_CLASSIC, choosers: { 'liu-li': displace }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { WU_PACK as RULES };
