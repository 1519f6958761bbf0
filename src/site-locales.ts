// The site's languages, for Starlight's `locales` (astro.config.mjs) and for the language picker's
// override (src/components/starlight/LanguageSelect.astro), which shows Starlight's picker only when
// there is more than one.
export const LOCALES = { root: { label: 'English', lang: 'en' } } as const;
