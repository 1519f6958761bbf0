// `npm run soak -- [games] [--mode LIST] [--players LIST] [--variant | --standard] [--seed N]` (see soak-args.ts):
// seeded random games through the engine (10,000 by default, spread over every set-up: Identity from
// 2 to 10 players, and 3v3), checking the invariants after every step (the mode's own too: 3v3's
// winner and action markers). A violation is one kind of invariant
// broken in one game (a card left in the processing area breaks `phase.processing` at every later
// phase, and counts once); a game that throws or does not finish is one too. It prints the games and
// violations per set-up, then each kind with its count and the first games that show it (seed and
// set-up, to replay with `--seed N --players P [--variant] 1` or `--seed N --mode 3v3 1`), the games
// and violations per mode, and last
// the games' checksum (scripts/games-checksum.ts: the same on two trees means the same games), then
// `soak: N games, N violations`. Exit 0 with no violation, 1 otherwise, 2 for a bad command line.
import { cardsInZones, findViolations } from '../src/engine/invariants.ts';
import { playRandomGame } from '../src/engine/random-play.ts';
import { parseSoakArgs, setupLabel, SOAK_USAGE, type SoakSetup } from './soak-args.ts';
import { GamesChecksum } from './games-checksum.ts';
import { countHouseFacts, houseViolations } from './soak-house.ts';
import type { HouseOption } from './soak-args.ts';
import type { GameState } from '../src/engine/types.ts';

const parsed = parseSoakArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`soak: ${parsed.error}\n${SOAK_USAGE}`);
  process.exit(2);
}
const { games, firstSeed, setups, house, houseGames } = parsed.args;

interface Tally { games: number; violations: number; steps: number }
interface Kind { count: number; examples: string[] }
const tally = new Map<string, Tally>(setups.map((s) => [setupLabel(s), { games: 0, violations: 0, steps: 0 }]));
const kinds = new Map<string, Kind>();
let violations = 0;
const sum = new GamesChecksum();

function record(kind: string, where: string, text: string): void {
  const k = kinds.get(kind) ?? { count: 0, examples: [] };
  k.count++;
  if (k.examples.length < 3) k.examples.push(`${where}: ${text}`);
  kinds.set(kind, k);
  violations++;
}

function playOne(seed: number, setup: SoakSetup, option?: HouseOption): GameState | null {
  const label = setupLabel(setup);
  const t = (option ? houseTally.get(option) : tally.get(label)) as Tally;
  const seen = new Set<string>();
  const where = (step: number) => `seed ${seed}, ${setup.mode === 'identity' ? `${setup.players} players${setup.variant ? ' (variant)' : ''}` : `${setup.mode} (--mode ${setup.mode})`}${option ? `, --house ${option}` : ''}, step ${step}`;
  let total = 0; // the cards in play, counted at the first state (3v3 has no Lightning)
  let heroes: (string | null)[] = []; // the seats' heroes at the first state, as a set-up names them
  const note = (kind: string, step: number, text: string) => {
    if (seen.has(kind)) return;
    seen.add(kind);
    record(kind, where(step), text);
  };
  let step = 0;
  let final: GameState | null = null;
  try {
    const g = playRandomGame(seed, {
      players: setup.players, variant: setup.variant, mode: setup.mode, ...(option ? { house: { [option]: true } } : {}),
      onStep: (s) => {
        step++;
        if (total === 0) { total = cardsInZones(s).length; heroes = s.seats.map((x) => x.hero); }
        for (const v of findViolations(s, total)) note(v.kind, step, v.text);
      },
    });
    if (!g.final.winner) note('game.unfinished', step, 'the game did not finish');
    for (const v of option ? houseViolations(option, g.final, heroes) : []) note(v.kind, step, v.text);
    (option ? houseSum : sum).add(seed, g.inputs, g.steps, g.final);
    final = g.final;
  } catch (e) {
    note('game.threw', step, (e as Error).message);
  }
  t.games++;
  t.steps += step;
  t.violations += seen.size;
  return final;
}

const t0 = performance.now();
for (let k = 0; k < games; k++) {
  const seed = firstSeed + k;
  playOne(seed, setups[(seed - 1) % setups.length] as SoakSetup);
  if ((k + 1) % 1000 === 0) console.log(`${k + 1} games, ${violations} violations, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

// Then each house rule on its own (soak-house.ts counts what each did, so a rule that never acts shows).
// (house rules are options of the Identity mode, so their games use the Identity set-ups; none with --mode 3v3)
const identitySetups = setups.filter((s) => s.mode === 'identity');
const houseTally = new Map<HouseOption, Tally>(house.map((h) => [h, { games: 0, violations: 0, steps: 0 }]));
const houseSeen = new Map<HouseOption, Map<string, number>>(house.map((h) => [h, new Map()]));
const houseSum = new GamesChecksum();
for (const option of identitySetups.length ? house : []) {
  for (let k = 0; k < houseGames; k++) {
    const seed = firstSeed + k;
    const final = playOne(seed, identitySetups[(seed - 1) % identitySetups.length] as SoakSetup, option);
    if (final) countHouseFacts(option, final, houseSeen.get(option) as Map<string, number>);
  }
}

const row = (label: string, t: Tally) => `${label.padEnd(8)}  ${String(t.games).padStart(5)}  ${String(t.violations).padStart(10)}  ${String(Math.round(t.steps / Math.max(1, t.games))).padStart(10)}`;
console.log('set-up    games  violations  steps/game   (4v, 6v, 8v: the Identity variant role set-up)');
for (const [label, t] of tally) if (t.games > 0) console.log(row(label, t));
console.log('mode      games  violations  steps/game');
for (const mode of [...new Set(setups.map((s) => s.mode))]) {
  const all = setups.filter((s) => s.mode === mode).map((s) => tally.get(setupLabel(s)) as Tally);
  console.log(row(mode, { games: all.reduce((a, t) => a + t.games, 0), violations: all.reduce((a, t) => a + t.violations, 0), steps: all.reduce((a, t) => a + t.steps, 0) }));
}
for (const [kind, k] of [...kinds].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`${kind}: ${k.count}`);
  for (const e of k.examples) console.log(`  ${e}`);
}
if (house.length) {
  console.log('house rule     games  violations  steps/game  what it did');
  for (const [option, t] of houseTally) console.log(`${option.padEnd(13)}  ${String(t.games).padStart(5)}  ${String(t.violations).padStart(10)}  ${String(Math.round(t.steps / Math.max(1, t.games))).padStart(10)}  ${[...(houseSeen.get(option) ?? [])].map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing'}`);
  console.log(`the house-rule games played: ${houseSum.toString()}`);
}
console.log(`the games played (seed, inputs, steps, winner, log): ${sum.toString()}`);
console.log(`soak: ${games + house.length * houseGames} games, ${violations} violations`);
process.exit(violations === 0 ? 0 : 1);
