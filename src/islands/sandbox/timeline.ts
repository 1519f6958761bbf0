// A timeline: every snapshot from the scenario's start along one line of choices, the decisions met
// on the way and the choice taken at each. The scripted timeline is rebuilt from the build-time
// patches with no engine; a branch (any other line of choices) is computed by the flow in live.ts,
// which the page loads only when a visitor leaves the script.
import { applyPatch, type Json } from './patch.ts';
import type { DecisionData, MarkerRuns, RoleSight, SandboxData, Snapshot } from './types.ts';

/** A timeline of any game: S its snapshot, D its decision (Sanguosha's by default); the functions below read only the line of choices. */
export interface Timeline<S = Snapshot, D = DecisionData> {
  readonly snapshots: readonly S[];
  readonly decisions: ReadonlyMap<number, D>; // by step index, including one still open at the end
  readonly choices: readonly number[]; // the index of the choice taken at each decision, in order
  readonly decisionSteps: readonly number[]; // the step at which each choice was taken
  readonly scripted: boolean; // the scenario's own line
  readonly sight: RoleSight; // the roles each point of view sees along it (role-sight.ts)
  readonly markers: MarkerRuns; // the action markers turned along it (role-sight.ts)
  /** A line other than the script's that ends in a scored win: its scores (line-scores.ts); the script's are SandboxData.scores. */
  readonly scores?: SandboxData['scores'];
}

/** The key of a snapshot's chart state text (SandboxData.states): a finished game's by its winner, since each ending cites its own clause. */
export function stateKey(s: Pick<Snapshot, 'state' | 'game'>): string {
  return s.state === 'over' ? `over.${s.game.winner ?? ''}` : s.state;
}

export function scriptedTimeline(data: SandboxData): Timeline {
  const snapshots: Snapshot[] = [data.start];
  let cur = data.start as unknown as Json;
  for (const p of data.patches) {
    cur = applyPatch(cur, p);
    snapshots.push(cur as unknown as Snapshot);
  }
  const decisions = new Map(Object.entries(data.decisions).map(([k, d]) => [Number(k), d] as const));
  return { snapshots, decisions, choices: data.scripted, decisionSteps: data.decisionSteps, scripted: true, sight: data.sight, markers: data.markers };
}

/** Whether a line of choices stays on the script (a prefix of it, or all of it). */
export function onScript(data: Pick<SandboxData, 'scripted'>, choices: readonly number[]): boolean {
  return choices.length <= data.scripted.length && choices.every((c, i) => c === data.scripted[i]);
}

/** The decision (and its position among the decisions) at a step, if the step is a decision. */
export function decisionAt<D>(t: Pick<Timeline<unknown, D>, 'decisions' | 'decisionSteps' | 'choices'>, step: number): { readonly decision: D; readonly ordinal: number; readonly taken: number | null } | null {
  const decision = t.decisions.get(step);
  if (!decision) return null;
  const ordinal = t.decisionSteps.indexOf(step);
  if (ordinal === -1) return { decision, ordinal: t.choices.length, taken: null };
  return { decision, ordinal, taken: t.choices[ordinal] ?? null };
}

/** The choices for a new line that takes `choice` at the decision numbered `ordinal`. */
export function branchChoices(t: Pick<Timeline<unknown, unknown>, 'choices'>, ordinal: number, choice: number): number[] {
  return [...t.choices.slice(0, ordinal), choice];
}

/** The number of the first decision at which this timeline leaves the script (Infinity when it does not). */
export function offScriptFrom(data: Pick<SandboxData, 'scripted'>, t: Pick<Timeline<unknown, unknown>, 'scripted' | 'choices'>): number {
  if (t.scripted) return Infinity;
  const k = t.choices.findIndex((c, i) => c !== data.scripted[i]);
  return k === -1 ? Infinity : k;
}

/** The step where this timeline first leaves the script, or null when it follows it. */
export function leftScriptAt(data: Pick<SandboxData, 'scripted'>, t: Pick<Timeline<unknown, unknown>, 'scripted' | 'choices' | 'decisionSteps'>): number | null {
  const k = offScriptFrom(data, t);
  return k === Infinity ? null : t.decisionSteps[k] ?? null;
}
