// Every internal link and #anchor in the built site resolves: each href that stays on the site
// (absolute path or relative, not http(s):, mailto:, /pagefind/ or a bare "#") must lead to a file
// in dist/ (with the trailingSlash: 'always' rule: /x/ → dist/x/index.html), and a #fragment must
// name an element id (or an <a name>) in the target page. A fragment `#key=value` is a page's state,
// not an anchor (the builder's `#scenario=<id>`, a sandbox permalink's `#s=…`): its page must exist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const ORIGIN = 'https://site.invalid';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Markup without scripts, styles, comments and templates, where an href is not a link. */
function stripNonMarkup(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '');
}

/** The attribute values of `attr` on every tag of `html` (double, single or unquoted values). */
function attributeValues(html: string, attr: string): string[] {
  const values: string[] = [];
  // A start tag whose quoted attribute values may contain '>'.
  const tag = /<[a-z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
  const re = new RegExp(`(?:^|\\s)${attr}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'gi');
  for (const t of html.matchAll(tag)) {
    for (const m of t[1]!.matchAll(re)) values.push(decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
  }
  return values;
}

function htmlFiles(): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const rel = join(entry.parentPath, entry.name).slice(dist.length).replace(/\\/g, '/');
    if (!rel.startsWith('pagefind/')) files.push(rel);
  }
  return files.sort();
}

/** The URL path a dist file is served at: rules/index.html → /rules/, 404.html → /404.html. */
const urlPathOf = (rel: string) => `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;

/** The dist file a URL path resolves to under trailingSlash: 'always', or an explanation. */
function resolveFile(pathname: string): { file: string } | { problem: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { problem: 'the path is not valid percent-encoding' };
  }
  const rel = decoded.replace(/^\/+/, '');
  if (decoded.endsWith('/')) {
    const file = `${rel}index.html`;
    return existsSync(join(dist, file)) ? { file } : { problem: `no dist/${file}` };
  }
  if (existsSync(join(dist, rel)) && statSync(join(dist, rel)).isFile()) return { file: rel };
  if (existsSync(join(dist, rel, 'index.html'))) return { problem: `missing trailing slash (the site uses trailingSlash: 'always'): write ${pathname}/` };
  return { problem: `no dist/${rel}` };
}

const files = htmlFiles();
const idCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = stripNonMarkup(readFileSync(join(dist, file), 'utf8'));
    ids = new Set([...attributeValues(html, 'id'), ...attributeValues(html, 'name')]);
    idCache.set(file, ids);
  }
  return ids;
}

interface Broken {
  page: string;
  href: string;
  problem: string;
}

function checkSite(): { broken: Broken[]; checked: number } {
  const broken: Broken[] = [];
  let checked = 0;
  for (const file of files) {
    const page = urlPathOf(file);
    const html = stripNonMarkup(readFileSync(join(dist, file), 'utf8'));
    for (const raw of new Set(attributeValues(html, 'href'))) {
      const href = raw.trim();
      if (href === '' || href === '#') continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // http:, mailto:, data:, …
      const url = new URL(href, `${ORIGIN}${page}`);
      if (url.pathname.startsWith('/pagefind/')) continue;
      checked++;
      const target = resolveFile(url.pathname);
      if ('problem' in target) {
        broken.push({ page, href, problem: target.problem });
        continue;
      }
      if (url.hash.length > 1 && target.file.endsWith('.html') && !url.hash.startsWith('#:~:') && !/^#[a-z]+=/.test(url.hash)) {
        let id: string;
        try {
          id = decodeURIComponent(url.hash.slice(1));
        } catch {
          id = url.hash.slice(1);
        }
        if (!anchorsOf(target.file).has(id)) {
          broken.push({ page, href, problem: `no element with id="${id}" in ${urlPathOf(target.file)}` });
        }
      }
    }
  }
  return { broken, checked };
}

/**
 * Every broken link with the page it is on, grouped so a missing page linked from everywhere
 * reads as one entry: first the links to files that do not exist (by target), then the links
 * whose #anchor is missing (by page).
 */
function formatReport(broken: Broken[], checked: number): string {
  const pages = new Set(broken.map((b) => b.page));
  const lines = [`${broken.length} broken internal link(s) on ${pages.size} page(s), of ${checked} checked.`];
  const missing = broken.filter((b) => !b.problem.startsWith('no element'));
  const anchors = broken.filter((b) => b.problem.startsWith('no element'));
  if (missing.length > 0) {
    const byProblem = new Map<string, Broken[]>();
    for (const b of missing) byProblem.set(b.problem, [...(byProblem.get(b.problem) ?? []), b]);
    lines.push('', `Links to missing files (${missing.length}):`);
    for (const [problem, list] of byProblem) {
      const hrefs = [...new Set(list.map((b) => b.href))];
      const on = [...new Set(list.map((b) => b.page))];
      lines.push(`  ${problem}`);
      lines.push(`      href${hrefs.length > 1 ? 's' : ''}: ${hrefs.join(', ')}`);
      lines.push(`      on ${on.length} page${on.length > 1 ? 's' : ''}: ${on.join(', ')}`);
    }
  }
  if (anchors.length > 0) {
    const byPage = new Map<string, Broken[]>();
    for (const b of anchors) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b]);
    lines.push('', `Links to missing anchors (${anchors.length}):`);
    for (const [page, list] of byPage) {
      lines.push(`  on ${page}`);
      for (const b of list) lines.push(`      ${b.href}  →  ${b.problem}`);
    }
  }
  return lines.join('\n');
}

describe('internal links of the built site', () => {
  it('finds the built pages', () => {
    expect(files, 'build the site first: npm run build').toContain('index.html');
  });

  it('resolves every internal link and #anchor', () => {
    const { broken, checked } = checkSite();
    expect(checked).toBeGreaterThan(0);
    if (broken.length > 0) expect.fail(formatReport(broken, checked));
  });
});

// ---------------------------------------------------------------------------------------------
// Clause ids mentioned in text are links. A clause id is the id of a rendered clause somewhere on
// the site (general.zones.no-cards-left); each mention of one in the visible text of a page must be
// inside a link. The clause's own id label beside its number (<code class="clause-id">) and text
// for the search index only (class="search-only") are not mentions.

const CLAUSE_ID = /\b(?:general|cards|heroes|identity|variants|basics|tcg)(?:\.[a-z0-9-]+){2,}\b/g;

function knownClauseIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    for (const id of anchorsOf(file)) if (/^(?:general|cards|heroes|identity|variants|basics|tcg)(?:\.[a-z0-9-]+){2,}$/.test(id)) ids.add(id);
  }
  return ids;
}

/** A start or end tag, whose quoted attribute values may contain '>' (an island's props do). */
const TAG = /<\/?[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi;

/** The page's text outside links, clause id labels and search-only blocks (tags and attributes dropped). */
function unlinkedText(html: string): string {
  // Tags become markers first, so that the elements to drop can be matched without their attributes.
  const marked = stripNonMarkup(html).replace(TAG, (t) => {
    const name = /^<\/?([a-z][^\s/>]*)/i.exec(t)?.[1]?.toLowerCase() ?? '';
    const end = t.startsWith('</');
    if (name === 'a') return end ? '\uE002' : '\uE001';
    if (/class="[^"]*\b(?:clause-id|search-only)\b/.test(t)) return '\uE003';
    return end && (name === 'code' || name === 'p' || name === 'span') ? `\uE004${name}` : ' ';
  });
  return marked
    .replace(/\uE001[^\uE002]*\uE002/g, ' ')
    .replace(/\uE003[^\uE004]*\uE004[a-z]+/g, ' ')
    .replace(/\uE004[a-z]+/g, ' ');
}

describe('clause ids in text', () => {
  it('links every mention of a clause id', () => {
    const known = knownClauseIds();
    expect(known.size, 'clauses are rendered with their ids').toBeGreaterThan(500);
    const unlinked: string[] = [];
    for (const file of files) {
      const text = decodeEntities(unlinkedText(readFileSync(join(dist, file), 'utf8')));
      const ids = [...new Set([...text.matchAll(CLAUSE_ID)].map((m) => m[0]).filter((id) => known.has(id)))];
      if (ids.length > 0) unlinked.push(`${urlPathOf(file)}: ${ids.join(', ')}`);
    }
    if (unlinked.length > 0) expect.fail(`${unlinked.length} page(s) mention clause ids without linking them:\n  ${unlinked.join('\n  ')}`);
  });
});

describe('citations by title', () => {
  it('names the seed files (000_….txt) on the sources page only', () => {
    const pages = files.filter((f) => f !== 'reference/sources/index.html' && /\b\d{3}_[0-9a-f]{16}\.txt\b/.test(stripNonMarkup(readFileSync(join(dist, f), 'utf8'))));
    expect(pages).toEqual([]);
    expect(readFileSync(join(dist, 'reference/sources/index.html'), 'utf8')).toContain('002_aa0e7cc3375a404c.txt');
  });
});
