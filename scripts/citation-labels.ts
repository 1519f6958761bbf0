// `npm run labels`: appends a citation label to content/citation-labels.yaml for every clause id
// that has none (src/content-data/citation-labels.ts); existing lines are kept as they are, so no
// label ever changes. `npm run labels -- --check` only checks, and exits 1 on a missing, duplicate
// or malformed label.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadClauses } from '../src/content-data/clause-ids-node.ts';
import { appendLabels, checkLabels, parseLabelFile } from '../src/content-data/citation-labels.ts';

const root = join(import.meta.dirname, '..');
const file = join(root, 'content', 'citation-labels.yaml');
const HEADER = `# Citation labels: clause id → the short label a judge says aloud and types ("G7.3").
# Assigned once and never changed (README.md, "Content formats"). Do not edit or reorder by hand:
# \`npm run labels\` appends labels for new clause ids; a removed clause keeps its line (retired).
`;
const clauses = loadClauses(root);
const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
const labels = parseLabelFile(parse(text) as unknown);
if (process.argv.includes('--check')) {
  const errors = checkLabels(clauses, labels);
  if (errors.length) {
    console.error(`content/citation-labels.yaml:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`labels: ok (${clauses.length} clauses)`);
} else {
  const next = appendLabels(clauses, labels);
  const added = Object.keys(next).filter((id) => labels[id] === undefined);
  if (!text) writeFileSync(file, HEADER);
  if (added.length) appendFileSync(file, added.map((id) => `${id}: ${next[id] ?? ''}\n`).join(''));
  console.log(`labels: ${added.length} appended (${Object.keys(next).length} in all)`);
}
