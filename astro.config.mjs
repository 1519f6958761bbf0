// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { yamlPlugin } from './src/vite-yaml.ts';
import { listCssPlugin } from './src/vite-list-css.ts';
import { preloadPlugin } from './src/vite-preload.ts';
import { starlightScriptsPlugin } from './src/vite-starlight-scripts.ts';
import { LOCALES } from './src/site-locales.ts';
import { islandEntries } from './src/vite-island-entries.ts';
import { RULES_CHUNKS } from './src/vite-chunks.ts';
import { PAGEFIND_RANKING } from './src/search-ranking.ts';
import { tcgSearch, TCG_BUNDLE, TCG_FILTER } from './src/integrations/tcg-search.ts';
import { glossarySearch } from './src/integrations/glossary-search.ts';
import { aliasRedirects, readOtherNames } from './src/redirects.ts';

export default defineConfig({
  site: 'https://sanguosha-rules.example',
  trailingSlash: 'always',
  // /cards/slash/ → /cards/strike/, /heroes/lu-bu/ → /heroes/lv-bu/ … (src/redirects.ts)
  redirects: aliasRedirects(readOtherNames()),
  // Astro's prefetch is off (Starlight turns it on): a smaller script of ours does the same
  // (src/components/starlight/prefetch.ts, in the Head override below).
  prefetch: false,
  integrations: [
    starlight({
      title: 'Sanguosha Rules',
      description:
        'The rules of Sanguosha (三国杀, Legends of the Three Kingdoms) in clean English, with the Chinese original beside each clause and a sandbox for every ruling.',
      defaultLocale: 'root',
      locales: LOCALES, // src/site-locales.ts
      customCss: ['./src/styles/site.css'],
      lastUpdated: false,
      // The same markup as Starlight's, with smaller scripts (src/components/starlight/).
      components: {
        Head: './src/components/starlight/Head.astro',
        TableOfContents: './src/components/starlight/TableOfContents.astro',
        MobileTableOfContents: './src/components/starlight/MobileTableOfContents.astro',
        LanguageSelect: './src/components/starlight/LanguageSelect.astro',
        ThemeProvider: './src/components/starlight/ThemeProvider.astro',
        ThemeSelect: './src/components/starlight/ThemeSelect.astro',
        Sidebar: './src/components/starlight/Sidebar.astro',
      },
      pagination: true,
      // Search ranking: the names of cards, heroes and terms first (src/search-ranking.ts).
      // The TCG's pages have a search bundle of their own (src/integrations/tcg-search.ts), merged
      // with a low weight and a filter, so they never answer a Sanguosha search first.
      pagefind: {
        ranking: { ...PAGEFIND_RANKING, metaWeights: { ...PAGEFIND_RANKING.metaWeights } },
        mergeIndex: [{ bundlePath: TCG_BUNDLE, indexWeight: 0.2, mergeFilter: { ...TCG_FILTER } }],
      },
      sidebar: [
        { label: 'Start here', items: [{ label: 'Home', link: '/' }] },
        {
          label: 'Rules',
          items: [
            { label: 'Rules overview', link: '/rules/' },
            { label: 'Identity mode', link: '/rules/identity/' },
            { label: 'Timing and the damage sequence', link: '/rules/timing/' },
            { label: 'General rules', items: [{ autogenerate: { directory: 'rules/general' } }] },
            { label: 'Keywords and sequences (000)', link: '/rules/basics/' },
          ],
        },
        { label: 'Cards', items: [{ autogenerate: { directory: 'cards' } }] },
        { label: 'Heroes', items: [{ autogenerate: { directory: 'heroes' } }] },
        { label: 'Scenarios', items: [{ label: 'All scenarios', link: '/scenarios/' }, { label: 'Rulings', link: '/rulings/' }, { label: 'Build a table', link: '/build/' }] },
        { label: 'Modes and variants', items: [{ autogenerate: { directory: 'modes' } }] },
        { label: 'Reference', items: [{ autogenerate: { directory: 'reference' } }] },
        { label: 'Three Kingdoms TCG', collapsed: true, items: [{ autogenerate: { directory: 'tcg' } }] },
      ],
    }),
    preact(),
    glossarySearch(), // after Starlight's index: re-indexes the build with a record per glossary term
    tcgSearch(),
  ],
  vite: {
    // listCssPlugin: Starlight's list-spacing rule, rewritten so that a change in a sandbox does not
    // make Chromium recompute the style of the whole page (src/vite-list-css.ts).
    // preloadPlugin: a small preload helper for the dynamic imports in place of Vite's (src/vite-preload.ts).
    // starlightScriptsPlugin: empties two of Starlight's scripts that our shell script does (src/vite-starlight-scripts.ts).
    // islandEntries: our islands' components (hydrated by src/islands/hydrate.ts) as entries of the browser's build.
    plugins: [yamlPlugin(), listCssPlugin(), preloadPlugin(), starlightScriptsPlugin(), islandEntries(['Sandbox.tsx', 'ScoringCalculator.tsx', 'builder/Builder.tsx'].map((f) => fileURLToPath(new URL(`./src/islands/${f}`, import.meta.url))))],
    build: {
      rolldownOptions: {
        // Each constant imported from another module written where it is used (the clause ids of
        // src/engine/clause-names.ts, the flags' names …): no variable for it, and no export of it
        // from one chunk to another. Rolldown's default inlines only those a condition tests.
        optimization: { inlineConst: true },
        output: { codeSplitting: RULES_CHUNKS }, // the rules' chunks (src/vite-chunks.ts)
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  },
});
