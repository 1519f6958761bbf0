// A worker of `npm run bench`: plays its share of the seeded games through the statechart when
// the main thread says go, and answers with how many it played and how many steps they took.
import { parentPort, workerData } from 'node:worker_threads';
import { playFlowGame } from '../src/flow/random-flow.ts';

const { seeds } = workerData as { seeds: readonly number[] };
const port = parentPort;
if (!port) throw new Error('bench-worker.ts runs only as a worker of scripts/bench.ts');
for (let seed = 1; seed <= 10; seed++) playFlowGame(10_000 + seed); // warm up
port.postMessage({ ready: true });
port.once('message', () => {
  let games = 0;
  for (const seed of seeds) {
    if (!playFlowGame(seed).final.game.winner) throw new Error(`game ${seed} did not finish`);
    games++;
  }
  port.postMessage({ games });
});
