import { describe, expect, it } from 'vitest';
import { markTerms, parseRichText, segmentChinese } from './rich-text.ts';

describe('clause rich text', () => {
  it('splits paragraphs and bullet lists', () => {
    const blocks = parseRichText('First line\ncontinues.\n\n- one\n- two');
    expect(blocks).toEqual([
      { kind: 'p', inlines: [{ kind: 'text', text: 'First line continues.' }] },
      { kind: 'ul', items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ]);
  });
  it('marks bold and only the first mention of a term', () => {
    const finder = (t: string) => [...t.matchAll(/Strike/g)].map((m) => ({ start: m.index, end: m.index + 6, id: 'strike' }));
    const [p] = markTerms(parseRichText('A **must** Strike, then Strike again.'), finder);
    expect(p).toEqual({
      kind: 'p',
      inlines: [
        { kind: 'text', text: 'A ' },
        { kind: 'bold', text: 'must' },
        { kind: 'text', text: ' ' },
        { kind: 'term', text: 'Strike', term: 'strike' },
        { kind: 'text', text: ', then Strike again.' },
      ],
    });
  });
  it('marks a term once across paragraphs and list items, in reading order, never inside bold', () => {
    const finder = (t: string) => [...t.matchAll(/Dodge|Peach/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, id: m[0].toLowerCase() }));
    const blocks = markTerms(parseRichText('**Dodge** first.\n\n- a Peach\n- a Dodge, a Peach'), finder);
    expect(blocks).toEqual([
      { kind: 'p', inlines: [{ kind: 'bold', text: 'Dodge' }, { kind: 'text', text: ' first.' }] },
      { kind: 'ul', items: [
        [{ kind: 'text', text: 'a ' }, { kind: 'term', text: 'Peach', term: 'peach' }],
        [{ kind: 'text', text: 'a ' }, { kind: 'term', text: 'Dodge', term: 'dodge' }, { kind: 'text', text: ', a Peach' }],
      ] },
    ]);
    expect(parseRichText('a Peach')).toEqual([{ kind: 'p', inlines: [{ kind: 'text', text: 'a Peach' }] }]); // unmarked without a finder
  });
  it('segments Chinese into words for the search index', () => {
    const words = segmentChinese('你的攻击范围内的角色').split(' ');
    expect(words).toContain('攻击');
    expect(words.join('')).toBe('你的攻击范围内的角色');
  });
});
