// Hidden information for a point of view: the cards a seat cannot see at a step (every other seat's
// hand cards, and the cards that moved this step between zones it cannot see, such as a card drawn
// into another hand or given face down), and text with those cards' names taken out, facts only some
// seats may read (LogFact.visibleTo) shown as their public text, and the names of heroes whose cards
// are face down taken out. The judge sees everything. Pure; no rule is computed, only what the table already hides (view-model.ts, diff.ts).
import { HEROES } from '../../engine/data/heroes.ts';
import { factsFrom, logLength } from '../../engine/log-book.ts';
import type { GameState } from '../../engine/types.ts';
import { factFor } from '../../engine/visibility.ts';
import { diffSnapshots, zoneOpen, type Move } from './diff.ts';
import type { FrameView } from './frames-view.ts';
import type { Names } from './names.ts';
import type { StepEntry } from './steps.ts';
import type { Timeline } from './timeline.ts';
import type { Snapshot } from './types.ts';
import { isJudge, type Pov } from './view-model.ts';

export const NO_SECRETS: ReadonlySet<string> = new Set();

/** The cards whose faces the point of view cannot see at a step: in `cur`, reached with `moves`. */
export function secretCards(cur: GameState, moves: readonly Move[], pov: Pov): ReadonlySet<string> {
  if (isJudge(pov)) return NO_SECRETS;
  const out = new Set<string>();
  for (const s of cur.seats) if (s.id !== pov) for (const c of s.hand) out.add(c);
  for (const m of moves) if (!zoneOpen(m.from, pov) && !zoneOpen(m.to, pov)) out.add(m.card);
  return out.size ? out : NO_SECRETS;
}

/** The log entries as the point of view reads them: facts it may not read (LogFact.visibleTo) as their public text or left out, secret cards and hidden heroes named nowhere (the same list for the judge). */
export function maskEntries(entries: readonly StepEntry[], t: Timeline, pov: Pov, n: Names): readonly StepEntry[] {
  if (isJudge(pov)) return entries;
  return entries.map((e) => {
    const cur = (t.snapshots[e.index] as Snapshot).game;
    const prev = e.index > 0 ? (t.snapshots[e.index - 1] as Snapshot).game : null;
    const facts = prev && !e.quiet ? factsFrom(cur, logLength(prev)) : [];
    const secret = secretCards(cur, diffSnapshots(prev, cur).moves, pov);
    const heroes = hiddenHeroes(cur, pov);
    const mask = (text: string) => maskHeroes(maskText(text, secret, n), heroes);
    const nothing = secret.size === 0 && heroes.length === 0;
    if (nothing && !facts.some((f) => f.visibleTo)) return e;
    // steps.ts writes one line per new fact, in order; a fact written for this point of view names
    // what it was shown, so its line is read in full.
    const lines = e.lines.flatMap((l, k) => {
      const f = facts[k];
      if (!f) return [{ ...l, text: mask(l.text) }];
      const v = factFor(f, pov);
      if (!v) return [];
      return [{ ...l, text: v === f && f.visibleTo ? v.text : mask(v.text) }];
    });
    return { ...e, choice: e.choice === null ? null : mask(e.choice), lines, notes: e.notes.map((x) => ({ ...x, text: mask(x.text) })) };
  });
}

/** The names of heroes whose cards are face down (Seat.heroShown), except the point of view's own: read from the snapshot, so a reveal shows at once. */
export function hiddenHeroes(cur: GameState, pov: Pov): readonly string[] {
  const out: string[] = [];
  for (const s of cur.seats) if (s.hero && !s.heroShown && s.id !== pov) out.push(HEROES[s.hero].en);
  return out;
}

/** The text with each hidden hero's name replaced by "a hidden hero". */
export function maskHeroes(text: string, heroes: readonly string[]): string {
  let out = text;
  for (const name of heroes) if (out.includes(name)) out = out.split(name).join('a hidden hero');
  return out;
}

/** The text with the name of every secret card ("Strike ♠7") replaced by "a face-down card". */
export function maskText(text: string, secret: ReadonlySet<string>, n: Names): string {
  let out = text;
  for (const id of secret) {
    const name = n.cardText(id);
    if (name !== 'a card' && out.includes(name)) out = out.split(name).join('a face-down card');
  }
  return out;
}

/** The stack as the point of view sees it (the same list when nothing in it is secret). */
export function maskFrames(frames: readonly FrameView[], secret: ReadonlySet<string>, n: Names): readonly FrameView[] {
  if (secret.size === 0) return frames;
  let changed = false;
  const out = frames.map((f) => {
    const title = maskText(f.title, secret, n);
    const detail = maskText(f.detail, secret, n);
    if (title === f.title && detail === f.detail) return f;
    changed = true;
    return { ...f, title, detail };
  });
  return changed ? out : frames;
}
