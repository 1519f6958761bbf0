// The 3v3 clauses the mode cites (CL3: the constants of clause-names.ts) and the log facts it records.
export * as CL3 from './clause-names.ts';

/** The log facts the 3v3 mode records (merged into the engine's list in facts.ts). */
export const THREES_FACTS: readonly string[] = [
  'side.chosen', 'action.chosen', 'marker.turned', 'markers.reset', 'right.passed', 'right.kept',
  'draft.ordered', 'draft.picked', 'draft.placed', 'draft.revealed',
];
