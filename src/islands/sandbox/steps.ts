// One log entry per step of a timeline: the engine's log facts of that step, each citing its
// clause; for a step that changes only the resolution stack (a timing point passed, a frame opened
// or finished), a line read from the stack; for a decision, the choice that was taken. Pure.
import type { GameState } from '../../engine/types.ts';
import type { FrameView } from './frames-view.ts';
import type { StackAt } from './stacks.ts';
import type { Fold } from './fold.ts';
import type { Timeline } from './timeline.ts';
import type { ChoiceData, DecisionData, NoteData } from './types.ts';
import { logFacts, logLength } from '../../engine/log-book.ts';

export interface StepLine {
  readonly text: string;
  readonly clause: string | null;
}

export interface StepEntry {
  readonly index: number; // the timeline index (one per rule event): what the log jumps to
  readonly n: number; // the number shown: the position among the steps shown
  readonly quiet: boolean; // no log fact and no choice: a timing point, read from the stack
  readonly choice: string | null; // the label of the choice that led to this step
  readonly chosen?: ChoiceData | null; // that choice, when someone may not read its label (Choice.visibleTo): hidden.ts masks it
  readonly lines: readonly StepLine[];
  readonly notes: readonly NoteData[];
}

const TURN_LINE: Readonly<Record<string, string>> = {
  'turn.begin': 'The next turn is about to begin.', 'phase.begin': 'A new phase begins.', 'phase.main': 'The phase is under way.',
  'phase.end': 'The phase ends.', 'turn.end': 'The turn ends.',
};

/** A line for a step with no log fact, read from how the stack changed (or from the decision it opens). */
function quietLine(prev: GameState, cur: GameState, before: readonly FrameView[], after: readonly FrameView[], asked: DecisionData | undefined): StepLine {
  const was = new Set(before.map((f) => f.key));
  const pushed = after.filter((f) => !was.has(f.key) && f.key !== 'turn' && f.key !== 'phase');
  const top = pushed[pushed.length - 1];
  if (top) return { text: `${top.title}. ${top.detail}`, clause: top.clause };
  const now = new Set(after.map((f) => f.key));
  const gone = before.filter((f) => !now.has(f.key) && f.key !== 'turn' && f.key !== 'phase');
  const last = after[after.length - 1];
  if (gone.length && last) return { text: `Finished: ${gone.map((f) => f.title).join('; ')}. Back to: ${last.title}.`, clause: gone[0]?.clause ?? null };
  if (asked) return { text: `Waiting for a decision. ${asked.prompt}`, clause: asked.clause };
  // The innermost frame that changed (a stage passed, a counter moved).
  for (let j = cur.stack.length - 1; j >= 0; j--) {
    const f = cur.stack[j];
    if (f && prev.stack[j] !== f) {
      const v = after.find((x) => x.key === String(f.id));
      if (v) return { text: `${v.title}. ${v.detail}`, clause: v.clause };
    }
  }
  const phase = after.find((f) => f.key === 'phase');
  return { text: `${phase ? `${phase.title.replace(/^Phase: /, '')}: ` : ''}${TURN_LINE[cur.step] ?? 'The rules advance.'}`, clause: 'general.flow.phases' };
}

/** `stacks` gives the timeline's stack at each step (stacks.ts). */
export function stepEntries(t: Timeline, stacks: StackAt, notes: readonly NoteData[]): StepEntry[] {
  const taken = new Map<number, ChoiceData>();
  t.decisionSteps.forEach((at, k) => {
    const d = t.decisions.get(at);
    const c = d?.choices[t.choices[k] ?? -1];
    if (c) taken.set(at + 1, c);
  });
  const used = new Set<NoteData>();
  const out: StepEntry[] = [{ index: 0, n: 0, quiet: false, choice: null, lines: [{ text: 'The table is set as the scenario describes.', clause: null }], notes: [] }];
  let views = stacks(0);
  let repeats = 0;
  for (let i = 1; i < t.snapshots.length; i++) {
    const prev = (t.snapshots[i - 1] as { game: GameState }).game;
    const cur = (t.snapshots[i] as { game: GameState }).game;
    const next = stacks(i);
    const facts = logFacts(cur).slice(logLength(prev));
    const chosen = taken.get(i) ?? null;
    const choice = chosen?.label ?? null;
    const lines: StepLine[] = facts.map((f) => ({ text: f.text, clause: f.clause }));
    const quiet = lines.length === 0 && choice === null;
    if (quiet) {
      const line = quietLine(prev, cur, views, next, t.decisions.get(i));
      // A stage that changed nothing shown reads like the step before: say so rather than repeat it.
      const before = out[out.length - 1];
      repeats = before?.quiet === true && before.lines[0]?.text.split(' (nothing')[0] === line.text ? repeats + 1 : 0;
      lines.push(repeats ? { text: `${line.text} (nothing visible changes${repeats > 1 ? `, timing point ${repeats + 1} of this stage` : ' at this timing point'})`, clause: line.clause } : line);
    }
    const mine = notes.filter((note) => !used.has(note) && facts.some((f) => f.fact === note.fact && (note.seat === null || f.seat === note.seat)));
    mine.forEach((note) => used.add(note));
    out.push({ index: i, n: i, quiet, choice, ...(chosen?.visibleTo ? { chosen } : {}), lines, notes: mine });
    views = next;
  }
  return out;
}

/**
 * The entries of the steps shown: with every timing point shown, one per rule event; folded, one per
 * named step, holding the lines, choice and notes of the timing points folded into it (the lines
 * read from the stack only when nothing else happened).
 */
export function foldEntries(entries: readonly StepEntry[], f: Fold): readonly StepEntry[] {
  if (f.all) return entries;
  return f.keys.map((k, j): StepEntry => {
    const group = entries.slice(j > 0 ? (f.keys[j - 1] as number) + 1 : k, k + 1);
    const loud = group.filter((e) => !e.quiet);
    const lines = loud.flatMap((e) => e.lines);
    const own = entries[k] as StepEntry;
    const chose = group.find((e) => e.choice !== null);
    return { index: k, n: j, quiet: loud.length === 0, choice: chose?.choice ?? null, ...(chose?.chosen ? { chosen: chose.chosen } : {}), lines: lines.length ? lines : own.lines, notes: group.flatMap((e) => e.notes) };
  });
}
