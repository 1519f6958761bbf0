// Every input type reaches a transition: the chart has a window per decision kind (WINDOW_TEXT) and,
// in each, a transition per input type (INPUT_TYPES); both are records keyed by the engine's
// unions, so the compiler checks they are complete. The chart (like XState) drops an event that no
// transition handles without an error, so the random games below also check that no legal input is dropped,
// each within a bound on its steps (a loop is reported, not run forever); both checks are fed a bad case.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkCore, createMachine, INPUT_TYPES, rulesChart, WINDOW_INFO } from '../../src/flow/machine.ts';
import { defineChart, initialState, transition, type Chart } from '../../src/flow/statechart.ts';
import { toXState } from '../../src/flow/xstate-chart.ts';
import { SANGUOSHA } from '../../src/flow/sanguosha.ts';
import { createFlow, decision, send, settle, startGame, type Snapshot } from '../../src/flow/run.ts';
import { randomInt } from '../../src/engine/rng.ts';
import { randomSetup } from '../../src/engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../../src/engine/skills/heroes/index.ts';
import type { Choice, Input } from '../../src/engine/types.ts';

const inputTypes = Object.keys(INPUT_TYPES) as Input['type'][];

describe('the chart takes every input type', () => {
  it('has a window for every decision kind, each with transitions for every input type', () => {
    for (const w of WINDOW_INFO) {
      const node = rulesChart.definition.states[w.kind];
      expect(node, w.kind).toBeDefined();
      for (const t of inputTypes) expect(node?.on?.[t]?.length ?? 0, `${w.kind} ${t}`).toBeGreaterThan(0);
    }
  });

  it('names only states, guards and actions it has (createMachine leaves the check to defineChart, here)', () => {
    expect(defineChart(rulesChart)).toBe(rulesChart);
    const { definition } = rulesChart;
    const resolving = definition.states['resolving'] ?? {};
    const stray: Chart<unknown, { type: string }> = { ...rulesChart, definition: { ...definition, states: { ...definition.states, resolving: { ...resolving, always: [...(resolving.always ?? []), { guard: 'awaits.nothing', target: 'over' }] } } } } as Chart<unknown, { type: string }>;
    expect(() => defineChart(stray)).toThrow(/chart game: state resolving, always, transition \d+: no guard awaits.nothing/);
    expect(() => checkCore(SANGUOSHA)).not.toThrow();
    const withOver = { ...SANGUOSHA.windows, over: SANGUOSHA.over }; // a window named as the chart's final state
    expect(() => checkCore({ ...SANGUOSHA, windows: withOver })).toThrow('createMachine: a decision kind may not be named over (the chart has a state of that name)');
  });

  it('the chart, as XState, drops an event no transition handles, with no error (why the check matters)', () => {
    const game = settle(startGame(randomSetup(1, 2, IMPLEMENTED_HEROES))).game;
    const unknown = { type: 'general.reveal' } as unknown as { type: 'rule.step' };
    const before = initialState(rulesChart, { game });
    expect(before.value).toBe('play');
    expect(transition(rulesChart, before, unknown)).toBe(before);
    const actor = createActor(toXState(rulesChart), { input: { game } });
    actor.start();
    const xBefore = actor.getSnapshot();
    actor.send(unknown);
    expect(actor.getSnapshot()).toBe(xBefore);
    actor.stop();
  });

  it('no legal input is dropped in random games, whatever its type; every game ends within the step bound', () => {
    const seen = new Set<string>();
    const starts = Array.from({ length: 12 }, (_, k) => startGame(randomSetup(k + 1, 2 + ((k + 1) % 9), IMPLEMENTED_HEROES)));
    expect(inputProblems(SANGUOSHA_FLOW, starts, MAX_STEPS, seen)).toEqual([]);
    expect([...seen].every((t) => inputTypes.includes(t as Input['type']))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('the check can fail: a chart missing an input type drops it, and a game past the step bound is reported', () => {
    // A core whose list of input types leaves one out (the record type forbids it; the cast stands for a mistake).
    const { 'phase.end': _left, ...fewer } = INPUT_TYPES;
    const broken = { ...SANGUOSHA, inputTypes: fewer as typeof INPUT_TYPES };
    const flow = createFlow(broken, createMachine(broken));
    const start = flow.startGame(randomSetup(1, 2, IMPLEMENTED_HEROES));
    expect(inputProblems(flow, [start], MAX_STEPS, new Set())).toContain('phase.end in play dropped');
    expect(inputProblems(SANGUOSHA_FLOW, [startGame(randomSetup(1, 2, IMPLEMENTED_HEROES))], 3, new Set())).toEqual(['game 1 did not end within 3 steps']);
  });
});

/** At most this many chart steps a game: a chart that loops (a decision kind with no window) is reported, not run forever. */
const MAX_STEPS = 5000;

type SanguoshaFlow = Pick<typeof SANGUOSHA_FLOW, 'decision' | 'send' | 'settle'>;
const SANGUOSHA_FLOW = { decision, send, settle };

/**
 * Plays each game with random legal inputs (settled), and before each, sends up to 4 of the legal
 * inputs to check the chart takes them (the game changes). Returns what went wrong: an input
 * dropped, a decision with no choice, a game not over within `maxSteps`.
 */
function inputProblems(flow: SanguoshaFlow, starts: readonly Snapshot[], maxSteps: number, seen: Set<string>): string[] {
  const problems: string[] = [];
  starts.forEach((start, k) => {
    let s = start;
    let pick = k + 1;
    let n = 0;
    for (; s.state !== 'over' && n < maxSteps; n++) {
      if (s.state === 'resolving') { s = flow.settle(s); continue; }
      const choices = flow.decision(s)?.choices ?? [];
      if (choices.length === 0) { problems.push(`a decision with no choice in ${s.state}`); return; }
      for (const c of choices.slice(0, 4)) {
        seen.add(c.input.type);
        if (flow.send(s, c.input).game === s.game) problems.push(`${c.input.type} in ${s.state} dropped`);
      }
      const r = randomInt(pick, choices.length);
      pick = r.seed;
      s = flow.send(s, (choices[r.value] as Choice).input, { settle: true });
    }
    if (s.state !== 'over') problems.push(`game ${k + 1} did not end within ${maxSteps} steps`);
  });
  return problems;
}
