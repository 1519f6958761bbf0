// The winner agrees with who is alive (identity.victory.*), written from the clauses rather than
// from the engine's own win check (frames/death.ts), so that a mistake there shows here:
// - 'lord': the Lord is alive and every Rebel and Renegade is dead (identity.victory.lord);
// - 'rebels': the Lord is dead and the Renegade has not won instead (identity.victory.rebels);
// - 'renegade': the Lord is dead and the only player alive is a Renegade (identity.victory.renegade);
// - 'draw' (the piles ran out, identity.deck.exhausted, or a random game reached its turn limit):
//   no side had won, so the Lord is alive and so is a Rebel or a Renegade;
// - no winner yet: no side has won, unless a death is being checked right now (the death frame's
//   `check` stage: the game ends as soon as that check runs, identity.victory.immediate).
// A game of another mode, or without a Lord, is not an Identity game; its winner is not checked here.
import type { GameState, Winner } from './types.ts';

export interface WinnerViolation {
  readonly kind: 'winner.wrong' | 'winner.missing';
  readonly text: string;
}

/** Which side the living players say has won, or null when the game goes on. */
export function sideThatWon(state: GameState): Exclude<Winner, 'draw'> | null {
  const alive = state.seats.filter((s) => s.alive);
  const lordAlive = alive.some((s) => s.role === 'lord');
  if (!lordAlive) return alive.length === 1 && alive[0]?.role === 'renegade' ? 'renegade' : 'rebels';
  return alive.some((s) => s.role === 'rebel' || s.role === 'renegade') ? null : 'lord';
}

export function winnerViolation(state: GameState): WinnerViolation | null {
  if (state.options.mode !== 'identity' || !state.seats.some((s) => s.role === 'lord')) return null;
  const won = sideThatWon(state);
  const alive = state.seats.filter((s) => s.alive).map((s) => `${s.id} ${s.role}`).join(', ') || 'nobody';
  if (state.winner === null) {
    if (won === null || state.stack.some((f) => f.kind === 'death' && f.stage === 'check')) return null;
    return { kind: 'winner.missing', text: `no winner, but the ${won} side has won (alive: ${alive})` };
  }
  const agrees = state.winner === 'draw' ? won === null : state.winner === won;
  return agrees ? null : { kind: 'winner.wrong', text: `the winner is ${state.winner}, but ${won === null ? 'no side has won' : `the ${won} side has won`} (alive: ${alive})` };
}
