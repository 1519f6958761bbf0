// The chart's two ways through automatic rule events: `rule.step` (one event per transition, what
// the sandbox shows) and `rule.settle` (every event up to the next decision in one transition, what
// a client playing a game uses). They must be the same rules: same states, same decisions.
import { describe, expect, it } from 'vitest';
import { randomSetup } from '../../src/engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../../src/engine/skills/heroes/index.ts';
import { decision, fromGame, send, settle, startGame, step, type Snapshot } from '../../src/flow/run.ts';
import { inputEvent, rulesChart } from '../../src/flow/machine.ts';
import { resolveState, transition } from '../../src/flow/statechart.ts';
import { toXState } from '../../src/flow/xstate-chart.ts';
import { getMicrosteps } from 'xstate';
import { playFlowGame } from '../../src/flow/random-flow.ts';

/** Two games waiting for a decision, a choice legal in both (by key) and one legal in the first only. */
function twoGames() {
  const a = settle(startGame(randomSetup(21, 5, IMPLEMENTED_HEROES)));
  const b = settle(startGame(randomSetup(22, 5, IMPLEMENTED_HEROES)));
  const da = decision(a);
  const db = decision(b);
  if (!da || !db) throw new Error('no decision');
  const shared = da.choices.find((c) => db.choices.some((x) => x.key === c.key));
  const foreign = da.choices.find((c) => !db.choices.some((x) => x.key === c.key));
  if (!shared || !foreign) throw new Error('the two games need a shared and an unshared choice');
  return { a, b, shared, foreign };
}

const machineOf = (s: Snapshot) => resolveState(rulesChart, { value: s.state, context: { game: s.game } });

function stepToDecision(s: Snapshot): { snapshot: Snapshot; steps: number } {
  let cur = s;
  let steps = 0;
  while (cur.state === 'resolving') { cur = step(cur); steps++; }
  return { snapshot: cur, steps };
}

describe('rule.settle', () => {
  it('reaches the same snapshot as stepping one rule event at a time', () => {
    let a = startGame(randomSetup(7, 5, IMPLEMENTED_HEROES));
    let b = a;
    let events = 0;
    for (let k = 0; k < 40 && a.state !== 'over'; k++) {
      const stepped = stepToDecision(a);
      events += stepped.steps;
      a = stepped.snapshot;
      b = settle(b);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      const d = decision(a);
      if (!d) break;
      const key = (d.choices[k % d.choices.length] as { key: string }).key;
      a = send(a, key);
      b = send(b, key);
    }
    expect(events).toBeGreaterThan(100); // the comparison crossed many automatic events
  });

  it('settles after an input in the same transition when asked to', () => {
    let s = settle(startGame(randomSetup(9, 5, IMPLEMENTED_HEROES)));
    for (let k = 0; k < 30 && s.state !== 'over'; k++) {
      const d = decision(s);
      if (!d) break;
      const key = (d.choices[(k * 7) % d.choices.length] as { key: string }).key;
      const both = send(s, key, { settle: true });
      const apart = settle(send(s, key));
      expect(JSON.stringify(both)).toBe(JSON.stringify(apart));
      expect(both.state).not.toBe('resolving');
      s = both;
    }
  });

  it('does nothing while a decision is pending or after the game is over', () => {
    const s = settle(startGame(randomSetup(3, 5, IMPLEMENTED_HEROES)));
    expect(s.state).not.toBe('resolving');
    expect(settle(s)).toBe(s);
    expect(step(s)).toBe(s);
  });

  it('works from a snapshot read back from JSON', () => {
    const s = startGame(randomSetup(11, 5, IMPLEMENTED_HEROES));
    const back = fromGame(JSON.parse(JSON.stringify(s.game)));
    expect(JSON.stringify(settle(back))).toBe(JSON.stringify(settle(s)));
  });

  it('plays the same random game as one transition per rule event', () => {
    for (const seed of [1, 2, 3]) {
      const fast = playFlowGame(seed);
      const slow = playFlowGame(seed, { everyStep: true });
      expect(fast.inputs).toEqual(slow.inputs);
      expect(JSON.stringify(fast.final)).toBe(JSON.stringify(slow.final));
      expect(fast.final.game.winner).not.toBeNull();
      expect(fast.transitions).toBeLessThan(slow.transitions / 3);
    }
  }, 60_000); // six whole games: 4.3 s on main under today's load (load average 25), past the 5 s default

  it('goes from window to window in one microstep when an input is sent with settle', () => {
    // (XState lists the microsteps of a transition; it runs the same chart, xstate-chart.ts.)
    const rulesMachine = toXState(rulesChart);
    const s = settle(startGame(randomSetup(5, 5, IMPLEMENTED_HEROES)));
    const m = rulesMachine.resolveState({ value: s.state, context: { game: s.game } });
    const d = decision(s);
    if (!d) throw new Error('no decision');
    const input = (d.choices[0] as { input: object }).input;
    const settled = getMicrosteps(rulesMachine, m, { ...input, settle: true } as never);
    expect(settled).toHaveLength(1); // straight to the next window, not through resolving
    expect(String(settled[0]?.[0].value)).toBe(send(s, (d.choices[0] as { key: string }).key, { settle: true }).state);
    const plain = getMicrosteps(rulesMachine, m, input as never);
    expect(String(plain[plain.length - 1]?.[0].value)).toBe('resolving'); // without settle: one rule event at a time
  });

  it('keys the kept outcome of a settled input by game and event, not by event alone', () => {
    // The same event object sent to two different games must give each game its own outcome.
    const { a, b, shared } = twoGames();
    const event = { ...shared.input, settle: true } as never;
    const ra = transition(rulesChart, machineOf(a), event);
    const rb = transition(rulesChart, machineOf(b), event);
    expect(JSON.stringify(rb.context.game)).toBe(JSON.stringify(settle(send(b, shared.key)).game));
    expect(JSON.stringify(ra.context.game)).toBe(JSON.stringify(settle(send(a, shared.key)).game));
    expect(JSON.stringify(ra.context.game)).not.toBe(JSON.stringify(rb.context.game));
  });

  it('an event made from one game\'s choice is judged afresh in another game', () => {
    // `inputEvent` remembers the input it copied so that its choice is found without writing a key;
    // in a game where that input object is not a choice, the event must still be judged by its content.
    const { b, shared, foreign } = twoGames();
    const legal = transition(rulesChart, machineOf(b), inputEvent(shared.input, true));
    expect(JSON.stringify(legal.context.game)).toBe(JSON.stringify(settle(send(b, shared.key)).game));
    const before = machineOf(b);
    const refused = transition(rulesChart, before, inputEvent(foreign.input, true));
    expect(refused).toBe(before); // not legal in game b: nothing happens, the very same snapshot
    expect(refused.context.game).toBe(b.game);
    expect(refused.value).toBe(b.state);
  });

  it('an input event and a snapshot carry nothing hidden into JSON or key lists', () => {
    const s = settle(startGame(randomSetup(5, 5, IMPLEMENTED_HEROES)));
    const d = decision(s);
    if (!d) throw new Error('no decision');
    const input = (d.choices[0] as { input: object }).input as Parameters<typeof inputEvent>[0];
    expect(JSON.stringify(inputEvent(input, true))).toBe(JSON.stringify({ ...input, settle: true }));
    expect(Object.keys(inputEvent(input, false))).toEqual(Object.keys(input));
    const next = send(s, input, { settle: true });
    expect(Object.keys(next)).toEqual(['state', 'game']);
    expect(JSON.parse(JSON.stringify(next))).toEqual({ state: next.state, game: JSON.parse(JSON.stringify(next.game)) });
    // a copy has lost the chart snapshot it was made from and still steps on the same way
    const copy = { ...next };
    const d2 = decision(copy);
    if (!d2) throw new Error('no decision');
    const key = (d2.choices[d2.choices.length - 1] as { key: string }).key;
    expect(JSON.stringify(send(copy, key, { settle: true }))).toBe(JSON.stringify(send(next, key, { settle: true })));
  });
});
