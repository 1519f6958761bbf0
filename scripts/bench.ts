// `npm run bench`: random full 5-player Identity games through the statechart (random heroes among
// those implemented, random legal inputs, fixed seeds). Prints, last, one line:
// bench: <games> games, <g> games/s, <s> steps/s, <n> steps/game, <kb> KB/snapshot
// A step is one rule event or one player input (what the sandbox's Next button shows). The timed
// pass plays through the public flow API the way a client does: one chart transition per input and
// one `rule.settle` transition per run of automatic rule events. A first pass plays the same games
// one `rule.step` at a time to count the steps and sample snapshot sizes; the games are identical.
import { playFlowGame } from '../src/flow/random-flow.ts';
import { IMPLEMENTED_HEROES } from '../src/engine/skills/heroes/index.ts';
import { playRandomGame } from '../src/engine/random-play.ts';

const games = Number(process.argv[2] ?? 300);
for (let seed = 1; seed <= 10; seed++) playFlowGame(10_000 + seed); // warm up
let steps = 0;
let bytes = 0;
let samples = 0;
const t0 = performance.now();
const finals = new Map<number, string>();
for (let seed = 1; seed <= games; seed++) {
  const g = playFlowGame(seed, {
    everyStep: true,
    onStep: (s) => {
      if (steps % 97 === 0) {
        bytes += JSON.stringify(s).length;
        samples++;
      }
      steps++;
    },
  });
  if (!g.final.game.winner) throw new Error(`game ${seed} did not finish`);
  finals.set(seed, g.inputs.join('|'));
}
const stepPass = (performance.now() - t0) / 1000;
const t1 = performance.now();
for (let seed = 1; seed <= games; seed++) {
  const g = playFlowGame(seed);
  if (!g.final.game.winner || g.inputs.join('|') !== finals.get(seed)) throw new Error(`game ${seed} differs between the two passes`);
}
const secs = (performance.now() - t1) / 1000;
// The same games through the engine alone, without the statechart, for comparison.
const t2 = performance.now();
for (let seed = 1; seed <= games; seed++) playRandomGame(seed);
const engineSecs = (performance.now() - t2) / 1000;
console.log(`engine alone (no statechart): ${(games / engineSecs).toFixed(1)} games/s`);
console.log(`one chart transition per rule event (the sandbox's way): ${(games / stepPass).toFixed(1)} games/s, snapshots sampled`);
console.log(`heroes in play: ${IMPLEMENTED_HEROES.length} (${IMPLEMENTED_HEROES.join(', ')})`);
console.log(`bench: ${games} games, ${(games / secs).toFixed(1)} games/s, ${Math.round(steps / secs)} steps/s, ${Math.round(steps / games)} steps/game, ${(bytes / samples / 1024).toFixed(1)} KB/snapshot`);
