// scripts/budget.mjs fed a small built site of its own: a page whose sandbox loads too much fails, a
// branch whose live rules' core (the chunks the component loads with import()) or whose scenario's
// rule chunks (read from the island's props) load too much fails, and one within the limits passes;
// a chunk with XState in it fails.
// a reincarnation table's packs of heroes who may be reborn are listed apart, not counted.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(process.cwd(), 'scripts', 'budget.mjs');
const dirs: string[] = [];
/** Incompressible JavaScript of about `kb` KB gzip (base64 of n random bytes gzips to about n bytes). */
const noise = (kb: number) => `export const n="${randomBytes(Math.round(kb * 1024)).toString('base64')}";`;

/** The props of a Sandbox island whose scenario's table has Lü Bu (the pack "qun") and the last-three house rule. */
const PROPS = JSON.stringify({ json: [0, JSON.stringify({ id: 'x', setup: { seats: [{ hero: 'lv-bu', role: 'lord' }, { hero: null, role: 'rebel' }], seed: 1, house: { lastThree: true } } })] });
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A site with one sandbox page: the Sandbox island, its live rules' core, and the rule chunks the core can import() (name → KB). */
function site(sandbox: string, live: string, rules: Readonly<Record<string, number>> = { qun: 1, 'last-three': 1, wei: 30 }, props = PROPS): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, 'scenarios', 'x'), { recursive: true });
  writeFileSync(join(dist, '_astro', 'Sandbox.abc.js'), `${sandbox}\nexport const go=()=>import("./live.def.js");`);
  const loads = Object.keys(rules).map((r) => `()=>import("./${r}.r1.js")`).join(',');
  writeFileSync(join(dist, '_astro', 'live.def.js'), `${live}\nexport const rules=[${loads}];`);
  for (const [r, kb] of Object.entries(rules)) writeFileSync(join(dist, '_astro', `${r}.r1.js`), noise(kb));
  writeFileSync(join(dist, 'scenarios', 'x', 'index.html'), `<html><body><astro-island uid="1" component-url="/_astro/Sandbox.abc.js" props="${attr(props)}"></astro-island></body></html>`);
  writeFileSync(join(dist, 'index.html'), '<html><body><p>No script here.</p></body></html>');
  return dist;
}

function run(dist: string): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, [script, dist], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: `${err.stdout}${err.stderr}` };
  }
}

afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

describe('scripts/budget.mjs', () => {
  it('passes a sandbox page and a branch within their limits (the core and the scenario\'s rule chunks only), and says how far each is from its target', () => {
    const r = run(site(noise(10), noise(20)));
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/A branch loads the live rules' core, \d+\.\d KB \(live\.def\.js/);
    expect(r.out).toMatch(/the largest, \/scenarios\/x\/ \(x\), \d+\.\d KB with qun\.r1\.js 1\.\d KB, last-three\.r1\.js 1\.\d KB \(limit/); // not wei: no Wei hero at the table
    expect(r.out).toMatch(/Targets of issue 15: one-sandbox page met/);
    expect(r.out).toMatch(/budget: ok/);
  });

  it('reads packed props (the JSON\'s quotes as backticks, src/islands/sandbox/packed-json.ts)', () => {
    const props = JSON.stringify({ json: [0, (JSON.parse(PROPS) as { json: [0, string] }).json[1].replace(/"/g, '`')] });
    const r = run(site(noise(5), noise(20), undefined, props));
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/the largest, \/scenarios\/x\/ \(x\), \d+\.\d KB with qun\.r1\.js 1\.\d KB, last-three\.r1\.js/);
  });

  it('counts the props as served, HTML entities included', () => {
    // Many short quoted strings: each `"` is `\&quot;` in the attribute, which gzips far worse.
    const words = Array.from({ length: 3000 }, (_, i) => String(i * 7919 % 100_000));
    const props = JSON.stringify({ json: [0, JSON.stringify({ ...(JSON.parse((JSON.parse(PROPS) as { json: [0, string] }).json[1]) as object), words })] });
    const r = run(site(noise(5), noise(20), undefined, props));
    const served = gzipSync(attr(props), { level: 9 }).length;
    expect(served).toBeGreaterThan(gzipSync(props, { level: 9 }).length + 400);
    expect(r.out).toContain(`scenario data ${(served / 1024).toFixed(1)} KB`);
  });

  it('fails a page whose sandbox loads too much, naming the page and its files', () => {
    const r = run(site(noise(60), noise(5)));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\/scenarios\/x\/: \d+\.\d KB of JavaScript with its sandbox \(limit/);
    expect(r.out).toMatch(/_astro\/Sandbox\.abc\.js/);
  });

  it('fails a branch whose core loads too much, naming the chunk', () => {
    const r = run(site(noise(5), noise(60)));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/the live rules' core is \d+\.\d KB \(limit/);
    expect(r.out).toMatch(/_astro\/live\.def\.js/);
    expect(r.out).toMatch(/Targets of issue 15: .*branch NOT met/);
  });

  it('fails a branch whose scenario\'s rules load too much, naming the scenario and the rule chunk', () => {
    const r = run(site(noise(5), noise(40), { qun: 45, 'last-three': 1 }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\/scenarios\/x\/: a branch loads \d+\.\d KB of JavaScript \(the live rules' core and scenario x's rules; limit/);
    expect(r.out).toMatch(/_astro\/qun\.r1\.js/);
  });

  it('counts a reincarnation table\'s branch with its seats\' packs only; the packs of heroes who may be reborn are listed as loaded later, not counted', () => {
    const reborn = JSON.stringify({ json: [0, JSON.stringify({ id: 'x', setup: { seats: [{ hero: 'lv-bu', role: 'lord' }, { hero: null, role: 'rebel' }], seed: 1, house: { reincarnation: true } } })] });
    const packs = ['draw-phase', 'zhen-ji', 'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying', 'sun-quan', 'gan-ning', 'lv-meng', 'huang-gai', 'zhou-yu', 'wu', 'lu-xun', 'sun-shang-xiang', 'qun-more'];
    const r = run(site(noise(5), noise(20), { qun: 1, reincarnation: 1, wei: 60, ...Object.fromEntries(packs.map((p) => [p, 1])), 'hero-meta': 1 }, reborn));
    expect(r.code, r.out).toBe(0); // 60 KB of Wei heroes would be over the limit if counted
    expect(r.out).toMatch(/the largest, \/scenarios\/x\/ \(x\), \d+\.\d KB with qun\.r1\.js 1\.\d KB, reincarnation\.r1\.js 1\.\d KB \(limit/);
    expect(r.out).toMatch(/loaded later in a branch, when a line reaches a hero whose pack is not loaded \(a rebirth, a drafted line-up; 1 page\(s\) with such a table, [^)]*\), not counted: up to \d+\.\d KB on \/scenarios\/x\/ \(wei\.r1\.js 60\.\d KB, .*hero-meta\.r1\.js 1\.\d KB\)/);
  });

  it('fails loudly when a rule chunk the table needs is not among what the live rules import()', () => {
    const r = run(site(noise(5), noise(20), { wei: 1, 'last-three': 1 }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/the chunk of src\/engine\/skills\/heroes\/qun\.ts is not among what the live rules import\(\)/);
  });

  it('fails a build with XState in a chunk (here, XState\'s own minified bundle in the live rules), naming the chunk', () => {
    const xstate = readFileSync(join(process.cwd(), 'node_modules', 'xstate', 'dist', 'xstate.umd.min.js'), 'utf8');
    const r = run(site(noise(5), `${xstate}\n${noise(5)}`));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/_astro\/live\.def\.js: contains XState \("xstate\.init"\); the browser runs the chart with src\/flow\/statechart\.ts/);
    expect(run(site(noise(5), `export const e = { type: 'chart.init' };\n${noise(5)}`)).out).toMatch(/No built chunk contains XState/); // our interpreter's own event is not XState's
  });
});
