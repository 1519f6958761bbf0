// A worker of `npm run bench`: plays its share of the seeded games through the statechart when
// the main thread says go, and answers with how many it played and each game's inputs (the main
// thread checks them against its own step-by-step pass).
import { parentPort, workerData } from 'node:worker_threads';
import { playFlowGame } from '../src/flow/random-flow.ts';
import { warmUpSeeds } from './bench-warm-up.ts';

const { seeds } = workerData as { seeds: readonly number[] };
const port = parentPort;
if (!port) throw new Error('bench-worker.ts runs only as a worker of scripts/bench.ts');
for (const seed of warmUpSeeds()) playFlowGame(seed); // warm up: see scripts/bench.ts
port.postMessage({ ready: true });
port.once('message', () => {
  const inputs: [number, string][] = [];
  for (const seed of seeds) {
    const g = playFlowGame(seed);
    if (!g.final.game.winner) throw new Error(`game ${seed} did not finish`);
    inputs.push([seed, g.inputs.join('|')]);
  }
  port.postMessage({ games: inputs.length, inputs });
});
