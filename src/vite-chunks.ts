// The browser's rules in as few chunks as they load: the engine's core and the chart (run by
// src/flow/statechart.ts; no XState) in one chunk (the live rules a branch loads, which the builder
// loads at once), and each rule module that a table loads on demand (src/engine/rules/load.ts: hero
// packs, the 3v3 mode, house rules) in its own. Left to itself the bundler splits the core into a
// dozen small chunks, one per set of importers (the rule modules import the core's modules too),
// which gzip about 2 KB worse than one chunk (scripts/budget.mjs measures the result).
//
// A group takes its modules' imports with it, so two groups come first, to keep out of the core
// what every page loads: Vite's import() helper (every page with search), and what the sandbox's
// first load shares with the builder (its timeline and view model, and the engine's log-book.ts),
// which stays the chunk it was. Not in the core either: the engine's visibility.ts (the sandbox's
// first load reads it), the rule modules and what only they use, the builder's scenario loader,
// the heroes' texts, and what no branch reads (the card notation, the fact names, the cards' and
// heroes' Chinese names: the builder's first load and the scenario loader read them; the notation
// chunk, which comes after the core so that it takes none of the core's modules with it). The house
// rules' names (modes/house/names.ts) stay in the core: the house rules' chunks read them too.
const ENGINE = /[\\/]src[\\/](engine|flow)[\\/]/;
const LATER = /[\\/]src[\\/]engine[\\/](skills[\\/]heroes[\\/]|modes[\\/]house[\\/](last-three|reincarnation|dark-souls|scoring|scoring-data|index)\.ts|modes[\\/]three-v-three[\\/](?!clauses\.ts|data-types\.ts)|card-notation\.ts|facts\.ts|scenario[\\/](?!fact-match\.ts)|data[\\/](heroes|hero-facts|card-facts|card-names|cards)\.ts)|[\\/]src[\\/]flow[\\/]scenario-/;
// What the builder's first load reads of the engine that no branch needs: one chunk, not four small ones.
const NOTATION = /[\\/]src[\\/]engine[\\/](card-notation|facts|data[\\/](hero|card)-facts)\.ts$/;
const PRELOAD = /preload-helper/;
// Preact, its hooks and its JSX runtime: every island loads all three at once, and one chunk gzips
// about 0.4 KB smaller than three (not @preact/signals, which Astro's client loads only for a signal prop).
const PREACT = /[\\/]node_modules[\\/]preact[\\/](dist|hooks|jsx-runtime)[\\/]/;
const PAGE_ONLY = /[\\/]src[\\/]engine[\\/]visibility\.ts$/; // the sandbox's first load reads it; no engine module imports it
// names.ts and on-demand.ts too: the live rules (live.ts) import them as well, and left to itself the
// bundler makes a small chunk of the two that the first load fetches apart.
const FIRST_LOAD = /[\\/]src[\\/](islands[\\/]sandbox[\\/](timeline|view-model|names|on-demand)|engine[\\/]log-book)\.ts$/;

export const RULES_CHUNKS = {
  groups: [
    { name: 'preload-helper', test: (id: string) => PRELOAD.test(id), priority: 3 },
    { name: 'preact', test: (id: string) => PREACT.test(id), priority: 3 },
    { name: 'timeline', test: (id: string) => FIRST_LOAD.test(id), priority: 2 },
    { name: 'notation', test: (id: string) => NOTATION.test(id), priority: 0 },
    { name: 'rules-core', test: (id: string) => ENGINE.test(id) && !LATER.test(id) && !PAGE_ONLY.test(id), priority: 1 },
  ],
};
