// Scoring a finished Identity game by 004's tables (variants.scoring.*): each player's score from
// their role, the winning side, the counts at the end and the kills in the log. The tables are
// data (scoring-data.ts), shared with the scoring calculator on the scoring page.
import { logFacts } from '../../log-book.ts';
import type { GameState, Seat } from '../../types.ts';
import { NO_REWARD } from './names.ts';
import { computeScore, NO_KILLS, type Kills, type Role, type ScoreResult, type Winner } from './scoring-data.ts';

/** One player's score for a finished game. */
export interface SeatScore {
  readonly seat: string;
  readonly role: Role;
  readonly result: ScoreResult;
}

const SIDE: Readonly<Partial<Record<string, Winner>>> = { lord: 'lord-side', rebels: 'rebels', renegade: 'renegade' };

/** In the game for the winning conditions: alive and not out (a reincarnated player is out, variants.reincarnation.still-out). */
const inGame = (s: Seat) => !s.out;

/** Who killed whom, from the log's deaths (identity.death.killer); a death with no killer counts for no one. */
function killsOf(state: GameState): Map<string, Kills> {
  const out = new Map<string, Kills>();
  let last: { killer: string; role: Role } | null = null;
  for (const f of logFacts(state)) {
    if (f.fact === NO_REWARD && last) { // the death just logged was a reincarnated player's: it earns nothing (variants.reincarnation.still-out)
      const k = out.get(last.killer) ?? NO_KILLS;
      out.set(last.killer, { ...k, [last.role]: k[last.role] - 1 });
      last = null;
    }
    if (f.fact !== 'player.died' || !f.data) continue;
    last = null;
    const killer = f.data['killer'];
    const role = f.data['role'];
    if (typeof killer !== 'string' || (role !== 'lord' && role !== 'loyalist' && role !== 'rebel' && role !== 'renegade')) continue;
    const k = out.get(killer) ?? NO_KILLS;
    out.set(killer, { ...k, [role]: k[role] + 1 });
    last = { killer, role };
  }
  return out;
}

/** The last seat whose death the log records, if any. */
function lastDeath(state: GameState): string | undefined {
  const facts = logFacts(state);
  for (let i = facts.length - 1; i >= 0; i--) if (facts[i]?.fact === 'player.died') return facts[i]?.seat;
  return undefined;
}

/**
 * Every player's score once the game has a winner (the Lord's side, the Rebels or the Renegade);
 * null while the game goes on or when it ended with no winner (a draw has no table in 004).
 * The Renegade "lost the final one-on-one" when the Lord's side won by killing the Renegade while
 * only the Lord was left beside them (variants.scoring.renegade).
 */
export function scoresOf(state: GameState): readonly SeatScore[] | null {
  const winner = state.winner ? SIDE[state.winner] : undefined;
  if (!winner) return null;
  const kills = killsOf(state);
  const players = state.seats.length;
  const survivingLoyalists = state.seats.filter((s) => s.role === 'loyalist' && inGame(s)).length;
  const survivingRebels = state.seats.filter((s) => s.role === 'rebel' && inGame(s)).length;
  const last = lastDeath(state);
  const onlyLordLeft = state.seats.filter(inGame).every((s) => s.role === 'lord');
  return state.seats.map((s) => ({
    seat: s.id,
    role: s.role,
    result: computeScore({
      role: s.role, winner, players, survivingLoyalists, survivingRebels, alive: inGame(s),
      lostFinalDuel: winner === 'lord-side' && s.role === 'renegade' && last === s.id && onlyLordLeft,
      kills: kills.get(s.id) ?? NO_KILLS,
    }),
  }));
}
