// Hidden information for a point of view: the cards a seat cannot see at a step (every other seat's
// hand cards, and the cards that moved this step between zones it cannot see, such as a card drawn
// into another hand or given face down), and text with those cards' names taken out. The judge sees
// everything. Pure; no rule is computed, only what the table already hides (view-model.ts, diff.ts).
import type { GameState } from '../../engine/types.ts';
import { diffSnapshots, zoneOpen, type Move } from './diff.ts';
import type { FrameView } from './frames-view.ts';
import type { Names } from './names.ts';
import type { StepEntry } from './steps.ts';
import type { Timeline } from './timeline.ts';
import type { Snapshot } from './types.ts';
import { isJudge, ownsHand, type Pov } from './view-model.ts';

export const NO_SECRETS: ReadonlySet<string> = new Set();

/** The cards whose faces the point of view cannot see at a step: in `cur`, reached with `moves`. */
export function secretCards(cur: GameState, moves: readonly Move[], pov: Pov): ReadonlySet<string> {
  if (isJudge(pov)) return NO_SECRETS;
  const out = new Set<string>();
  for (const s of cur.seats) if (!ownsHand(pov, s.id)) for (const c of s.hand) out.add(c);
  for (const m of moves) if (!zoneOpen(m.from, pov) && !zoneOpen(m.to, pov)) out.add(m.card);
  return out.size ? out : NO_SECRETS;
}

/** The log entries as the point of view reads them: secret cards named nowhere (the same list for the judge). */
export function maskEntries(entries: readonly StepEntry[], t: Timeline, pov: Pov, n: Names): readonly StepEntry[] {
  if (isJudge(pov)) return entries;
  return entries.map((e) => {
    const cur = (t.snapshots[e.index] as Snapshot).game;
    const prev = e.index > 0 ? (t.snapshots[e.index - 1] as Snapshot).game : null;
    const secret = secretCards(cur, diffSnapshots(prev, cur).moves, pov);
    if (secret.size === 0) return e;
    const mask = (text: string) => maskText(text, secret, n);
    return {
      ...e, choice: e.choice === null ? null : mask(e.choice),
      lines: e.lines.map((l) => ({ ...l, text: mask(l.text) })),
      notes: e.notes.map((x) => ({ ...x, text: mask(x.text) })),
    };
  });
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
