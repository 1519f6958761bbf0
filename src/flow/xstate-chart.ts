// Development and tests only: a chart of statechart.ts as an XState v5 machine, the same states,
// transitions, guards and actions. The Stately inspector shows it (src/islands/sandbox/inspector.ts,
// behind import.meta.env.DEV), and tests/unit/chart-differential.test.ts checks that XState and our
// interpreter take every game through the same states and games. Nothing the browser loads in
// production may import this file: scripts/budget.mjs fails a build with XState in any chunk, and
// the lint (eslint.config.js) allows xstate in src/flow in this file only.
import { assign, setup, type MachineContext } from 'xstate';
import { INIT_EVENT, maxIterationsOf, type Chart, type EventObject, type InitEvent, type StateDef, type TransitionDef } from './statechart.ts';

type Args<C, E> = { readonly context: C; readonly event: E | { readonly type: 'xstate.init' } };

const mapValues = <A, B>(r: { readonly [k: string]: A }, f: (a: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v)]));

const toTransition = (t: TransitionDef) => ({
  ...(t.guard === undefined ? {} : { guard: t.guard }),
  ...(t.action === undefined ? {} : { actions: t.action }),
  ...(t.target === undefined ? {} : { target: t.target }),
  ...(t.description === undefined ? {} : { description: t.description }),
});

const toState = (s: StateDef) => ({
  ...(s.type === undefined ? {} : { type: s.type }),
  ...(s.description === undefined ? {} : { description: s.description }),
  ...(s.meta === undefined ? {} : { meta: s.meta }),
  ...(s.always === undefined ? {} : { always: s.always.map(toTransition) }),
  ...(s.on === undefined ? {} : { on: mapValues(s.on, (list) => list.map(toTransition)) }),
});

/**
 * The XState machine of a chart. Its input is the initial context. XState's initial event
 * (xstate.init) reaches the guards as the chart's own (INIT_EVENT); its `maxIterations` is set so
 * that it throws on the same loop of eventless transitions as the interpreter.
 */
export function toXState<C extends MachineContext, E extends EventObject>(chart: Chart<C, E>) {
  const ours = (event: Args<C, E>['event']): E | InitEvent => (event.type === 'xstate.init' ? INIT_EVENT : (event as E));
  const guards = mapValues(chart.guards, (g) => ({ context, event }: Args<C, E>) => g(context, ours(event)));
  const actions = mapValues(chart.actions, (a) => assign(({ context, event }: Args<C, E>) => a(context, ours(event))));
  const { id, initial, states } = chart.definition;
  return setup({
    types: { context: {} as C, events: {} as E, input: {} as C },
    // XState types guards and actions by the names it is given; ours are checked by defineChart.
    guards: guards as Record<string, never>,
    actions: actions as Record<string, never>,
  }).createMachine({
    id,
    initial,
    context: ({ input }) => input,
    states: mapValues(states, toState),
    options: { maxIterations: maxIterationsOf(chart) + 1 }, // XState counts the microstep it throws at
  });
}
