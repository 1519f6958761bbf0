// The fingerprint a permalink carries of the outcome at its step (permalink.ts): a link whose outcome
// now differs still opens, with a notice. With the code of the later steps (later-steps.ts), which a
// permalink's opener and writer load anyway, not in the sandbox's first load; the builder reads it
// there too, for its own links (builder/model/play.ts).
import type { Snapshot } from './types.ts';
import { logFacts } from '../../engine/log-book.ts';

/** FNV-1a over the text, as 32 bits. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A game's fingerprint function: FNV-1a of the text its `outcome` writes for a step. A second game writes its own outcome text; the link format is the same. */
export function fingerprintOf<S>(outcome: (s: S) => string): (s: S) => string {
  return (s) => fnv1a(outcome(s)).toString(36).padStart(7, '0');
}

/**
 * Sanguosha's outcome at a step: every seat's HP, life, zones and state, the piles, the card in
 * resolution, the stack's frame kinds, the log's facts and the winner. Built field by field (not
 * with JSON.stringify), so it does not depend on the order of keys.
 */
export function outcomeText(s: Snapshot): string {
  const g = s.game;
  const seats = g.seats.map((x) => [x.id, x.hp, x.maxHp, x.alive ? 1 : 0, x.chained ? 1 : 0, x.flipped ? 1 : 0, x.hand.join(','),
    Object.keys(x.equipment).sort().map((k) => `${k}=${x.equipment[k as keyof typeof x.equipment] ?? ''}`).join(','), x.judgment.join(',')].join(':'));
  return [s.state, g.phase, g.current, seats.join(';'), g.drawPile.length, g.discardPile.join(','), g.processing.join(','),
    g.stack.map((f) => f.kind).join(','), logFacts(g).map((f) => f.fact).join(','), g.winner ?? ''].join('|');
}

/** A short fingerprint of Sanguosha's outcome at a step (outcomeText). */
export const fingerprint: (s: Snapshot) => string = fingerprintOf(outcomeText);
