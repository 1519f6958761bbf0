// The Identity house rules of source 004 (variants.last-three.*, variants.reincarnation.*,
// variants.dark-souls.*, variants.scoring.*), entering the engine through the Identity mode's hooks:
// `withHouseRules(IDENTITY)` is the Identity mode with each rule acting only when its switch in
// `state.options.house` is on (all off by default), so a game without them is the plain Identity
// game. Nothing of the engine is copied: the base hooks do the Identity part.
import type { GameState } from '../../types.ts';
import type { ModeHooks, WinCheck } from '../mode-types.ts';
import { afterDeath as possessAfterDeath, SOUL_CHOOSERS } from './dark-souls.ts';
import { batchPending, lastThreeChoosers, roundBegins } from './last-three.ts';
import { applyOffering, isOffering, killReward, OFFER_CHOOSER, offerWindow, offeringChoices } from './reincarnation.ts';
import { OFFER_WINDOW } from './names.ts';

export function withHouseRules(base: ModeHooks<'identity'>): ModeHooks<'identity'> {
  const winner = (state: GameState): WinCheck | null => base.winner(state); // Identity's check reads Seat.out: a reincarnated player is out
  return {
    ...base,
    nextTurn(state, ended) {
      const s = base.nextTurn(state, ended);
      // The offerings of the turn that ended come first (pushed last), then a new round's loss (last three).
      return offerWindow(s.options.house.lastThree ? roundBegins(s) : s, ended);
    },
    winner(state) {
      if (state.options.house.lastThree && batchPending(state)) return null; // players out together: the check waits for all of them
      return winner(state);
    },
    onKill(state, dead, killer) {
      const plain = (s: GameState) => base.onKill(s, dead, killer);
      return state.options.house.reincarnation ? killReward(state, dead, killer, plain) : plain(state);
    },
    afterDeath(state, dead, killer) {
      return possessAfterDeath(base.afterDeath(state, dead, killer), dead);
    },
    choosers: { ...base.choosers, ...lastThreeChoosers(winner, (w) => base.winnerText(w)), ...SOUL_CHOOSERS, [OFFER_WINDOW]: OFFER_CHOOSER },
    playChoices(state) {
      const own = base.playChoices(state); // asked at every play decision: no new list unless an offering can be made
      return state.options.house.reincarnation ? [...own, ...offeringChoices(state)] : own;
    },
    applyPlayInput(state, input) {
      return state.options.house.reincarnation && isOffering(input) ? applyOffering(state, input) : base.applyPlayInput(state, input);
    },
  };
}
