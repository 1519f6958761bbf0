// The server's half of our islands (the browser's is src/islands/hydrate.ts): the component rendered
// to HTML with its own useId() counter (island-mask.ts), and its props as the text of a
// <script type="application/json">. Rendered by Island.astro, without Astro's island runtime.
import { h, type ComponentType } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { withMask } from '../islands/island-mask.ts';

const counts = new WeakMap<Request, number>();

/** The next island id of a page's render (i1, i2, …), keyed by the page's request, which every component of one render shares. */
export function nextIslandId(request: Request): string {
  const n = (counts.get(request) ?? 0) + 1;
  counts.set(request, n);
  return `i${n}`;
}

/**
 * Props as the text of a JSON script. JSON.stringify leaves `<` as it is, and the HTML parser ends a
 * script at `</script` and treats `<!--` in it specially: every `<` is written \u003c, which
 * JSON.parse reads back as `<`. Props that JSON cannot carry (a function, undefined, NaN) are an error.
 */
export function islandJson(name: string, props: object): string {
  const json = JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' || (typeof value === 'number' && !Number.isFinite(value))) throw new Error(`Island ${name}: prop ${key || '(root)'} is a ${typeof value === 'number' ? String(value) : typeof value}, which JSON cannot carry to the browser`);
    return value;
  });
  return json.replace(/</g, '\\u003c');
}

export interface IslandHtml {
  readonly id: string;
  readonly html: string; // the component's first render
  readonly json: string; // its props, for the JSON script (islandJson)
}

/** Renders an island for the page: its id, its HTML and its props as JSON. */
export function renderIsland<P extends object>(name: string, component: ComponentType<P>, props: P, request: Request): IslandHtml {
  const json = islandJson(name, props);
  const id = nextIslandId(request);
  return { id, html: renderToString(withMask(h<P>(component, props), id)), json };
}
