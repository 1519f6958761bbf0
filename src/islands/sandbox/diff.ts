// What changed from one snapshot to the next: cards that moved between zones, HP and max HP,
// chains set or reset, heroes flipped, deaths, frames pushed or popped. Pure; the table highlights
// these, and describeChanges puts them into words (for the "What changed" list and screen readers).
// Loaded on demand with the rest of what a later step needs (later.ts; the types and the empty
// values are changes.ts, which the first view needs).
import type { GameState } from '../../engine/types.ts';
import type { FrameView } from './frames-view.ts';
import type { Names } from './names.ts';
import { NO_CARDS, NO_CENTRE_MARKS, NO_CHANGES, NO_SEAT_MARKS, type CentreMarks, type Changes, type Move, type SeatChange, type SeatMarks, type Zone } from './changes.ts';
import { zoneOpen, type Pov } from './view-model.ts';

export { NO_CENTRE_MARKS, NO_CHANGES, NO_SEAT_MARKS, type CentreMarks, type Changes, type Move, type SeatChange, type SeatMarks, type Zone } from './changes.ts';

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
