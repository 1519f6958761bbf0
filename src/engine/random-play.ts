// Random full games: every decision is taken at random among the legal choices (seeded), for
// the invariant suite, the soak run and the bench.
import { advance, applyInput, decisionOf } from './engine.ts';
import { randomInt } from './rng.ts';
import { createGame, randomSetup } from './setup.ts';
import { IMPLEMENTED_HEROES } from './skills/heroes/index.ts';
import type { GameState } from './types.ts';

export interface RandomGame {
  readonly final: GameState;
  readonly inputs: readonly string[];
  readonly steps: number;
}

/** Plays one game; `onStep` sees every state (after each automatic step and each input). */
export function playRandomGame(seed: number, players = 5, onStep?: (s: GameState) => void, maxSteps = 200000): RandomGame {
  let s = createGame(randomSetup(seed, players, IMPLEMENTED_HEROES));
  let pick = (seed ^ 0x9e3779b9) >>> 0;
  const inputs: string[] = [];
  let steps = 0;
  while (!s.winner && steps < maxSteps) {
    const d = decisionOf(s);
    if (d) {
      const r = randomInt(pick, d.choices.length);
      pick = r.seed;
      const c = d.choices[r.value];
      if (!c) throw new Error('empty decision');
      inputs.push(c.key);
      s = applyInput(s, c.input);
    } else {
      s = advance(s);
    }
    steps++;
    onStep?.(s);
  }
  return { final: s, inputs, steps };
}
