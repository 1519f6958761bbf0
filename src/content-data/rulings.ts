// The public rulings R01–R34 (content/rulings.yaml), validated: a malformed entry, a duplicate or
// missing id, or a scenario citing a ruling that is not listed fails the build.
import { z } from 'zod';
import raw from '../../content/rulings.yaml';
import { describeIssues } from './clause-schema.ts';

export const RULING_ID = /^R\d{2}$/;
const ruling = z.strictObject({
  id: z.string().regex(RULING_ID, 'a ruling id is R and two digits, e.g. R16'),
  title: z.string().min(3).max(120),
  basis: z.enum(['faq', 'engines', 'engine-only', 'engines-differ']),
  ruling: z.string().min(10).max(1000),
});
const file = z.array(ruling).min(1).max(200);
export type Ruling = z.infer<typeof ruling>;

export const BASIS: Readonly<Record<Ruling['basis'], string>> = {
  faq: 'An official FAQ answers it; the engines agree.',
  engines: 'The reference engines agree; no FAQ answer was found.',
  'engine-only': "One engine's behaviour; no FAQ answer was found.",
  'engines-differ': 'The engines differ on part of it, as the ruling says.',
};

export function readRulings(data: unknown, name = 'content/rulings.yaml'): Ruling[] {
  const parsed = file.safeParse(data);
  if (!parsed.success) throw new Error(`Invalid rulings file\n${describeIssues(name, parsed.error)}`);
  const seen = new Set<string>();
  for (const r of parsed.data) {
    if (seen.has(r.id)) throw new Error(`${name}: ruling ${r.id} is listed twice`);
    seen.add(r.id);
  }
  return parsed.data;
}

let cache: Ruling[] | undefined;
export function rulings(): Ruling[] {
  cache ??= readRulings(raw);
  return cache;
}
