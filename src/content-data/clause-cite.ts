// <ClauseCite ids="…" /> in MDX: the clause ids of a citation, each with the address of the page
// that shows it. An unknown id, or none, or too many, is an error naming the page and the fix.
import { clauseRefs } from './clause-refs.ts';

export interface CitePart {
  readonly id: string;
  readonly href: string;
}

export const MAX_CITED = 12;

export function clauseCite(ids: string, page: string): CitePart[] {
  const list = ids.split(/\s+/).filter(Boolean);
  if (list.length === 0 || list.length > MAX_CITED) {
    throw new Error(`<ClauseCite> on ${page}: give 1 to ${MAX_CITED} clause ids in ids="…", separated by spaces (got ${list.length}).`);
  }
  return list.map((id) => {
    const part = clauseRefs(id)[0];
    if (!part?.href || part.text !== id) {
      throw new Error(`<ClauseCite> on ${page}: no clause has the id "${id}". Fix: use an id from content/clauses/*.yaml.`);
    }
    return { id, href: part.href };
  });
}
