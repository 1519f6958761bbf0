// Small pure helpers over the game state: find and update seats, append log facts, push and pop frames.
import { HERO_RULES } from './data/hero-rules.ts';
import type { Frame } from './frames/frame-types.ts';
import type { GameState, LogFact, Seat } from './types.ts';
import { appendFact } from './log-book.ts';

export function seatIndex(state: GameState, id: string): number {
  const seats = state.seats;
  for (let i = 0; i < seats.length; i++) if ((seats[i] as Seat).id === id) return i; // a loop, not findIndex: no closure per call (about 2 calls a step)
  throw new Error(`no seat "${id}"`);
}

export function seatOf(state: GameState, id: string): Seat {
  return state.seats[seatIndex(state, id)] as Seat;
}

export function currentSeat(state: GameState): Seat {
  return state.seats[state.current] as Seat;
}

export function updateSeat(state: GameState, id: string, change: (s: Seat) => Seat): GameState {
  const i = seatIndex(state, id);
  const seats = state.seats.slice();
  seats[i] = change(seats[i] as Seat);
  return { ...state, seats };
}

export function setFlag(state: GameState, id: string, flag: string, value: number): GameState {
  return updateSeat(state, id, (s) => ({ ...s, flags: { ...s.flags, [flag]: value } }));
}

export function flag(seat: Seat, name: string): number {
  return seat.flags[name] ?? 0;
}

export function log(state: GameState, fact: LogFact): GameState {
  return { ...state, log: appendFact(state.log, fact) };
}

/** Living seats in turn order starting from `from` (default: the current player). */
export function livingFrom(state: GameState, from?: string): string[] {
  const n = state.seats.length;
  const start = from === undefined ? state.current : seatIndex(state, from);
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const s = state.seats[(start + k) % n] as Seat;
    if (s.alive) out.push(s.id);
  }
  return out;
}

/** The next living seat after `id` in turn order (the player to one's right). */
export function nextLiving(state: GameState, id: string): string {
  const order = livingFrom(state, id).filter((s) => s !== id);
  return order[0] ?? id;
}

export function top(state: GameState): Frame | undefined {
  const n = state.stack.length;
  // Not stack[n - 1] on an empty stack (most turn steps): index -1 is no array index, so V8 looks it
  // up as a property named "-1" along the prototype chain, and that slow path was 3% of a game.
  return n > 0 ? state.stack[n - 1] : undefined;
}

export function push(state: GameState, frame: Frame): GameState {
  return { ...state, stack: [...state.stack, frame], nextId: state.nextId + 1 };
}

export function pop(state: GameState): GameState {
  return { ...state, stack: state.stack.slice(0, -1) };
}

/** Replaces the top frame. */
export function setTop<F extends Frame>(state: GameState, frame: F): GameState {
  const n = state.stack.length;
  if (n === 0) return { ...state, stack: [frame] };
  const stack = state.stack.slice(); // one copy (slice and spread made two)
  stack[n - 1] = frame;
  return { ...state, stack };
}

export function frameById(state: GameState, id: number): Frame | undefined {
  return state.stack.find((f) => f.id === id);
}

/** Replaces the frame with this id wherever it is on the stack. */
export function updateFrame(state: GameState, id: number, change: (f: Frame) => Frame): GameState {
  return { ...state, stack: state.stack.map((f) => (f.id === id ? change(f) : f)) };
}

/**
 * A seat's public name for log lines, prompts and labels: "p2 (Guo Jia)" while its hero card is face
 * up (Seat.heroShown), else "p2". Every engine text names seats through here, so a hidden hero is
 * named in no text any point of view reads (a text only some may read is a fact with `visibleTo`).
 */
export function who(state: GameState, id: string | null): string {
  if (id === null) return 'no one';
  const s = seatOf(state, id);
  return s.hero && s.heroShown ? `${s.id} (${HERO_RULES[s.hero].en})` : s.id;
}
