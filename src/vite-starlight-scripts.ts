// A Vite plugin that empties Starlight's module scripts which the page shell script
// (src/components/starlight/shell.ts, inline in <head>) stands in for: the sidebar state's persister
// (components-internals/SidebarPersistState, rendered by Page.astro, which cannot be overridden) and
// the mobile menu's pane (the script of PageFrame.astro); and it cuts the search shortcut's inline
// script from Search.astro. Each must be found in a build: a Starlight
// whose files moved would otherwise run both scripts (and define <sl-sidebar-pane> twice).
import type { Plugin } from 'vite';

export const EMPTIED = {
  'the sidebar state persister': /@astrojs\/starlight\/dist\/components-internals\/SidebarPersistState\.(ts|js)$/,
  "the mobile menu pane's script": /@astrojs\/starlight\/dist\/components\/PageFrame\.astro\?astro&type=script&index=0&lang\.ts$/,
};

// Search.astro's inline script for its shortcut (⌘K or Ctrl+K), cut from the component as Astro
// compiled it (its template keeps the script's text as written).
const SEARCH = /@astrojs\/starlight\/dist\/components\/Search\.astro$/;
const SEARCH_SHORTCUT = /<script(?: is:inline)?>\s*\(\(\) => \{\s*const openBtn = document\.querySelector\('button\[data-open-modal\]'\);[\s\S]*?<\\?\/script>/; // the compiled template writes <\/script>
const SEARCH_WHAT = "the search shortcut's inline script";

/** A module's id without the dev server's version query (`?v=ac915627&astro&type=script…` → `?astro&type=script…`), which a build's ids do not have. */
export const withoutVersion = (id: string): string => id.replace(/([?&])v=[\w-]+(&|$)/, '$1').replace(/[?&]$/, '');

export function starlightScriptsPlugin(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'sgs-starlight-scripts',
    enforce: 'pre',
    // A transform, not a load: Astro's plugin loads its scripts' modules first.
    transform(code, raw) {
      const id = withoutVersion(raw);
      if (SEARCH.test(id)) {
        const out = code.replace(SEARCH_SHORTCUT, '');
        if (out === code) throw new Error(`vite-starlight-scripts: the search shortcut's inline script not found in ${id}; update SEARCH_SHORTCUT in src/vite-starlight-scripts.ts`);
        seen.add(SEARCH_WHAT);
        return out;
      }
      for (const [what, re] of Object.entries(EMPTIED)) {
        if (!re.test(id)) continue;
        seen.add(what);
        return 'export {};';
      }
      return null;
    },
    buildEnd(error) {
      const missing = [...Object.keys(EMPTIED), SEARCH_WHAT].filter((what) => !seen.has(what));
      if (!error && this.environment?.name === 'client' && missing.length) {
        throw new Error(`vite-starlight-scripts: ${missing.join(' and ')} not found in Starlight; update the paths in src/vite-starlight-scripts.ts`);
      }
    },
  };
}
