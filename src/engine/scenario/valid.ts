// A small validator for the scenario format (scenario-format.ts), with zod's semantics and zod's
// English words, so that the page that checks tables in the browser (the builder) does not carry zod.
// zod (schema.ts) stays the format's reference: its JSON Schema for editors, its types, and a unit
// test that feeds both every scenario and thousands of broken ones and finds the same issues, paths,
// words and data (valid.test.ts). Only what the format uses is here: strings, numbers, integers,
// booleans, options, arrays, strict objects, records, unions, optional, nullable and default values.
// An issue's words are made when they are read (say.ts: zod's words come with the loader's, loaded on
// a table's first problem); whether a value passes needs none.
import type { $ZodRawIssue } from 'zod/v4/core';
import { words } from './say.ts';

export interface Issue {
  readonly path: PropertyKey[];
  readonly message: string;
  readonly continue?: boolean | undefined; // zod's: false or absent stops the checks that follow (true: they run)
}

/** An issue as zod raises it (its code and data), with its path; its message is zod's words for it, or the format's own. */
class Raw implements Issue {
  readonly path: PropertyKey[];
  readonly continue: boolean | undefined;
  private readonly raw: Record<string, unknown>;
  private readonly text: string | undefined;
  constructor(raw: Record<string, unknown>, text?: string, path: PropertyKey[] = []) {
    this.raw = raw;
    this.text = text;
    this.path = path;
    this.continue = raw['continue'] as boolean | undefined;
  }
  get message(): string {
    return this.text ?? words().zod(this.raw as unknown as $ZodRawIssue) ?? 'Invalid input';
  }
  /** The issue under a key of its parent. */
  at(key: PropertyKey): Raw {
    return new Raw(this.raw, this.text, [key, ...this.path]);
  }
}
interface Result { value: unknown; issues: Raw[] }
type Optin = 'optional' | 'defaulted' | undefined;
/** A schema: runs on a value, with zod's rungs of absence (optin, optout) for object keys. */
export interface V {
  run(value: unknown): Result;
  readonly optin?: Optin;
  readonly optout?: 'optional';
}
interface Check { readonly length?: true; run(value: unknown, issues: Raw[]): void }

const issue = (raw: Record<string, unknown>, message?: string): Raw => new Raw(raw, message);
const aborted = (issues: readonly Issue[], from = 0) => issues.slice(from).some((i) => i.continue !== true);
const explicitlyAborted = (issues: readonly Issue[]) => issues.some((i) => i.continue === false);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const prefix = (key: PropertyKey, issues: readonly Raw[]): Raw[] => issues.map((i) => i.at(key));

function withChecks(parse: (v: unknown, issues: Raw[]) => unknown, checks: readonly Check[]): V['run'] {
  return (v) => {
    const issues: Raw[] = [];
    const value = parse(v, issues);
    let stop = aborted(issues);
    for (const c of checks) {
      if (c.length) {
        const len = (value as { length?: unknown } | null | undefined)?.length;
        if (explicitlyAborted(issues) || value === null || value === undefined || len === undefined) continue;
      } else if (stop) continue;
      const before = issues.length;
      c.run(value, issues);
      if (!stop && issues.length > before) stop = aborted(issues, before);
    }
    return { value, issues };
  };
}

const typed = (expected: string, ok: (v: unknown) => boolean) => (v: unknown, issues: Raw[]) => {
  if (!ok(v)) issues.push(issue({ code: 'invalid_type', expected, input: v }));
  return v;
};

// Checks (zod's minLength, maxLength, length, regex, minimum, maximum; an int), with zod's issues.
const origin = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v === 'string' ? 'string' : 'unknown');
const size = (v: unknown): number => {
  const n = (v as { length: number }).length;
  return typeof v === 'string' ? [...v].length : n; // strings in code points, as zod counts them
};
export const minLength = (n: number, message?: string): Check => ({ length: true, run: (v, is) => { if (size(v) < n) is.push(issue({ code: 'too_small', origin: origin(v), minimum: n, inclusive: true, continue: true }, message)); } });
export const maxLength = (n: number, message?: string): Check => ({ length: true, run: (v, is) => { if (size(v) > n) is.push(issue({ code: 'too_big', origin: origin(v), maximum: n, inclusive: true, continue: true }, message)); } });
export const length = (n: number, message?: string): Check => ({
  length: true,
  run: (v, is) => { const k = size(v); if (k !== n) is.push(issue({ code: k > n ? 'too_big' : 'too_small', origin: origin(v), [k > n ? 'maximum' : 'minimum']: n, inclusive: true, exact: true, continue: true }, message)); },
});
export const regex = (re: RegExp, message?: string): Check => ({ run: (v, is) => { re.lastIndex = 0; if (!re.test(v as string)) is.push(issue({ code: 'invalid_format', format: 'regex', origin: 'string', pattern: re.toString(), continue: true }, message)); } });
export const minimum = (n: number): Check => ({ run: (v, is) => { if (!((v as number) >= n)) is.push(issue({ code: 'too_small', origin: 'number', minimum: n, inclusive: true, continue: true })); } });
export const maximum = (n: number): Check => ({ run: (v, is) => { if (!((v as number) <= n)) is.push(issue({ code: 'too_big', origin: 'number', maximum: n, inclusive: true, continue: true })); } });
const intCheck: Check = {
  run: (v, is) => {
    const n = v as number;
    if (!Number.isInteger(n)) is.push(issue({ code: 'invalid_type', expected: 'int', input: n, continue: false }));
    else if (!Number.isSafeInteger(n)) is.push(issue(n > 0 ? { code: 'too_big', origin: 'int', maximum: Number.MAX_SAFE_INTEGER, inclusive: true, continue: true } : { code: 'too_small', origin: 'int', minimum: Number.MIN_SAFE_INTEGER, inclusive: true, continue: true }));
  },
};

export const string = (...checks: Check[]): V => ({ run: withChecks(typed('string', (v) => typeof v === 'string'), checks) });
export const number = (...checks: Check[]): V => ({ run: withChecks(typed('number', (v) => typeof v === 'number' && Number.isFinite(v)), checks) });
export const int = (...checks: Check[]): V => number(intCheck, ...checks);
export const boolean = (): V => ({ run: withChecks(typed('boolean', (v) => typeof v === 'boolean'), []) });
export const options = (values: readonly string[]): V => ({
  run: withChecks((v, is) => { if (!values.includes(v as string)) is.push(issue({ code: 'invalid_value', values, input: v })); return v; }, []),
});

export const array = (item: V, ...checks: Check[]): V => ({
  run: withChecks((v, is) => {
    if (!Array.isArray(v)) { is.push(issue({ code: 'invalid_type', expected: 'array', input: v })); return v; }
    return v.map((x: unknown, i) => { const r = item.run(x); is.push(...prefix(i, r.issues)); return r.value; });
  }, checks),
});

/** zod's strictObject: each key of the shape, then one issue naming the keys it does not have. */
export function strictObject(shape: Readonly<Record<string, V>>): V & { readonly shape: Readonly<Record<string, V>> } {
  const keys = Object.keys(shape);
  return {
    shape,
    run: withChecks((input, is) => {
      if (!isObject(input)) { is.push(issue({ code: 'invalid_type', expected: 'object', input })); return input; }
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const el = shape[key] as V;
        const r = el.run(input[key]);
        const present = key in input;
        if (!present && el.optout === 'optional' && el.optin === 'optional') continue;
        if (r.issues.length) {
          if (el.optin !== undefined && el.optout === 'optional' && !present) continue;
          is.push(...prefix(key, r.issues));
        }
        if (!present && el.optin === undefined) {
          if (!r.issues.length) is.push(issue({ code: 'invalid_type', expected: 'nonoptional', input: undefined }).at(key));
          continue;
        }
        if (r.value !== undefined) out[key] = r.value;
        else if (present || (el.optin === 'defaulted' && el.optout !== 'optional')) out[key] = undefined;
      }
      const unknown: string[] = [];
      for (const key in input) if (!keys.includes(key)) unknown.push(key);
      if (unknown.length) is.push(issue({ code: 'unrecognized_keys', keys: unknown, continue: true }));
      return out;
    }, []),
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!isObject(v)) return false;
  const ctor: unknown = v['constructor'];
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const proto: unknown = (ctor as { prototype?: unknown }).prototype;
  return isObject(proto) && Object.hasOwn(proto, 'isPrototypeOf');
}

/** zod's record with a string key schema: a bad key is an invalid key; each value checked under its key. */
export const record = (key: V, value: V): V => ({
  run: withChecks((input, is) => {
    if (!isPlainObject(input)) { is.push(issue({ code: 'invalid_type', expected: 'record', input })); return input; }
    const out: Record<PropertyKey, unknown> = {};
    for (const k of Reflect.ownKeys(input)) {
      if (k === '__proto__' || !Object.prototype.propertyIsEnumerable.call(input, k)) continue;
      if (key.run(k).issues.length) { is.push(issue({ code: 'invalid_key', origin: 'record' }).at(k)); continue; }
      const r = value.run(input[k as string]);
      is.push(...prefix(k, r.issues));
      out[k] = r.value;
    }
    return out;
  }, []),
});

/** zod's union: the first option that passes; else the one option that failed without stopping, or "Invalid input". */
export const union = (choices: readonly V[]): V => ({
  run: (v) => {
    const results = choices.map((c) => c.run(v));
    const ok = results.find((r) => !r.issues.length);
    if (ok) return ok;
    const going = results.filter((r) => !aborted(r.issues));
    if (going.length === 1 && going[0]) return going[0];
    return { value: v, issues: [issue({ code: 'invalid_union' })] };
  },
});

export const optional = (inner: V): V => ({
  optin: inner.optin === 'defaulted' ? 'defaulted' : 'optional',
  optout: 'optional',
  run: (v) => {
    if (v !== undefined) return inner.run(v);
    if (inner.optin !== 'defaulted') return { value: undefined, issues: [] };
    const r = inner.run(undefined);
    return { value: r.issues.length ? undefined : r.value, issues: [] };
  },
});
export const nullable = (inner: V): V => ({ ...(inner.optin ? { optin: inner.optin } : {}), ...(inner.optout ? { optout: inner.optout } : {}), run: (v) => (v === null ? { value: null, issues: [] } : inner.run(v)) });
const copy = (d: unknown): unknown => (Array.isArray(d) ? [...(d as unknown[])] : isObject(d) ? { ...d } : d);
export const withDefault = (inner: V, d: unknown): V => ({
  optin: 'defaulted',
  run: (v) => {
    if (v === undefined) return { value: copy(d), issues: [] };
    const r = inner.run(v);
    return r.value === undefined ? { ...r, value: copy(d) } : r;
  },
});
/** zod's required key: a value that comes out undefined with no issue is one. */
export const nonoptional = (inner: V): V => ({
  run: (v) => {
    const r = inner.run(v);
    return !r.issues.length && r.value === undefined ? { ...r, issues: [issue({ code: 'invalid_type', expected: 'nonoptional', input: undefined })] } : r;
  },
});
export const nul = (): V => ({ run: withChecks(typed('null', (v) => v === null), []) });
/** zod's literal: one of a few exact values. */
export const literal = (values: readonly (string | number | boolean | null)[]): V => ({
  run: withChecks((v, is) => { if (!values.includes(v as string)) is.push(issue({ code: 'invalid_value', values, input: v })); return v; }, []),
});
