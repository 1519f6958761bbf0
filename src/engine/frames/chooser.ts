// A purpose of a choose frame: what can be chosen, what choosing does, and what happens when
// nothing can be chosen. Cards, equipment and hero skills register their purposes.
import type { Decision, GameState, Input } from '../types.ts';
import type { ChooseFrame } from './frame-types.ts';

export interface Chooser {
  readonly decide: (state: GameState, f: ChooseFrame) => Decision | null;
  /** Applies the input; the choose frame is already popped. */
  readonly apply: (state: GameState, f: ChooseFrame, input: Input) => GameState;
  /** When nothing can be chosen; the frame is already popped. */
  readonly fallback?: (state: GameState, f: ChooseFrame) => GameState;
}
