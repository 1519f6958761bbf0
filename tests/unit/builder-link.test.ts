// The builder's links: compact (a full 10-seat table well under 2,000 URL characters), a round trip
// that gives the same table, and older links that still open and say when the rules changed them.
import { describe, expect, it } from 'vitest';
import { decodeShared, encodeShared, compactText } from '../../src/islands/builder/model/link.ts';
import { RULES_VERSION } from '../../src/engine/version.ts';
import { fullTable } from './builder-tables.ts';
import { checkTable } from '../../src/islands/builder/model/check.ts';
import { outcomeAt } from '../../src/islands/builder/model/play.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function libraryTable(file: string) {
  const r = importYaml(readFileSync(join(import.meta.dirname, '..', '..', 'scenarios', file), 'utf8'));
  if (!r.ok) throw new Error(r.message);
  return { ...r.shared, step: 6 };
}

describe('builder link', () => {
  it('holds a full 10-seat table in under 2,000 URL characters', async () => {
    const s = fullTable();
    expect(checkTable(s.table)).toMatchObject({ ok: true }); // a playable table: its link also carries the outcome's fingerprint
    const code = await encodeShared(s);
    const url = `https://sanguosha-rules.example/en/build/#${code}`;
    console.log(`builder link, full 10-seat table: ${url.length} URL characters (code ${code.length}; compact JSON ${compactText(s, RULES_VERSION, outcomeAt(s)).length} before deflate)`);
    expect(url.length).toBeLessThan(2000);
    expect(code).toMatch(/^b1\.[A-Za-z0-9_-]+$/);
  });

  it('decodes to the same shared table', async () => {
    const s = fullTable();
    const back = await decodeShared(await encodeShared(s));
    expect(back).toEqual({ ok: true, shared: s, rulesVersion: String(RULES_VERSION), rulesChanged: false });
  });

  it('opens an older link, and says the rules changed its outcome when they did', async () => {
    const s = libraryTable('axe-discards-together-lu-xun.yaml');
    const now = outcomeAt(s);
    expect(now).toMatch(/^[0-9a-z]{7}$/);
    const same = await decodeShared(await encodeShared(s, { rulesVersion: 0, fingerprint: now }));
    expect(same).toMatchObject({ ok: true, rulesVersion: '0', rulesChanged: false });
    const changed = await decodeShared(await encodeShared(s, { rulesVersion: 0, fingerprint: '0000000' }));
    expect(changed).toMatchObject({ ok: true, rulesVersion: '0', rulesChanged: true, shared: s });
    // The same rules version never reports a change: the fingerprint is only compared across versions.
    const current = await decodeShared(await encodeShared(s, { fingerprint: '0000000' }));
    expect(current).toMatchObject({ ok: true, rulesChanged: false });
  });

  it('reads the code out of a whole URL or chat text', async () => {
    const code = await encodeShared(libraryTable('acedia-skips-play.yaml'));
    const inText = await decodeShared(`Look: https://example.org/en/build/#${code}&from=wechat thanks`);
    expect(inText.ok).toBe(true);
  });
});
