// Writing a scenario file by hand (no YAML library in the page for export): block mappings, flow
// sequences and mappings for seats, cards and facts; every string either a safe plain scalar or a
// JSON string (which YAML reads as a double-quoted scalar). Comments never hold input text
// except inside a JSON string.
import type { LogFactSpec } from '../../../engine/scenario/schema.ts';

const KEYWORD = /^(?:y|n|yes|no|true|false|on|off|null|~)$/i;
const PLAIN = /^[A-Za-z\u00C0-\uFFFF][^:#[\]{},"'\n\r\t\\`|>&*!%@]*$/u;

/** A string as a YAML scalar that reads back as the same string, inside a flow collection or not. */
export function scalar(s: string): string {
  return PLAIN.test(s) && !KEYWORD.test(s) && s === s.trim() && !/\s{2}/.test(s) && !/^[-?]/.test(s) ? s : JSON.stringify(s);
}

export type Flow = string | number | boolean | null | readonly Flow[] | { readonly [k: string]: Flow | undefined };

/** A value in flow style: [a, b], { k: v }. */
export function flow(v: Flow): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return scalar(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${(v as readonly Flow[]).map(flow).join(', ')}]`;
  const entries = Object.entries(v as { readonly [k: string]: Flow | undefined }).filter((e): e is [string, Flow] => e[1] !== undefined);
  return entries.length ? `{ ${entries.map(([k, x]) => `${scalar(k)}: ${flow(x)}`).join(', ')} }` : '{}';
}

export function factFlow(f: LogFactSpec): Flow {
  return typeof f === 'string' ? f : { fact: f.fact, seat: f.seat, data: f.data };
}
