// A statechart as data, and the small interpreter that runs it in the browser (XState is a
// development dependency only: xstate-chart.ts loads the same chart into XState for the Stately
// inspector and for the test that checks the two runtimes agree, tests/unit/chart-differential.test.ts).
//
// The charts it runs are flat: a set of atomic states, one of them initial, some final. A state has
// eventless transitions (`always`) and, per event type, a list of transitions (`on`); a transition
// has an optional guard, an optional action (it returns the new context) and an optional target.
// The semantics are XState v5's for such a chart:
//   - an event takes the first transition of its type, in document order, whose guard holds (or has
//     none); its action runs, then the target state is entered (no target: the state stays);
//   - after that microstep, and after an event no transition took, the eventless transitions of the
//     state are tried the same way, microstep after microstep, until none is enabled or the state is
//     final; more than `maxIterations` of them in one macrostep is an error (a loop), not a hang;
//   - a final state ignores every event; an event no transition takes, with no eventless transition
//     enabled after it, returns the very snapshot it was given;
//   - the guards of eventless transitions see the event that started the macrostep (the initial
//     snapshot's: INIT_EVENT).

/** A transition: guard and action are names in the chart's `guards` and `actions`; the target a state's name. */
export interface TransitionDef {
  readonly guard?: string;
  readonly action?: string;
  readonly target?: string;
  readonly description?: string;
}

export interface StateDef {
  readonly type?: 'final';
  readonly description?: string;
  readonly meta?: { readonly [key: string]: unknown };
  readonly always?: readonly TransitionDef[];
  readonly on?: { readonly [eventType: string]: readonly TransitionDef[] };
}

export interface ChartDef {
  readonly id: string;
  readonly initial: string;
  readonly states: { readonly [name: string]: StateDef };
}

/** The event of the initial macrostep (what eventless guards see when the chart starts). */
export const INIT_EVENT = { type: 'chart.init' } as const;
export type InitEvent = typeof INIT_EVENT;

export interface EventObject {
  readonly type: string;
}

/** A chart's definition with its guard and action functions. C: the context; E: the events it takes. */
export interface Chart<C, E extends EventObject> {
  readonly definition: ChartDef;
  readonly guards: { readonly [name: string]: (context: C, event: E | InitEvent) => boolean };
  readonly actions: { readonly [name: string]: (context: C, event: E | InitEvent) => C };
  /** Eventless microsteps allowed in one macrostep (XState's `maxIterations`); 100 when absent. */
  readonly maxIterations?: number;
}

/** A snapshot: the active state, the context and whether a final state is reached. */
export interface ChartState<C> {
  readonly value: string;
  readonly context: C;
  readonly status: 'active' | 'done';
}

/** Eventless microsteps allowed in one macrostep: the chart's `maxIterations`, else 100. */
export const maxIterationsOf = <C, E extends EventObject>(chart: Chart<C, E>): number => chart.maxIterations ?? 100;

/**
 * Checks that every name a chart uses exists: the initial state, every target, guard and action.
 * Returns the chart (so a factory can end with `return defineChart(…)`); throws on the first problem.
 */
export function defineChart<C, E extends EventObject>(chart: Chart<C, E>): Chart<C, E> {
  const { id, initial, states } = chart.definition;
  const fail = (what: string) => { throw new Error(`chart ${id}: ${what}`); };
  if (!Object.hasOwn(states, initial)) fail(`the initial state ${initial} is not one of its states (${Object.keys(states).join(', ')})`);
  for (const [name, state] of Object.entries(states)) {
    const lists = [['always', state.always ?? []] as const, ...Object.entries(state.on ?? {}).map(([type, list]) => [`on ${type}`, list] as const)];
    if (state.type === 'final' && lists.some(([, list]) => list.length > 0)) fail(`the final state ${name} has transitions`);
    for (const [where, list] of lists) {
      list.forEach((t, k) => {
        const at = `state ${name}, ${where}, transition ${k + 1}`;
        if (t.target !== undefined && !Object.hasOwn(states, t.target)) fail(`${at}: no state ${t.target}`);
        if (t.guard !== undefined && !Object.hasOwn(chart.guards, t.guard)) fail(`${at}: no guard ${t.guard}`);
        if (t.action !== undefined && !Object.hasOwn(chart.actions, t.action)) fail(`${at}: no action ${t.action}`);
      });
    }
  }
  return chart;
}

function stateDef<C, E extends EventObject>(chart: Chart<C, E>, value: string): StateDef {
  const state = Object.hasOwn(chart.definition.states, value) ? chart.definition.states[value] : undefined;
  if (!state) throw new Error(`chart ${chart.definition.id}: no state ${JSON.stringify(value)} (its states: ${Object.keys(chart.definition.states).join(', ')})`);
  return state;
}

const snapshotOf = <C, E extends EventObject>(chart: Chart<C, E>, value: string, context: C): ChartState<C> => ({
  value, context, status: stateDef(chart, value).type === 'final' ? 'done' : 'active',
});

function enabled<C, E extends EventObject>(chart: Chart<C, E>, list: readonly TransitionDef[] | undefined, context: C, event: E | InitEvent): TransitionDef | undefined {
  if (!list) return undefined;
  for (const t of list) if (t.guard === undefined || (chart.guards[t.guard] as (c: C, e: E | InitEvent) => boolean)(context, event)) return t;
  return undefined;
}

/** One microstep: the transition's action, then its target (or the same state). */
function take<C, E extends EventObject>(chart: Chart<C, E>, s: ChartState<C>, t: TransitionDef, event: E | InitEvent): ChartState<C> {
  const context = t.action === undefined ? s.context : (chart.actions[t.action] as (c: C, e: E | InitEvent) => C)(s.context, event);
  return t.target === undefined ? { value: s.value, context, status: s.status } : snapshotOf(chart, t.target, context);
}

/** The eventless microsteps after an event, until none is enabled or the chart is done. */
function settle<C, E extends EventObject>(chart: Chart<C, E>, s: ChartState<C>, event: E | InitEvent): ChartState<C> {
  const max = maxIterationsOf(chart);
  let cur = s;
  const path: string[] = [];
  while (cur.status === 'active') {
    const t = enabled(chart, stateDef(chart, cur.value).always, cur.context, event);
    if (!t) break;
    path.push(cur.value);
    if (path.length > max) {
      throw new Error(`chart ${chart.definition.id}: more than ${max} eventless transitions in one step after event ${event.type} (a loop of always transitions?): … ${path.slice(-6).join(' → ')} → …`);
    }
    cur = take(chart, cur, t, event);
  }
  return cur;
}

/** The chart's first snapshot: its initial state with this context, after its eventless transitions. */
export function initialState<C, E extends EventObject>(chart: Chart<C, E>, context: C): ChartState<C> {
  return settle(chart, snapshotOf(chart, chart.definition.initial, context), INIT_EVENT);
}

/** The snapshot after an event (the same snapshot when nothing happens). */
export function transition<C, E extends EventObject>(chart: Chart<C, E>, s: ChartState<C>, event: E): ChartState<C> {
  if (s.status !== 'active') return s;
  const on = stateDef(chart, s.value).on;
  const t = on && Object.hasOwn(on, event.type) ? enabled(chart, on[event.type], s.context, event) : undefined;
  return settle(chart, t ? take(chart, s, t, event) : s, event);
}

/** A snapshot from a state's name and a context, as XState's resolveState: no transition is taken. */
export function resolveState<C, E extends EventObject>(chart: Chart<C, E>, config: { readonly value: string; readonly context: C }): ChartState<C> {
  return snapshotOf(chart, config.value, config.context);
}
