// A small YAML reader for scenario files, so the builder page does not carry a YAML library (the
// `yaml` package is 34 KB gzip): block mappings and sequences, flow [..] and {..} on one line, plain,
// 'single' and "double" quoted scalars, | and > block scalars, comments. Anchors, aliases, tags and
// several documents are refused with a message (no alias bomb can exist), as are repeated keys, tabs
// in indentation and strings continued over lines. It never throws: it returns a value or an error
// naming the line. Keys are set as own properties, so `__proto__` is a key like any other. A unit
// test reads every file in scenarios/ to the same value as the `yaml` package.

import { Flow, MAX_DEPTH, YamlError, fail, set, type YamlValue } from './yaml-flow.ts';

export type { YamlValue };
export type YamlResult = { readonly ok: true; readonly value: YamlValue } | { readonly ok: false; readonly error: string };

interface Line { readonly n: number; readonly indent: number; readonly text: string; readonly raw: string }

/** The line without its comment (a # at the start or after a space, outside quotes), trimmed at the end. */
function uncomment(s: string): string {
  let q: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (q) { if (c === '\\' && q === '"') i++; else if (c === q) q = null; } else if (c === '"' || c === "'") { if (i === 0 || /[\s[{,:-]/.test(s[i - 1] ?? '')) q = c; } else if (c === '#' && (i === 0 || /\s/.test(s[i - 1] ?? ''))) return s.slice(0, i).trimEnd();
  }
  return s.trimEnd();
}

/** The index of the ':' that ends a block mapping key on this text, or -1. */
function keyEnd(t: string): number {
  if (t.startsWith('"') || t.startsWith("'")) {
    const q = t[0] ?? '';
    for (let i = 1; i < t.length; i++) { if (t[i] === '\\' && q === '"') i++; else if (t[i] === q) { if (q === "'" && t[i + 1] === "'") { i++; continue; } return t[i + 1] === ':' && /^(?:\s|$)/.test(t.slice(i + 2, i + 3)) ? i + 1 : -1; } }
    return -1;
  }
  if (/^[[{]/.test(t)) return -1;
  const m = /:(?:\s|$)/.exec(t);
  return m ? m.index : -1;
}

class Block {
  i = 0;
  private readonly lines: Line[];
  constructor(lines: Line[]) { this.lines = lines; }
  /** The next line that is not blank (blank lines matter only inside block scalars). */
  get line(): Line | undefined {
    while (this.lines[this.i]?.text === '') this.i++;
    return this.lines[this.i];
  }
  node(indent: number, depth: number): YamlValue {
    if (depth > MAX_DEPTH) fail(this.line?.n ?? 0, `more than ${MAX_DEPTH} nested levels; flatten it`);
    const l = this.line;
    if (!l || l.indent < indent) return null;
    if (l.text === '-' || l.text.startsWith('- ')) return this.seq(l.indent, depth);
    if (keyEnd(l.text) > 0) return this.map(l.indent, depth);
    this.i++;
    return this.inline(l.text, l, l.indent - 1);
  }
  /** A value written after "key:" or "- " on the same line. */
  private inline(text: string, l: Line, parent: number): YamlValue {
    const block = /^([|>])([-+]?)$/.exec(text);
    if (block) return this.scalarBlock(block[1] === '>', block[2] ?? '', parent);
    const f = new Flow(text, l.n);
    const v = f.value(0, false);
    f.end();
    if (!/^[[{"']/.test(text) && typeof v === 'string' && this.line && this.line.indent > parent && !(this.line.text.startsWith('- ')) && keyEnd(this.line.text) < 0) fail(this.line.n, 'a string continues on this line; put it on one line, or use > and indent it');
    return v;
  }
  private scalarBlock(folded: boolean, chomp: string, parent: number): string {
    const body: string[] = [];
    let at = -1;
    for (let l = this.lines[this.i]; l && (l.raw.trim() === '' || l.indent > parent); l = this.lines[this.i]) {
      if (at < 0 && l.text !== '') at = l.indent;
      body.push(l.raw.slice(Math.max(0, at)));
      this.i++;
    }
    while (body.length && body[body.length - 1] === '' && chomp !== '+') body.pop();
    const text = folded ? body.reduce((acc, s, k) => (s === '' ? `${acc}\n` : k === 0 || body[k - 1] === '' ? acc + s : `${acc} ${s}`), '') : body.join('\n');
    return chomp === '-' ? text : `${text}\n`;
  }
  private seq(indent: number, depth: number): YamlValue[] {
    const out: YamlValue[] = [];
    while (this.line && this.line.indent === indent && (this.line.text === '-' || this.line.text.startsWith('- '))) {
      const l = this.line;
      const rest = l.text.slice(1).trimStart();
      if (rest === '') { this.i++; out.push(this.line && this.line.indent > indent ? this.node(indent + 1, depth + 1) : null); continue; }
      if (rest === '-' || rest.startsWith('- ') || keyEnd(rest) > 0) {
        this.lines[this.i] = { n: l.n, indent: l.indent + (l.text.length - rest.length), text: rest, raw: l.raw };
        out.push(this.node(indent + 1, depth + 1));
        continue;
      }
      this.i++;
      out.push(this.inline(rest, l, indent));
    }
    if (this.line && this.line.indent > indent) fail(this.line.n, 'unexpected indentation; line it up with the items above');
    return out;
  }
  private map(indent: number, depth: number): { [key: string]: YamlValue } {
    const out: { [key: string]: YamlValue } = {};
    while (this.line && this.line.indent === indent && !(this.line.text === '-' || this.line.text.startsWith('- '))) {
      const l = this.line;
      const k = keyEnd(l.text);
      if (k < 0) fail(l.n, 'expected "key: value"; check the indentation and the colon');
      const keyText = l.text.slice(0, k).trim();
      const key = new Flow(keyText, l.n).value(0, true);
      const rest = l.text.slice(k + 1).trim();
      this.i++;
      let value: YamlValue;
      if (rest !== '') value = this.inline(rest, l, indent);
      else if (this.line && this.line.indent > indent) value = this.node(indent + 1, depth + 1);
      else if (this.line && this.line.indent === indent && (this.line.text === '-' || this.line.text.startsWith('- '))) value = this.seq(indent, depth + 1);
      else value = null;
      set(out, String(key), value, l.n);
    }
    if (this.line && this.line.indent > indent) fail(this.line.n, 'unexpected indentation; line it up with the keys above');
    return out;
  }
}

/** Reads a YAML text of the scenario files' kind; an error naming the line for anything else. */
export function readYaml(text: string): YamlResult {
  try {
    const lines: Line[] = [];
    text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).forEach((raw, k) => {
      const indent = /^ */.exec(raw)?.[0].length ?? 0;
      const body = uncomment(raw);
      if (body.trim() === '') { lines.push({ n: k + 1, indent, text: '', raw }); return; }
      if (/^ *\t/.test(raw)) fail(k + 1, 'a tab in the indentation; indent with spaces');
      if (/^(?:---|\.\.\.)(?:\s|$)/.test(body)) fail(k + 1, 'a document marker (--- or ...); a scenario file is one document: remove it');
      lines.push({ n: k + 1, indent, text: body.trim(), raw });
    });
    const b = new Block(lines);
    const value = b.node(0, 0);
    const left = b.line;
    if (left) fail(left.n, 'unexpected text after the end of the document; check its indentation');
    return { ok: true, value };
  } catch (e) {
    if (e instanceof YamlError) return { ok: false, error: e.message };
    if (e instanceof RangeError) return { ok: false, error: 'the file is nested too deeply to read; flatten it' };
    return { ok: false, error: 'the file could not be read' };
  }
}
