// Gathering the skills that can act at a timing point: living seats in turn order from the current
// player; for each seat its hero skills first, then its equipment (clause: later events first is
// handled by the frame stack; the order of simultaneous triggers is this one).
import { seatOf } from '../state.ts';
import type { GameState } from '../types.ts';
import type { TriggerItem } from '../frames/frame-types.ts';
import { skillsOf, triggersAt } from './registry.ts';
import type { TriggerDef, Timing } from './skill-types.ts';
import { armorIgnoredSeats } from './armor.ts';

export function triggerDef(state: GameState, seat: string, skill: string, timing: string): TriggerDef | undefined {
  const s = seatOf(state, seat);
  return skillsOf(s).find((d) => d.id === skill)?.triggers?.find((t) => t.timing === timing);
}

const NO_ITEMS: readonly TriggerItem[] = [];

/** Items for every (seat, skill, subject) that can act now; subjects are the seats the timing is about. */
export function collectTriggers(state: GameState, timing: Timing, host: number, subjects: readonly (string | null)[]): readonly TriggerItem[] {
  let out: TriggerItem[] | undefined;
  const seats = state.seats;
  const n = seats.length;
  const ignored = armorIgnoredSeats(state); // scanned once per timing point, not once per seat
  for (let k = 0; k < n; k++) {
    const s = seats[(state.current + k) % n];
    if (!s?.alive) continue;
    const found = triggersAt(s, timing, ignored.includes(s.id));
    for (let i = 0; i < found.length; i++) {
      const { def, trigger } = found[i] as (typeof found)[number];
      for (const subject of subjects) {
        if (trigger.can(state, { host, subject, owner: s.id })) (out ??= []).push({ seat: s.id, skill: def.id, subject });
      }
    }
  }
  return out ?? NO_ITEMS;
}

/** Whether any living seat has a skill with a trigger at `timing` (whether it can act or not). */
export function anyTriggerAt(state: GameState, timing: Timing): boolean {
  const ignored = armorIgnoredSeats(state);
  for (const s of state.seats) if (s.alive && triggersAt(s, timing, ignored.includes(s.id)).length > 0) return true;
  return false;
}
