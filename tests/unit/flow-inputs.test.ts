// Every input type reaches a transition: the chart has a window per decision kind (WINDOW_TEXT) and,
// in each, a transition per input type (INPUT_TYPE_TEXT); both are records keyed by the engine's
// unions, so the compiler checks they are complete. XState drops an event that no transition
// handles without an error, so the random games below also check that no legal input is dropped.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { INPUT_TYPE_TEXT, rulesMachine, WINDOW_INFO } from '../../src/flow/machine.ts';
import { playFlowGame } from '../../src/flow/random-flow.ts';
import { decision, send, settle, startGame } from '../../src/flow/run.ts';
import { randomInt } from '../../src/engine/rng.ts';
import { randomSetup } from '../../src/engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../../src/engine/skills/heroes/index.ts';
import type { Choice, Input } from '../../src/engine/types.ts';

const inputTypes = Object.keys(INPUT_TYPE_TEXT) as Input['type'][];

describe('the chart takes every input type', () => {
  it('has a window for every decision kind, each with transitions for every input type', () => {
    for (const w of WINDOW_INFO) {
      const node = rulesMachine.states[w.kind];
      expect(node, w.kind).toBeDefined();
      for (const t of inputTypes) expect(node?.on[t]?.length ?? 0, `${w.kind} ${t}`).toBeGreaterThan(0);
    }
  });

  it('XState drops an event no transition handles, with no error (why the check matters)', () => {
    const actor = createActor(rulesMachine, { input: playFlowGame(1, { players: 2 }).final.game });
    actor.start();
    const before = actor.getSnapshot();
    actor.send({ type: 'general.reveal' } as unknown as { type: 'rule.step' });
    expect(actor.getSnapshot()).toBe(before);
    actor.stop();
  });

  it('no legal input is dropped in random games, whatever its type', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = startGame(randomSetup(seed, 2 + (seed % 9), IMPLEMENTED_HEROES));
      let pick = seed;
      for (let n = 0; s.state !== 'over' && n < 5000; n++) {
        if (s.state === 'resolving') { s = settle(s); continue; }
        const choices = decision(s)?.choices ?? [];
        expect(choices.length, `a decision in ${s.state}`).toBeGreaterThan(0);
        for (const c of choices.slice(0, 4)) {
          seen.add(c.input.type);
          expect(send(s, c.input).game, `${c.input.type} in ${s.state} dropped`).not.toBe(s.game);
        }
        const r = randomInt(pick, choices.length);
        pick = r.seed;
        s = send(s, (choices[r.value] as Choice).input, { settle: true });
      }
      expect(s.state, `game ${seed} ends`).toBe('over');
    }
    expect([...seen].every((t) => inputTypes.includes(t as Input['type']))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(6);
  }, 120_000);
});
