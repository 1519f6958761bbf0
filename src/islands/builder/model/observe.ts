// What a run showed at its end, as the expect block of an exported scenario file.
import type { GameState } from '../../../engine/types.ts';
import type { Observed } from './types.ts';

export function observe(game: GameState): Observed {
  return { facts: [], seats: {}, winner: game.winner };
}
