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
// differs still opens, with a notice. Decoding never throws and never returns text from the URL
// except the scenario id, which must match a strict pattern; everything else is numbers.
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

export type Decoded =
  | { readonly kind: 'none' } // no sandbox link in this hash
  | { readonly kind: 'bad'; readonly scenario: string | null; readonly reason: string }
  | { readonly kind: 'ok'; readonly link: Link };

export const MAX_HASH = 2000;
export const MAX_CHOICES = 500;
export const MAX_STEP = 100000;
export const MAX_LINES = 16;
const LINES_VERSION = 1;
const SCENARIO = /^[a-z0-9][a-z0-9-]{0,79}$/;
const FULL = /^([a-z0-9][a-z0-9-]{0,79})@(\d{1,4})\/(-|\d{1,4}(?:\.\d{1,4})*)\/(\d{1,6})(?:\/([0-9a-z]{1,12}))?(?:\/as-(p\d{1,2}(?:\+p\d{1,2}){0,4}))?(?:\/v(\d{1,2})((?:~(?:-|\d{1,4}(?:\.\d{1,4})*))+))?$/;
const line = (text: string): number[] => (text === '-' ? [] : text.split('.').map(Number));
const lineText = (l: readonly number[]): string => (l.length ? l.join('.') : '-');

export function encodeLink(link: Link): string {
  const lines = link.lines?.length ? `/v${LINES_VERSION}${link.lines.map((l) => `~${lineText(l)}`).join('')}` : '';
  return `s=${link.scenario}@${link.version}/${lineText(link.choices)}/${link.step}${link.fingerprint ? `/${link.fingerprint}` : ''}${link.pov ? `/as-${link.pov}` : ''}${lines}`;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Reads a location hash ('#s=…'); anything malformed is 'bad' with a plain reason, never an exception. */
export function decodeLink(hash: string): Decoded {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw.startsWith('s=')) return { kind: 'none' };
  if (raw.length > MAX_HASH) return { kind: 'bad', scenario: null, reason: 'the link is too long to be a sandbox link' };
  const text = safeDecode(raw.slice(2));
  if (text === null) return { kind: 'bad', scenario: null, reason: 'the link is not valid text' };
  const id = text.split('@')[0] ?? '';
  const scenario = SCENARIO.test(id) ? id : null;
  const m = FULL.exec(text);
  if (!m) return { kind: 'bad', scenario, reason: 'the link is not in the form scenario@version/choices/step' };
  const choices = line(m[3] as string);
  if (choices.length > MAX_CHOICES) return { kind: 'bad', scenario, reason: `the link has more than ${MAX_CHOICES} choices` };
  const step = Number(m[4]);
  if (step > MAX_STEP) return { kind: 'bad', scenario, reason: 'the step number is too large' };
  if (m[7] !== undefined && Number(m[7]) !== LINES_VERSION) return { kind: 'bad', scenario, reason: 'its variations are written in a format this page does not know' };
  const lines = m[8] === undefined ? [] : m[8].slice(1).split('~').map(line);
  if (lines.length > MAX_LINES) return { kind: 'bad', scenario, reason: `the link has more than ${MAX_LINES} variations` };
  if (lines.some((l) => l.length > MAX_CHOICES)) return { kind: 'bad', scenario, reason: `a variation has more than ${MAX_CHOICES} choices` };
  return { kind: 'ok', link: { scenario: m[1] as string, version: Number(m[2]), choices, step, fingerprint: m[5] ?? null, ...(m[6] ? { pov: m[6] } : {}), ...(lines.length ? { lines } : {}) } };
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
