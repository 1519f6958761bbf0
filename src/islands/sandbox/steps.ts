// One log entry per step of a timeline: the engine's log facts of that step, each citing its
// clause; for a step that changes only the resolution stack (a timing point passed, a frame opened
// or finished), a line read from the stack; for a decision, the choice that was taken. Pure.
import type { GameState } from '../../engine/types.ts';
import { stackView, type FrameView } from './frames-view.ts';
import type { Names } from './names.ts';
import type { Timeline } from './timeline.ts';
import type { DecisionData, NoteData } from './types.ts';
import { logFacts, logLength } from '../../engine/log-book.ts';

export interface StepLine {
  readonly text: string;
  readonly clause: string | null;
}

export interface StepEntry {
  readonly index: number;
  readonly choice: string | null; // the label of the choice that led to this step
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

export function stepEntries(t: Timeline, n: Names, notes: readonly NoteData[]): StepEntry[] {
  const taken = new Map<number, string>();
  t.decisionSteps.forEach((at, k) => {
    const d = t.decisions.get(at);
    const c = d?.choices[t.choices[k] ?? -1];
    if (c) taken.set(at + 1, c.label);
  });
  const used = new Set<NoteData>();
  const out: StepEntry[] = [{ index: 0, choice: null, lines: [{ text: 'The table is set as the scenario describes.', clause: null }], notes: [] }];
  let views = stackView((t.snapshots[0] as { game: GameState }).game, n);
  for (let i = 1; i < t.snapshots.length; i++) {
    const prev = (t.snapshots[i - 1] as { game: GameState }).game;
    const cur = (t.snapshots[i] as { game: GameState }).game;
    const next = stackView(cur, n);
    const facts = logFacts(cur).slice(logLength(prev));
    const choice = taken.get(i) ?? null;
    const lines: StepLine[] = facts.map((f) => ({ text: f.text, clause: f.clause }));
    if (lines.length === 0 && choice === null) lines.push(quietLine(prev, cur, views, next, t.decisions.get(i)));
    const mine = notes.filter((note) => !used.has(note) && facts.some((f) => f.fact === note.fact && (note.seat === null || f.seat === note.seat)));
    mine.forEach((note) => used.add(note));
    out.push({ index: i, choice, lines, notes: mine });
    views = next;
  }
  return out;
}
