// The scenario loader's own English messages (messages.ts) against zod's English locale: the same
// words for every issue the schema raises on every scenario and on a few thousand broken copies of
// them (wrong types, values out of range, bad patterns, unknown keys, bad record keys, no union option).
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { $ZodRawIssue } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { scenarioMessage } from '../../src/engine/scenario/messages.ts';
import { scenarioSchema } from '../../src/engine/scenario/schema.ts';
import { BAD, broken, rng, scenarioFiles } from './scenario-corpus.ts';

const theirs = en().localeError;

describe('the scenario loader\'s English messages', () => {
  const seen = new Map<string, number>();
  const diffs: string[] = [];
  z.config({
    localeError: (issue: $ZodRawIssue) => {
      const mine = scenarioMessage(issue);
      const zods = theirs(issue);
      const text = typeof zods === 'string' ? zods : zods?.message;
      seen.set(issue.code ?? '?', (seen.get(issue.code ?? '?') ?? 0) + 1);
      if (mine !== text) diffs.push(`${issue.code}: mine ${JSON.stringify(mine)}, zod's ${JSON.stringify(text)}`);
      return mine;
    },
  });
  afterAll(() => { z.config({ localeError: scenarioMessage }); });

  /** Whether the input fails; its messages are worked out (zod words them only when they are read). */
  const fails = (raw: unknown): boolean => {
    const r = scenarioSchema.safeParse(raw);
    return !r.success && r.error.issues.map((i) => i.message).length > 0;
  };

  it('are zod\'s English words on every scenario and on 4,000 broken copies', () => {
    const next = rng(16);
    let failed = 0;
    for (const [f, raw] of scenarioFiles()) {
      expect(fails(raw), f).toBe(false);
      for (let i = 0; i < 16; i++) if (fails(broken(raw, next))) failed++;
    }
    // Whole-file shapes too: not an object, an array, a string.
    for (const raw of BAD) if (fails(raw)) failed++;
    expect(diffs.slice(0, 10)).toEqual([]);
    expect(failed).toBeGreaterThan(3000);
    // Every kind of issue the schema can raise was met.
    expect([...seen.keys()].sort()).toEqual(expect.arrayContaining(['invalid_key', 'invalid_type', 'invalid_union', 'invalid_value', 'too_big', 'too_small', 'unrecognized_keys', 'invalid_format']));
  }, 60_000);

  it('each kind, word for word', () => {
    const issues: $ZodRawIssue[] = [
      { code: 'invalid_type', expected: 'string', input: undefined, path: [] },
      { code: 'invalid_type', expected: 'number', input: Number.NaN, path: [] },
      { code: 'invalid_type', expected: 'number', input: Number.NEGATIVE_INFINITY, path: [] },
      { code: 'invalid_type', expected: 'int', input: 1.5, path: [] },
      { code: 'invalid_value', values: ['lord'], input: 'x', path: [] },
      { code: 'too_big', origin: 'string', maximum: 200, inclusive: true, input: '', path: [] },
      { code: 'too_small', origin: 'array', minimum: 16, inclusive: true, exact: true, input: [], path: [] },
      { code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: -1, path: [] },
      { code: 'too_big', origin: 'int', maximum: Number.MAX_SAFE_INTEGER, inclusive: true, input: 2 ** 60, path: [] },
      { code: 'unrecognized_keys', keys: ['a'], input: {}, path: [] },
      { code: 'invalid_union', errors: [], inclusive: false, input: 1, path: [] },
    ] as unknown as $ZodRawIssue[];
    for (const i of issues) expect(scenarioMessage(i)).toBe(theirs(i));
  });
});
