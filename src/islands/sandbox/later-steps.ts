// The module that later.ts loads on demand: what a step other than the first needs.
export { centreMarks, describeChanges, diffSnapshots, seatMarks } from './diff.ts';
export { slide } from './card-slide.ts';
export { warm } from './warm.ts';
export { withLineScores } from './line-scores.ts'; // a branch's own scores: a branch's steps are later steps
export { fingerprint } from './fingerprint.ts'; // a permalink's outcome: its opener and writer load this module anyway (permalink.ts)
