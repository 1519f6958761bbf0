// The version of the rules the engine implements. Sandbox permalinks carry it: a link made with an
// older version still opens, with a notice when the outcome at its step has changed since.
// Raise it whenever a change to the engine can change the outcome of a scenario step.
export const RULES_VERSION = 1;
