// Build time: the texts of the clauses a sandbox may cite (content/clauses), as the lookup the pure
// sandbox-core.ts reads. Which clauses a sandbox may cite is found there (the scripted run and one
// level of every other choice); a clause not carried links to the page of its section (`pages`).
import { allClauses, clause as getClause, hasClause, labelOf } from '../content-data/clauses.ts';
import { clauseHref } from '../content-data/clause-pages.ts';
import type { ClauseText } from '../islands/sandbox/types.ts';
import type { ClauseLookup } from './sandbox-core.ts';

export { cardFaces } from './sandbox-core.ts';

/** A clause as a sandbox carries it (zh '' when only the English is wanted), or null for an unknown id. */
export function clauseText(id: string, zh: boolean): ClauseText | null {
  if (!hasClause(id)) return null;
  const c = getClause(id);
  return { number: labelOf(id), title: c.title ?? '', doc: c.docTitle, en: c.en.trim(), zh: zh ? (c.zh ?? '').trim() : '', href: clauseHref(id, c.section) };
}

/** Section → page for the clauses whose text is not in the props (card and hero pages follow a convention). */
export function sectionPages(known: readonly string[]): Record<string, string> {
  const have = new Set(known);
  const out: Record<string, string> = {};
  for (const c of allClauses()) {
    // Card and hero pages follow a convention; the engine cites no clause of the TCG.
    if (have.has(c.id) || out[c.section] || /^(cards|heroes|tcg)\./.test(c.section)) continue;
    out[c.section] = clauseHref(c.id, c.section).replace(/#.*$/, '');
  }
  return out;
}

export const buildLookup: ClauseLookup = { text: clauseText, pages: sectionPages };
