// The code that reads a scenario's script lines: the loader's checks of each line (lines.ts), the
// check lines ("p1 cannot use peach ♥3": checks.ts) and the matching of a line to the choice it means
// (words.ts), and the names an expect block uses (expect-refs.ts), the stopping fact and the notes
// (fact-refs.ts, with the engine's list of facts). Only a scenario with script lines, an expect
// block, a stopping fact or notes runs it, and a table built in the builder by taps has none, so the
// builder loads it when a table with lines or a stopping fact arrives (a link with choices, a YAML
// file, a played line: loadScriptCode) rather than with the page. The full loader (load.ts: the tests,
// `npm run scenario`, the scenario pages' build) installs it when it is imported.
import { installed } from './installed.ts';
import type { scriptErrors } from './lines.ts';
import type { evaluateCheck, parseCheck } from './checks.ts';
import type { matchLine } from './words.ts';
import type { expectRefErrors } from './expect-refs.ts';
import type { refErrors } from './fact-refs.ts';

export interface ScriptCode {
  readonly scriptErrors: typeof scriptErrors;
  readonly parseCheck: typeof parseCheck;
  readonly evaluateCheck: typeof evaluateCheck;
  readonly matchLine: typeof matchLine;
  readonly expectRefErrors: typeof expectRefErrors;
  readonly refErrors: typeof refErrors;
}

/** A scenario with script lines was read or played before the code that reads them was loaded. */
export class ScriptCodeMissingError extends Error {
  constructor() {
    super('the code that reads script lines is not loaded: await loadScriptCode() (src/engine/scenario/script-code.ts) before reading or playing a scenario with script lines');
    this.name = 'ScriptCodeMissingError';
  }
}

const part = installed<ScriptCode>(() => new ScriptCodeMissingError(), () => import('./script-lines.ts'));

export const installScriptCode: (code: ScriptCode) => void = part.install;

/** The script lines' code; throws ScriptCodeMissingError when it is not loaded yet. */
export const scriptCode: () => ScriptCode = part.get;

/** Loads the script lines' code (one chunk in the browser), once. */
export const loadScriptCode: () => Promise<void> = part.load;
