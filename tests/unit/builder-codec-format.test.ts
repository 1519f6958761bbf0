// The link reader (model/codec-read.ts's parseCompact, in the scenario loader's small validator) against
// the link form's zod schema (codec-schema.ts): the same verdict, data and issues on the compact form
// of every scenario, of a full 10-seat table, and of thousands of broken copies of them.
import { describe, expect, it } from 'vitest';
import '../../src/engine/scenario/schema.ts'; // zod's English words (the loader's configuration)
import { parseCompact } from '../../src/islands/builder/model/codec-read.ts';
import { compactSchema } from '../../src/islands/builder/model/codec-schema.ts';
import { compactText } from '../../src/islands/builder/model/link.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';
import { RULES_VERSION } from '../../src/engine/version.ts';
import { fullTable } from './builder-tables.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BAD, broken, rng } from './scenario-corpus.ts';

const dir = join(import.meta.dirname, '..', '..', 'scenarios');

const view = (r: ReturnType<typeof parseCompact> | ReturnType<typeof compactSchema.safeParse>) =>
  r.success ? { ok: true, data: r.data } : { ok: false, issues: ('issues' in r ? r.issues : r.error.issues).map((i) => [i.path, i.message]) };

describe('the link reader and the link form\'s zod schema', () => {
  it('agree on every scenario\'s link, a full table\'s, and 16 broken copies of each', () => {
    const links: unknown[] = [JSON.parse(compactText(fullTable(), RULES_VERSION, 'abc1234')) as unknown];
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
      const r = importYaml(readFileSync(join(dir, f), 'utf8'));
      if (r.ok) links.push(JSON.parse(compactText(r.shared, RULES_VERSION, null)) as unknown);
    }
    expect(links.length).toBeGreaterThan(200);
    const next = rng(7);
    const diffs: string[] = [];
    let bad = 0;
    for (const link of [...links, ...BAD]) {
      for (const x of [link, ...Array.from({ length: 16 }, () => broken(link, next))]) {
        const mine = view(parseCompact(x));
        if (!mine.ok) bad++;
        const theirs = view(compactSchema.safeParse(x));
        if (JSON.stringify(mine) !== JSON.stringify(theirs)) diffs.push(`${JSON.stringify(x).slice(0, 200)}\n  zod:  ${JSON.stringify(theirs).slice(0, 400)}\n  mine: ${JSON.stringify(mine).slice(0, 400)}`);
      }
    }
    expect(diffs.slice(0, 5)).toEqual([]);
    expect(bad).toBeGreaterThan(2000);
  }, 60_000);
});
