// A frame handler says what decision a frame waits for (if any), how it advances by itself,
// and how it applies a player's input.
import type { Decision, GameState, Input } from '../types.ts';
import type { Frame } from './frame-types.ts';

export interface FrameHandler<F extends Frame> {
  /** The decision this frame waits for, or null when it can advance by itself. */
  readonly decide: (state: GameState, frame: F) => Decision | null;
  /** One automatic rule event. Called only when decide() is null. */
  readonly advance: (state: GameState, frame: F) => GameState;
  /** Applies a legal input (already checked against decide()). */
  readonly apply: (state: GameState, frame: F, input: Input) => GameState;
}

export function noInput(kind: string): (state: GameState, frame: Frame, input: Input) => GameState {
  return (_state, _frame, input) => {
    throw new Error(`a ${kind} frame takes no input (got ${input.type})`);
  };
}
