// No import cycle anywhere in src/ (static imports and re-exports of .ts/.tsx, type-only ones
// included): a cycle lets a module be evaluated before the modules it reads at load, which throws
// "Cannot access … before initialization" when the wrong module is imported first.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, specifiers } from './import-graph.ts';

const src = fileURLToPath(new URL('../../src', import.meta.url));

describe('import graph of src/', () => {
  it('reads every kind of static import', () => {
    const text = [
      "import { a, b } from './a.ts';", "import type { T } from '../t.ts';", "import './side.ts';",
      "export { c } from './c.ts';", "export * from './d.ts';", "import * as e from '@/e.ts';",
      "import {\n  f,\n  g,\n} from './f.ts';", "const x = 'import y from \"./no.ts\"';",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a.ts', '../t.ts', './side.ts', './c.ts', './d.ts', '@/e.ts', './f.ts']);
  });

  it('the cycle finder finds cycles (it can fail)', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']], ['f', ['d']]]);
    expect(cycles(g)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('sees the engine and the flow', () => {
    const g = importGraph(src);
    expect(g.get('engine/engine.ts')).toContain('engine/skills/install-core.ts');
    expect(g.size).toBeGreaterThan(100);
  });

  it('has no cycle', () => {
    expect(cycles(importGraph(src))).toEqual([]);
  });
});
