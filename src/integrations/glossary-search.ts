// One search record per rule term of the glossary. Pagefind ranks pages, and the glossary is one
// long page whose words belong to 170 terms, so a term of common words ("during a phase") lost to a
// short page that had one of them in a name ("Duress", Borrowed Sword's name in 000, which the stem
// of "during" prefixes). A record per term, /reference/glossary/#<id>, holds only that term's names
// (English, aliases, Chinese), weighted 10 as a card page's names are (SearchNames.astro), and
// under the `term` and `termword` keys the glossary page uses (src/search-ranking.ts), so a term's
// name finds its entry, and the result, titled "<term> (glossary)", links to the entry.
//
// The records must be in the site's own index: a merged bundle has word frequencies of its own, and a
// small bundle of names made every record outrank the pages. So after Starlight has indexed the
// build (its astro:build:done hook, which runs first), this hook indexes the build again the same way
// (createIndex, addDirectory) plus the records, and replaces dist/pagefind/. The names come from the
// built glossary page: each rule term's <section> carries them in data-term-names
// (src/components/Glossary.astro).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { checkPagefind } from './tcg-search.ts';

export const GLOSSARY_PAGE = 'reference/glossary/index.html';

export interface TermRecord {
  readonly id: string;
  readonly names: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = { '&quot;': '"', '&#34;': '"', '&#39;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const unescape = (s: string) => s.replace(/&(?:quot|#34|#39|amp|lt|gt);/g, (e) => ENTITIES[e] ?? e);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rule terms of a built glossary page: each section's id and names (data-term-names). */
export function termRecords(html: string): TermRecord[] {
  const out: TermRecord[] = [];
  for (const m of html.matchAll(/<section\b[^>]*>/g)) {
    const tag = m[0];
    const names = /\sdata-term-names="([^"]*)"/.exec(tag);
    if (!names) continue;
    const id = /\sid="([^"]+)"/.exec(tag)?.[1];
    if (!id) throw new Error(`glossary-search: a glossary section with data-term-names has no id: ${tag.slice(0, 200)}`);
    const parsed: unknown = JSON.parse(unescape(names[1] ?? ''));
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((n) => typeof n === 'string' && n.length > 0)) {
      throw new Error(`glossary-search: #${id}'s data-term-names is not a list of names: ${names[1]}`);
    }
    out.push({ id, names: parsed as string[] });
  }
  return out;
}

/** The HTML Pagefind indexes for one term: its names as the text, and the glossary's meta keys. */
export function recordHtml(r: TermRecord): string {
  const words = r.names.filter((n) => !/\s/.test(n));
  const meta = [`<span data-pagefind-meta="term:${escape(r.names.join(' '))}"></span>`];
  if (words.length > 0) meta.push(`<span data-pagefind-meta="termword:${escape(words.join(' '))}"></span>`);
  return `<html lang="en"><head><title>${escape(r.names[0] ?? r.id)} (glossary)</title></head><body><main data-pagefind-body>${meta.join('')}<p data-pagefind-weight="10">${r.names.map(escape).join(' · ')}</p></main></body></html>`;
}

const check = <T extends { errors: string[] }>(response: T, what: string): T => checkPagefind(response, `glossary-search: ${what}`);

export function glossarySearch(): AstroIntegration {
  return {
    name: 'glossary-search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const records = termRecords(readFileSync(join(root, GLOSSARY_PAGE), 'utf8'));
        if (records.length === 0) throw new Error(`glossary-search: dist/${GLOSSARY_PAGE} has no rule terms (data-term-names)`);
        try {
          const { index } = check(await pagefind.createIndex(), 'createIndex');
          if (!index) throw new Error('glossary-search: Pagefind gave no index');
          const { page_count } = check(await index.addDirectory({ path: root }), 'addDirectory');
          for (const r of records) {
            check(await index.addHTMLFile({ url: `/reference/glossary/#${r.id}`, content: recordHtml(r) }), `#${r.id}`);
          }
          rmSync(join(root, 'pagefind'), { recursive: true, force: true });
          check(await index.writeFiles({ outputPath: join(root, 'pagefind') }), 'writeFiles');
          logger.info(`Indexed ${page_count} pages and ${records.length} glossary terms into /pagefind/`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
