// `npm run soak [games]`: 10,000 seeded random games through the engine, checking the invariants
// after every step; prints the count of violations (0 is the goal) and the first few.
import { checkInvariants } from '../src/engine/invariants.ts';
import { playRandomGame } from '../src/engine/random-play.ts';

const games = Number(process.argv[2] ?? 10_000);
const found: string[] = [];
let violations = 0;
const t0 = performance.now();
for (let seed = 1; seed <= games; seed++) {
  try {
    const g = playRandomGame(seed, 5, (s) => {
      for (const v of checkInvariants(s, 160)) {
        violations++;
        if (found.length < 10) found.push(`game ${seed}: ${v}`);
      }
    });
    if (!g.final.winner) { violations++; found.push(`game ${seed}: did not finish`); }
  } catch (e) {
    violations++;
    if (found.length < 10) found.push(`game ${seed}: ${(e as Error).message}`);
  }
  if (seed % 1000 === 0) console.log(`${seed} games, ${violations} violations, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
for (const f of found) console.log(f);
console.log(`soak: ${games} games, ${violations} violations`);
process.exit(violations === 0 ? 0 : 1);
