// Random full games: every decision is taken at random among the legal choices (seeded), for
// the invariant suite, the soak run and the bench.
import { advance, applyInput, decisionOf } from './engine.ts';
import { randomInt } from './rng.ts';
import { createGame, randomSetup, type GameSetup } from './setup.ts';
import { IMPLEMENTED_HEROES } from './skills/heroes/index.ts';
import './skills/install.ts'; // a random game may deal any hero, mode or house rule: every one is installed
import type { GameState, HouseRules, ModeId } from './types.ts';

export interface RandomGame {
  readonly final: GameState;
  readonly inputs: readonly string[];
  readonly steps: number;
}

export interface RandomGameOptions {
  readonly players?: number; // 2 to 10 (default 5)
  readonly variant?: boolean; // the second role set-up for 4, 6 or 8 players (ROLE_VARIANTS)
  readonly onStep?: (s: GameState) => void; // sees every state (after each automatic step and each input)
  readonly maxSteps?: number;
  readonly mode?: ModeId; // default identity; 3v3 plays 6 players
  readonly house?: Partial<HouseRules>; // Identity house rules turned on (all off by default)
}

/** The set-up of a random game: the seed, the player count, the role variant, the mode and the house rules fix it. */
export function randomGameSetup(seed: number, players = 5, variant = false, mode: ModeId = 'identity', house?: Partial<HouseRules>): GameSetup {
  const setup = randomSetup(seed, players, IMPLEMENTED_HEROES, undefined, variant, mode);
  return house ? { ...setup, house } : setup;
}

/** Plays one game. */
export function playRandomGame(seed: number, options: RandomGameOptions = {}): RandomGame {
  const { mode = 'identity', players = mode === '3v3' ? 6 : 5, variant = false, onStep, maxSteps = 200000, house } = options;
  let s = createGame(randomGameSetup(seed, players, variant, mode, house));
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
