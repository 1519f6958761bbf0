// Hidden information for a point of view: the cards a seat cannot see at a step (every other seat's
// hand cards, and the cards that moved this step between zones it cannot see, such as a card drawn
// into another hand or given face down), the heroes whose cards are face down (their names and
// their skills' names), facts only some seats may read (LogFact.visibleTo) and taken choices only
// some seats may read (Choice.visibleTo, a hero placed face down), read through the engine's rule
// (visibility.ts). One mask per step and point of view (textMask) is applied to every text the
// sandbox shows: log lines, choices, prompts, stack frames, variations. The judge sees everything.
// Pure; no rule is computed, only what the table already hides (view-model.ts, diff.ts).
//
// Its own chunk, loaded when a point of view other than the judge's is first chosen (masks.ts): the
// judge's view masks nothing. It imports no module of the sandbox's first load but the shared
// view-model.ts and log-book.ts (a module both import would be split into one more chunk that every
// page loads); the moves of a step come from the caller.
import { factsFrom, logLength } from '../../engine/log-book.ts';
import type { GameState } from '../../engine/types.ts';
import { factFor, labelFor } from '../../engine/visibility.ts';
import type { Move } from './changes.ts';
import type { FrameView } from './frames-view.ts';
import type { Names } from './names.ts';
import type { StepEntry } from './steps.ts';
import type { Timeline } from './timeline.ts';
import type { ChoiceData, DecisionData, Snapshot } from './types.ts';
import { isJudge, ownsHand, povName, zoneOpen, type Pov } from './view-model.ts';

/** The cards that moved between two states (diff.ts's diffSnapshots(prev, cur).moves). */
export type MovesOf = (prev: GameState | null, cur: GameState) => readonly Move[];

export const NO_SECRETS: ReadonlySet<string> = new Set();

/** A point of view's mask at one step: the text with every hidden name taken out. `open`: nothing is hidden. */
export interface TextMask {
  (text: string): string;
  readonly open: boolean;
}

const OPEN: TextMask = Object.assign((text: string) => text, { open: true });

/** The cards whose faces the point of view cannot see at a step: in `cur`, reached with `moves`. */
export function secretCards(cur: GameState, moves: readonly Move[], pov: Pov): ReadonlySet<string> {
  if (isJudge(pov)) return NO_SECRETS;
  const out = new Set<string>();
  for (const s of cur.seats) if (!ownsHand(pov, s.id)) for (const c of s.hand) out.add(c);
  for (const m of moves) if (!zoneOpen(m.from, pov) && !zoneOpen(m.to, pov)) out.add(m.card);
  return out.size ? out : NO_SECRETS;
}

/** The words that name a face-down hero (Seat.heroShown) another point of view may not read: its name ("a hidden hero") and its skills' names ("a hidden hero's skill"). Read from the snapshot, so a reveal shows at once. */
export function hiddenWords(cur: GameState, pov: Pov, n: Pick<Names, 'hero' | 'heroSkills'>): readonly (readonly [word: string, instead: string])[] {
  if (isJudge(pov)) return [];
  const out: [string, string][] = [];
  for (const s of cur.seats) {
    if (!s.hero || s.heroShown || ownsHand(pov, s.id)) continue;
    if (n.hero(s.id)) out.push([n.hero(s.id), 'a hidden hero']);
    for (const k of n.heroSkills(s.id)) out.push([k, 'a hidden hero’s skill']);
  }
  return out.sort((a, b) => b[0].length - a[0].length); // a longer name first, so no part of it is left
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first words of the card kinds whose names end in another kind's name (Fire Strike, Thunder Strike: Strike); leaks.test.ts checks the list against the card table. */
export const KIND_PREFIXES: readonly string[] = ['Fire', 'Thunder'];
const NOT_A_LONGER_KIND = `(?<!(?:${KIND_PREFIXES.join('|')}) )`;

/** The text with `word` replaced where it is a whole name: not inside a word, and for a card not the end of a longer card's name ("Strike ♣5" is not in "Thunder Strike ♣5"). */
function replaceWord(text: string, word: string, instead: string, isCard = false): string {
  if (!word || !text.includes(word)) return text;
  return text.replace(new RegExp(`(?<!\\p{L})${isCard ? NOT_A_LONGER_KIND : ''}${escape(word)}`, 'gu'), instead);
}

function replaceAll(text: string, words: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [word, instead] of words) out = replaceWord(out, word, instead);
  return out;
}

/** The text with the name of every secret card ("Strike ♠7") replaced by "a face-down card". */
export function maskText(text: string, secret: ReadonlySet<string>, n: Pick<Names, 'cardText'>): string {
  let out = text;
  for (const id of secret) {
    const name = n.cardText(id);
    if (name !== 'a card') out = replaceWord(out, name, 'a face-down card', true);
  }
  return out;
}

/** The mask of a point of view at a step (`cur`, reached with `moves`): secret cards and hidden heroes. */
export function textMask(cur: GameState, moves: readonly Move[], pov: Pov, n: Names): TextMask {
  if (isJudge(pov)) return OPEN;
  const secret = secretCards(cur, moves, pov);
  const words = hiddenWords(cur, pov, n);
  if (secret.size === 0 && words.length === 0) return OPEN;
  return Object.assign((text: string) => replaceAll(maskText(text, secret, n), words), { open: false });
}

/** The log entries as the point of view reads them: facts it may not read (LogFact.visibleTo) as their public text or left out, a taken choice it may not read (Choice.visibleTo) as its public label, secret cards and hidden heroes named nowhere (the same list for the judge). */
export function maskEntries(entries: readonly StepEntry[], t: Timeline, pov: Pov, n: Names, movesOf: MovesOf): readonly StepEntry[] {
  if (isJudge(pov)) return entries;
  return entries.map((e) => {
    const cur = (t.snapshots[e.index] as Snapshot).game;
    const prev = e.index > 0 ? (t.snapshots[e.index - 1] as Snapshot).game : null;
    const facts = prev && !e.quiet ? factsFrom(cur, logLength(prev)) : [];
    const mask = textMask(cur, movesOf(prev, cur), pov, n);
    if (mask.open && !facts.some((f) => f.visibleTo) && !e.chosen?.visibleTo) return e;
    // steps.ts writes one line per new fact, in order; a fact written for this point of view names
    // what it was shown, so its line is read in full.
    const lines = e.lines.flatMap((l, k) => {
      const f = facts[k];
      if (!f) return [{ ...l, text: mask(l.text) }];
      const v = factFor(f, pov);
      if (!v) return [];
      return [{ ...l, text: v === f && f.visibleTo ? v.text : mask(v.text) }];
    });
    const { chosen, ...rest } = e; // the full label stays with the judge's entries
    const choice = chosen ? mask(labelFor(chosen, pov)) : e.choice === null ? null : mask(e.choice);
    return { ...rest, choice, lines, notes: e.notes.map((x) => ({ ...x, text: mask(x.text) })) };
  });
}

/** The stack as the point of view sees it (the same list when nothing in it is secret). */
export function maskFrames(frames: readonly FrameView[], mask: TextMask): readonly FrameView[] {
  if (mask.open) return frames;
  let changed = false;
  const out = frames.map((f) => {
    const title = mask(f.title);
    const detail = mask(f.detail);
    if (title === f.title && detail === f.detail) return f;
    changed = true;
    return { ...f, title, detail };
  });
  return changed ? out : frames;
}

/** A decision as a point of view other than the judge's reads it (decision-view.ts): the prompt masked, and the options only when the point of view holds the deciding seat, each label read through the engine's rule and the mask. */
export function decisionSeen(d: DecisionData, cur: GameState, pov: Pov, n: Names): { readonly decision: DecisionData; readonly hidden: string | null } {
  const mask = textMask(cur, [], pov, n);
  const hidden = ownsHand(pov, d.seat) ? null : povName(pov, n);
  const choices = hidden !== null ? [] : d.choices.map((c) => ({ label: mask(labelFor(c, pov)) }));
  return { decision: { ...d, prompt: mask(d.prompt), choices }, hidden };
}

/** A variation's first move as a point of view other than the judge's reads it (decision-view.ts's movesFor). */
export function moveSeen(move: ChoiceData, cur: GameState, pov: Pov, n: Names): string {
  return textMask(cur, [], pov, n)(labelFor(move, pov));
}
