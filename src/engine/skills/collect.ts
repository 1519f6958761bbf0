// Gathering the skills that can act at a timing point: living seats in turn order from the current
// player; for each seat its hero skills first, then its equipment (clause: later events first is
// handled by the frame stack; the order of simultaneous triggers is this one).
import { livingFrom, seatOf } from '../state.ts';
import type { GameState } from '../types.ts';
import type { TriggerItem } from '../frames/frame-types.ts';
import { skillsOf, triggersAt } from './registry.ts';
import type { TriggerDef, Timing } from './skill-types.ts';
import { armorIgnoredFor } from './armor.ts';

export function triggerDef(state: GameState, seat: string, skill: string, timing: string): TriggerDef | undefined {
  const s = seatOf(state, seat);
  return skillsOf(s).find((d) => d.id === skill)?.triggers?.find((t) => t.timing === timing);
}

/** Items for every (seat, skill, subject) that can act now; subjects are the seats the timing is about. */
export function collectTriggers(state: GameState, timing: Timing, host: number, subjects: readonly (string | null)[]): TriggerItem[] {
  const out: TriggerItem[] = [];
  for (const seat of livingFrom(state)) {
    const s = seatOf(state, seat);
    for (const { def, trigger } of triggersAt(s, timing, armorIgnoredFor(state, host, seat))) {
      for (const subject of subjects) {
        if (trigger.can(state, { host, subject, owner: seat })) out.push({ seat, skill: def.id, subject });
      }
    }
  }
  return out;
}
