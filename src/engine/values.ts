// Values derived from the state (clauses of general.values): distance, attack range, hand limit.
import { kindOf } from './cards-lookup.ts';
import type { CardKindId } from './data/card-rules.ts';
import { skillsOf } from './skills/registry.ts';
import { seatIndex, seatOf, updateSeat } from './state.ts';
import type { GameState, Seat } from './types.ts';

/** Seats between two living seats the shorter way round, dead seats removed (at least 1; 0 to oneself). */
export function baseDistance(state: GameState, from: string, to: string): number {
  if (from === to) return 0;
  // Positions among the seats that count (living, and the two ends), counted without a filtered copy.
  let a = -1;
  let b = -1;
  let count = 0;
  for (const s of state.seats) {
    if (!s.alive && s.id !== from && s.id !== to) continue;
    if (s.id === from) a = count;
    else if (s.id === to) b = count;
    count++;
  }
  const d = Math.abs(a - b);
  return Math.min(d, count - d);
}

// Distance depends only on the seats (alive, equipment, skills), and seats arrays are immutable, so
// the distances between the seats of the last seats array asked about are remembered (by seat
// index: a play decision asks for the same few pairs again and again, on one state).
let knownSeats: readonly Seat[] | null = null;
let known: number[] = [];

/** Distance with mounts and skills: −1 mount and −1 skills shorten your way to others; +1 mount lengthens others' way to you. */
export function distance(state: GameState, from: string, to: string): number {
  if (from === to) return 0;
  const seats = state.seats;
  const n = seats.length;
  if (knownSeats !== seats) {
    knownSeats = seats;
    known = new Array<number>(n * n).fill(-1);
  }
  const k = seatIndex(state, from) * n + seatIndex(state, to);
  const hit = known[k] ?? -1;
  if (hit >= 0) return hit;
  const d = computeDistance(state, from, to);
  known[k] = d;
  return d;
}

function computeDistance(state: GameState, from: string, to: string): number {
  const a = seatOf(state, from);
  const b = seatOf(state, to);
  let d = baseDistance(state, from, to);
  if (a.equipment.minusMount) d -= 1;
  if (b.equipment.plusMount) d += 1;
  for (const s of skillsOf(a)) d += s.status?.distanceToOthers ?? 0;
  for (const s of skillsOf(b)) d += s.status?.distanceFromOthers ?? 0;
  return Math.max(1, d);
}

export function attackRange(seat: Seat): number {
  const w = seat.equipment.weapon;
  return w ? (kindOf(w).range ?? 1) : 1;
}

/**
 * Whether `to` is within `from`'s attack range. Equipment among `excluding` (cards leaving the
 * equipment zone as part of the use or the cost) does not count: range and distance are worked out
 * as if it were gone (general.values.equipment-leaving-range).
 */
export function inAttackRange(state: GameState, from: string, to: string, excluding: readonly string[] = []): boolean {
  if (from === to) return false;
  if (excluding.length && leavesEquipment(seatOf(state, from), excluding)) return inAttackRange(withoutEquipment(state, from, excluding), from, to);
  return distance(state, from, to) <= attackRange(seatOf(state, from));
}

/** Whether any of `cards` is in the seat's equipment zone. */
export function leavesEquipment(seat: Seat, cards: readonly string[]): boolean {
  const e = seat.equipment;
  return cards.some((c) => c === e.weapon || c === e.armor || c === e.plusMount || c === e.minusMount);
}

/** The state as if `cards` had left the seat's equipment zone (for ranges and limits while they are used or paid). */
export function withoutEquipment(state: GameState, seat: string, cards: readonly string[]): GameState {
  return updateSeat(state, seat, (x) => ({ ...x, equipment: Object.fromEntries(Object.entries(x.equipment).filter(([, c]) => c !== undefined && !cards.includes(c))) }));
}

/** HP (or max HP with Dashing Hero), plus this turn's bonus (seat flag `turn:hand-limit`). */
export function handLimit(seat: Seat): number {
  const base = skillsOf(seat).some((s) => s.status?.handLimitIsMaxHp) ? seat.maxHp : seat.hp;
  return Math.max(0, base) + (seat.flags[HAND_LIMIT_BONUS] ?? 0);
}

export const HAND_LIMIT_BONUS = 'turn:hand-limit';
/** Seat flag `turn:uncounted:<card>`: that hand card does not count toward the hand limit this turn (Goddess Luo, revised). */
const UNCOUNTED = 'turn:uncounted:';
export const uncountedFlag = (id: string) => `${UNCOUNTED}${id}`;

/** The hand cards that count toward the hand limit. */
export function countedHand(seat: Seat): number {
  let n = seat.hand.length;
  for (const k in seat.flags) { // few flags, and rarely an uncounted card: no key is built per hand card
    if (seat.flags[k] && k.startsWith(UNCOUNTED) && seat.hand.includes(k.slice(UNCOUNTED.length))) n--;
  }
  return n;
}

export function lostHp(seat: Seat): number {
  return seat.maxHp - seat.hp;
}

export function isWounded(seat: Seat): boolean {
  return seat.hp < seat.maxHp;
}

/** Status skills that forbid being targeted (Empty Fort, Humility). */
export function canBeTargeted(state: GameState, target: string, kind: CardKindId): boolean {
  const t = seatOf(state, target);
  if (!t.alive) return false;
  return !skillsOf(t).some((s) => s.status?.cannotBeTargetedBy?.(state, t, kind) ?? false);
}

export function unlimitedStrikes(seat: Seat): boolean {
  return skillsOf(seat).some((s) => s.status?.unlimitedStrikes ?? false);
}

export function trickNoDistance(seat: Seat): boolean {
  return skillsOf(seat).some((s) => s.status?.trickNoDistance ?? false);
}

export function seatOrder(state: GameState, a: string, b: string): number {
  const n = state.seats.length;
  return ((seatIndex(state, a) - state.current + n) % n) - ((seatIndex(state, b) - state.current + n) % n);
}
