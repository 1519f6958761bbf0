// A random full game played through the statechart (the bench and soak use this path).
import { randomInt } from '../engine/rng.ts';
import { randomSetup } from '../engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../engine/skills/heroes/index.ts';
import { decision, send, startGame, step, type Snapshot } from './run.ts';

export interface FlowGame {
  readonly final: Snapshot;
  readonly steps: number;
  readonly inputs: readonly string[];
}

export function playFlowGame(seed: number, players = 5, onStep?: (s: Snapshot) => void): FlowGame {
  let s = startGame(randomSetup(seed, players, IMPLEMENTED_HEROES));
  let pick = (seed ^ 0x9e3779b9) >>> 0;
  let steps = 0;
  const inputs: string[] = [];
  while (s.state !== 'over') {
    if (s.state === 'resolving') s = step(s);
    else {
      const d = decision(s);
      if (!d) throw new Error(`no decision in state ${s.state}`);
      const r = randomInt(pick, d.choices.length);
      pick = r.seed;
      const key = (d.choices[r.value] as { key: string }).key;
      inputs.push(key);
      s = send(s, key);
    }
    steps++;
    onStep?.(s);
  }
  return { final: s, steps, inputs };
}
