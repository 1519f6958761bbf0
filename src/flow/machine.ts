// The rules statechart, as data (statechart.ts runs it; XState runs the same chart in development,
// xstate-chart.ts). It models the turn's progress and every response window; the recursion lives in
// the engine's frame stack. "resolving" advances one rule event per `rule.step` and routes, with
// eventless transitions, to the window the top frame waits in. Each window takes the players' inputs
// (events named noun.verb) when they are legal. `rule.settle` (or an input sent with `settle: true`)
// runs every automatic event up to the next decision in one transition, for clients that play rather
// than watch. No child actors: pure transition functions step it, so snapshots can go back, forward
// and branch.
//
// The chart is made by a factory, createMachine(core), from any game's core (core.ts): its windows
// and input types come from the core's records, and the memo of an input's outcome lives in the
// factory's closure, one per chart. Sanguosha's chart is createMachine(SANGUOSHA) (below).
import type { CoreInput, GameCore, WindowText } from './core.ts';
import { INPUT_TYPES, SANGUOSHA } from './sanguosha.ts';
import { type Chart, type ChartDef, type InitEvent, type StateDef, type TransitionDef } from './statechart.ts';
import type { GameState, Input } from '../engine/types.ts';

/** A player's input; with `settle`, the automatic rule events after it run in the same transition. */
export type InputEventOf<I extends CoreInput> = I & { readonly settle?: boolean };
export type RuleEvent = { readonly type: 'rule.step' } | { readonly type: 'rule.settle' };
export type FlowEventOf<I extends CoreInput> = InputEventOf<I> | RuleEvent;
export interface FlowContextOf<G> {
  readonly game: G;
}

function isInputEvent<I extends CoreInput>(e: FlowEventOf<I> | InitEvent): e is InputEventOf<I> {
  return e.type !== 'rule.step' && e.type !== 'rule.settle' && e.type !== 'chart.init';
}

// `rule.step`: one automatic rule event (the sandbox steps one at a time); `rule.settle`: every
// automatic rule event up to the next decision or the end of the game, in one transition. (No
// descriptions in the chart: the browser's rules would carry them for the development inspector.)
const RULE_TRANSITIONS: { readonly [T in RuleEvent['type']]: readonly TransitionDef[] } = {
  'rule.step': [{ guard: 'canAdvance', action: 'advance' }],
  'rule.settle': [{ guard: 'canAdvance', action: 'settle' }],
};

const keysOf = <K extends string>(r: { readonly [k in K]: unknown }): K[] => Object.keys(r) as K[];

/**
 * Throws when a core names a decision kind as one of the chart's own states (`resolving`, `over`),
 * whose window the chart would lose: checked in the tests (flow-inputs.test.ts), like defineChart,
 * not each time a page makes the chart.
 */
export function checkCore<G, I extends CoreInput, K extends string, S>(core: GameCore<G, I, K, S>): void {
  for (const reserved of ['resolving', 'over']) if (Object.hasOwn(core.windows, reserved)) throw new Error(`createMachine: a decision kind may not be named ${reserved} (the chart has a state of that name)`);
}

/** A game's chart, with the pieces the flow API needs (checkCore checks its core). */
export function createMachine<G, I extends CoreInput, K extends string, S>(core: GameCore<G, I, K, S>) {
  type Ctx = FlowContextOf<G>;
  type Ev = FlowEventOf<I>;
  type InputEv = InputEventOf<I>;
  type Guard = (context: Ctx, event: Ev | InitEvent) => boolean;
  // One window per decision kind and one transition per input type in every window, from the
  // core's records (a missing key is a type error in the core).
  const windows: readonly ({ readonly kind: K } & WindowText)[] = keysOf(core.windows).map((kind) => ({ kind, ...core.windows[kind] }));
  const inputTypes: readonly I['type'][] = keysOf(core.inputTypes);
  const awaits = (kind: K): Guard => (context) => core.decisionOf(context.game)?.kind === kind;

  // Where an input sent with `settle` leads is known only once it is applied and the rules settle, so
  // the result is computed once (by the first guard that asks) and kept for the other guards and the
  // action of the same transition: the chart then goes from window to window in one microstep instead
  // of entering `resolving` and routing from there. The same pure function of (game, event), kept.
  // An illegal input has no outcome (null).
  interface Kept {
    readonly game: G;
    readonly event: InputEv;
    readonly result: G | null;
    readonly waits: K | 'over' | null; // where the chart goes next when the input settled
  }
  let kept: Kept | null = null;

  // The input behind the last event `inputEvent` made, so that the event's choice is found by
  // identity, without writing its key (`send` makes the event and sends it at once).
  let made: { readonly event: InputEv; readonly input: I } | null = null;

  /** The chart event for a legal choice's input (a copy, with `settle` when asked). */
  function inputEvent(input: I, settle: boolean): InputEv {
    const event = (settle ? { ...input, settle: true } : { ...input }) as InputEv;
    made = { event, input };
    return event;
  }

  function outcome(game: G, event: InputEv): Kept {
    if (kept && kept.game === game && kept.event === event) return kept;
    let result: G | null = null;
    const found = core.findChoice(game, made?.event === event ? made.input : event);
    if (found.ok) {
      const next = core.applyInput(game, found.choice.input);
      result = event.settle ? core.runToDecision(next) : next;
    }
    const waits = result === null || !event.settle ? null : core.isOver(result) ? 'over' : (core.decisionOf(result)?.kind ?? null);
    kept = { game, event, result, waits };
    return kept;
  }

  /** For a legal input sent with `settle`: whether the rules then wait in this window (or the game is over). */
  const settlesIn = (kind: K | 'over'): Guard => (context, event) =>
    isInputEvent(event) && event.settle === true && outcome(context.game, event).waits === kind;

  const settled: readonly (K | 'over')[] = [...windows.map((w) => w.kind), 'over']; // guards are tried in this order
  const guards: Record<string, Guard> = {
    isOver: (context) => core.isOver(context.game),
    isLegal: (context, event) => isInputEvent(event) && outcome(context.game, event).result !== null,
    canAdvance: (context) => !core.isOver(context.game) && core.decisionOf(context.game) === null,
  };
  for (const w of windows) guards[`awaits.${w.kind}`] = awaits(w.kind);
  for (const k of settled) guards[`settlesIn.${k}`] = settlesIn(k);

  const actions: Record<string, (context: Ctx, event: Ev | InitEvent) => Ctx> = {
    advance: (context) => ({ ...context, game: core.advance(context.game) }),
    settle: (context) => ({ ...context, game: core.runToDecision(context.game) }),
    // An input sent with `settle` runs the automatic rule events after it in the same action.
    applyInput: (context, event) => ({ ...context, game: isInputEvent(event) ? (outcome(context.game, event).result ?? context.game) : context.game }),
  };

  // A legal input goes to `resolving`; sent with `settle`, straight to where the rules then wait.
  const inputTransitions: readonly TransitionDef[] = [
    ...settled.map((k) => ({ guard: `settlesIn.${k}`, action: 'applyInput', target: k })),
    { guard: 'isLegal', action: 'applyInput', target: 'resolving' },
  ];
  const windowStates = windows.map((w): [string, StateDef] => [w.kind, {
    description: w.description,
    meta: { clause: w.clause },
    on: Object.fromEntries(inputTypes.map((t) => [t, inputTransitions])),
  }]);
  const definition: ChartDef = {
    id: 'game',
    initial: 'resolving',
    states: {
      resolving: {
        description: core.resolving.description,
        meta: { clause: core.resolving.clause },
        always: [
          { guard: 'isOver', target: 'over' },
          ...windows.map((w) => ({ guard: `awaits.${w.kind}`, target: w.kind })),
        ],
        on: RULE_TRANSITIONS,
      },
      ...Object.fromEntries(windowStates),
      over: { type: 'final', description: core.over.description, meta: { clause: core.over.clause } },
    },
  };
  // Every name the definition uses is one made here: defineChart (statechart.ts) checks them in the
  // tests (flow-inputs.test.ts), not each time a page makes the chart.
  const chart: Chart<Ctx, Ev> = { definition, guards, actions };
  return { chart, inputEvent, windows, inputTypes };
}

// ---- Sanguosha's chart ----
export type InputEvent = InputEventOf<Input>;
export type FlowEvent = FlowEventOf<Input>;
export type FlowContext = FlowContextOf<GameState>;

export const SANGUOSHA_CHART = createMachine(SANGUOSHA);
// Read in pure calls, so that a bundle that uses none of them (the browser's) leaves them out.
export const rulesChart = /* @__PURE__ */ (() => SANGUOSHA_CHART.chart)();
export const inputEvent = /* @__PURE__ */ (() => SANGUOSHA_CHART.inputEvent)();
export const WINDOW_INFO = /* @__PURE__ */ (() => SANGUOSHA_CHART.windows)();
export { INPUT_TYPES };
