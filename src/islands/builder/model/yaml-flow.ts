// The YAML reader's values on one line: flow [..] and {..}, "double" and 'single' quoted scalars,
// plain scalars resolved as the core schema does (null, booleans, numbers, else text). Part of
// yaml-read.ts; errors are thrown as YamlError naming the line, and caught there.

export type YamlValue = null | boolean | number | string | YamlValue[] | { [key: string]: YamlValue };

export const MAX_DEPTH = 64;

export class YamlError extends Error {}
export const fail = (n: number, what: string): never => { throw new YamlError(`line ${n}: ${what}`); };

export function set(obj: { [key: string]: YamlValue }, key: string, value: YamlValue, n: number): void {
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
export class Flow {
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
