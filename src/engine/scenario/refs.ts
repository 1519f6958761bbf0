// The names a scenario's expectations and notes use: cards (each must exist in the deck), log facts
// (each must be one the engine records) and seats (each must be at the table). A wrong name is an
// invalid file, not an expectation that fails (or, in logExcludes, one that can never fail).
import { CARD_KINDS, DECK } from '../data/card-facts.ts';
import { FACT_NAMES, isFactName } from '../facts.ts';
import { findInstances, formatCard, nearest, parseCardRef, rankLabel, suitSymbol } from '../card-notation.ts';
import type { Scenario } from './schema.ts';

export function cardRefError(ref: string): string | null {
  const p = parseCardRef(ref);
  if (!p.ok) return p.error;
  if (findInstances(p).length > 0) return null;
  const copies = DECK.filter((d) => d.kind === p.kind).map((d) => `${suitSymbol(d.suit)}${rankLabel(d.rank)}`).join(' ');
  return `there is no ${formatCard(p)} in the deck; the ${CARD_KINDS[p.kind].en} cards are ${copies || 'none'}: choose one of these`;
}

export function factError(name: string): string | null {
  if (isFactName(name)) return null;
  const hint = name.length <= 60 ? nearest(name, FACT_NAMES) : undefined;
  return `unknown log fact "${name.slice(0, 60)}"${hint ? `; did you mean "${hint}"?` : ''} (the engine's facts are listed in src/engine/facts.ts)`;
}

/** Whether the expect block names anything expectRefErrors checks (expect-refs.ts, read with the script lines' code). */
export function namesInExpect(sc: Scenario): boolean {
  const e = sc.expect;
  return Object.keys(e.seats).length > 0 || (e.discardPileIncludes?.length ?? 0) > 0 || (e.drawPileTop?.length ?? 0) > 0 || e.log.length > 0 || (e.logExcludes?.length ?? 0) > 0;
}

/** The seat a field names, if the table has no such seat (p1 when none is named). */
export function seatError(file: string, id: string | undefined, field: string, seats: number): string | null {
  const n = id === undefined ? 1 : Number(id.slice(1));
  return n > seats ? `${file}: ${field}: there is no seat ${id ?? ''}; the table has ${seats} seats (p1 … p${seats})` : null;
}

/** The names the stopping fact and the notes use (the expect block's: expect-refs.ts, which come before these). */
export function refErrors(file: string, sc: Scenario, seats: number): string[] {
  const out: string[] = [];
  if (sc.until) {
    const name = typeof sc.until === 'string' ? sc.until : sc.until.fact;
    const e = factError(name);
    if (e) out.push(`${file}: until: ${e}`);
    const s = typeof sc.until === 'string' ? null : seatError(file, sc.until.seat, 'until.seat', seats);
    if (s) out.push(s);
  }
  sc.notes.forEach((n, k) => { const e = seatError(file, n.seat, `notes[${k}].seat`, seats); if (e) out.push(e); }); // a note's fact is not checked: a file with a misspelt one stays valid, as before
  return out;
}
