// The builder's links: compact (a full 10-seat table well under 2,000 URL characters), a round trip
// that gives the same table, and older links that still open and say when the rules changed them.
import { describe, expect, it } from 'vitest';
import { decodeShared, encodeShared, compactText } from '../../src/islands/builder/model/link.ts';
import { RULES_VERSION } from '../../src/engine/version.ts';
import { fullTable } from './builder-tables.ts';

describe('builder link', () => {
  it('holds a full 10-seat table in under 2,000 URL characters', async () => {
    const s = fullTable();
    const code = await encodeShared(s);
    const url = `https://sanguosha-rules.example/en/build/#${code}`;
    console.log(`builder link, full 10-seat table: ${url.length} URL characters (code ${code.length}; compact JSON ${compactText(s).length} before deflate)`);
    expect(url.length).toBeLessThan(2000);
    expect(code).toMatch(/^b1\.[A-Za-z0-9_-]+$/);
  });

  it('decodes to the same shared table', async () => {
    const s = fullTable();
    const back = await decodeShared(await encodeShared(s));
    expect(back).toEqual({ ok: true, shared: s, rulesVersion: String(RULES_VERSION), rulesChanged: false });
  });
});
