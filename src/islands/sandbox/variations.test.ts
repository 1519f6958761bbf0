// The tree of variations: branches are kept, choosing at the end of one of the visitor's lines
// extends it, choosing the way an existing line goes follows it, and each decision lists its variations.
import { describe, expect, it } from 'vitest';
import { afterChoice, keepLines, MAX_KEPT, variationsAt } from './variations.ts';

const script = [0, 0, 0];

describe('variations', () => {
  it('keeps every branch, follows an existing line, and extends a line at its open end', () => {
    let r = afterChoice([], script, script, 1, 1);
    expect(r).toEqual({ lines: [[0, 1]], target: [0, 1] });
    r = afterChoice(r.lines, script, r.target, 2, 2); // at the open end of [0, 1]
    expect(r).toEqual({ lines: [[0, 1, 2]], target: [0, 1, 2] });
    r = afterChoice(r.lines, script, script, 2, 1); // a second branch, from the script
    expect(r.lines).toEqual([[0, 1, 2], [0, 0, 1]]);
    r = afterChoice(r.lines, script, [0, 0, 1], 0, 2); // a third, from the first decision
    expect(r.lines).toEqual([[0, 1, 2], [0, 0, 1], [2]]);
    // Choosing the way a kept line goes follows it, with its continuation, and adds nothing.
    expect(afterChoice(r.lines, script, script, 1, 1)).toEqual({ lines: r.lines, target: [0, 1, 2] });
    expect(afterChoice(r.lines, script, [2], 0, 0)).toEqual({ lines: r.lines, target: script });
  });

  it('keeps at most MAX_KEPT lines, and adds a link’s lines once', () => {
    let lines: readonly (readonly number[])[] = [];
    for (let i = 1; i <= MAX_KEPT + 3; i++) lines = afterChoice(lines, script, script, 0, i).lines;
    expect(lines.length).toBe(MAX_KEPT);
    expect(lines[0]).toEqual([4]);
    expect(keepLines([[1]], [[1], [2], script], script)).toEqual([[1], [2]]);
  });

  it('lists the variations at a decision with their moves, the script first, the one shown marked', () => {
    const lines = [[0, 1, 2], [0, 0, 1], [2]];
    const labels = { '0.0.0': ['a', 'b', 'c'], '0.1.2': ['a', 'x', 'y'], '0.0.1': ['a', 'b', 'z'], '2': ['w'] };
    const at1 = variationsAt(script, lines, labels, [0, 1, 2], 1);
    expect(at1.map((v) => [v.moves, v.scripted, v.current])).toEqual([[['b', 'c'], true, false], [['x', 'y'], false, true]]);
    expect(variationsAt(script, lines, labels, script, 0).map((v) => v.line)).toEqual([script, [2]]);
    expect(variationsAt(script, lines, labels, script, 2).map((v) => v.moves)).toEqual([['c'], ['z']]);
    expect(variationsAt(script, [], labels, script, 1)).toEqual([]);
  });

  it('marks a line whose choices are not known yet (being played) apart from one whose moves are all hidden', () => {
    const labels = { '0.0.0': ['a', 'b', 'c'], '0.1': [] };
    const list = variationsAt(script, [[0, 1], [0, 2]], labels, [0, 2], 1);
    expect(list.map((v) => [v.line, v.moves, v.played])).toEqual([[script, ['b', 'c'], true], [[0, 1], [], true], [[0, 2], [], false]]);
  });
});
