import { describe, expect, it } from 'vitest';
import { tableLayout, type Place } from './seat-layout.ts';

/** The grid as text: each of the six tracks of each row names the seat (1-based) or C for the centre. */
function grid(n: number): string[] {
  const l = tableLayout(n);
  const g = Array.from({ length: l.rows }, () => Array<string>(6).fill('.'));
  const put = (p: Place, name: string) => {
    for (let r = 0; r < p.rows; r++) for (let c = 0; c < p.cols; c++) {
      const row = g[p.row - 1 + r] as string[];
      expect(row[p.col - 1 + c], `seat ${name} overlaps`).toBe('.');
      row[p.col - 1 + c] = name;
    }
  };
  l.seats.forEach((p, i) => put(p, String(i + 1)));
  put(l.centre, 'C');
  return g.map((r) => r.join(''));
}

describe('tableLayout', () => {
  it('puts seat 1 at the bottom and the others counter-clockwise: right side up, top right to left, left side down', () => {
    expect(grid(5)).toEqual(['444333', '55CC22', '.1111.']);
    expect(grid(8)).toEqual(['665544', '77CC33', '881122']);
    expect(grid(4)).toEqual(['.3333.', '44CC22', '.1111.']);
  });

  it('gives the piles the whole middle row when no seat sits at the sides', () => {
    expect(grid(2)).toEqual(['.2222.', 'CCCCCC', '.1111.']);
    expect(grid(3)).toEqual(['333222', 'CCCCCC', '.1111.']);
  });

  it('adds a fourth row from nine seats, the piles spanning the two middle rows', () => {
    expect(grid(9)).toEqual(['666555', '77CC44', '88CC33', '991122']);
    expect(tableLayout(10).seats).toHaveLength(10);
    expect(tableLayout(10).centre).toEqual({ row: 2, col: 3, cols: 2, rows: 2 });
  });

  it('places every count from 1 to 10 without overlap, one place per seat', () => {
    for (let n = 1; n <= 10; n++) {
      expect(tableLayout(n).seats).toHaveLength(n);
      grid(n);
    }
  });
});
