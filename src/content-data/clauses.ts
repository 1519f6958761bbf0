// Every rule clause of the site, read from content/clauses/*.yaml at build time (Vite).
import { indexClauses, type Clause } from './clause-schema.ts';
import { nearest } from '../engine/card-notation.ts';

const files = import.meta.glob<unknown>('../../content/clauses/*.yaml', { eager: true, import: 'default' });
const index = indexClauses(Object.entries(files).map(([path, raw]) => [path.replace(/^.*content\//, 'content/'), raw] as const));

export type { Clause };

export function allClauses(): readonly Clause[] {
  return [...index.values()];
}

export function hasClause(id: string): boolean {
  return index.has(id);
}

/** The clause with this id; a dangling id throws, naming the nearest existing id. */
export function clause(id: string, where = 'a page'): Clause {
  const c = index.get(id);
  if (!c) {
    const hint = nearest(id, [...index.keys()]);
    throw new Error(`Unknown clause id "${id}" in ${where}.${hint ? ` Did you mean "${hint}"?` : ''} Clause ids are defined in content/clauses/*.yaml.`);
  }
  return c;
}

export function sectionClauses(section: string, where = 'a page'): readonly Clause[] {
  const list = allClauses().filter((c) => c.section === section);
  if (list.length === 0) {
    const sections = [...new Set(allClauses().map((c) => c.section))];
    const hint = nearest(section, sections);
    throw new Error(`Unknown clause section "${section}" in ${where}.${hint ? ` Did you mean "${hint}"?` : ''}`);
  }
  return list;
}
