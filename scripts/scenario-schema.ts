// Writes scenarios/scenario.schema.json from the zod schema, for editors' autocompletion
// (each scenario's first line points to it). A unit test checks the file is up to date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarioJsonSchema } from '../src/engine/scenario/schema-json.ts';

const file = join(import.meta.dirname, '..', 'scenarios', 'scenario.schema.json');
writeFileSync(file, `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
console.log(`wrote ${file}`);
