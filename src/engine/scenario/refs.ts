// The names a scenario's expectations and notes use: cards (each must exist in the deck), log facts
// (each must be one the engine records) and seats (each must be at the table). A wrong name is an
// invalid file, not an expectation that fails (or, in logExcludes, one that can never fail). The
// cards' words are here (the setup's cards use them); the facts' and seats' (fact-refs.ts) and the
// expect block's (expect-refs.ts) come with the script lines' code, for a file that names any.
import { CARD_KINDS, DECK } from '../data/card-facts.ts';
import { findInstances, formatCard, parseCardRef, rankLabel, suitSymbol } from '../card-notation.ts';
import type { Scenario } from './schema.ts';

export function cardRefError(ref: string): string | null {
  const p = parseCardRef(ref);
  if (!p.ok) return p.error;
  if (findInstances(p).length > 0) return null;
  const copies = DECK.filter((d) => d.kind === p.kind).map((d) => `${suitSymbol(d.suit)}${rankLabel(d.rank)}`).join(' ');
  return `there is no ${formatCard(p)} in the deck; the ${CARD_KINDS[p.kind].en} cards are ${copies || 'none'}: choose one of these`;
}

/** Whether the expect block names anything expectRefErrors checks (expect-refs.ts, read with the script lines' code). */
export function namesInExpect(sc: Scenario): boolean {
  const e = sc.expect;
  return Object.keys(e.seats).length > 0 || (e.discardPileIncludes?.length ?? 0) > 0 || (e.drawPileTop?.length ?? 0) > 0 || e.log.length > 0 || (e.logExcludes?.length ?? 0) > 0;
}

/** Whether the stopping fact or the notes name anything refErrors checks (fact-refs.ts, read with the script lines' code). */
export function namesBeyondExpect(sc: Scenario): boolean {
  return sc.until !== undefined || sc.notes.length > 0;
}
