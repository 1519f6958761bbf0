// What the loader says when a file is wrong, kept apart from the checks that find it. The checks
// (read.ts, table.ts, mode-setup.ts, deal.ts, and the validator valid.ts) decide alone whether a file
// can be read; each thing wrong is noted as a saying (its name in say-words.ts and what it is about),
// and the words are made from the sayings, in order, only when there is something to say. So the
// builder page, which checks a table at each edit and finds it fine in a typical session, loads the
// words (say-words.ts, one chunk with zod's words, messages.ts) on a table's first problem
// (loadWords), and the full loader (load.ts: the tests, `npm run scenario`, the pages' build)
// installs them when it is imported. Reading a refused file before the words are loaded throws
// WordsMissingError: a file is refused or not without them, but never told with other words.
import { installed } from './installed.ts';
import type { WORDS } from './say-words.ts';

export type { Said } from './say-words.ts';
export type Words = typeof WORDS;

/** A refused file was read before the words that say why were loaded. */
export class WordsMissingError extends Error {
  constructor() {
    super('the words that say what is wrong with a table are not loaded: await loadWords() (src/engine/scenario/say.ts) before reading a file that has problems');
    this.name = 'WordsMissingError';
  }
}

const part = installed<Words>(() => new WordsMissingError(), async () => (await import('./say-words.ts')).WORDS);

export const installWords: (words: Words) => void = part.install;

/** Whether the words are loaded (a refused file can be told why). */
export const wordsLoaded: () => boolean = part.loaded;

/** The words; throws WordsMissingError when they are not loaded yet. */
export const words: () => Words = part.get;

/** Loads the words (one chunk in the browser), once. */
export const loadWords: () => Promise<void> = part.load;
