// The 3v3 turn protocol in the engine: after each turn (the mode's nextTurn hook) and after each
// choice of the protocol, either the next queued seat takes the turn, or the only option is taken
// (and logged), or a `choose` frame asks the Commander (purposes in choosers.ts). The engine begins
// `current`'s turn once the stack is empty; the turn's beginning turns the seat's marker.
import { pushChoose } from '../../frames/make.ts';
import { seatIndex } from '../../state.ts';
import type { GameState } from '../../types.ts';
import { threesData, withData } from './data.ts';
import { chooseWho, endTurn, nextStep, startTurn } from './protocol.ts';

export const PURPOSE = { first: '3v3-first-side', who: '3v3-who-acts', draft: '3v3-draft' } as const;

/** Settles whose turn comes next: sets `current`, or pushes the Commander's choice. */
export function proceed(state: GameState): GameState {
  const data = threesData(state);
  const step = nextStep(data.protocol, state.seats);
  switch (step.kind) {
    case 'turn':
      return { ...state, current: seatIndex(state, step.seat) };
    case 'ask-first':
      return pushChoose(state, { seat: step.seat, purpose: PURPOSE.first, host: 0, extra: {} });
    case 'ask-who': {
      if (step.options.length > 1) return pushChoose(state, { seat: step.seat, purpose: PURPOSE.who, host: 0, extra: {} });
      const only = step.options[0];
      if (!only) throw new Error(`3v3: the ${step.side} side has the right to act but no upright player`);
      const r = chooseWho(data.protocol, state.seats, only);
      return proceed(withData(state, { ...data, protocol: r.protocol }, r.events));
    }
  }
}

/** The mode's nextTurn hook: the protocol after `ended`'s turn, then the next turn settled. */
export function threesNextTurn(state: GameState): GameState {
  const data = threesData(state);
  const r = endTurn(data.protocol, state.seats);
  return proceed(withData(state, { ...data, protocol: r.protocol }, r.events));
}

/** The mode's turn-begin hook: the seat's identity card is turned sideways (variants.3v3.action-markers). */
export function threesTurnBegan(state: GameState, seat: string): GameState {
  const data = threesData(state);
  const r = startTurn(data.protocol, seat);
  return withData(state, { ...data, protocol: r.protocol }, r.events);
}
