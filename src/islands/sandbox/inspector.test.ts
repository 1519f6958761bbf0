// The development inspector follows whole states: XState runs the chart's guards and actions on
// them, and a scenario page's scripted states are lean (sandbox-core.ts leanGame). wholeStates plays
// the script again with the rules; XState, started at any of those states and sent the event the
// flow applied, reaches the next one. The lean states themselves are what used to fail.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sandboxData } from '../../components/sandbox-build.ts';
import { rulesChart, type FlowEvent } from '../../flow/machine.ts';
import { decision } from '../../flow/run.ts';
import { toXState } from '../../flow/xstate-chart.ts';
import { wholeStates } from './inspector.ts';
import { scriptedTimeline, type Timeline } from './timeline.ts';
import type { Snapshot } from './types.ts';

const machine = toXState(rulesChart);

/** XState's state after the event that took the line from step `at` to the next, started at step `at`'s state. */
function xstateNext(t: Timeline, states: readonly Snapshot[], at: number): { value: unknown; game: unknown } {
  const s = states[at] as Snapshot;
  const k = t.decisionSteps.indexOf(at);
  const key = k === -1 ? null : t.decisions.get(at)?.choices[t.choices[k] ?? -1]?.key ?? null;
  const event: FlowEvent | undefined = s.state === 'resolving' ? { type: 'rule.step' } : decision(s)?.choices.find((c) => c.key === key)?.input;
  if (!event) throw new Error(`no event at step ${at}`);
  const actor = createActor(machine, { snapshot: machine.resolveState({ value: s.state, context: { game: s.game } }), input: { game: s.game } });
  actor.subscribe({ error: () => undefined }); // an action's error: read from the snapshot below, not thrown later
  actor.start();
  actor.send(event);
  const snap = actor.getSnapshot();
  actor.stop();
  if (snap.status === 'error') throw snap.error instanceof Error ? snap.error : new Error(String(snap.error));
  return { value: snap.value, game: snap.context.game };
}

describe('inspector.ts wholeStates', () => {
  for (const id of ['chain-fire-strike', 'duel-lubu-user', 'lightning-hit']) {
    it(`${id}: the script's whole states have the scripted line's chart states, and XState steps through them`, async () => {
      const data = sandboxData(id, 'test');
      const t = scriptedTimeline(data);
      const states = await wholeStates(data)(t);
      expect(states.map((s) => s.state)).toEqual(t.snapshots.map((s) => s.state));
      expect(states.map((s) => s.game.log.length)).toEqual(t.snapshots.map((s) => s.game.log.length));
      for (let at = 0; at + 1 < states.length; at++) {
        const next = states[at + 1] as Snapshot;
        expect(xstateNext(t, states, at), `step ${at}`).toEqual({ value: next.state, game: next.game });
      }
    });
  }

  it('a lean scripted state is not enough for XState (why the inspector plays the script again)', () => {
    const data = sandboxData('chain-fire-strike', 'test');
    const t = scriptedTimeline(data);
    const at = t.snapshots.findIndex((s, i) => s.state === 'resolving' && i + 1 < t.snapshots.length && i > 0);
    expect(() => xstateNext(t, t.snapshots, at)).toThrow(/lost/); // the error the inspector used to show in development
  });

  it('a branch is followed on its own states, with no second play', async () => {
    const data = sandboxData('lightning-hit', 'test');
    const branch: Timeline = { ...scriptedTimeline(data), scripted: false };
    expect(await wholeStates(data)(branch)).toBe(branch.snapshots);
  });
});
