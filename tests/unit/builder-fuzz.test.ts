// Broken and hostile builder links and YAML files: each gives a plain message (or, for a readable
// table that cannot be played, the loader's problems) naming what is wrong and how to fix it; none
// throws, none hangs, none pollutes Object.prototype. The messages are strings; the page shows them
// as text (its browser test checks that no markup is injected).
import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { encodeShared, toBase64Url } from '../../src/islands/builder/model/link.ts';
import { decodeShared } from '../../src/islands/builder/model/link-read.ts';
import { importYaml } from '../../src/islands/builder/model/yaml.ts';
import { checkTable } from '../../src/islands/builder/model/check.ts';
import { fullTable } from './builder-tables.ts';

const b1 = (data: unknown): string => `b1.${toBase64Url(deflateRawSync(data instanceof Uint8Array ? data : Buffer.from(typeof data === 'string' ? data : JSON.stringify(data))))}`;
const table = (seats: unknown[], extra: Record<string, unknown> = {}) => ({ v: 1, s: 0, t: { x: [], n: { seats, ...extra } } });
const L = { r: 'l' };
const R = { r: 'r' };
const FIX = /keep|indent|flatten|close|line it up|ask for|paste|reload|open the link|remove|choose|give|lower|raise|change|write|move|fix|check|use|add|put|shorten|leave|make|set|start/i;

async function linkMessages(text: string): Promise<string[]> {
  const d = await decodeShared(text);
  if (!d.ok) return [d.message];
  const c = checkTable(d.shared.table);
  return c.ok ? [] : c.problems.map((p) => `${p.where}: ${p.message}${p.fix ? ` → ${p.fix}` : ''}`);
}

function yamlMessages(text: string): string[] {
  const d = importYaml(text);
  return d.ok ? d.problems.map((p) => `${p.where}: ${p.message}${p.fix ? ` → ${p.fix}` : ''}`) : [d.message];
}

const seats2 = 'setup:\n  seats:\n';
const lord = '    - { hero: cao-cao, role: lord }\n';
const rebel = '    - { hero: zhou-yu, role: rebel }\n';
const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i] ?? 'a'}`).join(',')}]`), 'setup: *i'].join('\n');

const LINKS: readonly (readonly [string, () => string | Promise<string>, RegExp])[] = [
  ['empty text', () => '', /no builder link/],
  ['plain words', () => 'hello judge', /no builder link/],
  ['a URL without a code', () => 'https://example.org/en/build/', /no builder link/],
  ['nothing after b1.', () => 'https://example.org/en/build/#b1.', /cut short/],
  ['a newer encoding', () => 'b2.abcd', /encoding b2.*reload/],
  ['an unknown older encoding', () => 'b0.abcd', /encoding b0.*new link/],
  ['base64 of a wrong length', () => 'b1.abcde', /not valid base64url/],
  ['not deflate data', () => 'b1.AAAAAAAA', /damaged/],
  ['oversized', () => `b1.${'A'.repeat(17000)}`, /over the 16384/],
  ['a deflate bomb', () => b1(new Uint8Array(4_000_000)), /over 64 KB/],
  ['JSON that is a string', () => b1('"hi"'), /cannot read/],
  ['not JSON', () => b1('not json at all'), /not a table/],
  ['invalid UTF-8', () => b1(new Uint8Array([0xff, 0xfe, 0xfd])), /not a table/],
  ['__proto__ at the top', () => b1('{"__proto__":{"polluted":1},"v":1,"s":0,"t":{"x":[],"n":{"seats":[]}}}'), /cannot read/],
  ['constructor in a seat', () => b1(table([{ ...L, constructor: { prototype: { polluted: 1 } } }, R])), /cannot read/],
  ['prototype key in setup', () => b1(table([L, R], { prototype: 1 })), /cannot read/],
  ['11 seats', () => b1(table(Array.from({ length: 11 }, () => R))), /11 seats.*2 to 10/],
  ['seats not a list', () => b1(table('abc' as unknown as unknown[])), /cannot read/],
  ['HP of a billion', () => b1(table([{ ...L, hp: 1e9 }, R])), /cannot read/],
  ['501 script lines', () => b1({ ...table([L, R]), t: { x: Array(501).fill('p1 passes'), n: { seats: [L, R] } } }), /cannot read/],
  ['card index 999', () => b1(table([{ ...L, hd: [999] }, R])), /cannot read/],
  ['negative step', () => b1({ ...table([L, R]), s: -1 }), /cannot read/],
  ['point of view p11', () => b1({ ...table([L, R]), p: 'p11' }), /cannot read/],
  ['an unknown field', () => b1({ ...table([L, R]), evil: true }), /cannot read/],
  ['a 5,000-character title', () => b1({ ...table([L, R]), t: { ti: 'x'.repeat(5000), x: [], n: { seats: [L, R] } } }), /cannot read/],
  ['a script hero', () => b1(table([{ ...L, h: '<script>alert(1)</script>' }, R])), /seat 1 · hero: unknown hero "<script>alert\(1\)<\/script>"/],
  ['an img onerror hero', () => b1(table([{ ...L, h: '<img src=x onerror=alert(1)>' }, R])), /unknown hero/],
  ['an unknown card', () => b1(table([{ ...L, hd: ['excalibur ♠7'] }, R])), /seat 1 · hand: unknown card 'excalibur'/],
  ['a card placed twice', () => b1(table([{ ...L, hd: [0] }, { ...R, hd: [0] }])), /seat 2 · hand: strike ♠7 is already placed elsewhere/],
  ['two lords', () => b1(table([L, L])), /p1 and p2 are all Lords/],
  ['no lord', () => b1(table([R, R])), /no seat is the Lord/],
  ['HP above max HP', () => b1(table([{ ...L, h: 'zhou-yu', hp: 4 }, R])), /seat 1 · HP: HP 4 is above max HP 3/],
  ['a weapon in the armor slot (a 2nd weapon)', () => b1(table([{ ...L, e: { w: 'crossbow ♣A', a: 'halberd ♦Q' } }, R])), /equipment \(armor\): halberd ♦Q is not a armor card/],
  ['a Duel in a judgment zone', () => b1(table([{ ...L, j: ['duel ♠A'] }, R])), /judgment zone: duel ♠A is not a delayed trick/],
  ['a card placed as a Duel', () => b1(table([{ ...L, j: ['dodge ♦2 as duel'] }, R])), /Duel is not a delayed trick/],
  ['two Lightnings in one zone', () => b1(table([{ ...L, j: ['lightning ♠A', 'lightning ♥Q'] }, R])), /a second Lightning/],
  ['a script line naming seat 9', () => b1({ ...table([L, R]), t: { x: ['p9 passes'], n: { seats: [L, R] } } }), /script line 1: .*seat p9 does not exist/],
  ['the turn at seat 7 of 2', () => b1(table([L, R], { cu: 7 })), /turn: there is no p7/],
  ['a truncated real link', async () => { const c = await encodeShared(fullTable()); return c.slice(0, Math.floor(c.length / 2)); }, /damaged|cut short|not valid base64url/],
  ['a real link with a character changed', async () => { const c = await encodeShared(fullTable()); return `${c.slice(0, 40)}${c[40] === 'A' ? 'B' : 'A'}${c.slice(41)}`; }, /damaged|cannot read|cut short/],
];

const YAMLS: readonly (readonly [string, string, RegExp])[] = [
  ['empty', '', /empty/],
  ['only spaces', '   \n  ', /empty/],
  ['oversized', `title: x\n#${'x'.repeat(66000)}`, /over the 64 KB/],
  ['a plain string', 'just a string', /not a scenario/],
  ['a list', '- a\n- b', /not a scenario/],
  ['broken YAML', '{', /not valid YAML/],
  ['tabs for indentation', 'setup:\n\tseats: []', /line 2: a tab in the indentation; indent with spaces/],
  ['an alias bomb', bomb, /line 1: .*aliases/],
  ['deep nesting', `${'['.repeat(20000)}${']'.repeat(20000)}`, /not valid YAML|not a scenario/],
  ['__proto__ key', `__proto__: { polluted: true }\n${seats2}${lord}${rebel}`, /__proto__|Unrecognized key/],
  ['constructor key', `constructor: { prototype: { polluted: true } }\n${seats2}${lord}${rebel}`, /constructor|Unrecognized key/],
  ['a merge key', `base: &b { role: lord }\n${seats2}    - { <<: *b, hero: cao-cao }\n${rebel}`, /line 1: .*anchors/],
  ['a JS function tag', `title: !!js/function "function(){}"\n${seats2}${lord}${rebel}`, /line 1: .*tags/],
  ['no setup', 'title: A title here', /setup/],
  ['seats as text', 'setup:\n  seats: abc', /setup\.seats/],
  ['one seat', `${seats2}${lord}`, /setup\.seats: Too small/],
  ['11 seats', `${seats2}${lord}${rebel.repeat(10)}`, /11 seats.*remove 1/],
  ['a script hero', `${seats2}    - { hero: "<script>alert(1)</script>", role: lord }\n${rebel}`, /seat 1 · hero: unknown hero "<script>/],
  ['an img onerror hero', `${seats2}    - { hero: "<img src=x onerror=alert(1)>", role: lord }\n${rebel}`, /unknown hero/],
  ['an unknown card', `${seats2}    - { hero: cao-cao, role: lord, hand: [excalibur ♠7] }\n${rebel}`, /seat 1 · hand: unknown card 'excalibur'/],
  ['a card with no rank', `${seats2}    - { hero: cao-cao, role: lord, hand: [strike ♠] }\n${rebel}`, /has no rank/],
  ['a card that is not in the deck', `${seats2}    - { hero: cao-cao, role: lord, hand: [peach ♠7] }\n${rebel}`, /there is no peach ♠7 in the deck/],
  ['a card placed twice', `${seats2}    - { hero: cao-cao, role: lord, hand: [lightning ♠A] }\n    - { hero: zhou-yu, role: rebel, judgment: [lightning ♠A] }\n`, /lightning ♠A is already placed elsewhere/],
  ['two lords', `${seats2}${lord}${lord.replace('cao-cao', 'liu-bei')}`, /all Lords/],
  ['HP above max HP', `${seats2}    - { hero: cao-cao, role: lord, hp: 5 }\n${rebel}`, /HP 5 is above max HP 4/],
  ['max HP 0', `${seats2}    - { hero: cao-cao, role: lord, maxHp: 0 }\n${rebel}`, /below 1/],
  ['a 2nd weapon (a repeated key)', `${seats2}    - { hero: cao-cao, role: lord, equipment: { weapon: crossbow ♣A, weapon: halberd ♦Q } }\n${rebel}`, /line 3: the key "weapon" appears twice/],
  ['a weapon in the armor slot', `${seats2}    - { hero: cao-cao, role: lord, equipment: { armor: halberd ♦Q } }\n${rebel}`, /halberd ♦Q is not a armor card/],
  ['a Peach in a judgment zone', `${seats2}    - { hero: cao-cao, role: lord, judgment: [peach ♥3] }\n${rebel}`, /peach ♥3 is not a delayed trick/],
  ['a role that does not exist', `${seats2}    - { hero: cao-cao, role: king }\n${rebel}`, /role/],
  ['HP of infinity', `${seats2}    - { hero: cao-cao, role: lord, hp: .inf }\n${rebel}`, /hp/],
  ['the turn at p11', `${seats2}${lord}${rebel}  current: p11\n`, /current: a seat is written p1/],
  ['a phase that does not exist', `${seats2}${lord}${rebel}  phase: lunch\n`, /phase/],
  ['a script line naming seat 9', `${seats2}${lord}${rebel}script: [p9 passes]\n`, /seat p9 does not exist/],
  ['a script line of 400 characters', `${seats2}${lord}${rebel}script: ["${'p1 passes '.repeat(40)}"]\n`, /over 300 characters/],
  ['an unknown until fact', `${seats2}${lord}${rebel}until: nonsense.happened\n`, /unknown log fact/],
  ['an unknown top-level field', `${seats2}${lord}${rebel}evil: true\n`, /evil|Unrecognized key/],
  ['a truncated real file', `title: A title\nsummary: Some summary here.\n${seats2}    - { hero: cao-cao, role: lo`, /not valid YAML/],
];

describe('hostile builder links', () => {
  it.each(LINKS)('%s: a message that says what and how to fix', async (_, make, want) => {
    const messages = await linkMessages(await make());
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(want);
    for (const m of messages) { expect(typeof m).toBe('string'); expect(m.length).toBeLessThan(1200); expect(m).toMatch(FIX); }
  });
});

describe('hostile builder YAML', () => {
  it.each(YAMLS)('%s: a message that says what and how to fix', (_, text, want) => {
    const messages = yamlMessages(text);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(want);
    for (const m of messages) { expect(typeof m).toBe('string'); expect(m.length).toBeLessThan(1200); expect(m).toMatch(FIX); }
  });
});

describe('after every hostile input', () => {
  it('has at least 50 of them, and Object.prototype is untouched', () => {
    expect(LINKS.length + YAMLS.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
