// Pagefind's ranking options for the site search, read by astro.config.mjs (Starlight's `pagefind`
// option, which passes them to the search dialog) and by the search tests.
//
// termFrequency, termSaturation, termSimilarity and diacriticSimilarity are Starlight's defaults;
// pageLength is 0.3 (Starlight: 0.1), so that the long glossary page does not answer a card's name. `metaWeights` boosts a page whose metadata matches the
// words searched for: `names` holds every name of the card or hero a page is canonical for and
// `word` those names that are one word (src/components/SearchNames.astro); `term` and `termword` are
// the same for the glossary page, which holds every rule term. The page title counts for little, so
// that a scenario titled "Lord kills Loyalist" does not answer "Kill" before Strike.
export const PAGEFIND_RANKING = {
  pageLength: 0.3,
  termFrequency: 0.1,
  termSaturation: 2,
  termSimilarity: 9,
  diacriticSimilarity: 0.8,
  metaWeights: { title: 0.5, names: 8, word: 10, term: 8, termword: 10 },
} as const;
