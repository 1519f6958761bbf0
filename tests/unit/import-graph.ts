// The static import graph of src/ (`import … from`, `import '…'`, `export … from` of relative or
// `@/` .ts/.tsx specifiers, type-only ones included) and its cycles (strongly connected
// components of more than one module, or a module importing itself), by Tarjan's algorithm.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Graph = ReadonlyMap<string, readonly string[]>;

const SPEC = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** The module specifiers a source text imports or re-exports statically. */
export function specifiers(text: string): string[] {
  return [...text.matchAll(SPEC)].map((m) => m[1] ?? '');
}

/** Every .ts/.tsx file under `src` (paths relative to `src`) with the files it imports. */
export function importGraph(src: string): Graph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const deps: string[] = [];
    for (const s of specifiers(readFileSync(file, 'utf8'))) {
      const target = s.startsWith('@/') ? join(src, s.slice(2)) : s.startsWith('.') ? resolve(dirname(file), s) : null;
      if (target && /\.tsx?$/.test(target)) deps.push(relative(src, target));
    }
    graph.set(relative(src, file), deps);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected component with more than one node, or a node with an edge to itself. */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
