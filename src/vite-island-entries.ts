// Our islands' components as entries of the browser's build, as they were when Astro's island
// runtime loaded them (Astro adds every hydrated component to the client build's input; ours are
// server-rendered and hydrated by src/islands/hydrate.ts, which import()s them). As an entry, a
// component's chunk keeps its exports as they are (no namespace object built for an import() of
// it, and no bundler runtime chunk for that), and the modules the islands share keep the order
// they had in their chunks (which gzip worse in another order: the engine's core, 0.5 KB).
import type { Plugin } from 'vite';

export function islandEntries(files: readonly string[]): Plugin {
  return {
    name: 'island-entries',
    applyToEnvironment: (env) => env.name === 'client',
    options(options) {
      const input = options.input;
      // Astro sets the client build's input as a sorted list of files (its scripts and islands).
      if (Array.isArray(input)) options.input = [...new Set([...input, ...files])].sort();
      return options;
    },
  };
}
