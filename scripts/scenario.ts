// `npm run --silent scenario -- <file.yaml> [--json]`: runs any scenario file and reports.
// Exit 0: every expectation holds; 1: an expectation fails; 2: the file or the command is invalid;
// 3: the script does not cover a decision. The work is in scenario-cli.ts.
import { resolve } from 'node:path';
import { loadClauseIds } from '../src/content-data/clause-ids-node.ts';
import { scenarioCli, type CliResult } from './scenario-cli.ts';

let ids: Set<string> | undefined; // read only when a file gets as far as its clause ids
let result: CliResult;
try {
  result = scenarioCli(process.argv.slice(2), process.cwd(), (id) => (ids ??= loadClauseIds(resolve(import.meta.dirname, '..'))).has(id));
} catch (e) {
  result = { code: 2, out: '', err: `scenario: unexpected error: ${(e instanceof Error ? e.message : String(e)).split('\n')[0] ?? ''}; please report it\n` };
}
process.stdout.write(result.out);
process.stderr.write(result.err);
process.exitCode = result.code;
