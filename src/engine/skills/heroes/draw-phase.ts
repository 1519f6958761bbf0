// Wei heroes who change their draw phase: Zhang Liao (Sudden Strike) and Xu Chu (Bare-Chested).
import { card, cardName } from '../../cards-lookup.ts';
import { CARD_KINDS } from '../../data/card-rules.ts';
import type { Wording } from '../../data/hero-facts.ts';
import { pickedCard } from '../../cards/pick.ts';
import { choice } from '../../choice.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose } from '../../frames/make.ts';
import { livingFrom, log, seatOf, setFlag, who } from '../../state.ts';
import { clearProcessing, moveCards, revealTop } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { hostDamage, invoked, isStrikeKind, list, num, option, optionOf, skillClauseFor, str, wordingOf } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

const withDraws = (s: GameState, drawCount: number): GameState => ({ ...s, turnInfo: { ...s.turnInfo, drawCount } });
const robbable = (s: GameState, owner: string, chosen: readonly string[]) => livingFrom(s).filter((id) => id !== owner && !chosen.includes(id) && seatOf(s, id).hand.length > 0);

/** Sudden Strike (突袭). Revised: draw X fewer and take a hand card from each of X others. Classic: instead of drawing, take a hand card from 1 or 2 others. */
function suddenStrike(w: Wording): SkillDef {
  const clause = skillClauseFor('zhang-liao', 'tu-xi', w);
  return {
    id: 'tu-xi', name: 'Sudden Strike', clause,
    triggers: [{
      timing: 'phase.draw', optional: true, clause,
      can: (s, ctx) => ctx.subject === ctx.owner && s.turnInfo.drawCount > 0 && robbable(s, ctx.owner, []).length > 0,
      label: () => (w === 'revised' ? 'Draw fewer cards and take a hand card from as many other characters (Sudden Strike)' : 'Instead of drawing, take a hand card from 1 or 2 other characters (Sudden Strike)'),
      run: (s, ctx) => pushChoose(invoked(s, ctx.owner, clause, 'invokes Sudden Strike.'), { seat: ctx.owner, purpose: 'tu-xi', host: -1, extra: { chosen: [], max: w === 'revised' ? s.turnInfo.drawCount : 2, clause, wording: w } }),
    }],
  };
}

function takeCards(state: GameState, f: ChooseFrame): GameState {
  const chosen = list(f, 'chosen');
  let s = state;
  for (const id of livingFrom(s).filter((x) => chosen.includes(x))) {
    if (!seatOf(s, id).hand.length) continue;
    const p = pickedCard(s, id, { type: 'option.choose', option: 'hand' });
    s = moveCards(p.state, [p.card], { zone: 'hand', seat: f.seat });
    s = log(s, { fact: 'card.obtained', clause: str(f, 'clause'), seat: f.seat, data: { from: id }, text: `${who(s, f.seat)} takes a hand card from ${who(s, id)} (Sudden Strike).` });
  }
  const draws = wordingOf(f) === 'revised' ? Math.max(0, s.turnInfo.drawCount - chosen.length) : 0;
  return log(withDraws(s, draws), { fact: 'skill.applied', clause: str(f, 'clause'), seat: f.seat, text: `${who(s, f.seat)} draws ${draws} card${draws === 1 ? '' : 's'} in this draw phase (Sudden Strike).` });
}

const tuXi: Chooser = {
  decide(state, f) {
    const chosen = list(f, 'chosen');
    const open = chosen.length < num(f, 'max') ? robbable(state, f.seat, chosen) : [];
    if (!open.length) return null;
    const picks = open.map((t) => choice({ type: 'skill.invoke', seat: f.seat, skill: 'tu-xi', targets: [t] }, `Take a hand card from ${who(state, t)}`));
    const done = chosen.length ? [option(f.seat, 'done', `Done: take a card from ${chosen.map((t) => who(state, t)).join(' and ')}`)] : [];
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: choose the characters to take a hand card from, one at a time (Sudden Strike).`, choices: [...picks, ...done] };
  },
  apply(state, f, input) {
    if (input.type === 'skill.invoke' && input.targets?.[0]) return pushChoose(state, { ...f, extra: { ...f.extra, chosen: [...list(f, 'chosen'), input.targets[0]] } });
    return takeCards(state, f);
  },
  fallback: takeCards,
};

const LUO_YI_REVISED = 'own-turn:luo-yi'; // until the start of Xu Chu's next turn
const LUO_YI_CLASSIC = 'turn:luo-yi'; // for the rest of this turn
const luoYiKeeps = (id: string) => { const k = CARD_KINDS[card(id).kind]; return k.type === 'basic' || k.slot === 'weapon' || k.id === 'duel'; };

/** The +1 to damage dealt by Strikes and Duels Xu Chu uses, while Bare-Chested is in force (not to damage passed along a chain). */
function bareChestedBonus(flag: string, clause: string): SkillDef['triggers'] {
  return [{
    timing: 'damage.caused', optional: false, clause,
    can(s, ctx) {
      const d = hostDamage(s, ctx);
      if (!d || d.source !== ctx.owner || d.conducted || !d.card || !(seatOf(s, ctx.owner).flags[flag] ?? 0)) return false;
      if (isStrikeKind(d.card.kind)) return d.byStrike;
      const duel = [...s.stack].reverse().find((x) => x.kind === 'useCard' && x.card.kind === 'duel');
      return d.card.kind === 'duel' && duel?.kind === 'useCard' && duel.user === ctx.owner;
    },
    run(s, ctx) {
      const d = hostDamage(s, ctx);
      if (!d) return s;
      const next = { ...s, stack: s.stack.map((x) => (x.id === d.id && x.kind === 'damage' ? { ...x, amount: x.amount + 1 } : x)) };
      return log(next, { fact: 'damage.increased', clause, seat: d.target, text: `Bare-Chested: the damage to ${who(s, d.target)} is increased by 1 (to ${d.amount + 1}).` });
    },
  }];
}

/** Bare-Chested (裸衣), revised: reveal the top 3; you may take the basic cards, weapons and Duels, draw nothing, and get +1 damage until your next turn. */
function bareChested(): SkillDef {
  const clause = skillClauseFor('xu-chu', 'luo-yi', 'revised');
  return {
    id: 'luo-yi', name: 'Bare-Chested', clause,
    triggers: [{
      timing: 'phase.draw', optional: true, clause,
      can: (_s, ctx) => ctx.subject === ctx.owner,
      label: () => 'Reveal the top 3 cards of the draw pile (Bare-Chested)',
      run(s, ctx) {
        let next = invoked(s, ctx.owner, clause, 'invokes Bare-Chested.');
        const cards: string[] = [];
        for (let i = 0; i < 3; i++) { const r = revealTop(next); next = r.state; if (r.card) cards.push(r.card); }
        next = log(next, { fact: 'cards.revealed', clause, seat: ctx.owner, text: `The top 3 cards are revealed: ${cards.map(cardName).join(', ')}.` });
        return pushChoose(next, { seat: ctx.owner, purpose: 'luo-yi', host: -1, extra: { cards, clause } });
      },
    }, ...(bareChestedBonus(LUO_YI_REVISED, clause) ?? [])],
  };
}

const luoYi: Chooser = {
  decide(state, f) {
    const keep = list(f, 'cards').filter(luoYiKeeps);
    return {
      kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: take the basic cards, weapons and Duels revealed (${keep.map(cardName).join(', ') || 'none'}) and draw no cards this phase?`,
      choices: [option(f.seat, 'take', `Take ${keep.map(cardName).join(', ') || 'nothing'}, draw no cards, +1 damage with Strikes and Duels until your next turn`), option(f.seat, 'leave', 'Leave them; draw as usual')],
    };
  },
  apply(state, f, input) {
    const clause = str(f, 'clause');
    const cards = list(f, 'cards');
    let s = state;
    if (optionOf(input) === 'take') {
      const keep = cards.filter(luoYiKeeps);
      if (keep.length) s = log(moveCards(s, keep, { zone: 'hand', seat: f.seat }), { fact: 'card.obtained', clause, seat: f.seat, text: `${who(s, f.seat)} takes ${keep.map(cardName).join(', ')} (Bare-Chested).` });
      s = setFlag(withDraws(s, 0), f.seat, LUO_YI_REVISED, 1);
      s = log(s, { fact: 'skill.applied', clause, seat: f.seat, text: `${who(s, f.seat)} draws no cards this phase; until the start of the next turn, the Strikes and Duels ${who(s, f.seat)} uses deal 1 more damage.` });
    }
    const rest = cards.filter((id) => s.processing.includes(id));
    return rest.length ? log(clearProcessing(s, rest), { fact: 'cards.discarded', clause, text: `${rest.map(cardName).join(', ')} ${rest.length === 1 ? 'goes' : 'go'} to the discard pile.` }) : s;
  },
};

/** Bare-Chested, classic: draw 1 fewer card; this turn, your Strikes and Duels deal 1 more damage. */
function bareChestedClassic(): SkillDef {
  const clause = skillClauseFor('xu-chu', 'luo-yi', 'classic');
  return {
    id: 'luo-yi', name: 'Bare-Chested', clause,
    triggers: [{
      timing: 'phase.draw', optional: true, clause,
      can: (s, ctx) => ctx.subject === ctx.owner && s.turnInfo.drawCount > 0,
      label: () => 'Draw 1 fewer card; your Strikes and Duels deal 1 more damage this turn (Bare-Chested)',
      run(s, ctx) {
        const next = setFlag(withDraws(s, s.turnInfo.drawCount - 1), ctx.owner, LUO_YI_CLASSIC, 1);
        return invoked(next, ctx.owner, clause, 'invokes Bare-Chested: draws 1 fewer card; this turn, the Strikes and Duels he uses deal 1 more damage.');
      },
    }, ...(bareChestedBonus(LUO_YI_CLASSIC, clause) ?? [])],
  };
}

export const DRAW_PHASE: Readonly<Record<string, SkillDef>> = { 'tu-xi': suddenStrike('revised'), 'luo-yi': bareChested() };
export const DRAW_PHASE_CLASSIC: Readonly<Record<string, SkillDef>> = { 'tu-xi': suddenStrike('classic'), 'luo-yi': bareChestedClassic() };
export const DRAW_PHASE_CHOOSERS: Readonly<Record<string, Chooser>> = { 'tu-xi': tuXi, 'luo-yi': luoYi };

const DRAW_PHASE_PACK: HeroPack = { id: 'draw-phase', heroes: ['zhang-liao', 'xu-chu'], revised: DRAW_PHASE, classic: DRAW_PHASE_CLASSIC, choosers: DRAW_PHASE_CHOOSERS, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { DRAW_PHASE_PACK as RULES };
