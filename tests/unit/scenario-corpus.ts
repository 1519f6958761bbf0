// A corpus for the scenario format's tests: every scenario in scenarios/, and broken copies of them
// (entries replaced by bad values, unknown keys added), the same on every run (a seeded sequence).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const dir = join(import.meta.dirname, '..', '..', 'scenarios');
/** Every scenario file's content, by file name. */
export function scenarioFiles(): [string, unknown][] {
  return readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [f, parse(readFileSync(join(dir, f), 'utf8')) as unknown]);
}

/** A seeded pseudo-random sequence (the corpus is the same on every run). */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
}
export const BAD: readonly unknown[] = [
  null, 7, -99, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, -(2 ** 60), true, '', 'x', 'p11', 'no such thing', 'A'.repeat(250), 'B'.repeat(4500),
  [], ['a'], [1, 2], {}, { fact: 7 }, { nope: 1 }, { fact: 'damage.dealt', data: { x: [] } }, { p11: 1 }, { p1: -3 }, { p1: 101 }, ['x'.repeat(301)],
];

type Node = Record<string, unknown> | unknown[];
/** Every container in a value, with the keys of its entries. */
function containers(v: unknown, out: Node[] = []): Node[] {
  if (v && typeof v === 'object') {
    out.push(v as Node);
    for (const x of Object.values(v)) containers(x, out);
  }
  return out;
}

/** A broken copy of a scenario: a few entries replaced by bad values, or unknown keys added. */
export function broken(raw: unknown, next: () => number): unknown {
  const copy = structuredClone(raw);
  const all = containers(copy);
  for (let k = 0; k < 1 + Math.floor(next() * 3); k++) {
    const node = all[Math.floor(next() * all.length)];
    if (!node) continue;
    const keys = Object.keys(node);
    const bad = BAD[Math.floor(next() * BAD.length)];
    if (!Array.isArray(node) && next() < 0.15) node[`extra${k}`] = bad;
    else if (keys.length) (node as Record<string, unknown>)[keys[Math.floor(next() * keys.length)] ?? ''] = bad;
  }
  return copy;
}
