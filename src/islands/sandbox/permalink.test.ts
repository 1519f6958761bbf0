import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { encodeLink } from './permalink.ts';
import { fingerprint, fingerprintOf } from './fingerprint.ts';
import { linkFor } from './link-out.ts';
import { decodeLink, MAX_HASH } from './open-link.ts';
import { decisionAt, scriptedTimeline } from './timeline.ts';

describe('permalink encode/decode', () => {
  it('round-trips a link with choices and a fingerprint', () => {
    const link = { scenario: 'duel-lubu-user', version: 1, choices: [0, 2, 1], step: 17, fingerprint: 'k3f9a0' };
    const text = encodeLink(link);
    expect(text).toBe('s=duel-lubu-user@1/0.2.1/17/k3f9a0');
    expect(decodeLink(`#${text}`)).toEqual({ kind: 'ok', link });
  });

  it('writes no choices as "-" and reads it back', () => {
    const text = encodeLink({ scenario: 'lightning-hit', version: 1, choices: [], step: 7, fingerprint: null });
    expect(text).toBe('s=lightning-hit@1/-/7');
    expect(decodeLink(`#${text}`)).toEqual({ kind: 'ok', link: { scenario: 'lightning-hit', version: 1, choices: [], step: 7, fingerprint: null } });
  });

  it('keeps the point of view, and reads links without one as the judge’s', () => {
    const link = { scenario: 'duel-lubu-user', version: 1, choices: [0], step: 9, fingerprint: 'k3f9a0', pov: 'p2' };
    const text = encodeLink(link);
    expect(text).toBe('s=duel-lubu-user@1/0/9/k3f9a0/as-p2');
    expect(decodeLink(`#${text}`)).toEqual({ kind: 'ok', link });
    expect(decodeLink('#s=duel-lubu-user@1/0/9/k3f9a0')).toEqual({ kind: 'ok', link: { ...link, pov: undefined } });
    expect(decodeLink('#s=duel-lubu-user@1/0/9/k3f9a0/as-judge').kind).toBe('bad');
    expect(decodeLink('#s=duel-lubu-user@1/0/9/k3f9a0/as-p2<b>').kind).toBe('bad');
  });

  it('keeps the other variations in a versioned list, bounded, and refuses an unknown encoding', () => {
    const link = { scenario: 'duel-lubu-user', version: 1, choices: [0, 1], step: 20, fingerprint: 'k3f9a0', pov: 'p2', lines: [[0, 0], [], [0, 2, 1]] };
    const text = encodeLink(link);
    expect(text).toBe('s=duel-lubu-user@1/0.1/20/k3f9a0/as-p2/v1~0.0~-~0.2.1');
    expect(decodeLink(`#${text}`)).toEqual({ kind: 'ok', link });
    expect(decodeLink('#s=duel-lubu-user@1/0.1/20/k3f9a0/v9~0.0')).toMatchObject({ kind: 'bad', reason: expect.stringMatching(/format this page does not know/) });
    expect(decodeLink(`#s=duel-lubu-user@1/0.1/20/k3f9a0/v1${'~0'.repeat(17)}`)).toMatchObject({ kind: 'bad', reason: expect.stringMatching(/more than 16 variations/) });
    expect(decodeLink('#s=duel-lubu-user@1/0.1/20/k3f9a0/v1~0.<b>').kind).toBe('bad');
    expect(decodeLink('#s=duel-lubu-user@1/0.1/20/k3f9a0/v1').kind).toBe('bad');
  });

  it('ignores hashes that are not sandbox links', () => {
    for (const h of ['', '#', '#try-it', '#general.flow.dying', '#S=lightning-hit@1/-/1']) expect(decodeLink(h).kind).toBe('none');
  });

  const hostile: readonly string[] = [
    '#s=<script>alert(1)</script>',
    '#s=lightning-hit@1/-/7"><img src=x onerror=alert(1)>',
    '#s=%3Cscript%3Ealert(1)%3C%2Fscript%3E@1/-/1',
    '#s=%E0%A4%A',
    '#s=lightning-hit@1/-/99999999999999999999',
    '#s=lightning-hit@1/1e9/3',
    '#s=lightning-hit@1/-1/3',
    '#s=lightning-hit@-1/-/3',
    '#s=lightning-hit@1/0..1/3',
    '#s=lightning-hit@1/-/3/../../etc',
    '#s=LIGHTNING-HIT@1/-/3',
    '#s=lightning-hit@1/-/3/abc/def',
    `#s=lightning-hit@1/${'0.'.repeat(600)}0/3`,
    `#s=${'a'.repeat(MAX_HASH + 10)}`,
    `#s=${String.fromCharCode(...Array.from({ length: 200 }, (_, i) => (i * 7919) % 65536))}`,
    '#s=javascript:alert(1)',
    '#s=__proto__@1/-/1',
  ];
  it.each(hostile)('rejects %s with a plain reason', (h) => {
    const d = decodeLink(h);
    expect(d.kind).toBe('bad');
    if (d.kind !== 'bad') return;
    expect(d.reason).toMatch(/^[a-z0-9 ,./@-]+$/i);
    expect(d.reason).not.toMatch(/[<>"]/);
    if (d.scenario !== null) expect(d.scenario).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  });

  it('rejects random bytes without throwing', () => {
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      const bytes = Array.from({ length: 1 + (i % 60) }, () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % 256; });
      const text = `#s=${bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`;
      expect(() => decodeLink(text)).not.toThrow();
      expect(decodeLink(text).kind).not.toBe('ok');
    }
  });

  it('fingerprints a step stably and tells outcomes apart', () => {
    const t = scriptedTimeline(sandboxData('lightning-hit', 'test'));
    const prints = t.snapshots.map(fingerprint);
    expect(prints.every((p) => /^[0-9a-z]{7}$/.test(p))).toBe(true);
    expect(fingerprint(JSON.parse(JSON.stringify(t.snapshots[5])))).toBe(prints[5]);
    const last = prints[prints.length - 1];
    expect(prints.slice(0, -1)).not.toContain(last);
  });
});

describe('a sandbox’s link of the moment shown (link-out.ts)', () => {
  it('names the line, the step, its fingerprint, a seat’s point of view and the other variations, which its opener reads back', () => {
    const data = sandboxData('lightning-hit', 'test');
    const t = scriptedTimeline(data);
    const judge = linkFor({ timeline: t, step: 3, pov: 'judge', lines: [] }, 'lightning-hit', 1, fingerprint);
    expect(judge).toBe(`s=lightning-hit@1/-/3/${fingerprint(t.snapshots[3]!)}`);
    const seat = linkFor({ timeline: t, step: 2, pov: 'p2', lines: [[], [1, 0]] }, 'lightning-hit', 1, () => 'abc1234');
    expect(seat).toBe('s=lightning-hit@1/-/2/abc1234/as-p2/v1~1.0'); // the line shown is not repeated among the variations
    expect(decodeLink(`#${seat}`)).toEqual({ kind: 'ok', link: { scenario: 'lightning-hit', version: 1, choices: [], step: 2, fingerprint: 'abc1234', pov: 'p2', lines: [[1, 0]] } });
    expect(linkFor({ timeline: t, step: t.snapshots.length + 5, pov: 'judge', lines: [] }, 'lightning-hit', 1, fingerprint)).toBe(`s=lightning-hit@1/-/${t.snapshots.length + 5}`); // no snapshot there: no fingerprint
  });
});

describe('a second game’s links', () => {
  it('fingerprint the outcome text the game writes, in the same format', () => {
    const tcg = fingerprintOf((s: { readonly life: readonly number[] }) => s.life.join(','));
    expect(tcg({ life: [20, 18] })).toMatch(/^[0-9a-z]{7}$/);
    expect(tcg({ life: [20, 18] })).toBe(tcg({ life: [20, 18] }));
    expect(tcg({ life: [20, 17] })).not.toBe(tcg({ life: [20, 18] }));
    expect(decisionAt({ decisions: new Map([[4, { what: 'attack?' }]]), decisionSteps: [4], choices: [1] }, 4)).toEqual({ decision: { what: 'attack?' }, ordinal: 0, taken: 1 });
  });
});
