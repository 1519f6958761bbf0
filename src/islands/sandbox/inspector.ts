// Development only (imported behind import.meta.env.DEV, so the production build has none of it):
// connects the Stately inspector to an actor of the rules chart that follows the sandbox. Stepping
// forward sends the chart the same event the flow applied; any other move starts a fresh actor at
// the step shown. The flow runs the chart with its own interpreter (flow/statechart.ts); here
// XState runs the same chart (flow/xstate-chart.ts), for the inspector.
//
// XState runs the chart's guards and actions on the states it is given, so they must be whole. A
// branch's are (live.ts runs the rules); the scripted line's are not: the page carries them lean
// (src/components/sandbox-core.ts leanGame: no random state, no frame ids, lean frames), so the
// inspector plays the script again with the rules, once, and follows those states.
import { createBrowserInspector } from '@statelyai/inspect';
import { createActor } from 'xstate';
import { rulesChart, type FlowEvent } from '../../flow/machine.ts';
import { toXState } from '../../flow/xstate-chart.ts';
import { decision } from '../../flow/run.ts';
import type { Timeline } from './timeline.ts';
import type { SandboxData, Snapshot } from './types.ts';

export interface InspectorLink {
  /** Follows the sandbox to `step` of `t`; `choiceKey` is the choice taken at the step before, if it was a decision. */
  show(t: Timeline, step: number, choiceKey: string | null): void;
  stop(): void;
}

export type LineData = Pick<SandboxData, 'setup' | 'until' | 'sight'>;

/** The whole states of a timeline: a branch's own, the scripted line's played again with the rules (once). */
export function wholeStates(data: LineData): (t: Timeline) => Promise<readonly Snapshot[]> {
  let script: Promise<readonly Snapshot[]> | null = null;
  return (t) => {
    if (!t.scripted) return Promise.resolve(t.snapshots);
    script ??= import('./live.ts').then(async (live) => {
      await live.prepare(data.setup);
      const res = await live.buildLine(data, t.choices);
      if (!res.ok) throw new Error(`The inspector could not play the scenario's script again: ${res.reason}.`);
      return res.timeline.snapshots;
    });
    return script;
  };
}

export function connectInspector(data: LineData, t: Timeline, step: number): InspectorLink {
  const rulesMachine = toXState(rulesChart);
  const inspector = createBrowserInspector();
  const whole = wholeStates(data);
  const start = (s: Snapshot) => {
    const snapshot = rulesMachine.resolveState({ value: s.state, context: { game: s.game } });
    return createActor(rulesMachine, { snapshot, input: { game: s.game }, inspect: inspector.inspect }).start();
  };
  let actor: ReturnType<typeof start> | null = null;
  let shown: Snapshot | null = null;
  let stopped = false;
  const follow = async (line: Timeline, at: number, choiceKey: string | null) => {
    const states = await whole(line);
    const cur = states[at];
    if (stopped || !cur) return;
    const prev = at > 0 ? states[at - 1] ?? null : null;
    if (actor && prev && prev === shown) {
      const input = choiceKey ? decision(prev)?.choices.find((c) => c.key === choiceKey)?.input : undefined;
      const event: FlowEvent | undefined = prev.state === 'resolving' ? { type: 'rule.step' } : input;
      if (event) {
        actor.send(event);
        shown = cur;
        return;
      }
    }
    actor?.stop();
    actor = start(cur);
    shown = cur;
  };
  // One move at a time, in order; an error is logged and the next move starts afresh.
  let queue = Promise.resolve();
  const show = (line: Timeline, at: number, choiceKey: string | null) => {
    queue = queue.then(() => follow(line, at, choiceKey)).catch((e: unknown) => { console.error(e); actor?.stop(); actor = null; shown = null; });
  };
  show(t, step, null);
  return {
    show,
    stop() {
      stopped = true;
      actor?.stop();
      inspector.stop();
    },
  };
}
