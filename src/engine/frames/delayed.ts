// A delayed trick in the judgment phase: first a Nullification window, then (unless nullified)
// the judgment, then its result. Lightning moves on when it misses or is nullified.
import { CL } from '../clause-ids.ts';
import { card, cardName, kindName } from '../cards-lookup.ts';
import { log, nextLiving, pop, seatOf, setTop, who } from '../state.ts';
import { delayedKind, discardCards, moveCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import type { DelayedFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';
import { pushJudgment, pushNullify, pushTriggersAt } from './make.ts';

/**
 * Lightning passes to the next living player who has no Lightning in the judgment zone. When every
 * other player has one, it stays: it goes back into its holder's judgment zone (it is in the
 * processing area after a judgment that missed).
 */
export function passLightning(state: GameState, holder: string, id: string): GameState {
  let to = nextLiving(state, holder);
  while (to !== holder && seatOf(state, to).judgment.some((c) => delayedKind(seatOf(state, to), c) === 'lightning')) to = nextLiving(state, to);
  if (to === holder) {
    const back = seatOf(state, holder).judgment.includes(id) ? state : moveCards(state, [id], { zone: 'judgment', seat: holder, as: 'lightning' });
    return log(back, { fact: 'lightning.stayed', clause: CL.lightningPass, seat: holder, text: `Every other player already has a Lightning: it stays in ${who(state, holder)}'s judgment zone.` });
  }
  const s = moveCards(state, [id], { zone: 'judgment', seat: to, as: 'lightning' });
  return log(s, { fact: 'lightning.passed', clause: CL.lightningPass, seat: to, data: { from: holder }, text: `${cardName(id)} moves from ${who(state, holder)} to ${who(s, to)}.` });
}

/** "Lightning ♠A", or "Acedia (Dodge ♦2)" for a card placed as another trick. */
const trickName = (f: DelayedFrame) => (card(f.card).kind === f.trick ? cardName(f.card) : `${kindName(f.trick)} (${cardName(f.card)})`);

export const delayedHandler: FrameHandler<DelayedFrame> = {
  decide: () => null,
  advance(state, f) {
    const kind = f.trick; // the trick it was placed as (a ♦ card placed as Acedia is judged as Acedia)
    switch (f.stage) {
      case 'window': {
        const s = log(setTop(state, { ...f, stage: 'judge' }), { fact: 'delayed.judging', clause: CL.nullifyDelayed, seat: f.seat, text: `${who(state, f.seat)}'s ${trickName(f)} is about to take effect: a Nullification may be used now.` });
        return pushNullify(s, f.id, `${trickName(f)} on ${who(state, f.seat)}`, f.seat);
      }
      case 'judge': {
        if (f.nullified) {
          const s = pop(state);
          if (kind === 'lightning') return passLightning(s, f.seat, f.card);
          return log(discardCards(s, [f.card]), { fact: 'card.discarded', clause: CL.nullifyDelayed, seat: f.seat, text: `${trickName(f)} is nullified and discarded.` });
        }
        const s = pushJudgment(moveCards(setTop(state, { ...f, stage: 'apply' }), [f.card], { zone: 'processing' }), f.id, f.seat, kind);
        return pushTriggersAt(s, 'effect.taking', f.id, [f.seat]); // 生效时, before the judgment
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
