// The builder's code loaded on demand with its first search, "Play" or "Copy report" (the
// builder-later chunk: src/vite-chunks.ts), reached through this one module, which is in no group:
// its chunk re-exports builder-later's names (0.2 KB gzip). An import() of a module inside a
// group's chunk needs a namespace object: the four modules imported before (later-play.ts,
// later-report.ts, model/play.ts, model/name-search.ts) made four, and the bundler's helper that
// writes them a chunk of its own (rolldown-runtime, 0.15 KB: its runtime module is never offered to
// the groups' tests). Through this module a heavy dispute loads 0.1 KB less (scripts/budget-builder.mjs).
export { follow, loadClauses, playData, stepsAndClauses, TABLE_ID } from './later-play.ts';
export { reportText } from './later-report.ts';
export { outcomeAt } from './model/play.ts';
export { CARD_NAMES, GLOSSARY_CARD_NAMES, cardLabel, findCards, findHeroes, parseCardQuery } from './model/name-search.ts';
