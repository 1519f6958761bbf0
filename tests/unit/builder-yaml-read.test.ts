// The builder's own YAML reader (so the page carries no YAML library) reads every scenario file,
// and every kind of value the format uses, to the same value as the `yaml` package; and refuses
// what it does not read with a message naming the line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readYaml } from '../../src/islands/builder/model/yaml-read.ts';

const dir = join(import.meta.dirname, '..', '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

const SAMPLES = [
  'a: 1\nb: -2.5\nc: .inf\nd: ~\ne: null\nf: true\ng: False\nh: yes\ni: 0x1F\nj: "x\\ty\\u00e9\\\\"\nk: \'it\'\'s\'\nl: 12abc\nm:\n',
  'list:\n- a\n- b: 1\n  c: [1, "two", { d: e }]\n-\n  - nested\n  - - deep\n- { x: [] , y: {} }\n',
  'text: |\n  line one\n    indented\n\n  after blank\nfolded: >-\n  one\n  two\n\n  three\nnext: 1\n',
  '# comment\nkey: value # trailing\nurl: http://x.org/#frag\nhash: "a # b"\nsingle: \'a # b\'\ncolon: a:b\n',
  'seats:\n  - { hero: cao-cao, role: lord, hand: [strike ♠7, dodge ♦2], equipment: { weapon: crossbow ♣A } }\n  - hero: null\n    role: rebel\n',
  '"quoted key": 1\n\'other\': 2\nempty: ""\n',
  'top:\n  - a\n  -   b\n  - c: d\n    e: f\n',
];

describe('the builder\'s YAML reader', () => {
  it.each(files)('reads %s as the yaml package does', (f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    const r = readYaml(text);
    expect(r.ok ? r.value : r.error).toEqual(parse(text));
  });

  it.each(SAMPLES.map((s, i) => [i, s] as const))('reads sample %i as the yaml package does', (_, text) => {
    const r = readYaml(text);
    expect(r.ok ? r.value : r.error).toEqual(parse(text));
  });

  it('keeps __proto__ as an own key and leaves Object.prototype alone', () => {
    const r = readYaml('__proto__: { polluted: true }\nx: { __proto__: 1 }');
    expect(r.ok && Object.keys(r.value as object)).toEqual(['__proto__', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a: &x 1\nb: *x', /line 1: .*anchors, aliases, tags/],
    ['a: !!js/function "f"', /line 1: .*tags/],
    ['a: 1\na: 2', /line 2: the key "a" appears twice/],
    ['a:\n\tb: 1', /line 2: a tab in the indentation/],
    ['---\na: 1', /line 1: a document marker/],
    ['a: [1, 2', /line 1: a \[ list is not closed/],
    ['a: { b: 1', /line 1: a \{ mapping is not closed/],
    ['a: "open', /line 1: a "quoted" string is not closed/],
    ['a: long text\n  continued here', /line 2: a string continues on this line/],
    ['a: 1\n   b: 2', /line 2: unexpected indentation|line 2: unexpected text/],
    [`a: ${'['.repeat(100)}${']'.repeat(100)}`, /nested levels/],
    ['a: "\\q"', /unknown escape/],
  ])('refuses %j with the line and a fix', (text, want) => {
    const r = readYaml(text);
    expect(r.ok ? 'read' : r.error).toMatch(want);
  });
});
