// scripts/budget-builder.mjs's second check fed a small built site: a chunk the builder shares with
// the scoring calculator's island (the scoring tables) is that island's code, not the builder's; a
// chunk only the builder imports, loaded by another page, is a failure naming the file and the page.
// An island's chunk, which the page's script import()s to hydrate it, counts as loaded at once.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDER_HEAVY_LIMIT, BUILDER_NOW_LIMIT, checkBuilder, heavySeats } from '../../scripts/budget-builder.mjs';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

/** A page with one island (src/components/Island.astro) of the chunk `file` (Name.hash), and the page's script that import()s that chunk to hydrate it. */
function island(dist: string, file: string): string {
  const name = file.split('.')[0] ?? '';
  writeFileSync(join(dist, '_astro', `hydrate-${name}.z1.js`), `hydrateIslands("${name}",()=>import("./${file}.js").then((m)=>m.default));`);
  return `<html><body><div data-island="${name}" data-id="i1" data-ssr style="display:contents"><div></div></div><script type="application/json" data-props="${name}">{}</script><script type="module" src="/_astro/hydrate-${name}.z1.js"></script></body></html>`;
}

function site(other: string, ownKb = 0, without = ''): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-builder-'));
  dirs.push(dist);
  for (const d of ['_astro', 'build', join('modes', 'scoring'), 'other']) mkdirSync(join(dist, d), { recursive: true });
  // What a typical session loads on demand (TYPICAL): the builder's later code (its name search, playing code and report), the sandbox, the example's hero packs.
  const later = ['builder-later.k1', 'Sandbox.s1', 'wu.w1', 'qun.q1', 'zhou-yu.h1'].filter((f) => f !== without);
  for (const f of later) writeFileSync(join(dist, '_astro', `${f}.js`), `export const x="${f}";`);
  writeFileSync(join(dist, '_astro', 'Builder.a1.js'), `import "./scoring-data.b2.js";\nimport "./own.c3.js";\n${later.map((f) => `import("./${f}.js");`).join('\n')}\nexport const b=1;`);
  writeFileSync(join(dist, '_astro', 'scoring-data.b2.js'), 'export const s=1;');
  writeFileSync(join(dist, '_astro', 'own.c3.js'), `export const o="${randomBytes(Math.round(ownKb * 1024)).toString('base64')}";`); // about ownKb KB gzip
  writeFileSync(join(dist, '_astro', 'ScoringCalculator.d4.js'), 'import "./scoring-data.b2.js";\nexport const c=1;');
  writeFileSync(join(dist, 'build', 'index.html'), island(dist, 'Builder.a1'));
  writeFileSync(join(dist, 'modes', 'scoring', 'index.html'), island(dist, 'ScoringCalculator.d4'));
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
    const failures = (checkBuilder as (d: string, log: () => void) => string[])(site('<html><body><p>No script.</p></body></html>', 85), () => {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(new RegExp(`^/build/: loads \\d+\\.\\d KB of JavaScript at once, over its ${((BUILDER_NOW_LIMIT as number) / 1024).toFixed(1).replace('.', '\\.')} KB budget: _astro/own\\.c3\\.js`));
  });
});

describe('scripts/budget-builder.mjs: the heavy dispute has a limit', () => {
  it('fails a builder whose heavy dispute is over it, naming the files it loads', () => {
    const heavyKb = (BUILDER_HEAVY_LIMIT as number) / 1024;
    const failures = (checkBuilder as (d: string, log: () => void) => string[])(site('<html><body><p>No script.</p></body></html>', heavyKb + 1), () => {});
    const heavy = failures.filter((f) => f.includes('a heavy dispute'));
    expect(heavy).toHaveLength(1);
    expect(heavy[0]).toMatch(new RegExp(`^/build/: a heavy dispute loads \\d+\\.\\d KB of JavaScript, over its ${heavyKb.toFixed(1).replace('.', '\\.')} KB budget: .*_astro/own\\.c3\\.js`));
  });
});

describe('scripts/budget-builder.mjs: the builder\'s chunks are never reached from the other islands', () => {
  it('fails a build where the scoring calculator imports a chunk named after the builder (a chunk group both share)', () => {
    const dist = site('<html><body><p>No script.</p></body></html>');
    writeFileSync(join(dist, '_astro', 'builder-model.e5.js'), 'export const m=1;');
    writeFileSync(join(dist, '_astro', 'ScoringCalculator.d4.js'), 'import "./scoring-data.b2.js";\nimport "./builder-model.e5.js";\nexport const c=1;');
    const failures = (checkBuilder as (d: string, log: () => void) => string[])(dist, () => {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^_astro\/builder-model\.e5\.js is the builder's code and is reached from the Sandbox or the scoring calculator's island/);
  });
});

describe('scripts/budget-builder.mjs: a typical dispute', () => {
  const check = (dist: string): string[] => (checkBuilder as (d: string, log: () => void) => string[])(dist, () => {});

  it('fails a builder whose later code is not a chunk of its own (the typical session could not be told)', () => {
    expect(check(site('<html><body><p>No script.</p></body></html>', 0, 'builder-later.k1'))).toEqual(['/build/: the typical session loads no builder-later chunk: the builder must import() its later code (later-play.ts, later-report.ts, model/name-search.ts: the builder-later group, src/vite-chunks.ts)']);
  });

  it('fails when a hero pack of the example has no chunk of its own', () => {
    expect(check(site('<html><body><p>No script.</p></body></html>', 0, 'qun.q1'))).toEqual(["/build/: the typical session's rule chunk for src/engine/skills/heroes/qun.ts is not among what the page loads on demand"]);
  });

  it('counts in the typical session what it loads, not every rule chunk', () => {
    const dist = site('<html><body><p>No script.</p></body></html>');
    writeFileSync(join(dist, '_astro', 'wei.k9.js'), `export const w="${randomBytes(40 * 1024).toString('base64')}";`); // a pack the example does not need
    const Builder = join(dist, '_astro', 'Builder.a1.js');
    writeFileSync(Builder, `import("./wei.k9.js");\n${readFileSync(Builder, 'utf8')}`);
    const lines: string[] = [];
    expect((checkBuilder as (d: string, log: (l: string) => void) => string[])(dist, (l) => lines.push(l))).toEqual([]);
    const figures = /at once ([\d.]+) KB .*a typical dispute ([\d.]+) KB .*everything it can load ([\d.]+) KB/.exec(lines[0] ?? '');
    expect(figures).not.toBeNull();
    const [, now, typical, all] = (figures ?? []).map(Number);
    expect(typical).toBeLessThan(5);
    expect(all).toBeGreaterThan(35); // the 40 KB pack counted in everything only
    expect(now).toBeLessThanOrEqual(typical ?? 0);
  });
});

describe('scripts/budget-builder.mjs: the island', () => {
  it('fails loudly when no script of the builder page import()s its island\'s chunk', () => {
    const dist = site('<html><body><p>No script.</p></body></html>');
    writeFileSync(join(dist, '_astro', 'hydrate-Builder.z1.js'), 'export const nothing=1;');
    expect(() => (checkBuilder as (d: string, log: () => void) => string[])(dist, () => {})).toThrow(/build\/index\.html: the Builder island's chunk \(_astro\/Builder\.<hash>\.js\) is not among what the page's scripts import\(\)/);
  });
});

describe('scripts/budget-builder.mjs: every script the page loads at once counts, Starlight’s too', () => {
  it('counts Starlight’s search button and an inline script at once, and not the search UI they load when the search opens', () => {
    const dist = site('<html><body><p>No script.</p></body></html>');
    const noise = (kb: number) => randomBytes(Math.round(kb * 1024)).toString('base64');
    writeFileSync(join(dist, '_astro', 'Search.astro_astro_type_script_index_0_lang.s9.js'), `const b="${noise(3)}";\ndocument.body.onclick=()=>import("./ui-core.u1.js");`);
    writeFileSync(join(dist, '_astro', 'ui-core.u1.js'), `export const u="${noise(40)}";`);
    const page = readFileSync(join(dist, 'build', 'index.html'), 'utf8');
    writeFileSync(join(dist, 'build', 'index.html'), page.replace('</body>', `<script type="module" src="/_astro/Search.astro_astro_type_script_index_0_lang.s9.js"></script><script>var shell="${noise(2)}"</script></body>`));
    const lines: string[] = [];
    const failures = (checkBuilder as (d: string, log: (s: string) => void) => string[])(dist, (s) => lines.push(s));
    expect(failures).toEqual([]);
    const atOnce = Number(/at once (\d+\.\d) KB/.exec(lines[0] ?? '')?.[1]);
    expect(atOnce).toBeGreaterThanOrEqual(5); // the search button's 3 KB and the inline script's 2 KB
    expect(atOnce).toBeLessThan(40); // not the search UI's 40 KB
    expect(lines.join('\n')).toMatch(/search UI, loaded when a visitor opens the search, not counted: _astro\/ui-core\.u1\.js/);
  });
});

describe('scripts/budget-builder.mjs: the builder’s chunks by name', () => {
  const check = (dist: string): string[] => (checkBuilder as (d: string, log: () => void) => string[])(dist, () => {});
  const reaching = (file: string) => {
    const dist = site('<html><body><p>No script.</p></body></html>');
    writeFileSync(join(dist, '_astro', `${file}.js`), 'export const l=1;');
    writeFileSync(join(dist, '_astro', 'Sandbox.s1.js'), `import("./${file}.js");\nexport const x=1;`);
    return check(dist);
  };

  it('fails a chunk of the builder’s (later-play.ts) that the Sandbox reaches', () => {
    const failures = reaching('later-play.q2');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/_astro\/later-play\.q2\.js is the builder's code and is reached from the Sandbox/);
  });

  it('lets the Sandbox reach its own later-steps.ts, whose name only starts like the builder’s', () => {
    expect(reaching('later-steps.q1')).toEqual([]);
  });
});

describe('scripts/budget-builder.mjs: the heavy dispute\'s seats', () => {
  const seatsOf = heavySeats as (later: Map<string, number>) => { hero: string; role: string }[];
  const chunks = (sizes: Record<string, number>) => new Map(Object.entries(sizes).map(([pack, n]) => [`/d/_astro/${pack}.h1.js`, n]));

  it('takes one hero of each of the ten largest packs, Cao Cao as Lord when Wei is among them', () => {
    const packs = ['wei', 'draw-phase', 'zhen-ji', 'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying', 'sun-quan', 'gan-ning'];
    const seats = seatsOf(chunks(Object.fromEntries(packs.map((p, i) => [p, 1000 - i * 10]))));
    expect(seats.map((s) => s.hero)).toEqual(['cao-cao', 'zhang-liao', 'zhen-ji', 'liu-bei', 'guan-yu', 'zhang-fei', 'zhu-ge-liang', 'zhao-yun', 'ma-chao', 'huang-yue-ying']);
    expect(seats.map((s) => s.role)).toEqual(['lord', ...Array<string>(9).fill('rebel')]);
  });

  it('without Wei among them the largest pack\'s hero is the Lord; a pack with no chunk is left out', () => {
    const seats = seatsOf(chunks({ 'zhou-yu': 900, qun: 800, 'lv-meng': 5 }));
    expect(seats).toEqual([{ hero: 'zhou-yu', role: 'lord' }, { hero: 'lv-bu', role: 'rebel' }, { hero: 'lv-meng', role: 'rebel' }]);
  });
});
