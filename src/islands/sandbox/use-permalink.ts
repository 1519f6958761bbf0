// The permalink of a sandbox: on load (and when the hash changes) a link naming this sandbox's
// scenario restores its moment (open-link.ts, loaded only for a `#s=` hash), scrolls to the sandbox
// and focuses it; a malformed link shows a plain message and the start. After the visitor moves, the
// hash is kept up to date (debounced, replaceState, no new history entries). "Copy link" uses the
// clipboard, or shows a text field. The code that writes and copies a link (link-out.ts, with the
// fingerprint from the later steps' code) loads at a visitor's first reach for the sandbox, like the
// later steps (intent.ts), not with the first view. A host page that keeps its own links (the
// builder) passes `onMoment`: it is told each moment the visitor moves to, and no hash is written.
import type { RefObject } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { onIntent } from './intent.ts';
import { later, laterLoaded, loadLater } from './later.ts';
import { onDemand } from './on-demand.ts';
import type { Sandbox } from './use-sandbox.ts';

/** Whether a location hash may hold a sandbox link: decodeLink (open-link.ts, loaded only then) reads no other. */
export const LINK_HASH = /^#?s=/;

/** A moment of the sandbox, as a host page is told it: the line of choices shown, the step, the point of view (null: the judge's). */
export interface Moment {
  readonly choices: readonly number[];
  readonly step: number;
  readonly pov: string | null;
}

type LinkOut = typeof import('./link-out.ts');
type Fingerprint = ReturnType<typeof later>['fingerprint'];
const out = onDemand(() => import('./link-out.ts'));

/** Runs `f` with the writer and the fingerprint: at once when both are loaded (a clipboard may refuse a write made after the click's task), else once they are. */
function withWriter(f: (m: LinkOut, fingerprint: Fingerprint) => void, failed: () => void): void {
  const m = out.get();
  if (m && laterLoaded()) f(m, later().fingerprint);
  else void Promise.all([out.load(), loadLater()]).then(([mod, steps]) => f(mod, steps.fingerprint), failed);
}

export function usePermalink(root: RefObject<HTMLElement>, id: string, version: number, sb: Sandbox, moved: boolean, onMoment?: (m: Moment) => void) {
  const [copied, setCopied] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const sbRef = useRef(sb);
  sbRef.current = sb;

  const open = useCallback(async (hash: string) => {
    const el = root.current;
    if (!el || !LINK_HASH.test(hash)) return;
    const { openLink } = await import('./open-link.ts');
    await openLink(el, hash, id, sbRef.current);
  }, [id, root]);

  useEffect(() => {
    void open(location.hash);
    const onHash = () => void open(location.hash);
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [open]);

  // The writer's code is asked for when a visitor first reaches for the sandbox (as the later steps' is).
  useEffect(() => (onMoment ? undefined : onIntent(root.current, () => void out.load().catch(() => undefined))), [root, onMoment]);

  // Keep the address bar's hash on this sandbox's moment once the visitor has moved; or tell the host
  // page the moment, in the same frame (it may share it at once).
  const { step, timeline, pov, lines } = sb;
  useLayoutEffect(() => {
    if (moved && onMoment) onMoment({ choices: timeline.choices, step, pov: pov === 'judge' ? null : pov });
  }, [step, timeline, pov, moved, onMoment]);
  useEffect(() => {
    if (!moved || onMoment) return;
    let on = true;
    const t = setTimeout(() => withWriter((m, fp) => { if (on) m.writeHash(`#${m.linkFor(sbRef.current, id, version, fp)}`); }, () => undefined), 400); // a failed load: tried again at the next move
    return () => { on = false; clearTimeout(t); };
  }, [step, timeline, pov, lines, moved, id, version, onMoment]);

  const copy = useCallback(() => withWriter((m, fp) => {
    m.copyLink(`${location.origin}${location.pathname}#${m.linkFor(sbRef.current, id, version, fp)}`, root.current, { copied: setCopied, fallback: setFallback });
  }, () => setCopied('The link could not be made. Check the connection and try again.')), [id, version, root]);

  return { copied, fallback, copy };
}
