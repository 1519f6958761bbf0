// A delayed trick in the judgment phase: first a Nullification window, then (unless nullified)
// the judgment, then its result. Lightning moves on when it misses or is nullified.
import { CL } from '../clause-ids.ts';
import { card, cardName } from '../cards-lookup.ts';
import { log, nextLiving, pop, seatOf, setTop, who } from '../state.ts';
import { discardCards, moveCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import type { DelayedFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';
import { pushJudgment, pushNullify, pushTriggers } from './make.ts';
import { collectTriggers } from '../skills/collect.ts';

/** Lightning passes to the next living player who has no Lightning in the judgment zone. */
export function passLightning(state: GameState, holder: string, id: string): GameState {
  let to = nextLiving(state, holder);
  while (to !== holder && seatOf(state, to).judgment.some((c) => card(c).kind === 'lightning')) to = nextLiving(state, to);
  if (to === holder) return log(state, { fact: 'lightning.stayed', clause: CL.lightningPass, seat: holder, text: `Every other player already has a Lightning: it stays with ${who(state, holder)}.` });
  const s = moveCards(state, [id], { zone: 'judgment', seat: to });
  return log(s, { fact: 'lightning.passed', clause: CL.lightningPass, seat: to, data: { from: holder }, text: `${cardName(id)} moves from ${who(state, holder)} to ${who(s, to)}.` });
}

export const delayedHandler: FrameHandler<DelayedFrame> = {
  decide: () => null,
  advance(state, f) {
    const kind = card(f.card).kind;
    switch (f.stage) {
      case 'window': {
        const s = log(setTop(state, { ...f, stage: 'judge' }), { fact: 'delayed.judging', clause: CL.nullifyDelayed, seat: f.seat, text: `${who(state, f.seat)}'s ${cardName(f.card)} is about to take effect: a Nullification may be used now.` });
        return pushNullify(s, f.id, `${cardName(f.card)} on ${who(state, f.seat)}`, f.seat);
      }
      case 'judge': {
        if (f.nullified) {
          const s = pop(state);
          if (kind === 'lightning') return passLightning(s, f.seat, f.card);
          return log(discardCards(s, [f.card]), { fact: 'card.discarded', clause: CL.nullifyDelayed, seat: f.seat, text: `${cardName(f.card)} is nullified and discarded.` });
        }
        const s = pushJudgment(moveCards(setTop(state, { ...f, stage: 'apply' }), [f.card], { zone: 'processing' }), f.id, f.seat, kind);
        return pushTriggers(s, 'effect.taking', f.id, collectTriggers(s, 'effect.taking', f.id, [f.seat])); // 生效时, before the judgment
      }
      case 'apply':
      case 'done': { // a delayed trick that has taken effect goes to the discard pile after its effect (Lightning: after its damage)
        const s = pop(state);
        if (!s.processing.includes(f.card)) return s;
        return log(discardCards(s, [f.card]), { fact: 'card.discarded', clause: kind === 'lightning' ? CL.lightning : CL.toDiscardPile, seat: f.seat, text: `${cardName(f.card)} goes to the discard pile.` });
      }
    }
  },
  apply: noInput('delayed'),
};
