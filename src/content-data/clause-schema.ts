// The shape of a clause file (content/clauses/<doc>.yaml) and its validation. A malformed file
// fails with the file name, the path of the field, what is wrong and how to fix it.
import { z } from 'zod';

export const CLAUSE_ID = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;
const id = z.string().regex(CLAUSE_ID, 'must be dot-separated lowercase kebab-case words, e.g. general.distance.mounts');

const clause = z.strictObject({
  id,
  title: z.string().min(1).optional(),
  source: z.string().min(1).optional(),
  en: z.string().min(1, 'the English text is empty'),
  zh: z.string().min(1).optional(),
  note: z.string().min(1).optional(),
});

const section = z.strictObject({
  id,
  title: z.string().min(1),
  titleZh: z.string().min(1).optional(),
  source: z.string().min(1).optional(),
  clauses: z.array(clause).min(1, 'a section needs at least one clause'),
});

export const clauseFileSchema = z.strictObject({
  doc: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  titleZh: z.string().min(1).optional(),
  source: z.string().min(1).optional(),
  sections: z.array(section).min(1),
});

export type ClauseFile = z.infer<typeof clauseFileSchema>;
export type ClauseSection = z.infer<typeof section>;
export type ClauseEntry = z.infer<typeof clause>;

/** A clause with where it lives: its document, its section and its visible number. */
export interface Clause extends ClauseEntry {
  readonly doc: string;
  readonly docTitle: string;
  readonly docSource: string | undefined;
  readonly section: string;
  readonly sectionTitle: string;
  readonly number: string;
}

/** Formats zod issues as `file: path: message`, one per line. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
      return `${file}: ${path || '(top level)'}: ${issue.message}`;
    })
    .join('\n');
}

/** Validates one parsed file and returns its clauses in order, numbered "section.clause". */
export function readClauseFile(file: string, raw: unknown): Clause[] {
  const parsed = clauseFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid clause file\n${describeIssues(file, parsed.error)}\nFix the field named above; the format is described in README.md ("Content formats").`);
  }
  const data = parsed.data;
  const out: Clause[] = [];
  data.sections.forEach((s, si) => {
    if (!s.id.startsWith(`${data.doc}.`)) {
      throw new Error(`${file}: sections[${si}].id: "${s.id}" must start with "${data.doc}." (the file's doc)`);
    }
    s.clauses.forEach((c, ci) => {
      if (!c.id.startsWith(`${s.id}.`)) {
        throw new Error(`${file}: sections[${si}].clauses[${ci}].id: "${c.id}" must start with its section id "${s.id}."`);
      }
      out.push({ ...c, doc: data.doc, docTitle: data.title, docSource: data.source, section: s.id, sectionTitle: s.title, number: `${si + 1}.${ci + 1}` });
    });
  });
  return out;
}

/** Builds the id → clause index over all files, failing on a duplicate id. */
export function indexClauses(files: ReadonlyArray<readonly [string, unknown]>): Map<string, Clause> {
  const index = new Map<string, Clause>();
  for (const [file, raw] of files) {
    for (const c of readClauseFile(file, raw)) {
      const prior = index.get(c.id);
      if (prior) throw new Error(`${file}: clause id "${c.id}" is already used in content/clauses/${prior.doc}.yaml; ids must be unique`);
      index.set(c.id, c);
    }
  }
  return index;
}
