// The scenario format as JSON Schema (scenarios/scenario.schema.json, written by npm run
// scenario:schema): the zod schema's (schema.ts), each field's description key replaced by its text
// (schema-docs.ts). Node only: the page validates with the schema and never needs the texts.
import * as z from 'zod/mini';
import { scenarioSchema } from './schema.ts';
import { SCHEMA_DOCS } from './schema-docs.ts';

const isKey = (d: unknown): d is keyof typeof SCHEMA_DOCS => typeof d === 'string' && Object.hasOwn(SCHEMA_DOCS, d);

export function scenarioJsonSchema(): unknown {
  return z.toJSONSchema(scenarioSchema, {
    io: 'input',
    override: ({ jsonSchema }) => {
      const d = jsonSchema.description;
      if (d !== undefined) {
        if (!isKey(d)) throw new Error(`schema.ts describes a field with "${d}", which schema-docs.ts does not define`);
        jsonSchema.description = SCHEMA_DOCS[d];
      }
    },
  });
}
