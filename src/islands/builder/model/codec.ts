// The compact form of a shared table inside a link (before deflate): short keys, defaults left
// out, and each card written as its index in the deck (0–159) when the reference is the card's
// canonical form ("strike ♠7"), else as the text. Its reader, which checks every field's type and
// size, is codec-read.ts (loaded when a link is opened, not with the page).
import { DECK } from '../../../engine/data/card-facts.ts';
import { formatCard } from '../../../engine/card-notation.ts';
import type { Card, Compact, CompactSeat } from './codec-schema.ts';
import type { SeatInput, Shared } from './types.ts';

const CANON = new Map<string, number>();
DECK.forEach((c, i) => { const t = formatCard(c); if (!CANON.has(t)) CANON.set(t, i); });

export const PHASES = ['start', 'judgment', 'draw', 'play', 'discard', 'end'] as const;

const toCard = (ref: string): Card => CANON.get(ref) ?? ref;
const ROLE_LETTER = { lord: 'l', loyalist: 'y', rebel: 'r', renegade: 'n' } as const;
const some = <T>(a: readonly T[] | undefined): a is readonly T[] => a !== undefined && a.length > 0;

function packSeat(s: SeatInput): CompactSeat {
  const e = s.equipment ?? {};
  const eq = { ...(e.weapon ? { w: toCard(e.weapon) } : {}), ...(e.armor ? { a: toCard(e.armor) } : {}), ...(e.plusMount ? { p: toCard(e.plusMount) } : {}), ...(e.minusMount ? { m: toCard(e.minusMount) } : {}) };
  return {
    ...(s.hero ? { h: s.hero } : {}), ...(s.wording === 'classic' ? { w: 1 as const } : {}), ...(s.role ? { r: ROLE_LETTER[s.role] } : {}),
    ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.maxHp !== undefined ? { m: s.maxHp } : {}), ...(some(s.hand) ? { hd: s.hand.map(toCard) } : {}),
    ...(Object.keys(eq).length ? { e: eq } : {}), ...(some(s.judgment) ? { j: s.judgment.map(toCard) } : {}), ...(s.chained ? { c: 1 as const } : {}), ...(s.flipped ? { f: 1 as const } : {}),
    ...(s.alive === false ? { a: 0 as const } : {}), ...(s.out !== undefined ? { o: s.out ? 1 as const : 0 as const } : {}),
  };
}

export function pack(s: Shared, rulesVersion: number, fingerprint: string | null): Compact {
  const t = s.table;
  const u = t.setup;
  const phase = u.phase ? PHASES.indexOf(u.phase) : -1;
  return {
    v: rulesVersion, s: s.step, ...(s.pov ? { p: s.pov } : {}), ...(some(s.branch) ? { b: [...s.branch] } : {}), ...(fingerprint ? { f: fingerprint } : {}),
    t: {
      ...(t.title !== undefined ? { ti: t.title } : {}), ...(t.summary !== undefined ? { su: t.summary } : {}), ...(some(t.topics) ? { to: [...t.topics] } : {}),
      ...(some(t.clauses) ? { cl: [...t.clauses] } : {}), ...(t.until !== undefined ? { u: t.until } : {}), x: [...t.script],
      n: {
        seats: u.seats.map(packSeat), ...(some(u.drawPile) ? { d: u.drawPile.map(toCard) } : {}), ...(some(u.discardPile) ? { dp: u.discardPile.map(toCard) } : {}),
        ...(u.seed !== undefined && u.seed !== 1 ? { sd: u.seed } : {}), ...(u.current && u.current !== 'p1' ? { cu: Number(u.current.slice(1)) } : {}),
        ...(phase >= 0 && u.phase !== 'play' ? { ph: phase } : {}), ...(u.deal ? { de: u.deal === '3v3' ? 3 as const : 1 as const } : {}), ...(u.at === 'before' ? { at: 1 as const } : {}),
        ...(u.sets && u.sets.join() !== 'standard,ex,military' ? { se: [...u.sets] } : {}),
        ...(u.mode === '3v3' ? { mo: 3 as const } : {}), ...(u.draft ? { dr: [...u.draft] } : {}), ...(some(u.house) ? { ho: [...u.house] } : {}),
        ...(u.roundsWithThree ? { r3: u.roundsWithThree } : {}),
      },
    },
  };
}

