// The flow's public API: start a game, list the legal inputs, apply one, step the rules, replay a
// list of inputs, read the log. A snapshot is plain JSON (the chart's state and the game) and
// round-trips exactly.
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { decisionOf, findChoice } from '../engine/engine.ts';
import { createGame, type GameSetup } from '../engine/setup.ts';
import type { Choice, Decision, GameState, Input, LogFact } from '../engine/types.ts';
import { rulesMachine, WINDOW_INFO } from './machine.ts';

export interface Snapshot {
  readonly state: string; // the chart's active state: 'resolving', 'respond', 'over' …
  readonly game: GameState;
}

type MachineSnapshot = SnapshotFrom<typeof rulesMachine>;

// The chart's own snapshot behind each plain snapshot we hand out, so stepping on needs no
// re-resolution; a snapshot read back from JSON is resolved once.
const machineOf = new WeakMap<Snapshot, MachineSnapshot>();

function toSnapshot(m: MachineSnapshot): Snapshot {
  const s = { state: String(m.value), game: m.context.game };
  machineOf.set(s, m);
  return s;
}

function toMachine(s: Snapshot): MachineSnapshot {
  return machineOf.get(s) ?? rulesMachine.resolveState({ value: s.state, context: { game: s.game } });
}

export function startGame(setup: GameSetup): Snapshot {
  return fromGame(createGame(setup));
}

/** A snapshot for a game state (e.g. one read back from JSON). */
export function fromGame(game: GameState): Snapshot {
  const [m] = initialTransition(rulesMachine, game);
  return toSnapshot(m);
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

/** Applies a player's input (or its key). Throws, listing the legal choices, when it is not legal. */
export function send(s: Snapshot, input: Input | string): Snapshot {
  const found = findChoice(s.game, input);
  if (!found.ok) throw new Error(found.error);
  const [m] = transition(rulesMachine, toMachine(s), found.choice.input);
  return toSnapshot(m);
}

/** One automatic rule event. Returns the same snapshot when a decision is pending or the game is over. */
export function step(s: Snapshot): Snapshot {
  if (s.state !== 'resolving') return s;
  const [m] = transition(rulesMachine, toMachine(s), { type: 'rule.step' });
  return toSnapshot(m);
}

/** Steps until a decision is pending or the game is over. */
export function settle(s: Snapshot, limit = 100000, onStep?: (s: Snapshot) => void): Snapshot {
  let cur = s;
  for (let i = 0; i < limit; i++) {
    if (cur.state !== 'resolving') return cur;
    cur = step(cur);
    onStep?.(cur);
  }
  throw new Error(`no decision after ${limit} steps`);
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
  return s.game.log;
}

/** The description and clause of the chart's active state (for the "why" panel). */
export function stateInfo(s: Snapshot): { state: string; description: string; clause: string } {
  const node = rulesMachine.states[s.state as keyof typeof rulesMachine.states];
  const meta = (node?.meta ?? {}) as { clause?: string };
  return { state: s.state, description: node?.description ?? '', clause: meta.clause ?? WINDOW_INFO[0]?.clause ?? '' };
}
