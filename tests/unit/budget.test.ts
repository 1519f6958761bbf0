// scripts/budget.mjs fed a small built site of its own: a page whose sandbox loads too much fails, a
// sandbox whose branch (the chunks its component loads with import()) loads too much fails, and
// one within both limits passes.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(process.cwd(), 'scripts', 'budget.mjs');
const dirs: string[] = [];
/** Incompressible JavaScript of about `kb` KB gzip (base64 of n random bytes gzips to about n bytes). */
const noise = (kb: number) => `export const n="${randomBytes(Math.round(kb * 1024)).toString('base64')}";`;

function site(sandbox: string, live: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, 'scenarios', 'x'), { recursive: true });
  writeFileSync(join(dist, '_astro', 'Sandbox.abc.js'), `${sandbox}\nexport const go=()=>import("./live.def.js");`);
  writeFileSync(join(dist, '_astro', 'live.def.js'), live);
  writeFileSync(join(dist, 'scenarios', 'x', 'index.html'), '<html><body><astro-island uid="1" component-url="/_astro/Sandbox.abc.js" props="{&quot;json&quot;:[0,&quot;{}&quot;]}"></astro-island></body></html>');
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
  it('passes a sandbox page and a branch within their limits, and says how far each is from its target', () => {
    const r = run(site(noise(10), noise(20)));
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/A branch loads \d+\.\d KB \(live\.def\.js/);
    expect(r.out).toMatch(/Targets of issue 15: one-sandbox page met/);
    expect(r.out).toMatch(/budget: ok/);
  });

  it('fails a page whose sandbox loads too much, naming the page and its files', () => {
    const r = run(site(noise(60), noise(5)));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\/scenarios\/x\/: \d+\.\d KB of JavaScript with its sandbox \(limit/);
    expect(r.out).toMatch(/_astro\/Sandbox\.abc\.js/);
  });

  it('fails a sandbox whose branch loads too much, naming the chunk', () => {
    const r = run(site(noise(5), noise(80)));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/a branch loads \d+\.\d KB of JavaScript \(the live rules; limit/);
    expect(r.out).toMatch(/_astro\/live\.def\.js/);
    expect(r.out).toMatch(/Targets of issue 15: .*branch NOT met/);
  });
});
