// `node scripts/budget.mjs [dist]`: the JavaScript budget of the built site.
//
// For every built page (dist/**/*.html) it collects what the page loads at once: each
// <script src>, <link rel="modulepreload"> and inline <script>, then follows the static imports of
// every chunk (import … from, import "…", export … from). Dynamic import() targets are loaded only on
// demand (the search UI, the sandbox's live rules after a branch): they are listed, not counted, but
// for the component of each island on the page (src/components/Island.astro: its chunk, which the
// island's script import()s to hydrate it, src/islands/hydrate.ts). Every file and inline script is
// gzipped (level 9) and summed; a sandbox's props (the scenario data, the island's JSON script) count
// too, as served (the script's text, its \u003c escapes included).
//
// Budgets (1 KB = 1024 bytes; the limits are LIMITS below, the issue's targets are TARGETS):
//   1. A page with one sandbox loads at most LIMITS.page of JavaScript, scenario data included. On a
//      page with several sandboxes the shared code is counted once with the largest scenario's data.
//   1b. What a visitor's first branch loads on top of the page: the live rules' core (every chunk the
//      sandbox's component imports with import(), with their static imports that the page has not
//      already loaded: engine, chart, the tree of variations), at most LIMITS.core, and the rule
//      chunks the scenario's table needs (hero packs, mode, house rules: src/engine/rules/needs.ts,
//      read from each sandbox's props; scripts/budget-branch.mjs), at most LIMITS.branch in all for
//      the page whose scenario needs the most.
//   2. A page without a sandbox loads no JavaScript of ours beyond search: only Starlight's and
//      Astro's own scripts (ALLOWED below), and the runtime of the islands listed in OTHER_ISLANDS.
//      The exceptions are the inline scripts in PAGE_INLINE, each on its page only (the 404 page's
//      list, the scenario list's filters) or on any page ('*': the clause labels' copy-link buttons,
//      the English/中文 choice kept across pages), within its limit.
//   3. No built JavaScript contains the development-only Stately inspector (@statelyai/inspect), nor
//      XState: the browser runs the chart with src/flow/statechart.ts; XState loads the same chart
//      in development only (src/flow/xstate-chart.ts), for the inspector and the tests.
// Exits 1 with a message naming each page and file over budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { branchFigures, setupOf } from './budget-branch.mjs';
import { islandChunk, islandsOf } from './budget-islands.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.argv[2] ?? 'dist');
// The issue's targets: 36 KB for a page (met in stop 17), 45 KB for a branch (printed for the largest
// branch, not met yet, and for the core alone, met): a limit not at its target holds today's size so
// that it cannot grow, and each run prints how far each figure is from its target.
// When a figure meets its target, set its limit to the target.
const TARGETS = { page: 36 * 1024, branch: 45 * 1024 };
// Raised in stop 13 from 44.5 / 61.5 KB when the 3v3 mode, the house rules, hidden information by
// point of view, citation labels and the builder landed (the 3v3 page's sandboxes and the engine's
// two new modes are most of it): a regression against the targets, reported as such. Lowered to
// 50 / 65.5 KB (from 53.5 / 74) when the clauses' texts left the pages' props (fetched when a clause
// opens), the engine stopped carrying the cards' and heroes' other names, and the branch stopped
// carrying the scenario checker's and the card parser's code (fact-match.ts, card-format.ts): largest
// page with a sandbox 49.5 KB (/modes/3v3/, eight sandboxes), largest one-sandbox page 44.8 KB, branch 65.0 KB.
// Raised on the merged tree of stop 14 to 51 / 69.5 KB: seams3's one text mask per step and point of
// view, the roles and action markers through the mode's hooks, and threes2's draft and reborn seats
// added 1.3 KB to /modes/3v3/ (50.8 KB) and 4.1 KB to a branch (69.1 KB). Still a regression
// against the targets, reported as such. Page lowered to 48.5 KB when opening a permalink, an open
// clause's panel and a seat's point of view left the first load (chunks loaded on demand), the
// section → page map left the props for the texts file, and the scripted line's states and
// decisions lost what the page never reads (the engine's bookkeeping, the facts' data, the choices'
// keys): /modes/3v3/ 50.8 → 48.0 KB, largest one-sandbox page 46.1 → 43.4 KB.
// When the hero skills, the 3v3 mode and the house rules left the live rules for chunks of their own,
// loaded for the table being played (src/engine/rules/load.ts), the core a branch loads fell from
// 69.1 KB to 50.1 KB (limit 50.5 KB), and a branch with its scenario's rules to 52.2 KB on the
// median page; a table with reincarnation loads every hero pack (any hero may be reborn) and the
// heroes' names, 77.2 KB on its pages (limit 77.5 KB), 8 KB more than the one chunk of before: the
// packs gzip about 7 KB worse apart than together. (The sandbox's other on-demand chunks are not a
// branch's: NOT_BRANCH in scripts/budget-branch.mjs.)
// Branch lowered to 63 KB when a hero who may come later (reborn, with reincarnation; drafted, in
// 3v3) stopped being loaded up front: the live rules load a hero's pack when a line reaches the
// hero (live.ts buildLine), listed apart as loaded later. A reincarnation page's branch fell from
// 77.4 KB to 52.0–58.9 KB (/heroes/xu-chu/ 58.9 KB, then up to 18.9 KB more if a line reaches a
// rebirth), the 3v3 draft's from 72.7 to 59.1 KB (13.4 KB more when the line-up is drafted), and
// the largest branch is now an eight-seat table's, 62.5 KB (/scenarios/arrow-barrage-eight-seats/,
// seven packs). The core stays within 50.5 KB (51,700 of 51,712 bytes: the typed error, the retry,
// the resumable line and the names of a new hero added about 0.4 KB, and one export name, RULES,
// for every rule module's import() took about 0.25 KB off); the median page's branch 52.5 KB.
// When XState left the browser (the chart runs on src/flow/statechart.ts; XState loads the same chart
// in development only), the core fell from 50.3 KB to 38.9 KB, which meets the 45 KB target (its
// limit is now the target), and the largest branch from 77.4 KB to 66.0 KB (limit 66.5 KB).
// Stop 15 (the page): the props are counted as served (HTML entities included: the largest
// one-sandbox page was 44.5 KB, not the 43.8 printed), and the island's JSON packs its quotes as
// backticks (43.7 KB); Preact's three modules load as one chunk (43.3 KB); the scripted line's stack
// in words travels in the props (SandboxData.stacks), so frames-view.ts left the first load for the
// branch: the largest one-sandbox page 42.9 KB (the longest scenario, whose stacks cost it 1.9 KB
// of data; the median page 38.4 KB, 2.5 KB less), /modes/3v3/ 48.0 → 47.6 KB; with that, the
// scripted states' stack frames keep only what the page reads (sandbox-lean-stack.ts): 42.3 KB,
// /modes/3v3/ 46.9 KB. A trade against the branch, reported as such: the core 50.3 → 53.4 KB (limit
// raised from 50.5), the largest branch 77.4 → 80.6 KB (limit raised from 77.5). Then a page carries
// the sandbox's inline script once, not once per sandbox (src/components/sandbox-once.ts):
// /modes/3v3/ 46.9 → 42.7 KB (eight sandboxes). Page lowered to 43 KB (/modes/3v3/ holds it; the
// largest one-sandbox page is 42.3 KB, the median 38.1 KB).
// The three merged (stop 16: XState out, heroes loaded when reached, the stack's words in the props,
// the deck list in its compact form): the core a branch loads 41.5 KB (with frames-view.ts, 3.1 KB;
// target met, limit the target), the largest branch 53.5 KB (/scenarios/arrow-barrage-eight-seats/,
// seven hero packs, 12 KB of them; the median page 43.5 KB), branch limit 63 → 54 KB; the largest
// page with a sandbox 42.6 KB (/modes/3v3/), one-sandbox pages 36.4–42.2 KB.
// Page lowered to 41 KB when Starlight's and Astro's per-page scripts gave way to smaller ones of
// ours (the prefetch and the tables of contents inline, src/components/starlight/; the preload
// helper, src/vite-preload.ts), the language picker's script left a site with one language, and
// the stack's frames travelled by column: the largest one-sandbox page 42.3 → 40.0 KB, /modes/3v3/
// 42.7 → 40.4 KB.
// Starlight's eight inline scripts and modules for the theme, the sidebar's state, the mobile menu's
// pane and the search shortcut (2.6 KB gzip, each counted apart) gave way to one inline script of
// ours (src/components/starlight/shell.ts, 1.2 KB): the largest one-sandbox page 38.1 → 36.7 KB.
// Islands hydrated by our own module (src/islands/hydrate.ts) instead of Astro's island runtime
// (its inline <astro-island> script, about 2 KB, and its Preact client, 0.8 KB), the props in a JSON
// script instead of an HTML-escaped attribute: the largest one-sandbox page 42.3 → 40.3 KB, the
// smallest 36.4 → 34.5 KB, /modes/3v3/ 42.7 → 40.7 KB.
// What no branch reads left the core (the card notation and fact names, the cards' and heroes'
// Chinese names and the heroes' tags, the lord skills that ask: loaded only for a Cao Cao or Liu Bei
// as Lord, the house rules' composition), and the packs of several Shu and Wu heroes became one per
// hero: the core 41.6 → 37.9 KB, the largest branch 53.7 → 48.6 KB (now
// house-reincarnation-no-hero-left's, all four Wei heroes with Cao Cao as Lord), the median page
// 43.6 → 39.6 KB; branch limit 54 → 50 KB.
// The code of the sandbox's steps after the first (src/islands/sandbox/later.ts: what changed, the
// cards' slides, the idle computing of the steps' views, a branch's scores; 2.1 KB) loaded on demand
// (when a visitor first reaches for the sandbox: src/islands/sandbox/intent.ts), reported apart, and
// the hydration (src/islands/hydrate.ts) in the Preact chunk: the largest one-sandbox page 38.1 →
// 36.7 KB, /modes/3v3/ 38.5 → 37.1 KB.
// The five merged (stop 17): the largest one-sandbox page 35.5 KB (target met: the page's limit is
// the target), /modes/3v3/ 35.9 KB; the core a branch loads 37.8 KB; the largest branch 48.5 KB
// (house-reincarnation-no-hero-left), branch limit 50 → 49 KB.
// Stop 18, four helpers merged: the packs' shared helpers in the core, Escort and Rouse in their
// heroes' packs (the asking apart), the start of a 3v3 game and a new hero's names in chunks of their
// own, and a smaller core (clause ids inlined, card kinds from runs, what the browser never calls left
// out): the core a branch loads 37.8 → 34.9 KB, the largest branch 48.5 → 44.4 KB
// (arrow-barrage-eight-seats; target met: the branch's limit is the target), the median page 39.5 →
// 36.0 KB.
// The permalink's writer (link-out.ts: the hash after a move, "Copy link") loaded at a visitor's
// first reach for the sandbox, with the fingerprint in the later steps' code, and the clause texts
// parsed without the glossary terms' pass (rich-text.ts markTerms, the clauses' pages only): the
// largest one-sandbox page 35.4 → 34.8 KB, /modes/3v3/ 35.8 → 35.2 KB (the branch unchanged).
const LIMITS = { page: TARGETS.page, branch: TARGETS.branch, core: TARGETS.branch };
const LIMIT = LIMITS.page;

/** Starlight's and Astro's own scripts (file names in dist/_astro), allowed on every page. */
const ALLOWED = [
  [/^Search\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/, "Starlight's search button and dialog"],
  [/^ui-core\.[\w-]+\.js$/, 'Pagefind search UI (loaded when search opens)'],
  [/^ec\.[\w-]+\.js$/, "Expressive Code's copy button (Starlight's code blocks)"],
  [/^preload-helper\.[\w-]+\.js$/, "the preload helper of the dynamic imports (used by search; ours, src/vite-preload.ts)"],
];
/** Islands other than the sandbox, allowed with the Preact runtime on the pages that use them. */
const OTHER_ISLANDS = ['ScoringCalculator'];
/** The islands' runtime: Preact, our hydration (src/islands/hydrate.ts) and the bundler's helper for a chunk's namespace. */
const PREACT_RUNTIME = /^(hydrate|rolldown-runtime|preact|preact\.module|hooks\.module|jsxRuntime\.module|signals\.module)\.[\w-]+\.js$/;
const OUR_INLINE = /sbxHashSeen/; // the sandbox's own inline script
/** Our inline scripts allowed on one page each, with their limit (gzip; a JSON data block is not a script). */
const PAGE_INLINE = [
  { page: '/404.html', marker: /nfNearest/, limit: 2 * 1024, why: "the 404 page's nearest pages" },
  { page: '/scenarios/', marker: /scFilter/, limit: 1536, why: "the scenario list's filters in the address, text filter and count (src/components/ScenarioFilterScript.astro)" },
  { page: '*', marker: /clCopy/, limit: 600, why: "the clause labels' copy-link buttons (src/components/CopyLinkScript.astro), once on a page with clauses" },
  { page: '*', marker: /sgsLang/, limit: 512, why: 'the English/中文 choice kept across pages' },
  { page: '*', marker: /\.rel=[`'"]prefetch[`'"]/, limit: 512, why: "the prefetch of a page on hover, focus or touch, in place of Astro's (src/components/starlight/prefetch.ts)" },
  { page: '*', marker: /starlight-toc a, mobile-starlight-toc a/, limit: 768, why: "the tables of contents, in place of Starlight's scripts (src/components/starlight/toc.ts)" },
  { page: '*', marker: /sgsSidebarEnd/, limit: 1408, why: "the theme, the sidebar's state, the mobile menu and the search shortcut, in place of Starlight's eight scripts (src/components/starlight/shell.ts)" },
];

const rel = (p) => relative(dist, p);
const name = (p) => p.split('/').pop();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
const gz = (text) => gzipSync(text, { level: 9 }).length;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pagefind' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

const chunkCache = new Map();
/** A JS file of dist: its gzip size, static imports and dynamic imports (as dist paths). */
function chunk(path) {
  const hit = chunkCache.get(path);
  if (hit) return hit;
  const text = readFileSync(path, 'utf8');
  const near = (spec) => (spec.startsWith('/') ? join(dist, spec) : resolve(dirname(path), spec));
  const stat = new Set();
  const dyn = new Set();
  const fromRe = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of text.matchAll(fromRe)) stat.add(near(m[1]));
  for (const m of text.matchAll(/import\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)) dyn.add(near(m[1]));
  const info = { size: gz(text), imports: [...stat].filter(existsSync), dynamic: [...dyn].filter((p) => existsSync(p) && !stat.has(p)) };
  chunkCache.set(path, info);
  return info;
}

function pageLoad(file) {
  const html = readFileSync(file, 'utf8');
  const entries = new Set();
  const at = (url) => join(dist, url.replace(/^\//, '').replace(/[?#].*$/, ''));
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) entries.add(at(m[1]));
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) entries.add(at(m[1]));
  // Our islands (src/components/Island.astro): a wrapper <div data-island="Name" …> with the
  // server's HTML, then the props in <script type="application/json" data-props="Name">.
  const islands = islandsOf(html).map((i) => ({ component: i.component, props: gz(i.props), ...(i.component === 'Sandbox' ? { raw: i.props } : {}) }));
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]) && !/type="application\/(ld\+)?json"/.test(m[1]) && m[2].trim())
    .map((m) => ({ size: gz(m[2]), ours: OUR_INLINE.test(m[2]), marker: PAGE_INLINE.find((r) => r.marker.test(m[2]))?.marker }));
  const files = new Map();
  const dynamic = new Set();
  const visit = (p) => {
    if (files.has(p) || !existsSync(p)) return;
    const c = chunk(p);
    files.set(p, c.size);
    c.imports.forEach(visit);
    c.dynamic.forEach((d) => dynamic.add(d));
  };
  [...entries].forEach(visit);
  // An island's component is a chunk the page's scripts import() (src/islands/hydrate.ts), which the
  // page loads as the island hydrates: at once, or as it nears the viewport. It counts as loaded.
  for (const i of islands) {
    const c = islandChunk(i.component, dynamic);
    if (c) visit(c);
    else throw new Error(`${rel(file)}: the ${i.component} island's chunk (_astro/${i.component}.<hash>.js) is not among what the page's scripts import()`);
  }
  for (const p of files.keys()) dynamic.delete(p);
  return { files, dynamic, islands, inline };
}

const failures = [];
const sandboxPages = [];
const plainPages = [];
const allowedSeen = new Map();

for (const file of htmlFiles(dist).sort()) {
  const page = `/${rel(file)}`.replace(/index\.html$/, '');
  if (page === '/build/') { failures.push(...(await import('./budget-builder.mjs')).checkBuilder(dist)); continue; } // the builder page's own budget (scripts/budget-builder.mjs)
  const load = pageLoad(file);
  const sandboxes = load.islands.filter((i) => i.component === 'Sandbox');
  const code = [...load.files.values()].reduce((a, b) => a + b, 0) + load.inline.reduce((a, b) => a + b.size, 0);
  if (sandboxes.length > 0) {
    const data = Math.max(...sandboxes.map((s) => s.props));
    const total = code + data;
    sandboxPages.push({ page, total, code, data, count: sandboxes.length, load, sandboxes: sandboxes.map((s) => setupOf(s.raw, page)) });
    if (total > LIMIT) {
      const list = [...load.files].sort((a, b) => b[1] - a[1]).map(([p, s]) => `      ${kb(s).padStart(8)}  ${rel(p)}`).join('\n');
      failures.push(`${page}: ${kb(total)} of JavaScript with its sandbox (limit ${kb(LIMIT)}): code ${kb(code)} + scenario data ${kb(data)}\n${list}\n      ${kb(load.inline.reduce((a, b) => a + b.size, 0)).padStart(8)}  inline scripts`);
    }
    continue;
  }
  plainPages.push(page);
  const islands = new Set(load.islands.map((i) => i.component));
  const extra = [];
  for (const [p, size] of load.files) {
    const n = name(p);
    const rule = ALLOWED.find(([re]) => re.test(n));
    const islandOk = [...islands].some((c) => OTHER_ISLANDS.includes(c)) && (PREACT_RUNTIME.test(n) || OTHER_ISLANDS.some((c) => n.startsWith(`${c}.`)));
    if (rule || islandOk) allowedSeen.set(n, { size, why: rule ? rule[1] : `runtime of the ${[...islands].join(', ')} island` });
    else extra.push(`${rel(p)} (${kb(size)})`);
  }
  if (load.inline.some((s) => s.ours)) extra.push("the sandbox's inline script");
  for (const rule of PAGE_INLINE) {
    const size = load.inline.filter((s) => s.marker === rule.marker).reduce((a, b) => a + b.size, 0);
    if (size === 0) continue;
    if (rule.page !== '*' && page !== rule.page) extra.push(`the inline script for ${rule.why}, allowed on ${rule.page} only`);
    else if (size > rule.limit) extra.push(`the inline script for ${rule.why} (${kb(size)}, limit ${kb(rule.limit)})`);
    else allowedSeen.set(rule.page === '*' ? `inline script: ${rule.why}` : rule.page, { size, why: rule.why });
  }
  if (extra.length) failures.push(`${page}: has no sandbox but loads ${extra.join(', ')}; only Starlight's scripts (and the islands in OTHER_ISLANDS) may load there`);
}

// 1b. A branch: the live rules' core and the rule chunks of the page's scenario whose table needs
// the most (scripts/budget-branch.mjs); the largest page's figure is held to LIMITS.branch, the core
// to LIMITS.core.
const branches = branchFigures(sandboxPages, chunk);
const branch = branches[0];
const listOf = (files) => [...files].sort((a, b) => b[1] - a[1]).map(([p, s]) => `      ${kb(s).padStart(8)}  ${rel(p)}`).join('\n');
if (branch && branch.total > LIMITS.branch) failures.push(`${branch.page}: a branch loads ${kb(branch.total)} of JavaScript (the live rules' core and scenario ${branch.scenario}'s rules; limit ${kb(LIMITS.branch)})\n${listOf([...branch.core, ...branch.rules])}`);
const core = [...branches].sort((a, b) => b.coreTotal - a.coreTotal)[0];
if (core && core.coreTotal > LIMITS.core) failures.push(`${core.page}: the live rules' core is ${kb(core.coreTotal)} (limit ${kb(LIMITS.core)})\n${listOf(core.core)}`);

// 3. The inspector and XState are development only: no chunk of the build may contain them. XState
// is found by event and action types its minified code keeps as strings (its initial event, its
// stop event, its inspection events, its assign action).
const INSPECTOR = /createBrowserInspector|@statelyai\/inspect|stately\.ai\/inspect|connectInspector/;
const XSTATE = /["'`](?:xstate\.init|xstate\.stop|xstate\.assign|@xstate\.microstep|@xstate\.snapshot)["'`]/;
const assets = join(dist, '_astro');
for (const f of existsSync(assets) ? readdirSync(assets).filter((n) => n.endsWith('.js')) : []) {
  const text = readFileSync(join(assets, f), 'utf8');
  if (INSPECTOR.test(text)) failures.push(`_astro/${f}: contains the development-only Stately inspector; it must stay behind import.meta.env.DEV`);
  if (XSTATE.test(text)) failures.push(`_astro/${f}: contains XState (${XSTATE.exec(text)?.[0]}); the browser runs the chart with src/flow/statechart.ts, and XState (src/flow/xstate-chart.ts) is for development and tests only`);
}

const on = [...new Set(sandboxPages.flatMap((p) => [...p.load.dynamic]))].map((p) => `${name(p)} ${kb(chunk(p).size)}`);
console.log(`Pages: ${sandboxPages.length} with a sandbox, ${plainPages.length} without.`);
if (sandboxPages.length) {
  const worst = [...sandboxPages].sort((a, b) => b.total - a.total)[0];
  const one = sandboxPages.filter((p) => p.count === 1);
  console.log(`With a sandbox: largest ${worst.page} ${kb(worst.total)} (code ${kb(worst.code)} + scenario data ${kb(worst.data)}); one-sandbox pages ${one.length ? `${kb(Math.min(...one.map((p) => p.total)))}–${kb(Math.max(...one.map((p) => p.total)))}` : 'none'}; limit ${kb(LIMIT)}.`);
  console.log(`  code on ${worst.page}: ${[...worst.load.files].sort((a, b) => b[1] - a[1]).map(([p, s]) => `${name(p)} ${kb(s)}`).join(', ')}, inline ${kb(worst.load.inline.reduce((a, b) => a + b.size, 0))}`);
  const multi = sandboxPages.filter((p) => p.count > 1);
  if (multi.length) {
    const all = (p) => p.code + p.load.islands.filter((i) => i.component === 'Sandbox').reduce((a, b) => a + b.props, 0);
    const big = [...multi].sort((a, b) => all(b) - all(a))[0];
    console.log(`  ${multi.length} page(s) with several sandboxes; the largest, ${big.page}, loads ${kb(all(big))} with all ${big.count} scenarios' data (the code is shared).`);
  }
  const branchNames = new Set(branches.flatMap((b) => [...b.core.keys(), ...b.rules.keys()]).map(name));
  console.log(`  loaded on demand, not counted in the page: ${on.filter((x) => !branchNames.has(x.split(' ')[0])).join(', ') || 'nothing'}`);
  // The clause texts a scenario page leaves out of its props (src/pages/sandbox/[id].json.ts): data,
  // not code, fetched the first time a visitor opens a clause; reported, not counted.
  const textsDir = join(dist, 'sandbox');
  const texts = existsSync(textsDir) ? readdirSync(textsDir).filter((n) => n.endsWith('.json')).map((n) => ({ n, size: gz(readFileSync(join(textsDir, n))) })).sort((a, b) => b.size - a.size) : [];
  if (texts[0]) console.log(`  clause texts fetched when a clause opens, not counted: ${texts.length} files in sandbox/, the largest ${texts[0].n} ${kb(texts[0].size)}.`);
  if (branch) {
    const median = branches[Math.floor(branches.length / 2)];
    console.log(`A branch loads the live rules' core, ${kb(core.coreTotal)} (${[...core.core].map(([p, s]) => `${name(p)} ${kb(s)}`).join(', ')}; limit ${kb(LIMITS.core)}), and the rules its scenario's table needs: the largest, ${branch.page} (${branch.scenario}), ${kb(branch.total)} with ${[...branch.rules].map(([p, s]) => `${name(p)} ${kb(s)}`).join(', ') || 'no rule chunk'} (limit ${kb(LIMITS.branch)}); the median page ${kb(median.total)}.`);
    const reborn = branches.filter((b) => b.later.size > 0);
    if (reborn.length) {
      const most = [...reborn].sort((a, b) => sum(b.later) - sum(a.later))[0];
      console.log(`  loaded later in a branch, when a line reaches a hero whose pack is not loaded (a rebirth, a drafted line-up; ${reborn.length} page(s) with such a table, ${kb(Math.min(...reborn.map((b) => b.total)))}–${kb(Math.max(...reborn.map((b) => b.total)))} at the branch), not counted: up to ${kb(sum(most.later))} on ${most.page} (${[...most.later].map(([p, s]) => `${name(p)} ${kb(s)}`).join(', ')}).`);
    }
  }
  const worstTotal = Math.max(...one.map((p) => p.total), 0);
  const gap = (v, t) => (v <= t ? `met (${kb(v)} ≤ ${kb(t)})` : `NOT met: ${kb(v)}, ${kb(v - t)} over ${kb(t)}`);
  console.log(`Targets of issue 15: one-sandbox page ${gap(worstTotal, TARGETS.page)}; branch ${branch ? `${gap(branch.total, TARGETS.branch)} (the core alone ${gap(core.coreTotal, TARGETS.branch)})` : 'no branch chunk'}.`);
}
console.log(`Allowed on pages without a sandbox: ${[...allowedSeen].map(([n, v]) => `${n} (${kb(v.size)}, ${v.why})`).join('; ') || 'nothing'}; plus Starlight's inline scripts.`);
if (failures.length) {
  const shown = failures.slice(0, 25);
  console.error(`\nJavaScript budget exceeded on ${failures.length} page(s):\n${shown.map((f) => `  - ${f}`).join('\n')}${failures.length > shown.length ? `\n  … and ${failures.length - shown.length} more` : ''}`);
  process.exit(1);
}
console.log('No built chunk contains XState or the Stately inspector (development only).');
console.log('budget: ok');
