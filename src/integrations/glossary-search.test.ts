import { describe, expect, it } from 'vitest';
import { recordHtml, termRecords } from './glossary-search.ts';

const section = (attrs: string) => `<section class="glossary-entry" ${attrs}><h3>x</h3></section>`;

describe('glossary search records', () => {
  it('reads each rule term section with its names, and skips sections without them', () => {
    const html = [
      section(`id="phase-during" data-term-names="[&quot;during a phase&quot;,&quot;阶段内&quot;]"`),
      section('id="strike" data-pagefind-ignore'),
      section(`data-term-names="[&quot;a character&#39;s cards&quot;]" id="characters-cards"`),
    ].join('');
    expect(termRecords(html)).toEqual([
      { id: 'phase-during', names: ['during a phase', '阶段内'] },
      { id: 'characters-cards', names: ["a character's cards"] },
    ]);
  });

  it('names what is wrong in a section it cannot read', () => {
    expect(() => termRecords(section('data-term-names="[&quot;x&quot;]"'))).toThrow(/has no id/);
    expect(() => termRecords(section('id="a" data-term-names="[]"'))).toThrow(/#a's data-term-names is not a list of names/);
    expect(() => termRecords(section('id="a" data-term-names="[1]"'))).toThrow(/not a list of names/);
    expect(() => termRecords(section('id="a" data-term-names="{"'))).toThrow();
  });

  it('indexes only the names, under the glossary keys, with markup escaped', () => {
    const html = recordHtml({ id: 'x', names: ['play phase', 'Play', '<b>出牌阶段</b>'] });
    expect(html).toContain('data-pagefind-meta="term:play phase Play &lt;b&gt;出牌阶段&lt;/b&gt;"');
    expect(html).toContain('data-pagefind-meta="termword:Play &lt;b&gt;出牌阶段&lt;/b&gt;"');
    expect(html).toContain('<title>play phase (glossary)</title>');
    // the names weigh as much as a card page's names (src/components/SearchNames.astro)
    expect(html).toContain('<p data-pagefind-weight="10">play phase · Play · &lt;b&gt;出牌阶段&lt;/b&gt;</p>');
    expect(html).not.toContain('<b>');
  });
});
