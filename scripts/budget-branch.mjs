// What a visitor's first branch loads on a sandbox page (budget 1b of scripts/budget.mjs): the live
// rules' core (the chunks the Sandbox component imports with import(), and their static imports that
// the page has not loaded already: engine, chart, the tree of variations) and the rule chunks that
// scenario's table needs (src/engine/rules/needs.ts: its heroes' packs, its mode, its house rules,
// and the heroes' names where a hero can come to the table that the page does not name), which the
// live rules load before they play it (src/engine/rules/load.ts, src/islands/sandbox/live.ts).
// The packs of heroes who may come later (a rebirth, with reincarnation; a drafted line-up in 3v3)
// and the heroes' names with them are loaded when a line reaches such a hero (live.ts buildLine):
// listed as `later`, not counted.
// Each sandbox's table is read from its island's props (the scenario's setup).
import { existsSync } from 'node:fs';
import { laterFiles, needsOf, ruleFiles } from '../src/engine/rules/needs.ts';

/** The module the live rules load for the heroes' names (src/islands/sandbox/hero-meta.ts). */
const HERO_NAMES = 'islands/sandbox/hero-meta.ts';
const base = (p) => p.split('/').pop();
/**
 * The Sandbox component's other on-demand chunks, which a branch does not load: the scoring tables
 * (src/islands/sandbox/line-scores.ts, only when a line off the script ends a scored game), opening a
 * permalink (open-link.ts), an open clause's panel (clause-panel.tsx), a point of view other than
 * the judge's (hidden.ts), and the code of the steps after the first (later-steps.ts: what changed,
 * the cards' slides, the idle computing of the steps' views) and the permalink's writer (link-out.ts:
 * the address bar's hash after a move, "Copy link"), which the page asks for when a visitor first
 * reaches for the sandbox, branch or not (src/islands/sandbox/later.ts, use-permalink.ts, intent.ts).
 */
export const NOT_BRANCH = /^(sandbox-scores|open-link|link-out|clause-panel|hidden|later-steps)\.[\w-]+\.js$/;

/** The engine's setup in a Sandbox island's props (its JSON script, src/components/Island.astro: { "json": "<SandboxData as JSON, packed>", "step": n }). */
export function setupOf(props, page) {
  const p = JSON.parse(props);
  const json = p.json;
  // The sandbox packs its JSON's quotes as backticks (src/islands/sandbox/packed-json.ts).
  const data = typeof json === 'string' ? JSON.parse(json.startsWith('{`') ? json.replace(/`/g, '"') : json) : undefined;
  if (!data?.setup?.seats) throw new Error(`${page}: a Sandbox island's props hold no scenario setup (expected { "json": "<SandboxData>" }); scripts/budget-branch.mjs reads the table from there`);
  return { id: data.id, setup: data.setup };
}

/**
 * The branch figures of every sandbox page: `core` (what any branch loads first), and per page the
 * largest of its sandboxes' branches (core + that scenario's rule chunks at its start), with the
 * chunks that branch may load later (`later`: the packs of heroes who may be reborn or drafted, and the names).
 * `chunk(path)` gives a built file's gzip size and its static and dynamic imports (budget.mjs).
 */
export function branchFigures(pages, chunk) {
  const closure = (roots, skip) => {
    const files = new Map();
    const visit = (p) => {
      if (files.has(p) || skip.has(p) || !existsSync(p)) return;
      const c = chunk(p);
      files.set(p, c.size);
      c.imports.forEach(visit);
    };
    roots.forEach(visit);
    return files;
  };
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  const found = new Map(); // module file → its chunk
  const out = [];
  for (const page of pages) {
    const component = [...page.load.files.keys()].filter((p) => /^Sandbox\.[\w-]+\.js$/.test(base(p)));
    const core = closure(component.flatMap((p) => chunk(p).dynamic).filter((p) => !NOT_BRANCH.test(base(p))), page.load.files);
    const later = [...new Set([...core.keys()].flatMap((p) => chunk(p).dynamic))];
    const chunkOf = (file) => {
      if (found.has(file)) return found.get(file);
      const stem = base(file).replace(/\.ts$/, '');
      const hits = later.filter((p) => base(p).split('.')[0] === stem);
      if (hits.length !== 1) throw new Error(`${page.page}: the chunk of src/${file.startsWith('islands/') ? '' : 'engine/'}${file} is ${hits.length ? `ambiguous (${hits.map(base).join(', ')})` : 'not among what the live rules import()'}; rules/load.ts must import each rule module by its own file, and needs.ts name it`);
      found.set(file, hits[0]);
      return hits[0];
    };
    let worst = null;
    for (const s of page.sandboxes) {
      const needs = needsOf(s.setup);
      const files = [...ruleFiles(needs), ...(needs.newHeroes ? [HERO_NAMES] : [])];
      const rules = closure(files.map(chunkOf), new Set([...page.load.files.keys(), ...core.keys()]));
      const total = sum(core) + sum(rules);
      const afterwards = laterFiles(needs);
      const later = closure([...afterwards, ...(afterwards.length && !needs.newHeroes ? [HERO_NAMES] : [])].map(chunkOf), new Set([...page.load.files.keys(), ...core.keys(), ...rules.keys()]));
      if (!worst || total > worst.total) worst = { scenario: s.id, total, rules, later };
    }
    out.push({ page: page.page, core, coreTotal: sum(core), ...worst });
  }
  return out.sort((a, b) => b.total - a.total);
}
