// Every engine module can be imported first, on its own, in a fresh module graph, under the
// project's Node (TS stripping): none reads a value of another module before that module has run
// (the symptom of an import cycle: "Cannot access … before initialization"). Vitest's own module
// runner does not reproduce that error, so a child Node does the imports (import-fresh.ts).
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engine = fileURLToPath(new URL('../../src/engine', import.meta.url));
const fresh = fileURLToPath(new URL('./import-fresh.ts', import.meta.url));
const modules = readdirSync(engine, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();

interface Result { readonly file: string; readonly error: string | null }
function importEach(files: readonly string[]): Result[] {
  const out = execFileSync(process.execPath, [fresh, ...files], { encoding: 'utf8', timeout: 120_000 });
  return out.trim().split('\n').map((l) => JSON.parse(l) as Result);
}

describe('each engine module imports first, on its own', () => {
  it('the check can fail: a cycle where one module reads the other at load (fine from one end, not from the other)', () => {
    const dir = tmpdir();
    const a = join(dir, `cycle-a-${process.pid}.ts`);
    const b = join(dir, `cycle-b-${process.pid}.ts`);
    writeFileSync(a, "import { B } from './" + `cycle-b-${process.pid}.ts` + "';\nexport const A = { ...B };\n");
    writeFileSync(b, "import { A } from './" + `cycle-a-${process.pid}.ts` + "';\nexport const B = { x: 1 };\nexport const f = () => A;\n");
    const [first, second] = importEach([a, b]);
    expect(first?.error).toBeNull();
    expect(second?.error).toMatch(/before initialization/);
  });

  it('every module', () => {
    expect(modules).toContain('cards/tricks.ts');
    const results = importEach(modules.map((m) => join(engine, m)));
    expect(results).toHaveLength(modules.length);
    expect(results.filter((r) => r.error !== null)).toEqual([]);
  }, 180_000);
});
