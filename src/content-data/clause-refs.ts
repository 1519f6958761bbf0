// Clause ids written in a note or a sentence ("see basics.cards.use") become links to the clause:
// the text split into plain runs and ids, each id with the address of the page that shows it.
import { allClauses } from './clauses.ts';
import { clauseHref } from './clause-pages.ts';

const ID = /\b(?:general|cards|heroes|identity|variants|basics|tcg)(?:\.[a-z0-9-]+){2,}\b/g;

let sections: ReadonlyMap<string, string> | undefined;
function sectionOf(id: string): string | undefined {
  sections ??= new Map(allClauses().map((c) => [c.id, c.section]));
  return sections.get(id);
}

export interface TextPart {
  readonly text: string;
  /** The address of the clause, when this part is a clause id. */
  readonly href?: string;
}

/** Splits a text at the clause ids it mentions; an id that names no clause stays plain text. */
export function clauseRefs(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(ID)) {
    const section = sectionOf(m[0]);
    if (section === undefined) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], href: clauseHref(m[0], section) });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
