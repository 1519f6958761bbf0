// `npm run bench [games]`: random full 5-player Identity games through the statechart (random
// heroes among those implemented, random legal inputs, fixed seeds). Prints, last, one line:
// bench: <games> games, <g> games/s, <s> steps/s, <n> steps/game, <kb> KB/snapshot
//
// A step is one rule event or one player input (what the sandbox's Next button shows). Games are
// played through the public flow API the way a client plays: one chart transition per input and
// one `rule.settle` transition per run of automatic rule events.
//
// Warm-up. V8 compiles the engine's hot code in the background for the first few seconds of play:
// rounds of 100 games from a fresh thread measured 61–107, 85–138, 93–145, then 125–150 games/s
// (CPU time above wall time while the compiler threads work). So every thread that is timed first
// plays WARM_UP games of other seeds, and the bench prints that cold rate too. The passes:
//   1. one worker thread per core, each warmed up, then its share of the seeds, timed from the go
//      signal to the last answer: what the whole machine gives;
//   2. the main thread's warm-up, timed: the cold rate of a fresh thread;
//   3. one thread, timed, right after its warm-up, ROUNDS rounds of the same games (the same inputs
//      as pass 1);
//   4. the same games one `rule.step` at a time (the sandbox's way), to count the steps and sample
//      the snapshot size (JSON of chart state + game, every 97th step); each game must take
//      exactly the inputs it took in pass 1; a checksum of those games (scripts/games-checksum.ts)
//      is printed, so two runs on two trees can be shown to play the same games;
//   5. the engine alone, without the chart, on one thread, for comparison.
// The bench line gives pass 3 (its median round), one warmed-up thread through the chart as a
// client plays. The host
// takes a varying share of the CPU time (steal, printed), so figures move between runs.
import { availableParallelism } from 'node:os';
import { cpuTimes, stealShare } from './cpu-times.mjs';
import { Worker } from 'node:worker_threads';
import { playFlowGame } from '../src/flow/random-flow.ts';
import { IMPLEMENTED_HEROES } from '../src/engine/skills/heroes/index.ts';
import { playRandomGame } from '../src/engine/random-play.ts';
import { WARM_UP, warmUpSeeds } from './bench-warm-up.ts';
import { GamesChecksum } from './games-checksum.ts';

const games = Number(process.argv[2] ?? 300);
const ROUNDS = 5;
if (!Number.isInteger(games) || games < 1) throw new Error(`bench: the number of games must be a positive integer (got ${process.argv[2]})`);
const cpu0 = cpuTimes();
const seeds = Array.from({ length: games }, (_, i) => i + 1);

// 1. every core, first, while the main thread has no garbage of its own to collect
const threads = Math.max(1, availableParallelism());
interface Answer { readonly games?: number; readonly inputs?: readonly [number, string][] }
const workers = Array.from({ length: threads }, (_, k) => new Worker(new URL('./bench-worker.ts', import.meta.url), { workerData: { seeds: seeds.filter((s) => s % threads === k) } }));
const answer = (w: Worker) => new Promise<Answer>((resolve, reject) => { w.once('message', resolve); w.once('error', reject); });
await Promise.all(workers.map(answer));
const t1 = performance.now();
const played = await Promise.all(workers.map((w) => { const a = answer(w); w.postMessage('go'); return a; }));
const allSecs = (performance.now() - t1) / 1000;
await Promise.all(workers.map((w) => w.terminate()));
const workerInputs = new Map(played.flatMap((p) => p.inputs ?? []));
if (workerInputs.size !== games) throw new Error(`the workers played ${workerInputs.size} games, not ${games}`);

// 2. this thread's warm-up, timed
const t2 = performance.now();
for (const seed of warmUpSeeds()) playFlowGame(seed);
const cold = WARM_UP / ((performance.now() - t2) / 1000);

// 3. one warmed-up thread, right after its warm-up, ROUNDS times over the same seeds: the host's
// neighbours change this VM's speed by up to 1.7x within a minute (a fixed arithmetic loop timed
// between rounds of games took 58 to 99 ms, with no steal), so the line gives the median round
const rounds: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const t3 = performance.now();
  for (const seed of seeds) {
    const g = playFlowGame(seed);
    if (!g.final.game.winner || g.inputs.join('|') !== workerInputs.get(seed)) throw new Error(`game ${seed} differs between the passes`);
  }
  rounds.push(games / ((performance.now() - t3) / 1000));
}
const oneThread = [...rounds].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] as number;

// 4. every rule event as its own transition: steps and snapshot sizes; the same inputs as the workers
let steps = 0;
let bytes = 0;
let samples = 0;
const sum = new GamesChecksum();
for (const seed of seeds) {
  const before = steps;
  const g = playFlowGame(seed, {
    everyStep: true,
    onStep: (s) => {
      if (steps % 97 === 0) { bytes += JSON.stringify(s).length; samples++; }
      steps++;
    },
  });
  if (!g.final.game.winner) throw new Error(`game ${seed} did not finish`);
  if (g.inputs.join('|') !== workerInputs.get(seed)) throw new Error(`game ${seed} differs between the passes`);
  sum.add(seed, g.inputs, steps - before, g.final.game);
}

// 5. the engine alone
const t4 = performance.now();
for (const seed of seeds) playRandomGame(seed);
const engineAlone = games / ((performance.now() - t4) / 1000);

const perGame = steps / games;
const stolen = stealShare(cpu0, cpuTimes());
console.log(`heroes in play: ${IMPLEMENTED_HEROES.length} (${IMPLEMENTED_HEROES.join(', ')})`);
console.log(`engine alone, no statechart, 1 thread: ${engineAlone.toFixed(1)} games/s`);
console.log(`through the statechart, 1 thread, cold (its first ${WARM_UP} games, other seeds): ${cold.toFixed(1)} games/s`);
console.log(`through the statechart, 1 thread, warmed up, ${ROUNDS} rounds: ${rounds.map((r) => r.toFixed(1)).join(', ')} games/s; median ${oneThread.toFixed(1)} games/s, ${Math.round(oneThread * perGame)} steps/s`);
const machine = games / allSecs;
console.log(`through the statechart, ${threads} threads (one per core, warmed up): ${machine.toFixed(1)} games/s, ${Math.round(machine * perGame)} steps/s`);
if (stolen !== null) console.log(`CPU time taken by the host (steal) during the bench: ${stolen.toFixed(0)}%`);
console.log(`the games played (seed, inputs, steps, winner, log; the same on two trees means the same games): ${sum.toString()}`);
console.log(`bench: ${games} games, ${oneThread.toFixed(1)} games/s, ${Math.round(oneThread * perGame)} steps/s, ${Math.round(perGame)} steps/game, ${(bytes / samples / 1024).toFixed(1)} KB/snapshot`);
