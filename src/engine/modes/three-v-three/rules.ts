// The 3v3 rules that are one function each: the Commander's bonus, the deck without Lightning,
// the reward for any kill, the win, and the two directions of the cards that affect everyone.
import { CL3 } from './clauses.ts';
import { COMMANDER_ROLE, SIDE_OF } from './roles.ts';
import { POSITION_OF, type SeatLike, type Side } from './sides.ts';
import type { Role } from '../../types.ts';

/** Max HP at the start: the hero's, +1 for each Commander (variants.3v3.commander-bonus). */
export function threesMaxHp(heroHp: number, role: Role): number {
  return heroHp + (POSITION_OF[role] === 'commander' ? 1 : 0);
}

/** Lightning is not used (variants.3v3.no-lightning). */
export function inThreesDeck(kind: string): boolean {
  return kind !== 'lightning';
}

/** Whoever kills any player draws 3 cards, a partner included (variants.3v3.reward); a dead killer draws nothing. */
export function killReward(killer: SeatLike | null): { seat: string; draw: number; clause: string } | null {
  return killer?.alive ? { seat: killer.id, draw: 3, clause: CL3.reward } : null;
}

/** The side that wins: the other side, as soon as a Commander is dead (variants.3v3.goal). The log's words are the mode's (mode.ts winnerText). */
export function threesWinner(seats: readonly SeatLike[]): { winner: Side; clause: string } | null {
  for (const side of ['warm', 'cool'] as const) {
    const commander = seats.find((s) => s.role === COMMANDER_ROLE[side]);
    if (commander && !commander.alive) {
      const winner: Side = side === 'warm' ? 'cool' : 'warm';
      return { winner, clause: CL3.goal };
    }
  }
  return null;
}

/** Whether a role belongs to a side (for the win check's invariant and the point of view). */
export const sideOfRole = (role: Role): Side => SIDE_OF[role];

/**
 * The two orders a card that affects everyone may resolve in (variants.3v3.aoe-direction): the
 * living seats in turn order (counter-clockwise) and in the reverse order (clockwise), each
 * starting from the user when the user is a target (Peach Garden, Harvest) or from the user's
 * neighbour on that side (Barbarian Invasion, Arrow Barrage).
 */
export function aoeOrders(living: readonly string[], user: string, includeUser: boolean): string[][] {
  const i = living.indexOf(user);
  const from = i < 0 ? [...living] : [...living.slice(i), ...living.slice(0, i)]; // the user first, then turn order
  const rest = from.filter((id) => id !== user);
  const ccw = includeUser && i >= 0 ? [user, ...rest] : rest;
  const cw = includeUser && i >= 0 ? [user, ...[...rest].reverse()] : [...rest].reverse();
  if (ccw.length === 0) return [];
  return ccw.join() === cw.join() ? [ccw] : [ccw, cw];
}
