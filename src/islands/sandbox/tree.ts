// The tree of variations as one chunk that the page loads only once the visitor branches (or opens a
// link with variations): the lines' logic and their list. Until then no sandbox page pays for it.
export { afterChoice, keepLines, labelsOf, variationsAt } from './variations.ts';
export { Variations } from './Variations.tsx';

