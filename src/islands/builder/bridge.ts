// The address bar while a built table is played. The sandbox keeps its moment in the hash as a
// scenario permalink (#s=table@…, sandbox/permalink.ts), which names no table, so it could not be
// opened elsewhere. On the builder page that write is caught: the moment (choices, step, point of
// view) is handed to the builder, which writes its own link (#b1.…: the table, the choices as its
// script, the step and the point of view) instead. Nothing else on the page writes `#s=` hashes.
// The `#s=` form is read and written here rather than with sandbox/permalink.ts, so the builder
// shares no module with the chunks of the scenario pages' first load (scripts/budget-builder.mjs).
import { RULES_VERSION } from '../../engine/version.ts';

export interface Moment {
  readonly choices: readonly number[];
  readonly step: number;
  readonly pov: string | null;
}

/** sandbox/permalink.ts's form: s=<scenario>@<version>/<choices>/<step>[/<fingerprint>][/as-<seat>][/v<n>~<line>…]. */
const LINK = /^#s=[a-z0-9][a-z0-9-]{0,79}@\d{1,4}\/(-|\d{1,4}(?:\.\d{1,4}){0,499})\/(\d{1,6})(?:\/[0-9a-z]{1,12})?(?:\/as-(p\d{1,2}))?(?:\/v.*)?$/;

/** A sandbox permalink's moment, or null for any other hash. */
export function momentOf(hash: string): Moment | null {
  if (hash.length > 2000) return null;
  const m = LINK.exec(hash);
  if (!m) return null;
  return { choices: m[1] === '-' || m[1] === undefined ? [] : m[1].split('.').map(Number), step: Number(m[2]), pov: m[3] ?? null };
}

/** The sandbox permalink that opens the played table at a moment (read by the sandbox when it mounts). */
export function sandboxHash(id: string, m: Moment): string {
  return `#s=${id}@${RULES_VERSION}/${m.choices.length ? m.choices.join('.') : '-'}/${m.step}${m.pov ? `/as-${m.pov}` : ''}`;
}

type Replace = History['replaceState'];

/**
 * Catches the sandbox's hash writes until the returned function is called: each `#s=` URL goes to
 * `onMoment` instead of the address bar. Other writes pass through.
 */
export function catchMoments(onMoment: (m: Moment) => void): () => void {
  const original: Replace = history.replaceState.bind(history);
  const caught: Replace = (data, unused, url) => {
    const text = typeof url === 'string' ? url : url instanceof URL ? url.hash : '';
    const m = text.startsWith('#') ? momentOf(text) : null;
    if (m) onMoment(m);
    else original(data, unused, url);
  };
  history.replaceState = caught;
  return () => { if (history.replaceState === caught) history.replaceState = original; };
}

/** Writes the address bar's hash without a history entry (and without the catch). */
export function writeHash(hash: string): void {
  const url = `${location.pathname}${location.search}${hash}`;
  History.prototype.replaceState.call(history, history.state, '', url);
}

/** sandbox/use-permalink.ts's FLUSH_EVENT (named here, not imported: see above). */
const FLUSH_EVENT = 'sbx-flush';

/**
 * Asks the played sandbox to write its moment now (its own write waits 400 ms after a move); while
 * the catch is on, the write reaches `onMoment` before this returns. Nothing happens when no sandbox is shown.
 */
export function flushMoment(root: ParentNode = document): void {
  root.querySelector('.bld-play [data-sandbox]')?.dispatchEvent(new Event(FLUSH_EVENT));
}
