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
// the heroes' texts, and what no branch reads (the card notation and the cards' and heroes' Chinese
// names: the builder's first load and the scenario loader read them; in the builder's chunk, which
// only the builder page loads: a chunk of their own, `notation`, gzipped 0.3 KB worse apart; the fact
// names, engine/facts.ts, which only the script lines' code reads, in its chunk), the 3v3 mode's fact names (three-v-three/clauses.ts, whose clause ids the build inlines: in the
// `sides` chunk, which the 3v3 mode loads anyway; the fact names, with the builder's script lines'
// code, import it from there). The house rules' names (modes/house/names.ts) stay in the core: the house rules'
// chunks read them too, and so do the 3v3 roles' sides and seating (three-v-three/roles.ts): the
// builder's first load and its playing code read them, which without them load no 3v3 chunk (the
// `sides` chunk, 0.6 KB, off an Identity dispute; the core 0.1 KB more; and, for no reason we found,
// the bundler then cuts builder-later's namespace helper, below, into a chunk of its own, 0.2 KB).
// The hero packs' shared helpers (skills/heroes/util.ts) are in the core too: a chunk of their own
// was 0.65 KB that most hero tables loaded, with each pack's import of it, and in the core they add
// 0.04 KB (their code is much like the core's, which gzip finds); every table with a pack that uses
// them loads 0.6–0.9 KB less (scripts/budget.mjs: the largest branch 48.0 → 47.4 KB).
const ENGINE = /[\\/]src[\\/](engine|flow)[\\/]/;
const LATER = /[\\/]src[\\/]engine[\\/](skills[\\/]heroes[\\/](?!util\.ts)|modes[\\/]house[\\/](last-three|reincarnation|dark-souls|scoring|scoring-data|index)\.ts|modes[\\/]three-v-three[\\/](?!data-types\.ts|roles\.ts)|card-notation\.ts|facts\.ts|scenario[\\/](?!fact-match\.ts)|data[\\/](heroes|hero-facts|card-facts|card-names|cards)\.ts)|[\\/]src[\\/]flow[\\/]scenario-/;
// What the builder's first load reads of the engine that no branch needs: in the builder's chunk (only the builder page loads these).
const NOTATION = /[\\/]src[\\/]engine[\\/](card-notation|data[\\/](hero|card)-facts)\.ts$/;
const PRELOAD = /preload-helper/;
// Preact, its hooks and its JSX runtime: every island loads all three at once, and one chunk gzips
// about 0.4 KB smaller than three (not @preact/signals, which Astro's client loads only for a signal prop).
const PREACT = /[\\/](node_modules[\\/]preact[\\/](dist|hooks|jsx-runtime)[\\/]|src[\\/]islands[\\/](hydrate|island-mask)\.ts$)/; // with our hydration (src/islands/hydrate.ts), which every island loads with Preact: one file less
const PAGE_ONLY = /[\\/]src[\\/]engine[\\/]visibility\.ts$/; // the sandbox's first load reads it; no engine module imports it
// names.ts and on-demand.ts too: the live rules (live.ts) import them as well, and left to itself the
// bundler makes a small chunk of the two that the first load fetches apart.
const FIRST_LOAD = /[\\/]src[\\/](islands[\\/]sandbox[\\/](timeline|view-model|names|on-demand|changes)|engine[\\/]log-book)\.ts$/;

// The builder page's own code in two chunks, not the dozen small ones the bundler cuts it into (one
// per set of importers; and rolldown/rolldown#10731: a module the page has loaded already, also
// imported by a chunk loaded on demand, becomes a chunk of its own): what the page loads at once (the
// island, its editors, the link's writer, the scenario loader's checks and the card notation and the
// cards' and heroes' facts they read: NOTATION) and what its first
// search, "Play" or "Copy report" loads (builder-later: the name search, the playing code, the
// report's writer), which a typical dispute loads all of (its 28 chunks gzipped to 109.3 KB apart,
// 102.1 KB concatenated). The YAML reader and writer (later-yaml.ts), the opener of links and files
// with the link's reader (open.ts), the code that reads script lines (engine/scenario/script-lines.ts:
// a table built by taps has none), the 3v3 part (Threes.tsx, with threes-edit.ts and the loader's
// reading of a 3v3 table: loaded for a 3v3 table) and the loader's words for what is wrong
// (engine/scenario/say-words.ts, loaded on a table's first problem) stay apart, each a chunk named after its module (say-words.ts,
// open.ts and later-code.ts, through which the builder imports builder-later, are dynamic imports outside any group: in a group, a module imported dynamically needs
// a namespace object, whose helper from the bundler becomes a chunk of its own that the typical
// dispute loads): a dispute built on the page needs none of them. A group takes its
// modules' imports with it, unless a group of a higher priority has them: the chunks above, and the
// few modules the builder shares with the sandbox's on-demand chunks (the 3v3 sides, a seat's role
// sight), which keep chunks of their own so that no sandbox page loads a builder chunk
// (scripts/budget-builder.mjs checks it).
const BUILDER_NOW = /[\\/]src[\\/](islands[\\/]builder[\\/](?!later-|play\.ts|open\.ts|Threes\.tsx|threes-edit\.ts|model[\\/](play|report|name-search|names|yaml|yaml-[a-z]+|observe|link-read|codec-read)\.ts)[\w/\\-]+\.tsx?|engine[\\/]scenario[\\/](valid|read|table|scenario-format|mode-setup|deal|house-ids|refs|placed-as|script-code|say)\.ts)$/;
// The code that reads script lines (engine/scenario/script-code.ts), with the names an expect block,
// a stopping fact and the notes use (and the engine's list of facts, engine/facts.ts, which only they
// read): a chunk that the builder loads when a table with lines or a stopping fact arrives, through script-lines.ts (a chunk of its own, re-exporting it: held
// in this group, the module would need a namespace object, whose helper from the bundler becomes a
// chunk of its own that the typical dispute loads). The YAML reader imports it too.
const SCRIPT_LINES = /[\\/]src[\\/]engine[\\/](scenario[\\/](lines|checks|words|expect-refs|fact-refs)|facts)\.ts$/;
const BUILDER_LATER = /[\\/]src[\\/](islands[\\/]builder[\\/](later-play|later-report|play|model[\\/](play|report|name-search|names))\.ts|engine[\\/](data[\\/]card-names|scenario[\\/]choice-words)\.ts|flow[\\/]scenario-play\.ts|components[\\/]sandbox-core\.ts)$/;
/** A group of the named modules (paths under src/), captured before the builder's groups take them. */
const own = (name: string, paths: readonly string[]) => ({ name, test: (id: string) => paths.some((p) => id.replaceAll('\\', '/').endsWith(`/src/${p}`)), priority: 2 });

export const RULES_CHUNKS = {
  groups: [
    { name: 'preload-helper', test: (id: string) => PRELOAD.test(id), priority: 5 },
    { name: 'preact', test: (id: string) => PREACT.test(id), priority: 5 },
    { name: 'timeline', test: (id: string) => FIRST_LOAD.test(id), priority: 4 },
    { name: 'rules-core', test: (id: string) => ENGINE.test(id) && !LATER.test(id) && !PAGE_ONLY.test(id), priority: 3 },
    own('sides', ['engine/modes/three-v-three/sides.ts', 'engine/modes/three-v-three/clauses.ts']),
    own('role-sight', ['islands/sandbox/role-sight.ts', 'islands/sandbox/decision-data.ts']),
    { name: 'builder', test: (id: string) => BUILDER_NOW.test(id) || NOTATION.test(id), priority: 1 },
    { name: 'builder-later', test: (id: string) => BUILDER_LATER.test(id), priority: 1 },
    { name: 'script-lines', test: (id: string) => SCRIPT_LINES.test(id), priority: 1 },
  ],
};
