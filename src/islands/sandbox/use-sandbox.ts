// The sandbox's own state: which timeline (the script, or a branch the visitor took), which step,
// which point of view, and the message shown. Branches load the live rules (live.ts) on demand.
import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import { makeNames, type Names } from './names.ts';
import { fingerprint, type Link } from './permalink.ts';
import { branchChoices, decisionAt, onScript, scriptedTimeline, type Timeline } from './timeline.ts';
import type { SandboxData, StateText } from './types.ts';
import type { Pov } from './view-model.ts';

type Live = typeof import('./live.ts');
let livePromise: Promise<Live> | null = null;
/** Starts loading the live rules (at most once per page). */
export function loadLive(): Promise<Live> {
  livePromise ??= import('./live.ts');
  return livePromise;
}

export interface Message {
  readonly kind: 'error' | 'notice';
  readonly text: string;
}

export interface View {
  readonly timeline: Timeline;
  readonly states: Readonly<Record<string, StateText>>;
  readonly step: number;
  readonly names: Names;
  readonly message: Message | null;
  readonly busy: boolean;
}

export interface Sandbox extends View {
  readonly pov: Pov;
  readonly last: number;
  go(step: number): void;
  choose(choice: number): void;
  backToScript(): void;
  setPov(pov: Pov): void;
  restore(link: Link): Promise<boolean>;
  fail(text: string): void;
}

export function useSandbox(data: SandboxData, initialStep: number): Sandbox {
  const scripted = useMemo(() => scriptedTimeline(data), [data]);
  const baseNames = useMemo(() => makeNames(data), [data]);
  const [view, setView] = useState<View>({ timeline: scripted, states: data.states, step: initialStep, names: baseNames, message: null, busy: false });
  const [pov, setPov] = useState<Pov>('judge');
  const current = useRef(view);
  current.current = view;
  const last = view.timeline.snapshots.length - 1;

  const go = useCallback((step: number) => {
    setView((v) => {
      const to = Math.max(0, Math.min(v.timeline.snapshots.length - 1, step));
      return to === v.step && v.message === null ? v : { ...v, step: to, message: null };
    });
  }, []);

  /** Switches to the timeline for a line of choices; `step` is where to stand on it. */
  const follow = useCallback(async (choices: readonly number[], step: number, notice: Message | null): Promise<Timeline | null> => {
    if (onScript(data, choices)) {
      setView((v) => ({ ...v, timeline: scripted, names: baseNames, step: Math.min(step, scripted.snapshots.length - 1), message: notice, busy: false }));
      return scripted;
    }
    setView((v) => ({ ...v, busy: true }));
    try {
      const live = await loadLive();
      const res = live.buildTimeline(data, choices);
      if (!res.ok) {
        setView((v) => ({ ...v, busy: false, message: { kind: 'error', text: `This line of choices cannot be followed: ${res.reason}.` } }));
        return null;
      }
      const names = makeNames({ ...data, kinds: live.kindNames }, live.cardFace);
      setView((v) => ({ ...v, timeline: res.timeline, states: { ...v.states, ...res.states }, names, step: Math.min(step, res.timeline.snapshots.length - 1), message: notice, busy: false }));
      return res.timeline;
    } catch {
      setView((v) => ({ ...v, busy: false, message: { kind: 'error', text: 'The rules engine could not be loaded. Check the connection and try again.' } }));
      return null;
    }
  }, [data, scripted, baseNames]);

  const choose = useCallback((choice: number) => {
    const v = current.current;
    const at = decisionAt(v.timeline, v.step);
    if (!at || v.busy) return;
    if (at.taken === choice) { go(v.step + 1); return; }
    void follow(branchChoices(v.timeline, at.ordinal, choice), v.step + 1, null);
  }, [follow, go]);

  const backToScript = useCallback(() => {
    const v = current.current;
    void follow(data.scripted, v.step, null);
  }, [data, follow]);

  const restore = useCallback(async (link: Link): Promise<boolean> => {
    const start = (text: string) => {
      setView({ timeline: scripted, states: data.states, step: 0, names: baseNames, busy: false, message: { kind: 'error', text: `${text} Showing the start of the scenario instead.` } });
      return false;
    };
    if (link.version < 1) return start('This link names a rules version that does not exist.');
    if (link.version > data.version) return start(`This link was made with rules version ${link.version}, newer than this page (version ${data.version}).`);
    const t = await follow(link.choices, link.step, null);
    if (!t) return start('This link’s choices are not legal in this scenario.');
    if (link.step > t.snapshots.length - 1) return start(`This link points to step ${link.step}, but this line has only ${t.snapshots.length - 1} steps.`);
    const snap = t.snapshots[link.step];
    if (link.fingerprint && snap && fingerprint(snap) !== link.fingerprint) {
      const older = link.version < data.version ? ` It was made with rules version ${link.version}; this page uses version ${data.version}.` : '';
      setView((x) => ({ ...x, message: { kind: 'notice', text: `The outcome at this step now differs from when the link was made: the rules or the scenario have changed since.${older}` } }));
    }
    return true;
  }, [data, scripted, baseNames, follow]);

  const fail = useCallback((text: string) => {
    setView({ timeline: scripted, states: data.states, step: 0, names: baseNames, busy: false, message: { kind: 'error', text } });
  }, [data, scripted, baseNames]);

  return { ...view, pov, last, go, choose, backToScript, setPov, restore, fail };
}
