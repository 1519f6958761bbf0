// Permalinks to a moment of a sandbox, carried in the URL hash:
//
//   #s=<scenario>@<rules version>/<choices>/<step>/<fingerprint>[/as-<seat>]   e.g. #s=duel-lubu-user@1/0.1.1/12/k3f9a0/as-p2
//
// <step> counts every rule event (the timeline index), whether the sandbox folds timing points or
// not, so a link opens at the same moment in either mode. `/as-<seat>` is the point of view (none:
// the judge's). `/v1~<choices>~<choices>…` lists the visitor's other variations (each a line of
// choices, as <choices>); the digit after `v` is that list's encoding version, so a later encoding
// can be told apart, and a link naming an encoding this page does not know opens with a message.
// <choices> is the index of the choice taken at each decision of the line shown, in order, joined
// by dots ('-' when there is none): the shortest form that also encodes branches, and it stays
// readable. Indexes depend on the order in which the engine lists the choices, so the link also
// carries the rules version and a fingerprint of the outcome at its step: a link whose outcome now
// differs still opens, with a notice. Decoding (open-link.ts, loaded only when the address has a
// sandbox link) never throws and never returns text from the URL except the scenario id, which must
// match a strict pattern; everything else is numbers.
import type { Snapshot } from './types.ts';
import { logFacts } from '../../engine/log-book.ts';

export interface Link {
  readonly scenario: string;
  readonly version: number;
  readonly choices: readonly number[];
  readonly step: number;
  readonly fingerprint: string | null;
  readonly pov?: string | null; // a seat id, or a side's seat ids joined by '+'; absent or null: the judge
  readonly lines?: readonly (readonly number[])[]; // the other variations kept (not the line shown)
}

/** Whether a location hash may hold a sandbox link: decodeLink (open-link.ts, loaded only then) reads no other. */
export const LINK_HASH = /^#?s=/;

/** The encoding version of a link's list of variations (the digit in `/v1~…`); open-link.ts's decoder names the same. */
export const LINES_VERSION = 1;
const lineText = (l: readonly number[]): string => (l.length ? l.join('.') : '-');

export function encodeLink(link: Link): string {
  const lines = link.lines?.length ? `/v${LINES_VERSION}${link.lines.map((l) => `~${lineText(l)}`).join('')}` : '';
  return `s=${link.scenario}@${link.version}/${lineText(link.choices)}/${link.step}${link.fingerprint ? `/${link.fingerprint}` : ''}${link.pov ? `/as-${link.pov}` : ''}${lines}`;
}

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
