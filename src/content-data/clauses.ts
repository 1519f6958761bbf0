// Every rule clause of the site, read from content/clauses/*.yaml at build time (Vite).
import { indexClauses, type Clause } from './clause-schema.ts';
import { nearest } from '../engine/card-notation.ts';
import labelsRaw from '../../content/citation-labels.yaml';
import { checkLabels, labelIndex, parseLabelFile } from './citation-labels.ts';

const files = import.meta.glob<unknown>('../../content/clauses/*.yaml', { eager: true, import: 'default' });
const index = indexClauses(Object.entries(files).map(([path, raw]) => [path.replace(/^.*content\//, 'content/'), raw] as const));

// Every clause must have its citation label, each label one clause (content/citation-labels.yaml).
const labels = parseLabelFile(labelsRaw);
const labelErrors = checkLabels([...index.values()], labels);
if (labelErrors.length) {
  throw new Error(`content/citation-labels.yaml:\n${labelErrors.map((e) => `  - ${e}`).join('\n')}\nRun \`npm run labels\` to append labels for new clauses; never edit or reuse a label.`);
}
const byLabel = labelIndex(labels);

export type { Clause };

/** The clause's citation label ("G7.3"): assigned once, never renumbered. */
export function labelOf(id: string): string {
  const label = labels[id];
  if (label === undefined) throw new Error(`clause "${id}" has no citation label; run \`npm run labels\``);
  return label;
}

/** The clause id a citation label names, if any (labels are case-insensitive when typed). */
export function clauseOfLabel(label: string): string | undefined {
  return byLabel.get(label.trim().toUpperCase());
}

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
