// Where each clause is shown: found by reading which MDX page renders its section, so a link
// from the engine's log or a scenario goes to the clause on its own page. Build-time only (fs).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const docsRoot = join(process.cwd(), 'content', 'docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return mdxFiles(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

function urlOf(file: string): string {
  const rel = relative(docsRoot, file).replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return rel === '' ? '/' : `/${rel}/`;
}

let cache: Map<string, string> | undefined;

/** section id (or clause id rendered by `ids`) → page URL */
function pageIndex(): Map<string, string> {
  if (cache) return cache;
  cache = new Map();
  for (const file of mdxFiles(docsRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<Clauses\s+section="([^"]+)"/g)) if (m[1] && !cache.has(m[1])) cache.set(m[1], urlOf(file));
    for (const m of text.matchAll(/<Clauses\s+ids=\{\[([^\]]*)\]\}/g)) {
      for (const id of (m[1] ?? '').matchAll(/["']([^"']+)["']/g)) if (id[1] && !cache.has(id[1])) cache.set(id[1], urlOf(file));
    }
  }
  return cache;
}

/** The URL of the page that shows this clause, with its anchor. */
export function clauseHref(id: string, section: string): string {
  const idx = pageIndex();
  const page = idx.get(id) ?? idx.get(section) ?? conventionalPage(section) ?? '/reference/clauses/';
  return `${page}#${id}`;
}

// Card and hero pages render their sections from components, not from MDX tags.
function conventionalPage(section: string): string | undefined {
  const m = /^(cards|heroes)\.([a-z0-9-]+)$/.exec(section);
  return m ? `/${m[1]}/${m[2]}/` : undefined;
}
