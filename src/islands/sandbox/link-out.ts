// Writing a sandbox's permalink (permalink.ts): the address bar's hash after the visitor moves, and
// "Copy link" (the clipboard, or a text field to copy from). Loaded on demand (use-permalink.ts: at
// a visitor's first reach for the sandbox, or the first write or copy), not with the first view. The
// outcome's fingerprint comes from the code of the later steps (fingerprint.ts), passed in: this
// chunk imports no module of the sandbox's first load, which would split it into a chunk of its own.
import { encodeLink } from './permalink.ts';
import type { Snapshot } from './types.ts';
import type { Sandbox } from './use-sandbox.ts';

export type LinkState = Pick<Sandbox, 'timeline' | 'step' | 'pov' | 'lines'>;

/** The permalink of the moment shown: the line, the step, the point of view and the other variations kept. */
export function linkFor(sb: LinkState, id: string, version: number, fingerprint: (s: Snapshot) => string): string {
  const snap = sb.timeline.snapshots[sb.step];
  const shown = sb.timeline.choices.join('.');
  return encodeLink({ scenario: id, version, choices: sb.timeline.choices, step: sb.step, fingerprint: snap ? fingerprint(snap) : null, pov: sb.pov === 'judge' ? null : sb.pov, lines: sb.lines.filter((l) => l.join('.') !== shown) });
}

/** Puts the hash in the address bar without a new history entry (when it differs). */
export function writeHash(hash: string): void {
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
}

/** What "Copy link" reports: a status, and the link in a field when the clipboard refused it. */
export interface CopyOut {
  readonly copied: (status: string) => void;
  readonly fallback: (url: string | null) => void;
}

/** Copies the link to the clipboard; when the clipboard refuses (or is missing), shows it in the field to copy from, selected. */
export function copyLink(url: string, root: HTMLElement | null, out: CopyOut): void {
  const done = () => { out.copied('Link copied.'); out.fallback(null); };
  const manual = () => {
    out.fallback(url);
    out.copied('Copy the link from the field below.');
    requestAnimationFrame(() => {
      const input = root?.querySelector<HTMLInputElement>('.sbx-fallback input');
      input?.focus();
      input?.select();
    });
  };
  if (navigator.clipboard?.writeText) navigator.clipboard.writeText(url).then(done, manual);
  else manual();
}
