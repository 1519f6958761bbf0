// The clauses, read straight from content/clauses/*.yaml with Node's fs (for the command-line
// runner and scripts, which run outside Vite).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { indexClauses, type Clause } from './clause-schema.ts';

export function loadClauses(root: string): Clause[] {
  const dir = join(root, 'content', 'clauses');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  const index = indexClauses(files.map((f) => [`content/clauses/${f}`, parse(readFileSync(join(dir, f), 'utf8')) as unknown] as const));
  return [...index.values()];
}

export function loadClauseIds(root: string): Set<string> {
  return new Set(loadClauses(root).map((c) => c.id));
}
