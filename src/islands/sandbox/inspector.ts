// Development only (imported behind import.meta.env.DEV, so the production build has none of it):
// connects the Stately inspector to an actor of the rules chart that follows the sandbox. Stepping
// forward sends the chart the same event the flow applied; any other move starts a fresh actor at
// the snapshot shown. The flow runs the chart with its own interpreter (flow/statechart.ts); here
// XState runs the same chart (flow/xstate-chart.ts), for the inspector.
import { createBrowserInspector } from '@statelyai/inspect';
import { createActor } from 'xstate';
import { rulesChart, type FlowEvent } from '../../flow/machine.ts';
import { toXState } from '../../flow/xstate-chart.ts';
import { decision, type Snapshot } from '../../flow/run.ts';

export interface InspectorLink {
  show(prev: Snapshot | null, cur: Snapshot, choiceKey: string | null): void;
  stop(): void;
}

export function connectInspector(first: Snapshot): InspectorLink {
  const rulesMachine = toXState(rulesChart);
  const inspector = createBrowserInspector();
  const start = (s: Snapshot) => {
    const snapshot = rulesMachine.resolveState({ value: s.state, context: { game: s.game } });
    return createActor(rulesMachine, { snapshot, input: { game: s.game }, inspect: inspector.inspect }).start();
  };
  let actor = start(first);
  let shown = first;
  return {
    show(prev, cur, choiceKey) {
      if (prev === shown) {
        const input = choiceKey ? decision(prev)?.choices.find((c) => c.key === choiceKey)?.input : undefined;
        const event: FlowEvent | undefined = prev.state === 'resolving' ? { type: 'rule.step' } : input;
        if (event) {
          actor.send(event);
          shown = cur;
          return;
        }
      }
      actor.stop();
      actor = start(cur);
      shown = cur;
    },
    stop() {
      actor.stop();
      inspector.stop();
    },
  };
}
