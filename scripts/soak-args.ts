// The soak's command line: `npm run soak -- [games] [--players LIST] [--variant | --standard] [--seed N]`.
// A set-up is a player count and a role table: the table for that count (identity.roles.table) or
// its variant (ROLE_VARIANTS: the second set-ups for 6 and 8 players, the 4-player alternative).
// Games are spread over the set-ups in turn: game seed k plays set-up (k - 1) mod the count.
import { ROLE_TABLE, ROLE_VARIANTS } from '../src/engine/setup.ts';
import type { HouseRules } from '../src/engine/types.ts';

export interface SoakSetup {
  readonly players: number;
  readonly variant: boolean;
}

export interface SoakArgs {
  readonly games: number;
  readonly firstSeed: number;
  readonly setups: readonly SoakSetup[];
  /** Identity house rules played on their own after the games above, one rule at a time (default: all four). */
  readonly house: readonly HouseOption[];
  /** Games per house rule, spread over the same set-ups (default: a twentieth of the games, at least 1). */
  readonly houseGames: number;
}

/** The house rules the soak plays (content/docs/modes/house-rules.mdx), by the engine's switch. */
export const HOUSE_OPTIONS = ['lastThree', 'reincarnation', 'darkSouls', 'scoring'] as const satisfies readonly (keyof HouseRules)[];
export type HouseOption = (typeof HOUSE_OPTIONS)[number];

export const SOAK_USAGE = `usage: npm run soak -- [games] [--players LIST] [--variant | --standard] [--seed N]
  games           how many games (default 10000), spread in turn over the set-ups
  --players LIST  player counts: 6, 4,6,8 or 2-10 (default 2-10)
  --variant       only the second role set-ups (4, 6 and 8 players)
  --standard      only the role table's set-ups (default: both)
  --seed N        the first game's seed (default 1); with games 1, replays that one game
  --house LIST    then games of each Identity house rule on its own: lastThree,reincarnation,darkSouls,scoring
                  (default: all four), or none
  --house-games N games per house rule (default: games / 20, at least 1)`;

const COUNTS = Object.keys(ROLE_TABLE).map(Number);

/** The label of a set-up in the soak's report: "6" or "6v". */
export function setupLabel(s: SoakSetup): string {
  return `${s.players}${s.variant ? 'v' : ''}`;
}

function playerList(text: string): number[] | null {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    if (to < from) return null;
    for (let n = from; n <= to; n++) {
      if (!COUNTS.includes(n)) return null;
      if (!out.includes(n)) out.push(n);
    }
  }
  return out;
}

const isCount = (text: string | undefined): text is string => text !== undefined && /^\d+$/.test(text) && Number(text) > 0;

/** The arguments, or an error (the caller prints it with the usage and exits 2). */
export function parseSoakArgs(argv: readonly string[]): { ok: true; args: SoakArgs } | { ok: false; error: string } {
  let games = 10_000;
  let firstSeed = 1;
  let players = COUNTS;
  let tables: 'both' | 'variant' | 'standard' = 'both';
  let gamesSeen = false;
  let house: readonly HouseOption[] = HOUSE_OPTIONS;
  let houseGames: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = argv[i + 1];
    if (a === '--players') {
      const list = value === undefined ? null : playerList(value);
      if (!list) return { ok: false, error: `--players needs player counts from 2 to 10 (6, 4,6,8 or 2-10), got ${value ?? 'nothing'}` };
      players = list;
      i++;
    } else if (a === '--seed') {
      if (!isCount(value)) return { ok: false, error: `--seed needs a positive whole number, got ${value ?? 'nothing'}` };
      firstSeed = Number(value);
      i++;
    } else if (a === '--house') {
      const list = value === 'none' ? [] : value?.split(',');
      if (!list || list.some((h) => !(HOUSE_OPTIONS as readonly string[]).includes(h))) return { ok: false, error: `--house needs house rules from ${HOUSE_OPTIONS.join(',')} (or none), got ${value ?? 'nothing'}` };
      house = list as HouseOption[];
      i++;
    } else if (a === '--house-games') {
      if (!isCount(value)) return { ok: false, error: `--house-games needs a positive whole number, got ${value ?? 'nothing'}` };
      houseGames = Number(value);
      i++;
    } else if (a === '--variant' || a === '--standard') {
      const t = a === '--variant' ? 'variant' : 'standard';
      if (tables !== 'both' && tables !== t) return { ok: false, error: '--variant and --standard exclude each other' };
      tables = t;
    } else if (isCount(a) && !gamesSeen) {
      games = Number(a);
      gamesSeen = true;
    } else {
      return { ok: false, error: `unknown argument ${a}` };
    }
  }
  const setups: SoakSetup[] = [];
  for (const n of players) {
    if (tables !== 'variant') setups.push({ players: n, variant: false });
    if (tables !== 'standard' && ROLE_VARIANTS[n]) setups.push({ players: n, variant: true });
  }
  if (setups.length === 0) return { ok: false, error: `no role variant for ${players.join(', ')} players (variants exist for ${Object.keys(ROLE_VARIANTS).join(', ')})` };
  return { ok: true, args: { games, firstSeed, setups, house, houseGames: houseGames ?? Math.max(1, Math.round(games / 20)) } };
}
