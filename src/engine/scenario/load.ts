// The scenario loader (read.ts) with the code that reads script lines (script-code.ts), the code that
// reads a 3v3 table (threes-setup.ts) and the words that say what is wrong (say.ts) installed: what
// the tests, `npm run scenario` and the scenario pages' build import. The builder reads its tables
// with read.ts and loads the script lines' code only for a table that has lines or a stopping fact,
// the 3v3 code for a 3v3 table, and the words on a table's first problem.
import { evaluateCheck, expectRefErrors, matchLine, parseCheck, refErrors, scriptErrors } from './script-lines.ts';
import { installScriptCode } from './script-code.ts';
import { WORDS } from './say-words.ts';
import { installWords } from './say.ts';
import { installThreesSetup } from './mode-setup.ts';
import { threesSetup } from './threes-setup.ts';
import { readScenario, type LoadResult } from './read.ts';

export { houseRules, type LoadResult } from './read.ts';

installScriptCode({ scriptErrors, parseCheck, evaluateCheck, matchLine, expectRefErrors, refErrors });
installWords(WORDS);
installThreesSetup(threesSetup);

/** Reads a scenario file: its errors (each naming the file and the field), or the scenario and the engine's setup. */
export function loadScenario(file: string, raw: unknown, clauseExists?: (id: string) => boolean): LoadResult {
  return readScenario(file, raw, clauseExists);
}
