// The loader's validator (src/engine/scenario/valid.ts, scenario-format.ts) against the zod schema
// (schema.ts, the format's reference): on every scenario and on thousands of broken copies, the same
// verdict, the same data (defaults filled in) when valid, and the same issues (path and words, in
// order) when not; for the whole file, the setup alone and the builder's import (setup required).
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseImported, parseScenario, parseSetup, type Parsed } from '../../src/engine/scenario/scenario-format.ts';
import { scenarioSchema } from '../../src/engine/scenario/schema.ts';
import { BAD, broken, rng, scenarioFiles } from './scenario-corpus.ts';

type ZodLike = { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } } };
const pairs: readonly [string, ZodLike, (v: unknown) => Parsed<unknown>][] = [
  ['scenario', scenarioSchema, parseScenario],
  ['setup', scenarioSchema.shape.setup, parseSetup],
  ['import', z.required(z.partial(scenarioSchema), { setup: true }), parseImported],
];

function compare(name: string, zod: ZodLike, mine: (v: unknown) => Parsed<unknown>, raw: unknown): string | null {
  const a = zod.safeParse(raw);
  const b = mine(raw);
  const theirs = a.success ? { ok: true, data: a.data } : { ok: false, issues: a.error.issues.map((i) => [i.path, i.message]) };
  const ours = b.success ? { ok: true, data: b.data } : { ok: false, issues: b.issues.map((i) => [i.path, i.message]) };
  // Compared as JSON: zod and the validator both fill an object's keys in the shape's order.
  const same = JSON.stringify(ours) === JSON.stringify(theirs);
  return same ? null : `${name}: ${JSON.stringify(raw).slice(0, 300)}\n  zod:  ${JSON.stringify(theirs).slice(0, 600)}\n  mine: ${JSON.stringify(ours).slice(0, 600)}`;
}

describe('the loader\'s validator and the zod schema', () => {
  it('agree on every scenario, 16 broken copies of each, and whole-file shapes', () => {
    const next = rng(61);
    const diffs: string[] = [];
    let bad = 0;
    for (const [, raw] of scenarioFiles()) {
      for (const [name, zod, mine] of pairs) {
        const d = compare(name, zod, mine, name === 'setup' ? (raw as { setup: unknown }).setup : raw);
        if (d) diffs.push(d);
      }
      for (let i = 0; i < 16; i++) {
        const copy = broken(raw, next);
        if (!parseScenario(copy).success) bad++;
        for (const [name, zod, mine] of pairs) {
          const d = compare(name, zod, mine, name === 'setup' ? (copy as { setup?: unknown } | null)?.setup : copy);
          if (d) diffs.push(d);
        }
      }
    }
    for (const raw of [...BAD, undefined, { setup: { seats: [] } }, { setup: { seats: [{}, {}] }, __proto__: 1 }, JSON.parse('{"__proto__": {"x": 1}, "title": "abc"}')]) {
      for (const [name, zod, mine] of pairs) { const d = compare(name, zod, mine, raw); if (d) diffs.push(d); }
    }
    expect(diffs.slice(0, 5)).toEqual([]);
    expect(bad).toBeGreaterThan(3000);
  }, 60_000); // some 24,000 parses: seconds alone, more under a full run's load
});
