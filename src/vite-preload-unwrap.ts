// Vite wraps every dynamic import() of the build in the preload helper, `__vitePreload(() =>
// import(chunk), deps)`, and writes `[]` for the deps of a chunk that brings nothing to preload (a
// hero pack whose only import is the engine's core, which the importer has loaded). Such a wrapper
// does nothing but wait a microtask: the engine's core has 25 of them (its rule loaders). This pass,
// run on the built chunks after Vite has written the lists, leaves the bare import() in their place.
// Only a call of the chunk's own import of the helper is touched, and only when its deps are `[]`.

/** The local name a chunk gives the preload helper (`import{t as e}from"./preload-helper.<hash>.js"`), if it imports it. */
export function preloadLocal(code: string): string | undefined {
  const m = /import\{([\w$]+)(?: as ([\w$]+))?\}from"\.\/preload-helper\.[\w-]+\.js"/.exec(code);
  return m ? (m[2] ?? m[1]) : undefined;
}

/** The end (exclusive) of the expression that starts at `from`: the first `,` or `)` outside brackets and strings, or -1. */
function expressionEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      const close = stringEnd(code, i);
      if (close < 0) return -1;
      i = close;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return c === ')' ? i : -1;
      depth--;
    } else if (c === ',' && depth === 0) return i;
  }
  return -1;
}

/** The index of the quote closing the string or template literal opened at `at` (a template with `${` is refused: -1). */
function stringEnd(code: string, at: number): number {
  const q = code[at];
  for (let i = at + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (q === '`' && code[i] === '$' && code[i + 1] === '{') return -1;
    else if (code[i] === q) return i;
  }
  return -1;
}

const SAFE_BEFORE = new Set([':', '(', ',', '[', ';', '{']); // and an arrow's `=>`
const SAFE_AFTER = new Set([',', ')', '}', ']', ';']);

/** `code` with each `<helper>(()=>BODY,[])` (the chunk's preload helper, nothing to preload) written `BODY`; unchanged when the chunk does not import the helper. */
export function unwrapEmptyPreloads(code: string): string {
  const local = preloadLocal(code);
  if (!local) return code;
  const head = `${local}(()=>`;
  let out = '';
  let at = 0;
  for (let i = code.indexOf(head); i >= 0; i = code.indexOf(head, i + 1)) {
    if (i < at || /[\w$.]/.test(code[i - 1] ?? '')) continue;
    const body = i + head.length;
    const end = expressionEnd(code, body);
    if (end < 0 || !code.startsWith(',[])', end) || code[body] === '{') continue; // a block body is left wrapped
    const text = code.slice(body, end);
    const after = code[end + 4] ?? ';';
    const bare = (SAFE_BEFORE.has(code[i - 1] ?? ';') || code.slice(i - 2, i) === '=>') && SAFE_AFTER.has(after) || /^import\(`[^`$]+`\)(\.then\([\w$]+=>[\w$]+\.[\w$]+\))?$/.test(text);
    out += code.slice(at, i) + (bare ? text : `(${text})`);
    at = end + 4;
  }
  return out + code.slice(at);
}
