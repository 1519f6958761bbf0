// The flow's public API: start a game, list the legal inputs, apply one, step the rules, replay a
// list of inputs, read the log. A snapshot is plain JSON (the chart's state and the game) and
// round-trips exactly.
//
// The API is made by a factory, createFlow(core, chart), for any game's core (core.ts) and its
// chart (createMachine, machine.ts, run by statechart.ts); each flow keeps its own snapshot class.
// The functions exported below are Sanguosha's flow.
import type { GameSetup } from '../engine/setup.ts';
import type { Choice, Decision, GameState, Input, LogFact } from '../engine/types.ts';
import { logFacts } from '../engine/log-book.ts';
import type { CoreDecision, CoreInput, GameCore } from './core.ts';
import { SANGUOSHA_CHART, type createMachine, type FlowContextOf, type FlowEventOf } from './machine.ts';
import { initialState, resolveState, transition, type ChartState } from './statechart.ts';
import { SANGUOSHA } from './sanguosha.ts';

export interface SnapshotOf<G> {
  readonly state: string; // the chart's active state: 'resolving', 'respond', 'over' …
  readonly game: G;
}
export type Snapshot = SnapshotOf<GameState>;

/** A game's flow API (see the functions exported for Sanguosha below for what each does). */
export interface Flow<G, I extends CoreInput, D, S> {
  startGame(setup: S): SnapshotOf<G>;
  fromGame(game: G): SnapshotOf<G>;
  decision(s: SnapshotOf<G>): D | null;
  send(s: SnapshotOf<G>, input: I | string, options?: { readonly settle?: boolean }): SnapshotOf<G>;
  step(s: SnapshotOf<G>): SnapshotOf<G>;
  settle(s: SnapshotOf<G>): SnapshotOf<G>;
  stateInfo(s: SnapshotOf<G>): { state: string; description: string; clause: string };
}

/** Every snapshot of a flow from the start through each rule event and input, taking `inputs` at the decisions. */
export function replayFlow<G, I extends CoreInput, D, S>(flow: Flow<G, I, D, S>, setup: S, inputs: readonly string[]): { history: SnapshotOf<G>[]; used: number } {
  const history: SnapshotOf<G>[] = [flow.startGame(setup)];
  let used = 0;
  for (;;) {
    const cur = history[history.length - 1] as SnapshotOf<G>;
    if (cur.state === 'resolving') { history.push(flow.step(cur)); continue; }
    if (cur.state === 'over' || used >= inputs.length) return { history, used };
    history.push(flow.send(cur, inputs[used] as string));
    used++;
  }
}

export function createFlow<G, I extends CoreInput, K extends string, S>(core: GameCore<G, I, K, S>, chart: ReturnType<typeof createMachine<G, I, K, S>>): Flow<G, I, CoreDecision<I, K>, S> {
  const { inputEvent } = chart;
  type MachineSnapshot = ChartState<FlowContextOf<G>>;
  const chartStep = (m: MachineSnapshot, event: FlowEventOf<I>): MachineSnapshot => transition(chart.chart, m, event);

  // The chart's own snapshot behind each snapshot we hand out, so stepping on needs no re-resolution;
  // a snapshot read back from JSON (or copied) is resolved once. It is a private field, which JSON,
  // key lists and equality checks do not see. (It was a WeakMap: an ephemeron entry per snapshot,
  // which the GC must trace specially. The GC's share of a game through the chart fell from 10% to
  // 2% when it went, together with choice keys written only when read.)
  class ChartSnapshot implements SnapshotOf<G> {
    readonly state: string;
    readonly game: G;
    readonly #machine: MachineSnapshot;

    constructor(m: MachineSnapshot) {
      this.state = m.value;
      this.game = m.context.game;
      this.#machine = m;
    }

    static machineOf(s: SnapshotOf<G>): MachineSnapshot | undefined {
      return #machine in s ? s.#machine : undefined;
    }
  }

  const toSnapshot = (m: MachineSnapshot): SnapshotOf<G> => new ChartSnapshot(m);
  const toMachine = (s: SnapshotOf<G>): MachineSnapshot => ChartSnapshot.machineOf(s) ?? resolveState(chart.chart, { value: s.state, context: { game: s.game } });

  const fromGame = (game: G): SnapshotOf<G> => toSnapshot(initialState(chart.chart, { game }));
  const step = (s: SnapshotOf<G>): SnapshotOf<G> => (s.state !== 'resolving' ? s : toSnapshot(chartStep(toMachine(s), { type: 'rule.step' })));
  const send = (s: SnapshotOf<G>, input: I | string, options: { readonly settle?: boolean } = {}): SnapshotOf<G> => {
    const found = core.findChoice(s.game, input);
    if (!found.ok) throw new Error(found.error);
    return toSnapshot(chartStep(toMachine(s), inputEvent(found.choice.input, options.settle === true)));
  };
  const startGame = (setup: S): SnapshotOf<G> => fromGame(core.create(setup));
  const windowOf = (state: string, game: G) => (state === 'resolving' ? core.resolving : state === 'over' ? core.ending(game) : (core.windows as Partial<Record<string, { description: string; clause: string }>>)[state]);

  return {
    startGame, fromGame, send, step,
    decision: (s) => core.decisionOf(s.game),
    settle: (s) => (s.state !== 'resolving' ? s : toSnapshot(chartStep(toMachine(s), { type: 'rule.settle' }))),
    stateInfo(s) {
      const w = windowOf(s.state, s.game);
      return { state: s.state, description: w?.description ?? '', clause: w?.clause ?? chart.windows[0]?.clause ?? '' };
    },
  };
}

// ---- Sanguosha's flow ----
// Those the browser does not call are functions over FLOW, not its properties read at once, so
// that the bundle leaves them out.
const FLOW = createFlow(SANGUOSHA, SANGUOSHA_CHART);

export const startGame: (setup: GameSetup) => Snapshot = FLOW.startGame;
/** A snapshot for a game state (e.g. one read back from JSON). */
export const fromGame = (game: GameState): Snapshot => FLOW.fromGame(game);
export const decision = FLOW.decision as (s: Snapshot) => Decision | null;
// Any flow's legal inputs are its decision's choices, and its game is over in the chart's final
// state: written here, outside the flow's object, so that the browser's bundle (which calls neither)
// leaves them out.
export const legalInputs = (s: Snapshot): readonly Choice[] => decision(s)?.choices ?? [];
export const isOver = (s: Snapshot): boolean => s.state === 'over';
/**
 * Applies a player's input (or its key). Throws, listing the legal choices, when it is not legal.
 * With `{ settle: true }` the automatic rule events after it run in the same chart transition, up
 * to the next decision or the end of the game (as `send` then `settle`, in one step).
 */
export const send: (s: Snapshot, input: Input | string, options?: { readonly settle?: boolean }) => Snapshot = FLOW.send;
/** One automatic rule event. Returns the same snapshot when a decision is pending or the game is over. */
export const step: (s: Snapshot) => Snapshot = FLOW.step;
/** Every automatic rule event up to the next decision or the end of the game, as one chart transition
 * (`rule.settle`). Returns the same snapshot when a decision is pending or the game is over. */
export const settle = (s: Snapshot): Snapshot => FLOW.settle(s);
/** Every snapshot from the start through each rule event and input, taking `inputs` at the decisions. */
export const replay = (setup: GameSetup, inputs: readonly string[]): { history: Snapshot[]; used: number } => replayFlow(FLOW, setup, inputs);
/** The description and clause of the chart's active state (for the "why" panel). */
export const stateInfo: (s: Snapshot) => { state: string; description: string; clause: string } = FLOW.stateInfo;

export function logOf(s: Snapshot): readonly LogFact[] {
  return logFacts(s.game);
}
