// After losing cards (失去牌后): moveCards records every move that took cards from a hand or an
// equipment zone; when the engine step that moved them ends, the timing is raised for each such
// seat, in the order of the moves, before whatever was resolving goes on. An inert choose frame
// holds the counts of lost cards for the skills that read them (One After Another, Warrior Lady).
import { anyTriggerAt, collectTriggers } from '../skills/collect.ts';
import { pop } from '../state.ts';
import type { GameState } from '../types.ts';
import { pushChoose, pushTriggers } from './make.ts';

/** The purpose of the inert frame that holds one loss while its timing resolves. */
export const LOSS_HOLDER = 'cards-lost';

export function raiseLosses(state: GameState): GameState {
  const lost = state.lost ?? [];
  let s: GameState = { ...state, lost: undefined }; // not a rest copy: that built states of another shape, which cost ~4%
  if (!anyTriggerAt(s, 'cards.lost')) return s; // no skill to ask: no holder frame to push and pop
  for (const loss of [...lost].reverse()) {
    const holder = s.nextId;
    const held = pushChoose(s, { seat: loss.seat, purpose: LOSS_HOLDER, host: -1, extra: { hand: loss.hand, equipment: loss.equipment } });
    const items = collectTriggers(held, 'cards.lost', holder, [loss.seat]);
    if (items.length) s = pushTriggers(held, 'cards.lost', holder, items);
    else s = { ...pop(held), nextId: s.nextId };
  }
  return s;
}
