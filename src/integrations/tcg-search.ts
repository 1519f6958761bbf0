// The Three Kingdoms trading card game (source 001, /tcg/) is another game: its pages must not answer
// Sanguosha searches. They are left out of Starlight's search index (`pagefind: false` in their
// frontmatter) and indexed here, after the build, into a search bundle of their own,
// dist/pagefind-tcg/. The site search merges that bundle with a low index weight and the filter
// "Game: Three Kingdoms TCG" (astro.config.mjs, `pagefind.mergeIndex`), so a TCG page comes after
// every Sanguosha page that matches, and a reader can narrow the results to the TCG.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

export const TCG_BUNDLE = '/pagefind-tcg/';
export const TCG_FILTER = { game: 'Three Kingdoms TCG' } as const;

/** The markup inside a built page's <main>, or undefined. */
export function mainContent(html: string): string | undefined {
  const open = /<main\b[^>]*>/i.exec(html);
  const close = html.lastIndexOf('</main>');
  if (!open || close < open.index) return undefined;
  return html.slice(open.index + open[0].length, close);
}

/** A Pagefind answer, or an error naming the integration and the step when it carries errors. */
export function checkPagefind<T extends { errors: string[] }>(response: T, what: string): T {
  if (response.errors.length > 0) throw new Error(`${what}: ${response.errors.join('; ')}`);
  return response;
}
const check = <T extends { errors: string[] }>(response: T, what: string): T => checkPagefind(response, `tcg-search: ${what}`);

export function tcgSearch(): AstroIntegration {
  return {
    name: 'tcg-search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = readdirSync(join(root, 'tcg'), { recursive: true, encoding: 'utf8' })
          .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
          .sort();
        try {
          const { index } = check(await pagefind.createIndex({}), 'createIndex');
          if (!index) throw new Error('tcg-search: Pagefind gave no index');
          for (const file of pages) {
            const main = mainContent(readFileSync(join(root, 'tcg', file), 'utf8'));
            if (main === undefined) throw new Error(`tcg-search: dist/tcg/${file} has no <main>`);
            const url = `/tcg/${file.replace(/index\.html$/, '')}`;
            check(await index.addHTMLFile({ url, content: `<html lang="en"><body><main data-pagefind-body>${main}</main></body></html>` }), url);
          }
          check(await index.writeFiles({ outputPath: join(root, TCG_BUNDLE) }), 'writeFiles');
          logger.info(`Indexed ${pages.length} TCG pages into ${TCG_BUNDLE}`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
