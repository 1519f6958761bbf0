// src/vite-starlight-scripts.ts: it empties the two Starlight modules the page shell stands in for,
// cuts the search shortcut's inline script, and fails the build when one of them is not found.
import { describe, expect, it } from 'vitest';
import { starlightScriptsPlugin } from '../../src/vite-starlight-scripts.ts';

const SL = '/x/node_modules/@astrojs/starlight/dist';
const SEARCH_ID = `${SL}/components/Search.astro`;
// Search.astro as Astro compiles it: the script's text kept, its end tag written <\/script>.
const COMPILED = "$$render`<site-search></site-search><script>\n\t(() => {\n\t\tconst openBtn = document.querySelector('button[data-open-modal]');\n\t\tshortcut.style.display = '';\n\t})();\n<\\/script>${$$renderScript()}`";

type Ctx = { environment: { name: string } };
function hooks() {
  const plugin = starlightScriptsPlugin();
  const transform = plugin.transform as unknown as (this: Ctx, code: string, id: string) => string | null;
  const buildEnd = plugin.buildEnd as unknown as (this: Ctx, error?: Error) => void;
  const client = { environment: { name: 'client' } };
  return { transform: (code: string, id: string) => transform.call(client, code, id), buildEnd: (env = 'client') => buildEnd.call({ environment: { name: env } }) };
}

describe('vite-starlight-scripts', () => {
  it("empties the persister's and the mobile pane's modules and cuts the search shortcut; leaves the rest", () => {
    const h = hooks();
    expect(h.transform('const scroller = 1;', `${SL}/components-internals/SidebarPersistState.js`)).toBe('export {};');
    expect(h.transform('class StarlightSidebarPane {}', `${SL}/components/PageFrame.astro?astro&type=script&index=0&lang.ts`)).toBe('export {};');
    expect(h.transform('x', `${SL}/components/PageFrame.astro`)).toBeNull();
    // The dev server's ids carry a version query (`npm run dev` ran both scripts and defined <sl-sidebar-pane> twice).
    expect(h.transform('class StarlightSidebarPane {}', `${SL}/components/PageFrame.astro?v=ac915627&astro&type=script&index=0&lang.ts`)).toBe('export {};');
    expect(h.transform('const scroller = 1;', `${SL}/components-internals/SidebarPersistState.ts?v=0b1c2d3e`)).toBe('export {};');
    expect(h.transform('x', `${SL}/components/PageFrame.astro?v=ac915627&astro&type=style&index=0&lang.css`)).toBeNull();
    expect(h.transform('x', '/x/src/components/starlight/shell.ts')).toBeNull();
    const cut = h.transform(COMPILED, SEARCH_ID);
    expect(cut).toBe('$$render`<site-search></site-search>${$$renderScript()}`');
    expect(() => h.buildEnd()).not.toThrow();
  });

  it('fails when the search shortcut is not where it was, and at the end of a client build that missed a module', () => {
    const h = hooks();
    expect(() => h.transform(COMPILED.replace('openBtn', 'button'), SEARCH_ID)).toThrow(/the search shortcut's inline script not found in .*Search\.astro/);
    h.transform('x', `${SL}/components-internals/SidebarPersistState.js`);
    expect(() => h.buildEnd('prerender')).not.toThrow(); // the server's build renders no client script
    expect(() => h.buildEnd()).toThrow(/the mobile menu pane's script and the search shortcut's inline script not found in Starlight/);
  });
});
