// The flow's public API: start a game, list the legal inputs, apply one, step the rules, replay a
// list of inputs, read the log. A snapshot is plain JSON (the chart's state and the game) and
// round-trips exactly.
import { createActor, type SnapshotFrom } from 'xstate';
import { decisionOf, findChoice } from '../engine/engine.ts';
import { createGame, type GameSetup } from '../engine/setup.ts';
import type { Choice, Decision, GameState, Input, LogFact } from '../engine/types.ts';
import { inputEvent, rulesMachine, WINDOW_INFO, type FlowEvent } from './machine.ts';
import { logFacts } from '../engine/log-book.ts';

export interface Snapshot {
  readonly state: string; // the chart's active state: 'resolving', 'respond', 'over' …
  readonly game: GameState;
}

type MachineSnapshot = SnapshotFrom<typeof rulesMachine>;
type Scope = Parameters<typeof rulesMachine.transition>[2];

// XState's pure `transition(machine, snapshot, event)` builds a throwaway actor (and computes the
// machine's initial snapshot) on every call, which cost ~25 µs a step. We call the machine's own
// pure `transition`/`getInitialSnapshot` with one inert scope made once, as `transition` does
// inside: nothing runs, the chart has no child actors and no actions other than `assign`.
let inert: Scope | undefined;
function scope(game: GameState): Scope {
  if (inert) return inert;
  const self = createActor(rulesMachine, { input: game });
  inert = { self, id: '', sessionId: '', system: self.system, logger: () => {}, defer: () => {}, emit: () => {}, stopChild: () => {}, actionExecutor: () => {} };
  return inert;
}

function chartStep(m: MachineSnapshot, event: FlowEvent): MachineSnapshot {
  return rulesMachine.transition(m, event, scope(m.context.game));
}

// The chart's own snapshot behind each snapshot we hand out, so stepping on needs no re-resolution;
// a snapshot read back from JSON (or copied) is resolved once. It is a private field, which JSON,
// key lists and equality checks do not see. (It was a WeakMap: an ephemeron entry per snapshot,
// which the GC must trace specially. The GC's share of a game through the chart fell from 10% to
// 2% when it went, together with choice keys written only when read.)
class ChartSnapshot implements Snapshot {
  readonly state: string;
  readonly game: GameState;
  readonly #machine: MachineSnapshot;

  constructor(m: MachineSnapshot) {
    this.state = String(m.value);
    this.game = m.context.game;
    this.#machine = m;
  }

  static machineOf(s: Snapshot): MachineSnapshot | undefined {
    return #machine in s ? s.#machine : undefined;
  }
}

function toSnapshot(m: MachineSnapshot): Snapshot {
  return new ChartSnapshot(m);
}

function toMachine(s: Snapshot): MachineSnapshot {
  return ChartSnapshot.machineOf(s) ?? rulesMachine.resolveState({ value: s.state, context: { game: s.game } });
}

export function startGame(setup: GameSetup): Snapshot {
  return fromGame(createGame(setup));
}

/** A snapshot for a game state (e.g. one read back from JSON). */
export function fromGame(game: GameState): Snapshot {
  return toSnapshot(rulesMachine.getInitialSnapshot(scope(game), game));
}

export function decision(s: Snapshot): Decision | null {
  return decisionOf(s.game);
}

export function legalInputs(s: Snapshot): readonly Choice[] {
  return decisionOf(s.game)?.choices ?? [];
}

export function isOver(s: Snapshot): boolean {
  return s.state === 'over';
}

/**
 * Applies a player's input (or its key). Throws, listing the legal choices, when it is not legal.
 * With `{ settle: true }` the automatic rule events after it run in the same chart transition, up
 * to the next decision or the end of the game (as `send` then `settle`, in one step).
 */
export function send(s: Snapshot, input: Input | string, options: { readonly settle?: boolean } = {}): Snapshot {
  const found = findChoice(s.game, input);
  if (!found.ok) throw new Error(found.error);
  const event = inputEvent(found.choice.input, options.settle === true);
  return toSnapshot(chartStep(toMachine(s), event));
}

/** One automatic rule event. Returns the same snapshot when a decision is pending or the game is over. */
export function step(s: Snapshot): Snapshot {
  if (s.state !== 'resolving') return s;
  return toSnapshot(chartStep(toMachine(s), { type: 'rule.step' }));
}

/** Every automatic rule event up to the next decision or the end of the game, as one chart transition
 * (`rule.settle`). Returns the same snapshot when a decision is pending or the game is over. */
export function settle(s: Snapshot): Snapshot {
  if (s.state !== 'resolving') return s;
  return toSnapshot(chartStep(toMachine(s), { type: 'rule.settle' }));
}

/** Every snapshot from the start through each rule event and input, taking `inputs` at the decisions. */
export function replay(setup: GameSetup, inputs: readonly string[]): { history: Snapshot[]; used: number } {
  const history: Snapshot[] = [startGame(setup)];
  let used = 0;
  for (;;) {
    const cur = history[history.length - 1] as Snapshot;
    if (cur.state === 'resolving') { history.push(step(cur)); continue; }
    if (cur.state === 'over' || used >= inputs.length) return { history, used };
    history.push(send(cur, inputs[used] as string));
    used++;
  }
}

export function logOf(s: Snapshot): readonly LogFact[] {
  return logFacts(s.game);
}

/** The description and clause of the chart's active state (for the "why" panel). */
export function stateInfo(s: Snapshot): { state: string; description: string; clause: string } {
  const node = rulesMachine.states[s.state as keyof typeof rulesMachine.states];
  const meta = (node?.meta ?? {}) as { clause?: string };
  return { state: s.state, description: node?.description ?? '', clause: meta.clause ?? WINDOW_INFO[0]?.clause ?? '' };
}
