// A Vite plugin that puts a small preload helper in place of Vite's own (0.9 KB gzip, loaded on
// every page: Starlight's search button imports it, and so does the sandbox's chunk). Vite wraps
// each dynamic import() of the build as __vitePreload(() => import(chunk), deps): the helper adds a
// <link rel="modulepreload"> for each JavaScript file the chunk imports (so they load side by side
// with it, not one after the other) and a stylesheet link for each CSS file, which it waits for,
// then imports the chunk. This one does the same in about 0.3 KB: it leaves out what this site does
// not use (a relative base, a CSP nonce, browsers without modulepreload, the vite:preloadError
// event). A file already linked from the page is not linked again; a stylesheet that fails to load
// rejects the import, and is tried again on the next one (src/islands/sandbox/on-demand.ts retries).
// The list is of what the chunk imports, not the chunk itself (`preloadDeps`): Vite lists it too,
// but its import() starts fetching it at the same moment, and its name in each importer's list cost
// the engine's core 0.4 KB gzip (the 25 rule chunks it loads on demand).
import type { Plugin } from 'vite';

/** The files to preload with a dynamic import of `file`: Vite's list (`deps`) but the file itself. */
export const preloadDeps = (file: string, deps: readonly string[]): string[] => deps.filter((d) => d !== file);

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper's code, for the site's base path (`/`, or `/docs/`). */
export function preloadHelperCode(base: string): string {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`vite-preload: the base must be an absolute path ending in "/", not ${JSON.stringify(base)} (src/vite-preload.ts)`);
  return `const seen = {};
function add(href) {
  const css = href.endsWith('.css');
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.href = href;
  document.head.append(link);
  return css && new Promise((done, fail) => {
    link.onload = done;
    link.onerror = () => {
      delete seen[href];
      link.remove();
      fail(new Error('Unable to preload CSS for ' + href));
    };
  });
}
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    const href = ${JSON.stringify(base)} + dep;
    return (seen[href] ??= !document.querySelector('link[href="' + href + '"]') && add(href));
  })).then(load);
`;
}

export function preloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'sanguosha-preload',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      // Astro sets the build's modulePreload ({ polyfill: false }) over the site's config: set here, for the browser's build.
      return { build: { modulePreload: { polyfill: false, resolveDependencies: preloadDeps } } };
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : undefined;
    },
  };
}
