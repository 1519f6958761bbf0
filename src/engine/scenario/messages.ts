// zod's English messages (zod/v4/locales/en.js), for the issues the scenario schema can raise:
// wrong types, values not among the options, too short or too long, a pattern not matched, unknown
// keys, a bad record key, no union option. The words are zod's own, to the letter (a unit test
// compares them with the locale's on every scenario and on a few thousand broken ones); the locale
// itself also names every string format zod knows, which the scenario format does not use, and the
// builder page would carry them all.
import type { $ZodRawIssue } from 'zod/v4/core';

// zod's util.parsedType, stringifyPrimitive and joinValues (zod/v4/core/util.js), for these words only.
function parsedType(data: unknown): string {
  if (typeof data === 'number') return Number.isNaN(data) ? 'nan' : 'number';
  if (typeof data === 'object') {
    if (data === null) return 'null';
    if (Array.isArray(data)) return 'array';
    const ctor: unknown = Object.getPrototypeOf(data) !== Object.prototype && 'constructor' in data ? data.constructor : undefined;
    if (typeof ctor === 'function' && ctor.name) return ctor.name;
    if (ctor) return String((ctor as { name?: unknown }).name);
  }
  return typeof data;
}
const stringifyPrimitive = (v: unknown): string => (typeof v === 'bigint' ? `${v.toString()}n` : typeof v === 'string' ? `"${v}"` : String(v));
const joinValues = (values: readonly unknown[], separator: string): string => values.map(stringifyPrimitive).join(separator);

const UNIT: Readonly<Record<string, string>> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };

const typeName = (t: string, input?: unknown): string => (t === 'number' && typeof input === 'number' && !Number.isFinite(input) ? String(input) : t === 'nan' ? 'NaN' : t);

/** The message zod's English locale gives an issue (undefined: one the scenario schema never raises, left to zod's default). */
export function scenarioMessage(issue: $ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Invalid input: expected ${stringifyPrimitive(issue.values[0])}` : `Invalid option: expected one of ${joinValues(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const adj = issue.exact ? 'exactly ' : `${big ? '<' : '>'}${issue.inclusive ? '=' : ''}`;
      const unit = UNIT[issue.origin];
      const origin = big ? (issue.origin ?? 'value') : issue.origin;
      const n = String(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      return `Too ${big ? 'big' : 'small'}: expected ${origin} to ${unit ? `have ${adj}${n} ${unit}` : `be ${adj}${n}`}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' ? `Invalid string: must match pattern ${issue.pattern ?? ''}` : undefined;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options) && issue.options.length ? undefined : issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return undefined;
  }
}
