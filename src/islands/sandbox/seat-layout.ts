// Where each seat sits around the table: seat 1 at the bottom, the others counter-clockwise (up the
// right side, right to left along the top, down the left side), as players sit at a real table and
// as noname and FreeKill place them. One function of the seat count, not a layout per count: the
// table is a grid of three columns (six tracks, so that two seats can share a row by halves) and
// three rows (four from 9 seats), with the piles in the middle. Pure; no rule is computed here.

/** A place on the grid: CSS grid lines (1-based, end exclusive). */
export interface Place {
  readonly row: number;
  readonly col: number;
  readonly cols: number; // how many of the six tracks it spans
  readonly rows: number;
}

export interface TableLayout {
  readonly rows: number;
  readonly seats: readonly Place[]; // in turn order
  readonly centre: Place;
}

/** The ring of places counter-clockwise from the bottom middle, for a grid of `rows` rows. */
function ring(rows: number): Place[] {
  const at = (row: number, third: number): Place => ({ row, col: third * 2 + 1, cols: 2, rows: 1 });
  const out: Place[] = [at(rows, 1), at(rows, 2)];
  for (let r = rows - 1; r >= 2; r--) out.push(at(r, 2));
  out.push(at(1, 2), at(1, 1), at(1, 0));
  for (let r = 2; r <= rows - 1; r++) out.push(at(r, 0));
  out.push(at(rows, 0));
  return out;
}

/** The places of the ring the seats take, by seat count: as even around the table as the grid allows. */
const PICK: Readonly<Record<number, readonly number[]>> = {
  1: [0], 2: [0, 4], 3: [0, 3, 5], 4: [0, 2, 4, 6], 5: [0, 2, 3, 5, 6], 6: [0, 2, 3, 4, 5, 6], 7: [0, 1, 2, 3, 5, 6, 7],
  9: [0, 1, 2, 3, 4, 6, 7, 8, 9],
};

/** Two seats alone on the top or bottom row share it by halves; one seat alone on the top or bottom row takes the middle four tracks. */
function spread(places: Place[], rows: number): Place[] {
  const byRow = new Map<number, Place[]>();
  for (const p of places) byRow.set(p.row, [...(byRow.get(p.row) ?? []), p]);
  return places.map((p) => {
    const mates = byRow.get(p.row) ?? [];
    if (mates.length === 2 && (p.row === 1 || p.row === rows) && mates.every((m) => m.col !== 3)) return { ...p, col: p.col < 3 ? 1 : 4, cols: 3 };
    if (mates.length === 1 && p.col === 3) return { ...p, col: 2, cols: 4 };
    return p;
  });
}

export function tableLayout(count: number): TableLayout {
  const n = Math.max(1, Math.min(count, 10));
  const rows = n > 8 ? 4 : 3;
  const places = ring(rows);
  const seats = spread((PICK[n] ?? places.map((_, i) => i)).map((i) => places[i] as Place), rows);
  const sides = seats.some((p) => p.row > 1 && p.row < rows);
  const centre: Place = sides ? { row: 2, col: 3, cols: 2, rows: rows - 2 } : { row: 2, col: 1, cols: 6, rows: rows - 2 };
  return { rows, seats, centre };
}

/** The inline style that puts a place on the grid. */
export function placeStyle(p: Place): string {
  return `grid-area:${p.row}/${p.col}/span ${p.rows}/span ${p.cols}`;
}
