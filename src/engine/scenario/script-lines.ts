// The script lines' code in one module (script-code.ts): what the full loader installs, and what the
// builder loads (one chunk) when a table with script lines arrives.
export { scriptErrors } from './lines.ts';
export { evaluateCheck, parseCheck } from './checks.ts';
export { matchLine } from './words.ts';
export { expectRefErrors } from './expect-refs.ts';
export { refErrors } from './fact-refs.ts';
