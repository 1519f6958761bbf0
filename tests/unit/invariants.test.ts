// Random full 5-player Identity games (seeded, so a failure reproduces): after every step the
// invariants hold, there is always a legal input or a finished game, and replaying the recorded
// inputs gives identical snapshots.
import { describe, expect, it } from 'vitest';
import { applyInput, advance, decisionOf } from '../../src/engine/engine.ts';
import { checkInvariants } from '../../src/engine/invariants.ts';
import { playRandomGame } from '../../src/engine/random-play.ts';
import { createGame, randomSetup } from '../../src/engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../../src/engine/skills/heroes/index.ts';
import type { GameState } from '../../src/engine/types.ts';
import { replay } from '../../src/flow/run.ts';

const GAMES = 1000;
const TOTAL = 160;

function replayEngine(seed: number, inputs: readonly string[]): GameState {
  let s = createGame(randomSetup(seed, 5, IMPLEMENTED_HEROES));
  let k = 0;
  while (!s.winner) {
    if (decisionOf(s)) s = applyInput(s, inputs[k++] as string);
    else s = advance(s);
  }
  return s;
}

describe(`invariants over ${GAMES} random games`, () => {
  it('hold after every step, every game finishes, and replays are identical', () => {
    const violations: string[] = [];
    const winners: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      let step = 0;
      let game;
      try {
        game = playRandomGame(seed, 5, (s) => {
          step++;
          for (const v of checkInvariants(s, TOTAL)) if (violations.length < 20) violations.push(`game ${seed} step ${step}: ${v}`);
          if (!s.winner && !decisionOf(s) && s.stack.length === 0 && s.step === 'phase.main' && s.phase === 'play') violations.push(`game ${seed} step ${step}: deadlock`);
        });
      } catch (e) {
        violations.push(`game ${seed} step ${step}: ${(e as Error).message}`);
        continue;
      }
      if (!game.final.winner) violations.push(`game ${seed}: did not finish`);
      winners[game.final.winner ?? 'none'] = (winners[game.final.winner ?? 'none'] ?? 0) + 1;
      if (seed % 10 === 0 && JSON.stringify(replayEngine(seed, game.inputs)) !== JSON.stringify(game.final)) violations.push(`game ${seed}: replay differs`);
    }
    expect(violations).toEqual([]);
    expect(Object.keys(winners).length).toBeGreaterThan(1);
  }, 600_000);

  it('replays through the statechart to the same final state', () => {
    for (const seed of [7, 42]) {
      const game = playRandomGame(seed, 5);
      const setup = randomSetup(seed, 5, IMPLEMENTED_HEROES);
      const { history } = replay(setup, game.inputs);
      expect(history.at(-1)?.game).toEqual(game.final);
    }
  });
});
