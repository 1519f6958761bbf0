// The 3v3 slot in the game state (GameState.modeData when options.mode is '3v3'): the turn
// protocol and, while it runs, the draft. JSON only.
import { logEvents } from './events.ts';
import type { ThreesData } from './data-types.ts';
import type { ProtocolEvent } from './protocol.ts';
import type { GameState } from '../../types.ts';

export type { ThreesData };

export function threesData(state: GameState): ThreesData {
  if (state.options.mode !== '3v3') throw new Error(`the game is in the ${state.options.mode} mode, not 3v3`);
  return state.modeData as ThreesData;
}

/** The state with the slot changed and the events logged, in order. */
export function withData(state: GameState, data: ThreesData, events: readonly ProtocolEvent[] = []): GameState {
  return logEvents({ ...state, modeData: data }, events);
}
