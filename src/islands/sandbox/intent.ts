// A visitor reaching for a sandbox: a pointer over it, a touch on it, the focus in it, or a key
// pressed anywhere on the page (the step keys work page-wide: use-keys.ts). What only a later step
// needs (later.ts) is asked for then, so that a visitor who only reads the first view never loads it,
// and one who reaches for the controls has it loading before the press lands.

/** The events on the sandbox's element, and on the document, that count as reaching for it. */
export const INTENT_ON_ELEMENT = ['pointerover', 'touchstart', 'focusin'] as const;
export const INTENT_ON_DOCUMENT = ['keydown'] as const;

/** Calls `then` once, at the first intent towards `el` (at once without an element); returns a cancel function. */
export function onIntent(el: HTMLElement | null, then: () => void, doc: Pick<Document, 'addEventListener' | 'removeEventListener'> | null = typeof document === 'undefined' ? null : document): () => void {
  if (!el || !doc) {
    then();
    return () => undefined;
  }
  const opts = { passive: true, capture: true } as const;
  const off = () => {
    for (const e of INTENT_ON_ELEMENT) el.removeEventListener(e, fire, opts);
    for (const e of INTENT_ON_DOCUMENT) doc.removeEventListener(e, fire, opts);
  };
  function fire(): void {
    off();
    then();
  }
  for (const e of INTENT_ON_ELEMENT) el.addEventListener(e, fire, opts);
  for (const e of INTENT_ON_DOCUMENT) doc.addEventListener(e, fire, opts);
  return off;
}
