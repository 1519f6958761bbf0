// The builder page's edits of a table, as pure functions: seats added or removed, a seat's fields,
// cards placed in a zone or taken back, whose turn and which phase. The slot rules (one card per
// equipment slot, only delayed tricks in a judgment zone) are the model's (model/slots.ts); what
// the loader refuses is told by checkTable, where it is made.
import { THREES_ROLES } from '../../engine/modes/three-v-three/roles.ts';
import { HOUSE_RULE_IDS, type HouseRuleId } from '../../engine/scenario/house-ids.ts';
import { ROLE_TABLE } from '../../engine/setup.ts';
import { addJudgment, equip, slotOf } from './model/slots.ts';
import type { EquipmentInput, PhaseId, SeatInput, Table } from './model/types.ts';
import { MAX_SEATS, MIN_SEATS } from './model/types.ts';

export type Zone = 'hand' | 'equipment' | 'judgment' | 'pile' | 'discard';
/** Where the card picker puts a card: a seat's zone (seat index from 0), the top of the draw pile, or the discard pile (seat unused). */
export interface Target {
  readonly seat: number;
  readonly zone: Zone;
}
export type Edited = { readonly ok: true; readonly table: Table } | { readonly ok: false; readonly message: string };

export const ROLES = ['lord', 'loyalist', 'rebel', 'renegade'] as const;
export const PHASES: readonly PhaseId[] = ['start', 'judgment', 'draw', 'play', 'discard', 'end'];

/** A new table of `n` seats with the roles of the role table, no heroes, nothing placed; seat 1's play phase. */
export function newTable(n: number): Table {
  const roles = ROLE_TABLE[n] ?? ROLE_TABLE[4] ?? [];
  return { setup: { seats: Array.from({ length: n }, (_, i) => ({ hero: null, role: roles[i] ?? 'rebel' })), current: 'p1', phase: 'play' }, script: [] };
}

/** The table with `n` seats (2–10): seats kept from the front, new ones with the role table's role. */
export function withSeatCount(t: Table, n: number): Table {
  const count = Math.max(MIN_SEATS, Math.min(MAX_SEATS, Math.trunc(n)));
  const roles = ROLE_TABLE[count] ?? [];
  const seats = Array.from({ length: count }, (_, i) => t.setup.seats[i] ?? { hero: null, role: roles[i] ?? 'rebel' });
  const current = Number(/^p(\d+)$/.exec(t.setup.current ?? 'p1')?.[1] ?? 1) > count ? 'p1' : t.setup.current;
  return { ...t, setup: { ...t.setup, seats, ...(current !== undefined ? { current } : {}) }, script: [] };
}

/** The table with seat `i`'s fields changed (the script is cleared: its choices were made on another table). */
export function withSeat(t: Table, i: number, patch: Partial<SeatInput>): Table {
  const seats = t.setup.seats.map((s, k) => {
    if (k !== i) return s;
    const next: Record<string, unknown> = { ...s, ...patch };
    for (const [key, v] of Object.entries(patch)) if (v === undefined) delete next[key];
    return next as SeatInput;
  });
  return { ...t, setup: { ...t.setup, seats }, script: [] };
}

export function withTurn(t: Table, turn: { readonly current?: string; readonly phase?: PhaseId; readonly before?: boolean }): Table {
  const at = turn.before === undefined ? t.setup.at : turn.before ? 'before' : 'begin';
  return { ...t, setup: { ...t.setup, current: turn.current ?? t.setup.current ?? 'p1', phase: turn.phase ?? t.setup.phase ?? 'play', ...(at === 'before' ? { at } : {}) }, script: [] };
}

export function withSeed(t: Table, seed: number): Table {
  return Number.isSafeInteger(seed) ? { ...t, setup: { ...t.setup, seed }, script: [] } : t;
}

/** The table with the card (a scenario reference, "strike ♠7") placed at the target, or why it cannot go there. */
export function place(t: Table, to: Target, ref: string): Edited {
  if (to.zone === 'pile') return { ok: true, table: { ...t, setup: { ...t.setup, drawPile: [...(t.setup.drawPile ?? []), ref] }, script: [] } };
  if (to.zone === 'discard') return { ok: true, table: { ...t, setup: { ...t.setup, discardPile: [...(t.setup.discardPile ?? []), ref] }, script: [] } };
  const seat = t.setup.seats[to.seat];
  if (!seat) return { ok: false, message: `there is no seat ${to.seat + 1}` };
  if (to.zone === 'hand') return { ok: true, table: withSeat(t, to.seat, { hand: [...(seat.hand ?? []), ref] }) };
  const placed = to.zone === 'equipment' ? equip(seat, ref) : addJudgment(seat, ref);
  if (!placed.ok) return placed;
  return { ok: true, table: withSeat(t, to.seat, placed.seat) };
}

/** The table with the card at `index` of the target's zone taken back (equipment: `index` is the slot's card). */
export function unplace(t: Table, to: Target, ref: string): Table {
  const drop = (list: readonly string[] | undefined) => {
    const at = (list ?? []).indexOf(ref);
    return (list ?? []).filter((_, k) => k !== at);
  };
  if (to.zone === 'pile') return { ...t, setup: { ...t.setup, drawPile: drop(t.setup.drawPile) }, script: [] };
  if (to.zone === 'discard') return { ...t, setup: { ...t.setup, discardPile: drop(t.setup.discardPile) }, script: [] };
  const seat = t.setup.seats[to.seat];
  if (!seat) return t;
  if (to.zone === 'hand') return withSeat(t, to.seat, { hand: drop(seat.hand) });
  if (to.zone === 'judgment') return withSeat(t, to.seat, { judgment: drop(seat.judgment) });
  const equipment: Record<string, string | undefined> = { ...(seat.equipment ?? {}) };
  const slot = slotOf(ref) ?? Object.keys(equipment).find((k) => equipment[k] === ref);
  if (slot) delete equipment[slot];
  return withSeat(t, to.seat, { equipment: equipment as EquipmentInput });
}

/** The cards a zone holds, in order (equipment by slot). */
export function cardsIn(t: Table, to: Target): readonly string[] {
  if (to.zone === 'pile') return t.setup.drawPile ?? [];
  if (to.zone === 'discard') return t.setup.discardPile ?? [];
  const seat = t.setup.seats[to.seat];
  if (!seat) return [];
  if (to.zone === 'equipment') return Object.values(seat.equipment ?? {}).filter((c): c is string => typeof c === 'string');
  return (to.zone === 'hand' ? seat.hand : seat.judgment) ?? [];
}

/** The 3v3 table's seats and roles, which the page does not let a judge change: six, seated by variants.3v3.seating. */
export const THREES_SEATS = 6;

/** The table seated for its mode: 3v3 (6 seats, the 3v3 seating's roles: variants.3v3.seating) or Identity (the role table's roles; the 3v3 deal and draft removed). */
export function seatedFor(t: Table, mode: 'identity' | '3v3'): Table {
  const n = mode === '3v3' ? THREES_SEATS : t.setup.seats.length;
  const roles = mode === '3v3' ? THREES_ROLES : ROLE_TABLE[n] ?? [];
  const seats = Array.from({ length: n }, (_, i) => ({ ...(t.setup.seats[i] ?? { hero: null }), role: roles[i] ?? 'rebel' }));
  const { deal: _deal, draft: _draft, ...rest } = t.setup;
  return { ...t, setup: { ...rest, seats, mode, ...(mode === '3v3' ? { house: [] } : {}) }, script: [] };
}

/** The table in another mode, seated for it (seatedFor); the table itself in its own mode (a 3v3 table's seating is checked and mended by the 3v3 part, threes-edit.ts). */
export function withMode(t: Table, mode: 'identity' | '3v3'): Table {
  return mode === (t.setup.mode ?? 'identity') ? t : seatedFor(t, mode);
}

/** A house rule on or off (and the rounds already played with three or fewer, for last three). */
export function withHouse(t: Table, id: HouseRuleId, on: boolean, roundsWithThree?: number): Table {
  const house = HOUSE_RULE_IDS.filter((h) => (h === id ? on : (t.setup.house ?? []).includes(h)));
  const rounds = Math.max(0, Math.min(50, Math.trunc(roundsWithThree ?? t.setup.roundsWithThree ?? 0)));
  return { ...t, setup: { ...t.setup, house, roundsWithThree: house.includes('last-three') ? rounds : 0 }, script: [] };
}
