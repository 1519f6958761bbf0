// scripts/budget-builder.mjs's second check fed a small built site: a chunk the builder shares with
// the scoring calculator's island (the scoring tables) is that island's code, not the builder's; a
// chunk only the builder imports, loaded by another page, is a failure naming the file and the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuilder } from '../../scripts/budget-builder.mjs';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

const island = (name: string) => `<html><body><astro-island uid="1" component-url="/_astro/${name}.js" props="{}"></astro-island></body></html>`;

function site(other: string, ownKb = 0): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-builder-'));
  dirs.push(dist);
  for (const d of ['_astro', 'build', join('modes', 'scoring'), 'other']) mkdirSync(join(dist, d), { recursive: true });
  writeFileSync(join(dist, '_astro', 'Builder.a1.js'), 'import "./scoring-data.b2.js";\nimport "./own.c3.js";\nexport const b=1;');
  writeFileSync(join(dist, '_astro', 'scoring-data.b2.js'), 'export const s=1;');
  writeFileSync(join(dist, '_astro', 'own.c3.js'), `export const o="${randomBytes(Math.round(ownKb * 1024)).toString('base64')}";`); // about ownKb KB gzip
  writeFileSync(join(dist, '_astro', 'ScoringCalculator.d4.js'), 'import "./scoring-data.b2.js";\nexport const c=1;');
  writeFileSync(join(dist, 'build', 'index.html'), island('Builder.a1'));
  writeFileSync(join(dist, 'modes', 'scoring', 'index.html'), island('ScoringCalculator.d4'));
  writeFileSync(join(dist, 'other', 'index.html'), other);
  return dist;
}

describe('scripts/budget-builder.mjs: nothing of the builder on other pages', () => {
  const check = (dist: string): string[] => (checkBuilder as (d: string, log: () => void) => string[])(dist, () => {});

  it('lets the scoring calculator’s page load the scoring tables the builder also reads', () => {
    expect(check(site('<html><body><p>No script.</p></body></html>'))).toEqual([]);
  });

  it('fails a page that loads a chunk only the builder imports, naming both', () => {
    const failures = check(site('<html><body><script type="module" src="/_astro/own.c3.js"></script></body></html>'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/_astro\/own\.c3\.js .* imported by the builder's own code and loaded by 1 other page\(s\) \(\/other\/\)/);
  });
});

describe('scripts/budget-builder.mjs: what the page loads at once has a limit of its own', () => {
  it('fails a builder whose first load is over it, though everything it can load is within the total', () => {
    const failures = (checkBuilder as (d: string, log: () => void) => string[])(site('<html><body><p>No script.</p></body></html>', 120), () => {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/\/build\/: loads 1\d\d\.\d KB of JavaScript at once, over its 90\.5 KB budget: _astro\/own\.c3\.js/);
  });
});
