// A compact structural diff of JSON values, so a scenario's history travels to the page as its first
// snapshot plus one small patch per step instead of one full game state per step. `diffJson` runs at
// build time; `applyPatch` runs in the page and shares every unchanged part with the previous value.
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * - [0, value]: replace with value
 * - [1, { key: patch }, removed keys]: change some keys of an object
 * - [2, keep front, keep back, middle]: an array: its first and last items kept, the middle replaced
 * - [3, { index: patch }]: an array of the same length with some items changed
 */
export type Patch =
  | readonly [0, Json]
  | readonly [1, { readonly [key: string]: Patch }, readonly string[]]
  | readonly [2, number, number, readonly Json[]]
  | readonly [3, { readonly [index: string]: Patch }];

type JsonObject = { readonly [key: string]: Json };

function isObject(v: Json): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An object's keys as JSON has them: a key whose value is undefined is left out, as JSON.stringify does. */
function keysOf(o: JsonObject): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}

export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i] as Json));
  if (isObject(a) && isObject(b)) {
    const ka = keysOf(a);
    return ka.length === keysOf(b).length && ka.every((k) => b[k] !== undefined && jsonEqual(a[k] as Json, b[k] as Json));
  }
  return false;
}

function diffArray(a: readonly Json[], b: readonly Json[]): Patch {
  if (a.length === b.length) {
    const items: Record<string, Patch> = {};
    let changed = 0;
    a.forEach((x, i) => {
      const p = diffJson(x, b[i] as Json);
      if (p) { items[i] = p; changed++; }
    });
    if (changed * 2 <= a.length || a.length <= 12) return [3, items];
  }
  let front = 0;
  while (front < a.length && front < b.length && jsonEqual(a[front] as Json, b[front] as Json)) front++;
  let back = 0;
  while (back < a.length - front && back < b.length - front && jsonEqual(a[a.length - 1 - back] as Json, b[b.length - 1 - back] as Json)) back++;
  return [2, front, back, b.slice(front, b.length - back)];
}

/** The patch that turns `a` into `b`, or null when they are equal. */
export function diffJson(a: Json, b: Json): Patch | null {
  if (jsonEqual(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) return diffArray(a, b);
  if (isObject(a) && isObject(b)) {
    const keys: Record<string, Patch> = {};
    for (const k of keysOf(b)) {
      const p = a[k] !== undefined ? diffJson(a[k] as Json, b[k] as Json) : ([0, b[k] as Json] as const);
      if (p) keys[k] = p;
    }
    return [1, keys, keysOf(a).filter((k) => b[k] === undefined)];
  }
  return [0, b];
}

/** Applies a patch made by diffJson; unchanged parts of `a` are shared, never copied. */
export function applyPatch(a: Json, p: Patch): Json {
  switch (p[0]) {
    case 0:
      return p[1];
    case 1: {
      const base = isObject(a) ? a : {};
      const out: Record<string, Json> = {};
      for (const k of Object.keys(base)) if (!p[2].includes(k)) out[k] = base[k] as Json;
      for (const [k, sub] of Object.entries(p[1])) out[k] = applyPatch(out[k] ?? null, sub);
      return out;
    }
    case 2: {
      const arr = Array.isArray(a) ? a : [];
      return [...arr.slice(0, p[1]), ...p[3], ...arr.slice(arr.length - p[2])];
    }
    case 3: {
      const arr = Array.isArray(a) ? [...(a as Json[])] : [];
      for (const [i, sub] of Object.entries(p[1])) arr[Number(i)] = applyPatch(arr[Number(i)] ?? null, sub);
      return arr;
    }
  }
}
