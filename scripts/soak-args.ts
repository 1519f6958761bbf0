// The soak's command line: `npm run soak -- [games] [--mode LIST] [--players LIST] [--variant | --standard] [--seed N]`.
// A set-up is a mode, a player count and a role table. Identity: the table for that count
// (identity.roles.table) or its variant (ROLE_VARIANTS: the second set-ups for 6 and 8 players, the
// 4-player alternative). 3v3: 6 players in the 3v3 seating (variants.3v3.seating); --players and
// the role tables do not apply to it. Games are spread over the set-ups in turn: game seed k plays
// set-up (k - 1) mod the count. A mode (or a house-rule option) adds its set-ups in MODE_SETUPS.
import { ROLE_TABLE, ROLE_VARIANTS } from '../src/engine/setup.ts';
import type { HouseRules } from '../src/engine/types.ts';

export type SoakMode = 'identity' | '3v3';

export interface SoakSetup {
  readonly mode: SoakMode;
  readonly players: number;
  readonly variant: boolean;
}

interface SetupChoice {
  readonly players: readonly number[];
  readonly tables: 'both' | 'variant' | 'standard';
}

/** Each mode's set-ups for the chosen player counts and role tables, in the order they are played. */
const MODE_SETUPS: Readonly<Record<SoakMode, (c: SetupChoice) => SoakSetup[]>> = {
  identity: ({ players, tables }) => players.flatMap((n) => [
    ...(tables !== 'variant' ? [{ mode: 'identity' as const, players: n, variant: false }] : []),
    ...(tables !== 'standard' && ROLE_VARIANTS[n] ? [{ mode: 'identity' as const, players: n, variant: true }] : []),
  ]),
  '3v3': () => [{ mode: '3v3', players: 6, variant: false }],
};
export const SOAK_MODES = Object.keys(MODE_SETUPS) as SoakMode[];

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

export const SOAK_USAGE = `usage: npm run soak -- [games] [--mode LIST] [--players LIST] [--variant | --standard] [--seed N]
  games           how many games (default 10000), spread in turn over the set-ups
  --mode LIST     modes: identity, 3v3 or identity,3v3 (default: every mode; Identity only with
                  --players, --variant or --standard)
  --players LIST  Identity player counts: 6, 4,6,8 or 2-10 (default 2-10); 3v3 is always 6
  --variant       only the second role set-ups (4, 6 and 8 players)
  --standard      only the role table's set-ups (default: both)
  --seed N        the first game's seed (default 1); with games 1, replays that one game
  --house LIST    then games of each Identity house rule on its own: lastThree,reincarnation,darkSouls,scoring
                  (default: all four), or none
  --house-games N games per house rule (default: games / 20, at least 1)`;

const COUNTS = Object.keys(ROLE_TABLE).map(Number);

/** The label of a set-up in the soak's report: "6" or "6v" (Identity), "3v3". */
export function setupLabel(s: SoakSetup): string {
  return s.mode === 'identity' ? `${s.players}${s.variant ? 'v' : ''}` : s.mode;
}

function modeList(text: string): SoakMode[] | null {
  const out: SoakMode[] = [];
  for (const part of text.split(',')) {
    const m = SOAK_MODES.find((x) => x === part.trim());
    if (!m) return null;
    if (!out.includes(m)) out.push(m);
  }
  return out;
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
  let modes: readonly SoakMode[] | null = null; // every mode, unless --mode says, or an Identity-only flag (--players, --variant, --standard) implies Identity
  let house: readonly HouseOption[] = HOUSE_OPTIONS;
  let houseGames: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = argv[i + 1];
    if (a === '--mode') {
      const list = value === undefined ? null : modeList(value);
      if (!list) return { ok: false, error: `--mode needs modes from ${SOAK_MODES.join(', ')} (e.g. 3v3 or identity,3v3), got ${value ?? 'nothing'}` };
      modes = list;
      i++;
    } else if (a === '--players') {
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
  const identityOnly = players !== COUNTS || tables !== 'both';
  const chosen = modes ?? (identityOnly ? ['identity' as const] : SOAK_MODES);
  const setups = chosen.flatMap((m) => MODE_SETUPS[m]({ players, tables }));
  if (!setups.some((x) => x.mode === 'identity') && chosen.includes('identity')) return { ok: false, error: `no role variant for ${players.join(', ')} players (variants exist for ${Object.keys(ROLE_VARIANTS).join(', ')})` };
  return { ok: true, args: { games, firstSeed, setups, house, houseGames: houseGames ?? Math.max(1, Math.round(games / 20)) } };
}
