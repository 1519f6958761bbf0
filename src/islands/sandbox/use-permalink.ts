// The permalink of a sandbox: on load (and when the hash changes) a link naming this sandbox's
// scenario restores its moment (open-link.ts, loaded only for a `#s=` hash), scrolls to the sandbox
// and focuses it; a malformed link shows a plain message and the start. After the visitor moves, the hash is kept up to date (debounced,
// replaceState, no new history entries; at once on a FLUSH_EVENT). "Copy link" uses the clipboard, or shows a text field.
import type { RefObject } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { encodeLink, fingerprint, LINK_HASH } from './permalink.ts';
import type { Sandbox } from './use-sandbox.ts';

/** Dispatched on a sandbox's root ([data-sandbox]): it writes its moment to the hash at once. */
export const FLUSH_EVENT = 'sbx-flush';

export function linkFor(sb: Pick<Sandbox, 'timeline' | 'step' | 'pov' | 'lines'>, id: string, version: number): string {
  const snap = sb.timeline.snapshots[sb.step];
  const shown = sb.timeline.choices.join('.');
  return encodeLink({ scenario: id, version, choices: sb.timeline.choices, step: sb.step, fingerprint: snap ? fingerprint(snap) : null, pov: sb.pov === 'judge' ? null : sb.pov, lines: sb.lines.filter((l) => l.join('.') !== shown) });
}

export function usePermalink(root: RefObject<HTMLElement>, id: string, version: number, sb: Sandbox, moved: boolean) {
  const [copied, setCopied] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const sbRef = useRef(sb);
  sbRef.current = sb;

  const open = useCallback(async (hash: string) => {
    const el = root.current;
    if (!el || !LINK_HASH.test(hash)) return;
    const { claims, decodeLink } = await import('./open-link.ts');
    const d = decodeLink(hash);
    if (!claims(el, d)) return;
    const s = sbRef.current;
    let restored = false;
    if (d.kind === 'bad') s.fail(`This link cannot be opened (${d.reason}). Showing the start of the scenario instead.`);
    else if (d.kind === 'ok' && d.link.scenario !== id) s.fail(`This link is for the scenario “${d.link.scenario}”, which is not on this page. Showing the start of this one instead.`);
    else if (d.kind === 'ok') restored = await s.restore(d.link);
    // Land on the options row, whole, with the table under it: the step bar (sticky) shows this step's line and the controls.
    (el.querySelector('.sbx-toolbar') ?? el).scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
    return restored;
  }, [id, root]);

  useEffect(() => {
    void open(location.hash);
    const onHash = () => void open(location.hash);
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [open]);

  // Keep the address bar's hash on this sandbox's moment once the visitor has moved.
  const { step, timeline, pov, lines } = sb;
  useEffect(() => {
    if (!moved) return;
    const t = setTimeout(() => {
      const hash = `#${linkFor(sbRef.current, id, version)}`;
      if (location.hash !== hash) history.replaceState(history.state, '', hash);
    }, 400);
    return () => clearTimeout(t);
  }, [step, timeline, pov, lines, moved, id, version]);

  // A host page (the builder) asks for the moment now, not after the debounce: an event on the root.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const flush = () => { history.replaceState(history.state, '', `#${linkFor(sbRef.current, id, version)}`); };
    el.addEventListener(FLUSH_EVENT, flush);
    return () => el.removeEventListener(FLUSH_EVENT, flush);
  }, [root, id, version]);

  const copy = useCallback(() => {
    const url = `${location.origin}${location.pathname}#${linkFor(sbRef.current, id, version)}`;
    const done = () => { setCopied('Link copied.'); setFallback(null); };
    const manual = () => {
      setFallback(url);
      setCopied('Copy the link from the field below.');
      requestAnimationFrame(() => {
        const input = root.current?.querySelector<HTMLInputElement>('.sbx-fallback input');
        input?.focus();
        input?.select();
      });
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(url).then(done, manual);
    else manual();
  }, [id, version, root]);

  return { copied, fallback, copy };
}
