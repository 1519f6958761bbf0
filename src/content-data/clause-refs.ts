// Clause ids written in a note or a sentence ("see basics.cards.use") become links to the clause,
// and public ruling numbers ("§4 R16", "R03–R05") links to the ruling on /rulings/: the text split
// into plain runs and references, each reference with its address.
import { allClauses } from './clauses.ts';
import { clauseHref } from './clause-pages.ts';

const ID = /\b(?:general|cards|heroes|identity|variants|basics|tcg)(?:\.[a-z0-9-]+){2,}\b|\bR(?:0[1-9]|[12]\d|3[0-4])\b/g;
const RULING = /^R\d\d$/;

let sections: ReadonlyMap<string, string> | undefined;
function sectionOf(id: string): string | undefined {
  sections ??= new Map(allClauses().map((c) => [c.id, c.section]));
  return sections.get(id);
}

export interface TextPart {
  readonly text: string;
  /** The address of the clause or ruling, when this part is a reference. */
  readonly href?: string;
}

/** Splits a text at the clause ids and ruling numbers it mentions; an id that names no clause stays plain text. */
export function clauseRefs(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(ID)) {
    if (RULING.test(m[0])) {
      if (m.index > at) parts.push({ text: text.slice(at, m.index) });
      parts.push({ text: m[0], href: `/rulings/#${m[0]}` });
      at = m.index + m[0].length;
      continue;
    }
    const section = sectionOf(m[0]);
    if (section === undefined) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], href: clauseHref(m[0], section) });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
