// `npm run bench`: random full 5-player Identity games through the statechart (random heroes among
// those implemented, random legal inputs, fixed seeds). Prints, last, one line:
// bench: <games> games, <g> games/s, <s> steps/s, <n> steps/game, <kb> KB/snapshot
import { playFlowGame } from '../src/flow/random-flow.ts';
import { IMPLEMENTED_HEROES } from '../src/engine/skills/heroes/index.ts';
import { playRandomGame } from '../src/engine/random-play.ts';

const games = Number(process.argv[2] ?? 300);
for (let seed = 1; seed <= 5; seed++) playFlowGame(10_000 + seed); // warm up
let steps = 0;
let bytes = 0;
let samples = 0;
const t0 = performance.now();
for (let seed = 1; seed <= games; seed++) {
  const g = playFlowGame(seed, 5, (s) => {
    if (steps % 97 === 0) {
      bytes += JSON.stringify(s).length;
      samples++;
    }
    steps++;
  });
  if (!g.final.game.winner) throw new Error(`game ${seed} did not finish`);
}
const sampling = performance.now() - t0;
// Time again without serialising snapshots, so the rate measures the rules alone.
const t1 = performance.now();
let timedSteps = 0;
for (let seed = 1; seed <= games; seed++) timedSteps += playFlowGame(seed).steps;
const secs = (performance.now() - t1) / 1000;
// The same games through the engine alone, without the statechart, for comparison.
const t2 = performance.now();
for (let seed = 1; seed <= games; seed++) playRandomGame(seed);
const engineSecs = (performance.now() - t2) / 1000;
console.log(`engine alone (no statechart): ${(games / engineSecs).toFixed(1)} games/s`);
console.log(`heroes in play: ${IMPLEMENTED_HEROES.length} (${IMPLEMENTED_HEROES.join(', ')}); sampling pass ${(sampling / 1000).toFixed(1)} s`);
console.log(`bench: ${games} games, ${(games / secs).toFixed(1)} games/s, ${Math.round(timedSteps / secs)} steps/s, ${Math.round(timedSteps / games)} steps/game, ${(bytes / samples / 1024).toFixed(1)} KB/snapshot`);
