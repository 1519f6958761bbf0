// Citation labels: unique, one per clause, unchanged by a reorder or an added clause, and a bad
// labels file (duplicate, missing, malformed, wrong letter) fails with a message naming the clause.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { appendLabels, checkLabels, DOC_PREFIX, LABEL, parseLabelFile, type LabelledClause } from './citation-labels.ts';
import { loadClauses } from './clause-ids-node.ts';
import { readClauseFile, type Clause, type ClauseFile } from './clause-schema.ts';
import { clauseOfLabel, labelOf } from './clauses.ts';

const root = process.cwd();
const labels = parseLabelFile(parse(readFileSync(join(root, 'content', 'citation-labels.yaml'), 'utf8')) as unknown);
const clauses = loadClauses(root);

describe('the committed labels (content/citation-labels.yaml)', () => {
  it('give every clause one well-formed label, each label to one clause', () => {
    expect(checkLabels(clauses, labels)).toEqual([]);
    const all = clauses.map((c) => labels[c.id]);
    expect(all.every((l) => l !== undefined && LABEL.test(l))).toBe(true);
    expect(new Set(all).size).toBe(clauses.length);
    expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
  });
  it('are what the site renders and what a typed label finds', () => {
    expect(labelOf('general.cards.identity-card')).toBe('G1.1');
    expect(clauseOfLabel('g1.1')).toBe('general.cards.identity-card');
    for (const c of clauses.slice(0, 50)) expect(clauseOfLabel(labelOf(c.id))).toBe(c.id);
  });
  it('start with their document letter, and every document has a distinct letter', () => {
    const letters = Object.values(DOC_PREFIX);
    expect(new Set(letters).size).toBe(letters.length);
    for (const c of clauses) expect(labels[c.id]?.[0]).toBe(DOC_PREFIX[c.doc]);
  });
  it('are all kept by the generator (nothing to append, nothing renumbered)', () => {
    expect(appendLabels(clauses, labels)).toEqual(labels);
  });
});

/** A reordered copy of a clause file: sections reversed, and the clauses of each reversed. */
function reordered(file: string): { before: Clause[]; after: Clause[] } {
  const raw = parse(readFileSync(join(root, 'content', 'clauses', file), 'utf8')) as ClauseFile;
  const copy: ClauseFile = { ...raw, sections: [...raw.sections].reverse().map((s) => ({ ...s, clauses: [...s.clauses].reverse() })) };
  return { before: readClauseFile(file, raw), after: readClauseFile(file, copy) };
}

describe('a reorder or an addition', () => {
  it('changes the computed number but no label (general.yaml reversed)', () => {
    const { before, after } = reordered('general.yaml');
    const num = (list: Clause[], id: string) => list.find((c) => c.id === id)?.number;
    expect(num(after, 'general.cards.identity-card')).not.toBe(num(before, 'general.cards.identity-card'));
    const others = clauses.filter((c) => c.doc !== 'general');
    const next = appendLabels([...after, ...others], labels);
    expect(next).toEqual(labels);
    expect(checkLabels([...after, ...others], labels)).toEqual([]);
  });
  it('gives a new clause the next number of its section and a new section the next section number', () => {
    const { after } = reordered('identity.yaml');
    const section = after[0]?.section ?? '';
    const sectionNo = /^I(\d+)\./.exec(labels[after[0]?.id ?? ''] ?? '')?.[1];
    const maxInSection = Math.max(...after.filter((c) => c.section === section).map((c) => Number((labels[c.id] ?? '').split('.')[1])));
    const maxSection = Math.max(...clauses.filter((c) => c.doc === 'identity').map((c) => Number(/^I(\d+)/.exec(labels[c.id] ?? '')?.[1])));
    const added: LabelledClause[] = [
      { id: `${section}.new-ruling`, doc: 'identity', section },
      { id: 'identity.brand-new.first', doc: 'identity', section: 'identity.brand-new' },
    ];
    const next = appendLabels([added[0] as LabelledClause, ...after, added[1] as LabelledClause], labels);
    expect(next[`${section}.new-ruling`]).toBe(`I${sectionNo}.${maxInSection + 1}`);
    expect(next['identity.brand-new.first']).toBe(`I${maxSection + 1}.1`);
    for (const [id, label] of Object.entries(labels)) expect(next[id]).toBe(label);
  });
  it('never gives a retired label (of a removed clause) to a new clause', () => {
    const list: LabelledClause[] = [{ id: 'cards.x.a', doc: 'cards', section: 'cards.x' }, { id: 'cards.x.c', doc: 'cards', section: 'cards.x' }];
    const old = { 'cards.x.a': 'C1.1', 'cards.x.b': 'C1.2' }; // cards.x.b was removed: C1.2 is retired
    expect(appendLabels(list, old)['cards.x.c']).toBe('C1.3');
  });
  it('from no file at all numbers the clauses in order, section by section', () => {
    const ids: LabelledClause[] = [
      { id: 'general.a.one', doc: 'general', section: 'general.a' },
      { id: 'general.a.two', doc: 'general', section: 'general.a' },
      { id: 'general.b.one', doc: 'general', section: 'general.b' },
    ];
    expect(appendLabels(ids, {})).toEqual({ 'general.a.one': 'G1.1', 'general.a.two': 'G1.2', 'general.b.one': 'G2.1' });
  });
});

describe('a bad labels file fails', () => {
  const two: LabelledClause[] = [{ id: 'general.a.one', doc: 'general', section: 'general.a' }, { id: 'general.a.two', doc: 'general', section: 'general.a' }];
  it('on a duplicate label', () => {
    expect(checkLabels(two, { 'general.a.one': 'G1.1', 'general.a.two': 'G1.1' })).toEqual(['label "G1.1" is given to both general.a.one and general.a.two; each label names one clause']);
  });
  it('on a clause with no label', () => {
    expect(checkLabels(two, { 'general.a.one': 'G1.1' })).toEqual(['general.a.two: has no citation label; run `npm run labels` to append one']);
  });
  it('on a malformed label or the wrong letter', () => {
    expect(checkLabels(two, { 'general.a.one': 'G1', 'general.a.two': 'C1.2' }).join('\n')).toMatch(/"G1" is not a letter and two numbers[\s\S]*"C1.2" must start with "G"/);
  });
  it('on a document with no letter', () => {
    expect(() => checkLabels([{ id: 'zz.a.b', doc: 'zz', section: 'zz.a' }], { 'zz.a.b': 'Z1.1' })).toThrow(/No citation label prefix for the clause document "zz"/);
  });
  it('on a file that is not a map of strings', () => {
    expect(() => parseLabelFile(['G1.1'])).toThrow(/must be a map of clause id → label/);
    expect(() => parseLabelFile({ 'general.a.one': 1.1 })).toThrow(/general.a.one: the label must be a string/);
    expect(parseLabelFile(null)).toEqual({});
  });
});
