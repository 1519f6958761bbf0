// The builder's links: compact (a full 10-seat table well under 2,000 URL characters), a round trip
// that gives the same table, and older links that still open and say when the rules changed them.
import { describe, expect, it } from 'vitest';
import { encodeShared, compactText } from '../../src/islands/builder/model/link.ts';
import { decodeShared } from '../../src/islands/builder/model/link-read.ts';
import { RULES_VERSION } from '../../src/engine/version.ts';
import { fullTable } from './builder-tables.ts';
import { checkTable } from '../../src/islands/builder/model/check.ts';
import { outcomeAt } from '../../src/islands/builder/model/play.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { toBase64Url } from '../../src/islands/builder/model/link.ts';

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
    console.log(`builder link, full 10-seat table: ${url.length} URL characters (code ${code.length}; compact JSON ${compactText(s, RULES_VERSION, await outcomeAt(s)).length} before deflate)`);
    expect(url.length).toBeLessThan(2000);
    expect(code).toMatch(/^b1\.[A-Za-z0-9_-]+$/);
  });

  it('decodes to the same shared table', async () => {
    const s = fullTable();
    const back = await decodeShared(await encodeShared(s));
    expect(back).toEqual({ ok: true, shared: s, rulesVersion: String(RULES_VERSION), rulesChanged: false });
  });

  it('holds a 3v3 side\'s point of view (its seats joined by +), and refuses a view that is no seat', async () => {
    const s = { ...libraryTable('acedia-skips-play.yaml'), pov: 'p1+p3' };
    const back = await decodeShared(await encodeShared(s));
    expect(back).toMatchObject({ ok: true, shared: { pov: 'p1+p3' } });
    const bad = { v: 1, s: 0, p: 'p1+<b>', t: { x: [], n: { seats: [{ r: 'l' }, { r: 'r' }] } } };
    const refused = await decodeShared(`b1.${toBase64Url(deflateRawSync(Buffer.from(JSON.stringify(bad))))}`);
    expect(refused.ok).toBe(false);
  });

  it('opens an older link, and says the rules changed its outcome when they did', async () => {
    const s = libraryTable('axe-discards-together-lu-xun.yaml');
    const now = await outcomeAt(s);
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

  it('opens a b1 link written before the modes as an Identity game with no house rules', async () => {
    const old = { v: 1, s: 0, t: { x: [], n: { seats: [{ r: 'l' }, { r: 'r', hp: 2 }], de: 1 } } };
    const back = await decodeShared(`b1.${toBase64Url(deflateRawSync(Buffer.from(JSON.stringify(old))))}`);
    if (!back.ok) return expect.fail(back.message);
    expect(back.shared.table.setup).toMatchObject({ mode: 'identity', deal: 'identity', house: [], roundsWithThree: 0 });
    expect(back.shared.table.setup.draft).toBeUndefined();
    expect(back.shared.table.setup.seats[1]).toMatchObject({ role: 'rebel', hp: 2, alive: true });
  });

  it('carries the mode, the 3v3 deal and draft, the house rules and dead or out seats', async () => {
    for (const file of ['3v3-draft.yaml', 'house-scoring-lord-side.yaml', 'house-last-three-hp-loss.yaml', 'house-reincarnation-still-out.yaml']) {
      const s = libraryTable(file);
      const compact = JSON.parse(compactText(s, RULES_VERSION, null)) as { t: { n: Record<string, unknown> } };
      const u = s.table.setup;
      if (u.mode === '3v3') expect(compact.t.n).toMatchObject({ mo: 3, de: 3, dr: u.draft });
      if (u.house?.length) expect(compact.t.n['ho']).toEqual(u.house);
      if (u.roundsWithThree) expect(compact.t.n['r3']).toBe(u.roundsWithThree);
      const back = await decodeShared(await encodeShared(s, { fingerprint: null }));
      expect(back.ok ? back.shared : back.message).toEqual(s);
    }
  });
});
