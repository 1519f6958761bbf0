import { describe, expect, it } from 'vitest';
import { allClauses } from './clauses.ts';
import { citationOf, citationText } from './source-titles.ts';

describe('citations by title', () => {
  it('reads a clause of 002 by its document and section', () => {
    expect(citationText(citationOf('§7 事件', '002_aa0e7cc3375a404c.txt'))).toBe('Official general rules (三国杀通用规则及标准用语解析) §7 事件');
  });
  it('takes the document from a leading file name or code', () => {
    expect(citationText(citationOf('004_687cab64bd945570.txt: “start the game”'))).toBe('Identity mode rules, machine translation “start the game”');
    expect(citationOf('003 §1.2').doc?.code).toBe('003');
    expect(citationOf('000 (delayed tricks): 2. Lightning').where).toBe('(delayed tricks): 2. Lightning');
  });
  it('keeps a citation of another reference as it is', () => {
    expect(citationOf('engine-facts §2.1–§2.3', '000_6eb63a80eb7ea7e7.txt')).toEqual({ where: 'engine-facts §2.1–§2.3' });
  });
  it('leaves no file name in any clause citation', () => {
    for (const c of allClauses()) {
      expect(citationText(citationOf(c.source, c.docSource)), c.id).not.toMatch(/_[0-9a-f]{16}\.txt/);
    }
  });
});
