// The keyboard and the presses made before the island hydrated. On a page with one sandbox, ← → Home
// End step it from anywhere on the page (not while typing in a field); with several, only the one
// that has focus. Before hydration, the page's inline script (components/Sandbox.astro) keeps every
// press of a step button or key in `window.sbxQ`; the island applies them, in order, once it runs.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export type Action = 'next' | 'back' | 'start' | 'end' | 'decision';

const KEYS: Readonly<Record<string, Action>> = { ArrowRight: 'next', ArrowLeft: 'back', Home: 'start', End: 'end' };
const ACTIONS: ReadonlySet<string> = new Set(['next', 'back', 'start', 'end', 'decision']);

/** Whether the element takes typing (a field, a list box, editable text): keys there are its own. */
export function isTyping(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) || el.isContentEditable === true);
}

/** The step action of a key press, or null (another key, a modifier held, typing in a field). */
export function keyAction(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>): Action | null {
  const a = KEYS[e.key];
  if (!a || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTyping(e.target)) return null;
  return a;
}

interface Pending { readonly el: Element; readonly act: string }
declare global { interface Window { sbxQ?: Pending[] } }

/** Takes the presses kept for this sandbox before it hydrated (and leaves the others' presses). */
export function takePending(el: Element | null, q: Pending[] | undefined = typeof window === 'undefined' ? undefined : window.sbxQ): Action[] {
  if (!el || !q) return [];
  const mine = q.filter((p) => p.el === el);
  const rest = q.filter((p) => p.el !== el);
  q.splice(0, q.length, ...rest);
  return mine.map((p) => p.act).filter((a): a is Action => ACTIONS.has(a));
}

/** Page-wide keys while this is the only sandbox on the page (the sandbox's own onKeyDown handles focus inside it). */
export function usePageKeys(root: RefObject<HTMLElement>, act: (a: Action) => void): void {
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = root.current;
      if (!el || e.defaultPrevented || el.contains(e.target as Node) || document.querySelectorAll('[data-sandbox]').length !== 1) return;
      const a = keyAction(e);
      if (!a) return;
      e.preventDefault();
      latest.current(a);
    };
    document.addEventListener('keydown', onKey);
    // From now on the page's inline script leaves page-wide keys to this listener.
    root.current?.setAttribute('data-live', '');
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
