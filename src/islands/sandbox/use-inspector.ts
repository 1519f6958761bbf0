// Development only: the "Inspect chart" button. In a production build import.meta.env.DEV is false,
// so `connect` is null and the dynamic import of the inspector (and @statelyai/inspect) is dropped.
import { useRef } from 'preact/hooks';
import type { InspectorLink } from './inspector.ts';
import type { Timeline } from './timeline.ts';
import type { Snapshot } from './types.ts';

export interface InspectorHook {
  readonly connect: (() => void) | null;
  follow(prev: Snapshot | null, cur: Snapshot, step: number, t: Timeline): void;
}

export function useInspector(cur: Snapshot): InspectorHook {
  const link = useRef<InspectorLink | null>(null);
  const shown = useRef(cur);
  shown.current = cur;
  if (!import.meta.env.DEV) return { connect: null, follow: () => undefined };
  return {
    connect: () => {
      link.current?.stop();
      void import('./inspector.ts').then((m) => { link.current = m.connectInspector(shown.current); });
    },
    follow: (prev, snap, step, t) => {
      const k = t.decisionSteps.indexOf(step - 1);
      const key = k === -1 ? null : t.decisions.get(step - 1)?.choices[t.choices[k] ?? -1]?.key ?? null;
      link.current?.show(prev, snap, key);
    },
  };
}
