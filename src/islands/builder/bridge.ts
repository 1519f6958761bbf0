// The address bar while a built table is played. On a scenario page the sandbox keeps its moment in
// the hash as a scenario permalink (#s=…, sandbox/permalink.ts), which would name no table here, so
// it could not be opened elsewhere: the builder passes the Sandbox island `onMoment`, which tells it
// each moment (choices, step, point of view) and writes no hash, and writes its own link (#b1.…: the
// table, the choices as its script, the step and the point of view). A moment past the start is
// opened as a sandbox permalink, which the sandbox reads when it mounts (sandboxHash). The `#s=`
// form is written here rather than with sandbox/permalink.ts, so the builder shares no module with
// the chunks of the scenario pages' first load (scripts/budget-builder.mjs).
import { RULES_VERSION } from '../../engine/version.ts';
import { POV } from './model/types.ts';
import type { Moment } from '../sandbox/use-permalink.ts';

/** A moment of the played table, as the Sandbox island tells it (onMoment: the line of choices, the step, the point of view). */
export type { Moment } from '../sandbox/use-permalink.ts';

/** The sandbox permalink that opens the played table at a moment (read by the sandbox when it mounts). */
export function sandboxHash(id: string, m: Moment): string {
  return `#s=${id}@${RULES_VERSION}/${m.choices.length ? m.choices.join('.') : '-'}/${m.step}${m.pov ? `/as-${m.pov}` : ''}`;
}

/**
 * A moment the sandbox tells, as a builder link holds it: the point of view a seat's, a side's (its
 * seat ids joined by '+', in 3v3) or the judge's; anything else (no view the sandbox gives) the judge's.
 */
export function linkMoment(m: Moment): Moment {
  return m.pov === null || POV.test(m.pov) ? m : { ...m, pov: null };
}

/** Writes the address bar's hash without a history entry. */
export function writeHash(hash: string): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}
