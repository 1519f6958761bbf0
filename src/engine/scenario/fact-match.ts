// Whether a log fact matches a scenario's fact spec (`until:`, `facts:`); the spec in words is
// show-fact.ts's. Apart from expect.ts, which checks a whole expected ruling (and reads the scores of
// a scored game): the sandbox's live rules (src/islands/sandbox/live.ts) need only the match, and the
// branch chunk then carries neither the expectations, nor the scoring tables, nor the words.
import type { LogFact } from '../types.ts';
import type { LogFactSpec } from './schema.ts';

export function factMatches(spec: LogFactSpec, f: LogFact): boolean {
  if (typeof spec === 'string') return f.fact === spec;
  if (f.fact !== spec.fact || (spec.seat && f.seat !== spec.seat)) return false;
  return Object.entries(spec.data ?? {}).every(([k, v]) => f.data?.[k] === v);
}
