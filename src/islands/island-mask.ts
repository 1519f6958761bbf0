// The id an island's Preact tree counts its useId() values from, the same on the server
// (src/components/island-html.ts) and in the browser (hydrate.ts): each island of a page gets its own,
// so two sandboxes on a page never share an element id, and hydration finds the ids it rendered.
// Preact keeps the counter on the root vnode (`_mask` in its source, `__m` in its published build,
// which the browser and preact-render-to-string both run).
/** The vnode (an island's root), with its own useId() counter, starting at P<id>-0. */
export function withMask<V extends object>(vnode: V, id: string): V {
  return Object.assign(vnode, { __m: [id, 0] });
}
