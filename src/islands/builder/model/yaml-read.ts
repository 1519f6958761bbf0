// A small YAML reader for scenario files, so the builder page does not carry a YAML library (the
// `yaml` package is 34 KB gzip): block mappings and sequences, flow [..] and {..} on one line, plain,
// 'single' and "double" quoted scalars, | and > block scalars, comments. Anchors, aliases, tags and
// several documents are refused with a message (no alias bomb can exist), as are repeated keys, tabs
// in indentation and strings continued over lines. It never throws: it returns a value or an error
// naming the line. Keys are set as own properties, so `__proto__` is a key like any other. A unit
// test reads every file in scenarios/ to the same value as the `yaml` package.

export type YamlValue = null | boolean | number | string | YamlValue[] | { [key: string]: YamlValue };
export type YamlResult = { readonly ok: true; readonly value: YamlValue } | { readonly ok: false; readonly error: string };

interface Line { readonly n: number; readonly indent: number; readonly text: string; readonly raw: string }

const MAX_DEPTH = 64;

class YamlError extends Error {}
const fail = (n: number, what: string): never => { throw new YamlError(`line ${n}: ${what}`); };

/** The line without its comment (a # at the start or after a space, outside quotes), trimmed at the end. */
function uncomment(s: string): string {
  let q: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (q) { if (c === '\\' && q === '"') i++; else if (c === q) q = null; } else if (c === '"' || c === "'") { if (i === 0 || /[\s[{,:-]/.test(s[i - 1] ?? '')) q = c; } else if (c === '#' && (i === 0 || /\s/.test(s[i - 1] ?? ''))) return s.slice(0, i).trimEnd();
  }
  return s.trimEnd();
}

function set(obj: { [key: string]: YamlValue }, key: string, value: YamlValue, n: number): void {
  if (Object.hasOwn(obj, key)) fail(n, `the key "${key.slice(0, 40)}" appears twice in one mapping; keep one`);
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function plain(s: string, n: number): YamlValue {
  if (/^[&*!|>%@`]/.test(s)) fail(n, `"${s.slice(0, 20)}" starts with ${s[0] ?? ''}: anchors, aliases, tags and the like are not read here; write the value out (quote it if it is text)`);
  if (/^(?:~|null|Null|NULL)?$/.test(s)) return null;
  if (/^(?:true|True|TRUE)$/.test(s)) return true;
  if (/^(?:false|False|FALSE)$/.test(s)) return false;
  if (/^[-+]?[0-9]+$/.test(s)) return Number(s);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0o[0-7]+$/.test(s)) return parseInt(s.slice(2), 8);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(s)) return Number(s);
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
  if (/^\.(?:nan|NaN|NAN)$/.test(s)) return NaN;
  return s;
}

const ESC: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', '/': '/', '0': '\0', ' ': ' ', b: '\b', f: '\f', e: '\x1b', a: '\x07', v: '\v', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029' };

/** Reads one value of a line (flow collection, quoted or plain scalar) from position `at`. */
class Flow {
  at = 0;
  private readonly s: string;
  private readonly n: number;
  constructor(s: string, n: number) { this.s = s; this.n = n; }
  private ws(): void { while (this.s[this.at] === ' ' || this.s[this.at] === '\t') this.at++; }
  value(depth: number, inFlow: boolean): YamlValue {
    if (depth > MAX_DEPTH) fail(this.n, `more than ${MAX_DEPTH} nested levels; flatten it`);
    this.ws();
    const c = this.s[this.at];
    if (c === '[') return this.seq(depth);
    if (c === '{') return this.map(depth);
    if (c === '"') return this.dq();
    if (c === "'") return this.sq();
    const start = this.at;
    if (inFlow) { while (this.at < this.s.length && !/[,\]}]/.test(this.s[this.at] ?? '') && !(this.s[this.at] === ':' && /[\s,\]}]/.test(this.s[this.at + 1] ?? ' '))) this.at++; } else this.at = this.s.length;
    return plain(this.s.slice(start, this.at).trim(), this.n);
  }
  private seq(depth: number): YamlValue[] {
    const out: YamlValue[] = [];
    this.at++;
    for (;;) {
      this.ws();
      if (this.s[this.at] === ']') { this.at++; return out; }
      if (this.at >= this.s.length) fail(this.n, 'a [ list is not closed on its line; close it with ] (a list written in [ ] stays on one line)');
      out.push(this.value(depth + 1, true));
      this.ws();
      if (this.s[this.at] === ',') this.at++;
      else if (this.at >= this.s.length) fail(this.n, 'a [ list is not closed on its line; close it with ] (a list written in [ ] stays on one line)');
      else if (this.s[this.at] !== ']') fail(this.n, `expected , or ] at column ${this.at + 1}`);
    }
  }
  private map(depth: number): { [key: string]: YamlValue } {
    const out: { [key: string]: YamlValue } = {};
    this.at++;
    for (;;) {
      this.ws();
      if (this.s[this.at] === '}') { this.at++; return out; }
      if (this.at >= this.s.length) fail(this.n, 'a { mapping is not closed on its line; close it with } (a mapping written in { } stays on one line)');
      const key = this.value(depth + 1, true);
      this.ws();
      let value: YamlValue = null;
      if (this.s[this.at] === ':') { this.at++; this.ws(); value = this.s[this.at] === ',' || this.s[this.at] === '}' ? null : this.value(depth + 1, true); }
      if (key !== null && typeof key === 'object') fail(this.n, 'a key is a list or a mapping; keys are names');
      set(out, String(key), value, this.n);
      this.ws();
      if (this.s[this.at] === ',') this.at++;
      else if (this.at >= this.s.length) fail(this.n, 'a { mapping is not closed on its line; close it with } (a mapping written in { } stays on one line)');
      else if (this.s[this.at] !== '}') fail(this.n, `expected , or } at column ${this.at + 1}`);
    }
  }
  private dq(): string {
    let out = '';
    for (this.at++; this.at < this.s.length; this.at++) {
      const c = this.s[this.at] ?? '';
      if (c === '"') { this.at++; return out; }
      if (c !== '\\') { out += c; continue; }
      const e = this.s[++this.at] ?? '';
      const hex = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
      if (hex) {
        const h = this.s.slice(this.at + 1, this.at + 1 + hex);
        if (!/^[0-9a-fA-F]+$/.test(h) || h.length !== hex) fail(this.n, `a bad \\${e} escape in a "quoted" string`);
        const cp = parseInt(h, 16);
        if (cp > 0x10ffff) fail(this.n, `a bad \\${e} escape in a "quoted" string`);
        out += String.fromCodePoint(cp);
        this.at += hex;
      } else if (ESC[e] !== undefined) out += ESC[e];
      else fail(this.n, `an unknown escape \\${e} in a "quoted" string; write \\\\ for a backslash`);
    }
    return fail(this.n, 'a "quoted" string is not closed on its line; close it with " (a string stays on one line)');
  }
  private sq(): string {
    let out = '';
    for (this.at++; this.at < this.s.length; this.at++) {
      const c = this.s[this.at] ?? '';
      if (c === "'") { if (this.s[this.at + 1] === "'") { out += "'"; this.at++; continue; } this.at++; return out; }
      out += c;
    }
    return fail(this.n, "a 'quoted' string is not closed on its line; close it with ' (a string stays on one line)");
  }
  end(): void {
    this.ws();
    if (this.at < this.s.length) fail(this.n, `unexpected "${this.s.slice(this.at, this.at + 20)}" after the value`);
  }
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
