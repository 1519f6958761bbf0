// A random full game played through the statechart (the bench uses this path). By default each
// input and the automatic rule events after it are one chart transition (`send` with `settle`); with
// `everyStep` it takes them one `rule.step` at a time, as the sandbox does, and `onStep` sees
// every snapshot. Both ways play the same game: the decisions and the random picks are the same.
import { randomInt } from '../engine/rng.ts';
import { randomSetup } from '../engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../engine/skills/heroes/index.ts';
import '../engine/skills/install.ts'; // a random game may deal any hero or mode: every one is installed
import type { Choice } from '../engine/types.ts';
import { decision, send, settle, startGame, step, type Snapshot } from './run.ts';

export interface FlowGame {
  readonly final: Snapshot;
  /** Chart transitions taken: one per rule event and input with `everyStep`, else about one per decision. */
  readonly transitions: number;
  readonly inputs: readonly string[];
}

export interface FlowOptions {
  readonly players?: number;
  readonly everyStep?: boolean;
  readonly onStep?: (s: Snapshot) => void;
}

export function playFlowGame(seed: number, options: FlowOptions = {}): FlowGame {
  const { players = 5, everyStep = false, onStep } = options;
  let s = startGame(randomSetup(seed, players, IMPLEMENTED_HEROES));
  let pick = (seed ^ 0x9e3779b9) >>> 0;
  let transitions = 0;
  const inputs: string[] = [];
  while (s.state !== 'over') {
    if (s.state === 'resolving') s = everyStep ? step(s) : settle(s);
    else {
      const d = decision(s);
      if (!d) throw new Error(`no decision in state ${s.state}`);
      const r = randomInt(pick, d.choices.length);
      pick = r.seed;
      const c = d.choices[r.value] as Choice;
      inputs.push(c.key);
      s = send(s, c.input, { settle: !everyStep });
    }
    transitions++;
    onStep?.(s);
  }
  return { final: s, transitions, inputs };
}
