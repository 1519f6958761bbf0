// The chart interpreter (src/flow/statechart.ts) on small charts of its own, good and bad: the
// semantics it takes from XState v5 (first enabled transition in document order, eventless
// transitions after every event, actions before the target, final states, refused events), and
// clear errors for a loop of eventless transitions and for names a chart does not define. The same
// charts through XState (src/flow/xstate-chart.ts) where it shows the two agree.
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition as xTransition } from 'xstate';
import { defineChart, initialState, INIT_EVENT, resolveState, transition, type Chart, type ChartDef, type InitEvent } from '../../src/flow/statechart.ts';
import { toXState } from '../../src/flow/xstate-chart.ts';

interface Ctx { readonly n: number; readonly seen: readonly string[] }
type Ev = { readonly type: 'inc' } | { readonly type: 'go'; readonly to: 'b' | 'c' } | { readonly type: 'stop' };

const guards = {
  small: (c: Ctx) => c.n < 3,
  big: (c: Ctx) => c.n >= 3,
  toB: (_c: Ctx, e: Ev | InitEvent) => e.type === 'go' && e.to === 'b',
  always: () => true,
  atInit: (_c: Ctx, e: Ev | InitEvent) => e.type === INIT_EVENT.type,
};
const actions = {
  inc: (c: Ctx, e: Ev | InitEvent) => ({ n: c.n + 1, seen: [...c.seen, e.type] }),
  note: (c: Ctx, e: Ev | InitEvent) => ({ ...c, seen: [...c.seen, `note ${e.type}`] }),
};
const chartOf = (definition: ChartDef, maxIterations?: number): Chart<Ctx, Ev> =>
  defineChart<Ctx, Ev>({ definition, guards, actions, ...(maxIterations === undefined ? {} : { maxIterations }) });

// a: `inc` counts (targetless); past 2 the eventless transition leaves for b. `go` takes the first
// transition whose guard holds: to b, else to c. b goes on to c by itself; c is final.
const COUNTER = chartOf({
  id: 'counter',
  initial: 'a',
  states: {
    a: {
      always: [{ guard: 'big', target: 'b' }],
      on: { inc: [{ guard: 'small', action: 'inc' }], go: [{ guard: 'toB', action: 'note', target: 'b' }, { action: 'inc', target: 'c' }] },
    },
    b: { always: [{ guard: 'big', target: 'c' }], on: { inc: [{ action: 'inc' }] } },
    c: { type: 'final' },
  },
});
const start = (n = 0) => initialState(COUNTER, { n, seen: [] });

describe('the chart interpreter', () => {
  it('takes the first enabled transition in document order; its action runs before the target is entered', () => {
    const toB = transition(COUNTER, start(), { type: 'go', to: 'b' });
    expect(toB).toEqual({ value: 'b', context: { n: 0, seen: ['note go'] }, status: 'active' });
    const toC = transition(COUNTER, start(), { type: 'go', to: 'c' }); // the first guard fails: the second transition
    expect(toC).toEqual({ value: 'c', context: { n: 1, seen: ['go'] }, status: 'done' });
  });

  it('a transition without a target stays; the eventless transitions are tried after it, and see its action', () => {
    let s = start();
    for (let k = 0; k < 2; k++) s = transition(COUNTER, s, { type: 'inc' });
    expect(s.value).toBe('a');
    s = transition(COUNTER, s, { type: 'inc' }); // n = 3: a → b → c by eventless transitions, in the same step
    expect(s).toEqual({ value: 'c', context: { n: 3, seen: ['inc', 'inc', 'inc'] }, status: 'done' });
    expect(start(5).value).toBe('c'); // and when the chart starts
  });

  it('returns the very snapshot it was given for an event no transition takes, an unknown event, and any event in a final state', () => {
    const s = transition(COUNTER, transition(COUNTER, transition(COUNTER, start(), { type: 'inc' }), { type: 'inc' }), { type: 'inc' });
    const a = resolveState(COUNTER, { value: 'a', context: { n: 2, seen: [] } });
    expect(transition(COUNTER, a, { type: 'stop' })).toBe(a);
    for (const type of ['toString', '__proto__', 'constructor']) expect(transition(COUNTER, a, { type } as unknown as Ev)).toBe(a);
    expect(s.status).toBe('done');
    expect(transition(COUNTER, s, { type: 'inc' })).toBe(s);
  });

  it('after a refused event, still takes an enabled eventless transition (a snapshot made by resolveState), as XState does', () => {
    const b = resolveState(COUNTER, { value: 'b', context: { n: 4, seen: [] } }); // resolveState takes no transition
    expect(b.value).toBe('b');
    expect(transition(COUNTER, b, { type: 'stop' }).value).toBe('c');
    const machine = toXState(COUNTER);
    const xb = machine.resolveState({ value: 'b', context: { n: 4, seen: [] } });
    const actor = createActor(machine, { snapshot: xb, input: { n: 4, seen: [] } }).start();
    actor.send({ type: 'stop' });
    expect(actor.getSnapshot().value).toBe('c');
    actor.stop();
  });

  it('gives the initial step\'s eventless guards the chart\'s init event', () => {
    const chart = chartOf({ id: 'init', initial: 'a', states: { a: { always: [{ guard: 'atInit', action: 'note', target: 'b' }] }, b: {} } });
    expect(initialState(chart, { n: 0, seen: [] })).toEqual({ value: 'b', context: { n: 0, seen: ['note chart.init'] }, status: 'active' });
    expect(createActor(toXState(chart), { input: { n: 0, seen: [] } }).getSnapshot().context.seen).toEqual(['note chart.init']);
  });

  it('throws a clear error, and does not hang, on a loop of eventless transitions (XState too, with the same bound)', () => {
    const loop = chartOf({ id: 'loop', initial: 'a', states: { a: { on: { inc: [{ target: 'b' }] } }, b: { always: [{ guard: 'always', target: 'c' }] }, c: { always: [{ target: 'b' }] } } }, 50);
    const a = initialState(loop, { n: 0, seen: [] });
    expect(() => transition(loop, a, { type: 'inc' })).toThrow(/^chart loop: more than 50 eventless transitions in one step after event inc \(a loop of always transitions\?\): … (c → b → ){3}…$/);
    expect(() => initialState(chartOf({ id: 'self', initial: 'a', states: { a: { always: [{ action: 'inc' }] } } }), { n: 0, seen: [] })).toThrow(/chart self: more than 100 eventless transitions .* after event chart\.init/);
    const machine = toXState(loop);
    expect(() => xTransition(machine, initialTransition(machine, { n: 0, seen: [] })[0], { type: 'inc' })).toThrow(/^Infinite loop detected: the machine has processed more than 51 microsteps/);
  });

  it('refuses a chart that names what it does not define, or a snapshot of a state it does not have', () => {
    const bad = (states: ChartDef['states'], initial = 'a') => () => chartOf({ id: 'bad', initial, states });
    expect(bad({ a: {} }, 'z')).toThrow('chart bad: the initial state z is not one of its states (a)');
    expect(bad({ a: { on: { inc: [{ target: 'z' }] } } })).toThrow('chart bad: state a, on inc, transition 1: no state z');
    expect(bad({ a: { always: [{ target: 'a' }, { guard: 'nope' }] } })).toThrow('chart bad: state a, always, transition 2: no guard nope');
    expect(bad({ a: { on: { go: [{ action: 'nope' }] } } })).toThrow('chart bad: state a, on go, transition 1: no action nope');
    expect(bad({ a: { type: 'final', on: { inc: [{}] } } })).toThrow('chart bad: the final state a has transitions');
    expect(() => resolveState(COUNTER, { value: 'z', context: { n: 0, seen: [] } })).toThrow('chart counter: no state "z" (its states: a, b, c)');
  });
});
