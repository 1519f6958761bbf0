// A new table: n seats, roles from the role table, no heroes, nothing placed.
import type { Table } from './types.ts';

export function emptyTable(seats: number): Table {
  return { setup: { seats: Array.from({ length: seats }, () => ({ hero: null })) }, script: [] };
}
