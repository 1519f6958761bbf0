// The source map (content/sources/*.yaml: every heading of every seed and the clauses covering it)
// and the errata (content/errata/*.yaml), validated at build time.
import { z } from 'zod';
import { describeIssues } from './clause-schema.ts';
import { hasClause } from './clauses.ts';

const sourceFile = z.strictObject({
  source: z.string(),
  title: z.string().optional(),
  sections: z.array(
    z
      .strictObject({ heading: z.string().min(1), clauses: z.array(z.string()), note: z.string().min(1).optional() })
      .refine((x) => x.clauses.length > 0 || x.note !== undefined, 'a heading must map to at least one clause, or say in `note` why it has no rule text'),
  ),
});
const erratum = z.strictObject({
  id: z.string().regex(/^errata\.[0-9]{3}\.[a-z0-9-]+$/),
  source: z.string(),
  where: z.string(),
  says: z.string(),
  site: z.string(),
  clause: z.string().optional(),
});

export type SourceMap = z.infer<typeof sourceFile> & { readonly file: string };
export type Erratum = z.infer<typeof erratum>;

const sourceRaw = import.meta.glob<unknown>('../../content/sources/*.yaml', { eager: true, import: 'default' });
const errataRaw = import.meta.glob<unknown>('../../content/errata/*.yaml', { eager: true, import: 'default' });
const rel = (p: string) => p.replace(/^.*content\//, 'content/');

function checkClauses(file: string, ids: readonly (string | undefined)[]): void {
  const bad = ids.filter((id): id is string => id !== undefined && !hasClause(id));
  if (bad.length) throw new Error(`${file}: unknown clause id(s) ${bad.join(', ')}; clause ids are defined in content/clauses/*.yaml`);
}

export function sourceMaps(): SourceMap[] {
  return Object.entries(sourceRaw)
    .map(([path, raw]) => {
      const r = sourceFile.safeParse(raw);
      if (!r.success) throw new Error(`Invalid source map\n${describeIssues(rel(path), r.error)}`);
      checkClauses(rel(path), r.data.sections.flatMap((s) => s.clauses));
      return { ...r.data, file: rel(path) };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

export function errata(): Erratum[] {
  return Object.entries(errataRaw)
    .flatMap(([path, raw]) => {
      const r = z.array(erratum).safeParse(raw);
      if (!r.success) throw new Error(`Invalid errata file\n${describeIssues(rel(path), r.error)}`);
      checkClauses(rel(path), r.data.map((e) => e.clause));
      return r.data;
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
