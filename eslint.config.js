// ESLint flat config. `npm run lint` (and the lint stage of `npm test`) runs it with --max-warnings 0.
//
// Besides the usual recommended rules it enforces the three layers of DESIGN.md with ESLint's
// built-in `no-restricted-imports`, one block per folder:
//   src/engine  pure rules: no xstate, no astro, no preact, nothing from flow or the UI folders
//   src/flow    the statechart: engine only; no astro, no preact, nothing from the UI folders, and no
//               xstate except in xstate-chart.ts (development and tests: the browser runs the chart
//               with statechart.ts, and scripts/budget.mjs fails a build with XState in any chunk)
//   UI folders  free, except that they must not call engine functions that change state; a lint
//               rule cannot tell a query from a transform, so that part is left to code review.
// tests/unit/lint-layers.test.ts proves that a violating import makes `npm test` fail.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The Node.js globals used by scripts and configs (the `globals` package is not a dependency). */
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'AbortController', 'AbortSignal',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
    'performance', 'structuredClone', 'queueMicrotask', 'TextEncoder', 'TextDecoder', 'Intl',
    'globalThis', 'require', 'module', '__dirname', '__filename',
  ].map((name) => [name, 'readonly']),
);

/**
 * Browser globals for plain-JS scripts and tests that drive Chromium: the callbacks they pass to
 * playwright's page.evaluate run in the page. (TypeScript files need no list: TS checks names.)
 */
const browserGlobals = Object.fromEntries(
  [
    'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage',
    'getComputedStyle', 'matchMedia', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
    'MessageChannel', 'MutationObserver', 'ResizeObserver', 'IntersectionObserver', 'CustomEvent', 'Event',
    'KeyboardEvent', 'MouseEvent', 'Element', 'HTMLElement', 'Node', 'NodeFilter', 'DOMParser',
  ].map((name) => [name, 'readonly']),
);

/** Folders of the UI layer; neither the engine nor the flow may import from them. */
const UI_FOLDERS = 'islands|components|pages|layouts';

/**
 * A regex matching a *local* import (relative, `@/…` alias, `src/…` or absolute) that goes into one
 * of `folders`, e.g. `../flow/machine.ts`, `../../islands/Table.tsx`, `@/flow/run`, `src/pages/x`.
 * Package names such as `some-lib/components` are not matched.
 */
const localFolder = (folders) => `^(\\.{1,2}/|@/|src/|/)(.*/)?(${folders})(/|$)`;

const astroAndPreact = [
  { group: ['astro', 'astro/*', 'astro:*'], message: 'Astro belongs to the UI layer (src/pages, src/layouts, src/components).' },
  { group: ['preact', 'preact/*', '@preact/*'], message: 'Preact belongs to the UI layer (src/islands).' },
  { group: ['@astrojs/*'], message: 'Astro integrations belong to the UI layer.' },
];

/** What no engine module may import. */
const ENGINE_PATTERNS = [
  { group: ['xstate', 'xstate/*', '@xstate/*', '@statelyai/*'], message: 'The engine is pure rules: the statechart (xstate) lives in src/flow.' },
  ...astroAndPreact,
  {
    regex: localFolder(`flow|${UI_FOLDERS}`),
    message: 'The engine must not import from src/flow or the UI folders (islands, components, pages, layouts): imports go one way, UI → flow → engine.',
  },
];

/** What no flow module may import (the UI folders, Astro, Preact); XSTATE too, except in xstate-chart.ts. */
const FLOW_PATTERNS = [
  ...astroAndPreact,
  {
    regex: localFolder(UI_FOLDERS),
    message: 'The flow must not import from the UI folders (islands, components, pages, layouts): imports go one way, UI → flow → engine.',
  },
];
const XSTATE = {
  group: ['xstate', 'xstate/*', '@xstate/*'],
  message: 'The browser runs the chart with src/flow/statechart.ts: XState is for development and tests only, through src/flow/xstate-chart.ts.',
};

export default defineConfig(
  {
    ignores: ['dist/**', '.astro/**', '**/*.astro', 'node_modules/**', 'public/**', 'tests/fixtures/**', '.test-results/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: nodeGlobals },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,cjs}', 'tests/**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...nodeGlobals, ...browserGlobals } },
  },
  {
    files: ['src/engine/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ENGINE_PATTERNS }] },
  },
  {
    // The engine's code runs in the browser when a visitor branches: it reads the cards' and heroes'
    // rules (data/card-rules.ts, data/hero-rules.ts; the card notation and the scenario loader, which
    // the builder loads, also their facts with the Chinese names), not the tables with every name and summary.
    files: ['src/engine/**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/engine/data/**', 'src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [...ENGINE_PATTERNS, {
          regex: '(^|/)data/(cards|heroes)\\.ts$',
          message: 'The engine reads data/card-rules.ts and data/hero-rules.ts (data/card-facts.ts and data/hero-facts.ts add the Chinese names): data/cards.ts and data/heroes.ts add the names and summaries that pages show, which the engine must not carry into the browser.',
        }],
      }],
    },
  },
  {
    files: ['src/flow/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...FLOW_PATTERNS, XSTATE] }] },
  },
  {
    files: ['src/flow/xstate-chart.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: FLOW_PATTERNS }] },
  },
);
