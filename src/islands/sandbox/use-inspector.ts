// Development only: the "Inspect chart" button. In a production build import.meta.env.DEV is false,
// so `connect` is null and the dynamic import of the inspector (and @statelyai/inspect) is dropped.
import { useRef } from 'preact/hooks';
import type { InspectorLink, LineData } from './inspector.ts';
import type { Timeline } from './timeline.ts';

export interface InspectorHook {
  readonly connect: (() => void) | null;
  follow(step: number, t: Timeline): void;
}

export function useInspector(data: LineData, t: Timeline, step: number): InspectorHook {
  const link = useRef<InspectorLink | null>(null);
  const shown = useRef({ t, step });
  shown.current = { t, step };
  if (!import.meta.env.DEV) return { connect: null, follow: () => undefined };
  return {
    connect: () => {
      link.current?.stop();
      void import('./inspector.ts').then((m) => { link.current = m.connectInspector(data, shown.current.t, shown.current.step); });
    },
    follow: (at, line) => {
      const k = line.decisionSteps.indexOf(at - 1);
      const key = k === -1 ? null : line.decisions.get(at - 1)?.choices[line.choices[k] ?? -1]?.key ?? null;
      link.current?.show(line, at, key);
    },
  };
}
