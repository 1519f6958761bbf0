// The winner agrees with who is still in the game, not out (identity.victory.*; Seat.out), written from the clauses rather than
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
import { BATCH_CHECK } from './modes/house/names.ts';

export interface WinnerViolation {
  readonly kind: 'winner.wrong' | 'winner.missing' | 'winner.reborn-counted';
  readonly text: string;
}

/** Which side the living players say has won, or null when the game goes on. */
export function sideThatWon(state: GameState): Exclude<Winner, 'draw'> | null {
  const alive = state.seats.filter((s) => !s.out); // a reincarnated player plays on but is out (variants.reincarnation.still-out)
  const lordAlive = alive.some((s) => s.role === 'lord');
  if (!lordAlive) return alive.length === 1 && alive[0]?.role === 'renegade' ? 'renegade' : 'rebels';
  return alive.some((s) => s.role === 'rebel' || s.role === 'renegade') ? null : 'lord';
}

/** The Identity winner check, with the house rules: a reincarnated player never counts as alive for victory, and players out together are checked together. */
export function winnerViolation(state: GameState): WinnerViolation | null {
  const v = identityWinnerViolation(state);
  // A reincarnated player on the table when the winner disagrees: the likeliest cause is that they were counted (mode invariant).
  return v && state.seats.some((s) => s.alive && s.out) ? { kind: 'winner.reborn-counted', text: `${v.text}; a reincarnated player is out for victory` } : v;
}

function identityWinnerViolation(state: GameState): WinnerViolation | null {
  if (state.options.mode !== 'identity' || !state.seats.some((s) => s.role === 'lord')) return null;
  const won = sideThatWon(state);
  const alive = state.seats.filter((s) => !s.out).map((s) => `${s.id} ${s.role}`).join(', ') || 'nobody';
  if (state.winner === null) {
    if (won === null || state.stack.some((f) => (f.kind === 'death' && f.stage === 'check') || (f.kind === 'choose' && f.purpose === BATCH_CHECK))) return null;
    return { kind: 'winner.missing', text: `no winner, but the ${won} side has won (in the game: ${alive})` };
  }
  // A draw: no side had won, or (last three, variants.last-three.all-out) everyone went out together.
  const agrees = state.winner === 'draw' ? won === null || !state.seats.some((s) => s.alive) : state.winner === won;
  return agrees ? null : { kind: 'winner.wrong', text: `the winner is ${state.winner}, but ${won === null ? 'no side has won' : `the ${won} side has won`} (in the game: ${alive})` };
}
