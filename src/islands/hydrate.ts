// Our islands' hydration (no Astro island runtime). The server renders each island to HTML inside a
// wrapper, <div data-island="Name" data-id="…" data-ssr>, followed by its props in a
// <script type="application/json"> (src/components/Island.astro). Each island's wrapper component
// runs hydrateIslands once per page from a bundled module script: the component's chunk is imported
// when an island needs it (at once, or when it nears the viewport), Preact hydrates the server's HTML
// with the props, and `data-ssr` goes: until then the page's inline script keeps the presses made on
// a sandbox (src/components/Sandbox.astro).
import { h, hydrate, type ComponentType } from 'preact';
import { withMask } from './island-mask.ts';

/**
 * The island's component, imported when it hydrates: `() => import('./X.tsx').then((m) => m.default)`
 * (naming the export lets the bundler skip a namespace object). It is given the island's props, for a
 * component that must load more before its first render can match the server's (the sandbox at a
 * step past its first).
 */
export type IslandLoad = (props: Record<string, unknown>) => Promise<ComponentType<never>>;

/** How far below (and above) the viewport an island hydrates when it loads on sight (as client:visible, with a margin). */
export const NEAR = '200px';

/** The props an island's wrapper serves beside it (the JSON script right after it). */
export function islandProps(el: Element): Record<string, unknown> {
  const script = el.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') throw new Error(`Island ${el.getAttribute('data-island') ?? '?'}: no <script type="application/json"> with its props after it`);
  return JSON.parse(script.textContent ?? '') as Record<string, unknown>;
}

async function run(el: HTMLElement, load: IslandLoad): Promise<void> {
  const props = islandProps(el);
  if (import.meta.env.DEV) await import('preact/debug'); // Preact's checks in development, as Astro's Preact client had them; gone from the build
  // The props are JSON the server wrote for this component (Island.astro), so the cast is the contract.
  const component = (await load(props)) as ComponentType<Record<string, unknown>>;
  hydrate(withMask(h(component, props), el.dataset.id ?? ''), el);
  el.removeAttribute('data-ssr');
}

/** Hydrates every not yet hydrated island named `name` on the page: at once, or when it nears the viewport (`visible`). */
export function hydrateIslands(name: string, load: IslandLoad, visible: boolean): void {
  const all = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"][data-ssr]`)];
  const start = (el: HTMLElement) => void run(el, load).catch((e: unknown) => console.error(`Island ${name} did not hydrate:`, e));
  if (!visible || typeof IntersectionObserver === 'undefined') { all.forEach(start); return; }
  // The wrapper has no box of its own (display: contents): watch its child.
  const io = new IntersectionObserver((seen) => {
    for (const s of seen) {
      const el = s.target.parentElement;
      if (!s.isIntersecting || !el?.hasAttribute('data-ssr') || el.dataset.started) continue;
      el.dataset.started = '';
      io.unobserve(s.target);
      start(el);
    }
  }, { rootMargin: NEAR });
  for (const el of all) if (el.firstElementChild) io.observe(el.firstElementChild);
}
