// What changed from one snapshot to the next: cards that moved between zones, HP and max HP,
// chains set or reset, heroes flipped, deaths, frames pushed or popped. Pure; the table highlights
// these, and describeChanges puts them into words (for the "What changed" list and screen readers).
import type { GameState } from '../../engine/types.ts';
import type { FrameView } from './frames-view.ts';
import type { Names } from './names.ts';
import { zoneOpen, type Pov } from './view-model.ts';

/** 'hand:p1', 'equipment:p1:weapon', 'judgment:p1', 'draw', 'discard' or 'processing'. */
export type Zone = string;

export interface Move {
  readonly card: string;
  readonly from: Zone | null;
  readonly to: Zone | null;
}

export interface SeatChange {
  readonly seat: string;
  readonly what: 'hp' | 'maxHp' | 'chained' | 'flipped' | 'died';
  readonly from: number | boolean;
  readonly to: number | boolean;
}

export interface Changes {
  readonly moves: readonly Move[];
  readonly seats: readonly SeatChange[];
  readonly pushed: readonly string[]; // frame keys
  readonly popped: readonly string[];
  readonly updated: readonly string[]; // frames still there whose stage or fields changed
  readonly cards: ReadonlySet<string>; // the cards that moved
  readonly zones: ReadonlySet<Zone>; // zones that gained or lost a card
  readonly marks: ReadonlySet<string>; // `${seat}:${what}` for the seat changes
}

export const NO_CHANGES: Changes = { moves: [], seats: [], pushed: [], popped: [], updated: [], cards: new Set(), zones: new Set(), marks: new Set() };

export function zonesOf(g: GameState): Map<string, Zone> {
  const at = new Map<string, Zone>();
  g.drawPile.forEach((c) => at.set(c, 'draw'));
  g.discardPile.forEach((c) => at.set(c, 'discard'));
  g.processing.forEach((c) => at.set(c, 'processing'));
  for (const s of g.seats) {
    s.hand.forEach((c) => at.set(c, `hand:${s.id}`));
    s.judgment.forEach((c) => at.set(c, `judgment:${s.id}`));
    for (const [slot, c] of Object.entries(s.equipment)) if (c) at.set(c, `equipment:${s.id}:${slot}`);
  }
  return at;
}

export function diffSnapshots(prev: GameState | null, cur: GameState): Changes {
  if (!prev || prev === cur) return NO_CHANGES;
  const before = zonesOf(prev);
  const after = zonesOf(cur);
  const moves: Move[] = [];
  for (const [card, to] of after) {
    const from = before.get(card) ?? null;
    if (from !== to) moves.push({ card, from, to });
  }
  for (const [card, from] of before) if (!after.has(card)) moves.push({ card, from, to: null });
  const seats: SeatChange[] = [];
  cur.seats.forEach((s, i) => {
    const p = prev.seats[i];
    if (!p || p === s) return;
    if (p.hp !== s.hp) seats.push({ seat: s.id, what: 'hp', from: p.hp, to: s.hp });
    if (p.maxHp !== s.maxHp) seats.push({ seat: s.id, what: 'maxHp', from: p.maxHp, to: s.maxHp });
    if (p.chained !== s.chained) seats.push({ seat: s.id, what: 'chained', from: p.chained, to: s.chained });
    if (p.flipped !== s.flipped) seats.push({ seat: s.id, what: 'flipped', from: p.flipped, to: s.flipped });
    if (p.alive && !s.alive) seats.push({ seat: s.id, what: 'died', from: true, to: false });
  });
  const prevFrames = new Map(prev.stack.map((f) => [String(f.id), f]));
  const curKeys = new Set(cur.stack.map((f) => String(f.id)));
  const pushed = cur.stack.filter((f) => !prevFrames.has(String(f.id))).map((f) => String(f.id));
  const updated = cur.stack.filter((f) => { const p = prevFrames.get(String(f.id)); return p !== undefined && p !== f; }).map((f) => String(f.id));
  const popped = [...prevFrames.keys()].filter((k) => !curKeys.has(k));
  const zones = new Set<Zone>();
  for (const m of moves) {
    if (m.from) zones.add(m.from);
    if (m.to) zones.add(m.to);
  }
  return {
    moves, seats, pushed, popped, updated, cards: new Set(moves.map((m) => m.card)), zones,
    marks: new Set(seats.map((c) => `${c.seat}:${c.what}`)),
  };
}

/** What to highlight on one seat at a step. */
export interface SeatMarks {
  readonly hp: boolean; // HP or max HP changed
  readonly was: number | null; // the HP before, when it changed
  readonly died: boolean;
  readonly chained: boolean;
  readonly flipped: boolean;
  readonly hand: boolean; // the zone gained or lost a card
  readonly equipment: boolean;
  readonly judgment: boolean;
  readonly cards: ReadonlySet<string>; // the cards that moved, when a zone of this seat changed (else empty)
}

const NO_CARDS: ReadonlySet<string> = new Set();
/** One object for every seat with nothing to highlight, so an unchanged seat's props stay equal from step to step. */
export const NO_SEAT_MARKS: SeatMarks = { hp: false, was: null, died: false, chained: false, flipped: false, hand: false, equipment: false, judgment: false, cards: NO_CARDS };

export function seatMarks(ch: Changes, seat: string): SeatMarks {
  const mark = (what: SeatChange['what']) => ch.marks.has(`${seat}:${what}`);
  const hand = ch.zones.has(`hand:${seat}`);
  const equipment = [...ch.zones].some((z) => z.startsWith(`equipment:${seat}:`));
  const judgment = ch.zones.has(`judgment:${seat}`);
  const hp = mark('hp') || mark('maxHp');
  const died = mark('died');
  const chained = mark('chained');
  const flipped = mark('flipped');
  if (!hp && !died && !chained && !flipped && !hand && !equipment && !judgment) return NO_SEAT_MARKS;
  const was = ch.seats.find((c) => c.seat === seat && c.what === 'hp');
  return { hp, was: was ? Number(was.from) : null, died, chained, flipped, hand, equipment, judgment, cards: hand || equipment || judgment ? ch.cards : NO_CARDS };
}

/** What to highlight in the centre of the table at a step. */
export interface CentreMarks {
  readonly draw: boolean; // the pile gained or lost a card
  readonly processing: boolean;
  readonly discard: boolean;
  readonly cards: ReadonlySet<string>; // the cards that moved, when a pile changed (else empty)
}

/** One object for every step that changes no pile, so the centre's props stay equal from step to step. */
export const NO_CENTRE_MARKS: CentreMarks = { draw: false, processing: false, discard: false, cards: NO_CARDS };

export function centreMarks(ch: Changes): CentreMarks {
  const draw = ch.zones.has('draw');
  const processing = ch.zones.has('processing');
  const discard = ch.zones.has('discard');
  return draw || processing || discard ? { draw, processing, discard, cards: ch.cards } : NO_CENTRE_MARKS;
}

function zoneWords(z: Zone | null, n: Names): string {
  if (z === null) return 'out of the game';
  const [kind, seat, slot] = z.split(':');
  const who = n.seat(seat ?? null);
  switch (kind) {
    case 'draw': return 'the draw pile';
    case 'discard': return 'the discard pile';
    case 'processing': return 'the processing area';
    case 'hand': return `${who}’s hand`;
    case 'judgment': return `${who}’s judgment zone`;
    case 'equipment': return `${who}’s equipment (${slot === 'plusMount' ? '+1 mount' : slot === 'minusMount' ? '−1 mount' : slot})`;
    default: return z;
  }
}

export { zoneOpen } from './view-model.ts';

/** The changes in words, one line each; cards nobody can see from this point of view are "a card". */
export function describeChanges(ch: Changes, n: Names, pov: Pov, frames: { readonly before: readonly FrameView[]; readonly after: readonly FrameView[] }): string[] {
  const lines: string[] = [];
  for (const m of ch.moves) {
    const open = zoneOpen(m.from, pov) || zoneOpen(m.to, pov);
    lines.push(`${open ? n.cardText(m.card) : 'A face-down card'}: ${zoneWords(m.from, n)} → ${zoneWords(m.to, n)}`);
  }
  for (const c of ch.seats) {
    const who = n.seat(c.seat);
    if (c.what === 'hp') lines.push(`${who}: HP ${String(c.from)} → ${String(c.to)}`);
    else if (c.what === 'maxHp') lines.push(`${who}: max HP ${String(c.from)} → ${String(c.to)}`);
    else if (c.what === 'chained') lines.push(`${who}: ${c.to ? 'chained' : 'chain reset'}`);
    else if (c.what === 'flipped') lines.push(`${who}: hero card ${c.to ? 'flipped face down' : 'turned face up'}`);
    else lines.push(`${who}: died`);
  }
  const title = (list: readonly FrameView[], key: string) => list.find((f) => f.key === key)?.title ?? 'a frame';
  for (const k of ch.popped) lines.push(`Finished: ${title(frames.before, k)}`);
  for (const k of ch.pushed) lines.push(`Started: ${title(frames.after, k)}`);
  return lines;
}
