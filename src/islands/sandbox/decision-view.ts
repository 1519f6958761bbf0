// A decision as a point of view reads it: the prompt through the step's mask (hidden.ts), and the
// options only for the point of view that holds the deciding seat (another seat's options stay
// hidden), each label read through the engine's rule (Choice.visibleTo) and the same mask. The
// Decision panel, the step bar and the live region all read this, so no text of a decision reaches
// a point of view unmasked. Pure. Another point of view than the judge's reads it through hidden.ts
// (loaded with that point of view: masks.ts).
import type { GameState } from '../../engine/types.ts';
import { masks } from './masks.ts';
import type { Names } from './names.ts';
import type { ChoiceData, DecisionData } from './types.ts';
import { isJudge, type Pov } from './view-model.ts';

export interface DecisionView {
  readonly decision: DecisionData; // its prompt and choices as the point of view reads them (no choices when hidden)
  readonly seatName: string;
  /** The point of view in words, when the decision is another seat's: its options stay hidden; else null. */
  readonly hidden: string | null;
}

export function decisionView(d: DecisionData, cur: GameState, pov: Pov, n: Names): DecisionView {
  const seatName = n.seat(d.seat);
  if (isJudge(pov)) return { decision: d, seatName, hidden: null };
  return { ...masks().decisionSeen(d, cur, pov, n), seatName };
}

/** The step bar's line: who is asked what at a decision (only that someone decides, when its options are hidden), else what happened (the entry, already masked). */
export function stepLine(dv: DecisionView | null, entry: { readonly choice: string | null; readonly lines: readonly { readonly text: string }[] } | undefined): string {
  if (dv) {
    if (dv.hidden !== null) return `${dv.seatName} is deciding.`;
    const prompt = dv.decision.prompt;
    return prompt.startsWith(dv.decision.seat) ? prompt : `${dv.seatName}: ${prompt}`;
  }
  return entry ? `${entry.choice ? `Chosen: ${entry.choice}. ` : ''}${entry.lines.map((l) => l.text).join(' ')}` : '';
}

/**
 * A variation's moves from this decision on, as the point of view reads them. The judge reads them
 * all. A seat or a side reads only the move at this decision, when it sees this decision's options
 * (none when it does not): a later move can name what it cannot know yet at this step (a hero placed
 * face down and revealed later, a card drawn later), so it is shown as "…".
 */
export function movesFor(moves: readonly ChoiceData[], dv: DecisionView, cur: GameState, pov: Pov, n: Names): string[] {
  if (isJudge(pov)) return moves.map((m) => m.label);
  const first = moves[0];
  if (dv.hidden !== null || !first) return [];
  const seen = masks().moveSeen(first, cur, pov, n);
  return moves.length > 1 ? [seen, '…'] : [seen];
}
