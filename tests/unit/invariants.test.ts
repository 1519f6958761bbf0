// Random full Identity games at every player count from 2 to 10 and with each role variant (seeded,
// so a failure reproduces): after every step the invariants hold, there is always a legal input or
// a finished game, and replaying the recorded inputs gives identical snapshots. A few games per
// set-up keep this quick; `npm run soak` plays 10,000.
import { describe, expect, it } from 'vitest';
import { applyInput, advance, decisionOf } from '../../src/engine/engine.ts';
import { checkInvariants } from '../../src/engine/invariants.ts';
import { playRandomGame, randomGameSetup } from '../../src/engine/random-play.ts';
import { createGame, ROLE_TABLE, ROLE_VARIANTS } from '../../src/engine/setup.ts';
import type { GameState } from '../../src/engine/types.ts';
import { logFacts } from '../../src/engine/log-book.ts';
import { replay } from '../../src/flow/run.ts';

const GAMES = 20; // per set-up
const TOTAL = 160;
const SETUPS = [
  ...Object.keys(ROLE_TABLE).map((n) => ({ players: Number(n), variant: false })),
  ...Object.keys(ROLE_VARIANTS).map((n) => ({ players: Number(n), variant: true })),
];

function replayEngine(seed: number, players: number, variant: boolean, inputs: readonly string[]): GameState {
  let s = createGame(randomGameSetup(seed, players, variant));
  let k = 0;
  while (!s.winner) {
    if (decisionOf(s)) s = applyInput(s, inputs[k++] as string);
    else s = advance(s);
  }
  return s;
}

const winners: Record<string, number> = {};

describe.each(SETUPS)('invariants over random games: $players players, variant $variant', ({ players, variant }) => {
  it(`hold after every step of ${GAMES} games, every game finishes, and replays are identical`, () => {
    const violations: string[] = [];
    const first = players * 1000 + (variant ? 500 : 0);
    for (let seed = first; seed < first + GAMES; seed++) {
      let step = 0;
      let game;
      try {
        game = playRandomGame(seed, {
          players, variant,
          onStep: (s) => {
            step++;
            for (const v of checkInvariants(s, TOTAL)) if (violations.length < 20) violations.push(`game ${seed} step ${step}: ${v}`);
            if (!s.winner && !decisionOf(s) && s.stack.length === 0 && s.step === 'phase.main' && s.phase === 'play') violations.push(`game ${seed} step ${step}: deadlock`);
          },
        });
      } catch (e) {
        violations.push(`game ${seed} step ${step}: ${(e as Error).message}`);
        continue;
      }
      if (!game.final.winner) violations.push(`game ${seed}: did not finish`);
      winners[game.final.winner ?? 'none'] = (winners[game.final.winner ?? 'none'] ?? 0) + 1;
      if (seed % 5 === 0 && JSON.stringify(replayEngine(seed, players, variant, game.inputs)) !== JSON.stringify(game.final)) violations.push(`game ${seed}: replay differs`);
    }
    expect(violations).toEqual([]);
  }, 600_000);
});

// Each Identity house rule on its own (modes/house): the invariants plus the mode's own (a
// reincarnated player is never counted alive for victory: winner.reborn-counted; a dead seat holds
// only offered cards or Xuanwu's; only a dark soul decides for the dead), replays identical, and
// the rule acts in some game (else these games would prove nothing about it).
const HOUSE_RULES = [
  { rule: 'lastThree', acts: 'hp.lost' }, { rule: 'reincarnation', acts: 'player.reborn' },
  { rule: 'darkSouls', acts: 'soul.used' }, { rule: 'scoring', acts: 'game.won' },
] as const;

describe.each(HOUSE_RULES)('invariants over random games with the house rule $rule', ({ rule, acts }) => {
  it('hold after every step of 12 games (4 to 8 players), every game finishes, replays are identical, and the rule acts', () => {
    const violations: string[] = [];
    let acted = 0;
    for (let seed = 9000; seed < 9012; seed++) {
      const players = 4 + (seed % 5);
      const house = { [rule]: true };
      let step = 0;
      const game = playRandomGame(seed, { players, house, onStep: (s) => { step++; for (const v of checkInvariants(s, TOTAL)) if (violations.length < 20) violations.push(`game ${seed} step ${step}: ${v}`); } });
      if (!game.final.winner) violations.push(`game ${seed}: did not finish`);
      if (logFacts(game.final).some((f) => f.fact === acts && (rule !== 'lastThree' || f.clause === 'variants.last-three.rule'))) acted++;
      if (seed % 4 === 0) {
        const { history } = replay(randomGameSetup(seed, players, false, 'identity', house), game.inputs);
        if (JSON.stringify(history.at(-1)?.game) !== JSON.stringify(game.final)) violations.push(`game ${seed}: replay through the statechart differs`);
      }
    }
    expect(violations).toEqual([]);
    expect(acted).toBeGreaterThan(0);
  }, 600_000);
});

describe('random games', () => {
  it('end in more than one way over all set-ups', () => {
    expect(Object.keys(winners).length).toBeGreaterThan(1);
  });

  it('replay through the statechart to the same final state', () => {
    for (const [seed, players, variant] of [[7, 5, false], [42, 8, true], [3, 2, false]] as const) {
      const game = playRandomGame(seed, { players, variant });
      const { history } = replay(randomGameSetup(seed, players, variant), game.inputs);
      expect(history.at(-1)?.game).toEqual(game.final);
    }
  });
});
