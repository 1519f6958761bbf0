// The sandbox's own state: which timeline (the script, or a branch the visitor took), which step,
// which point of view, and the message shown. Branches load the live rules (live.ts) on demand.
import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import { isShown, makeFold, nextDecision, stepFrom, type Fold } from './fold.ts';
import { makeNames, type Names } from './names.ts';
import type { Link } from './permalink.ts';
import { decisionAt, onScript, scriptedTimeline, type Timeline } from './timeline.ts';
import type { Line } from './variations.ts';
import type { ChoiceData, SandboxData, StateText } from './types.ts';
import type { Action } from './use-keys.ts';
import { loadMasks } from './masks.ts';
import { laterLoaded, loadLater } from './later.ts';
import { framesLoaded, loadFrames, tableStacks, type StackAt } from './stacks.ts';
import { isJudge, type Pov } from './view-model.ts';

type Live = typeof import('./live.ts');
type Tree = typeof import('./tree.ts');
let treePromise: Promise<Tree> | null = null;
/** Starts loading the tree of variations (at most once per page): only after a branch. */
export function loadTree(): Promise<Tree> {
  treePromise ??= import('./tree.ts');
  return treePromise;
}
const lineKey = (l: Line): string => l.join('.');
let livePromise: Promise<Live> | null = null;
/** Starts loading the live rules (at most once per page), and the rules this table needs (live.ts prepare). */
export async function loadLive(setup: SandboxData['setup']): Promise<Live> {
  livePromise ??= import('./live.ts');
  const live = await livePromise;
  await live.prepare(setup);
  return live;
}

/** What a change that waits for the code of the later steps says while it waits longer than SLOW_MS. */
const LOADING: Message = { kind: 'notice', text: 'Loading the next step…' };
const SLOW_MS = 300;

function framesOrThrow(): Pick<typeof import('./frames-view.ts'), 'stacksOf'> {
  const f = framesLoaded();
  if (!f) throw new Error('The sandbox\'s props carry no stacks and frames-view.ts is not loaded: Sandbox.tsx loads it before the sandbox shows.');
  return f;
}

export interface Message {
  readonly kind: 'error' | 'notice';
  readonly text: string;
}

export interface View {
  readonly timeline: Timeline;
  readonly stacks: StackAt; // the timeline's stack at each step (the props' for the script, frames-view.ts's for a branch)
  readonly states: Readonly<Record<string, StateText>>;
  readonly step: number;
  readonly names: Names;
  readonly message: Message | null;
  readonly busy: boolean | string; // loading the rules: true, or what is loading (a reborn hero's rules)
  readonly lines: readonly Line[]; // the visitor's variations, kept (the script's line is data.scripted)
  readonly labels: Readonly<Record<string, readonly ChoiceData[]>>; // each known line's choices taken, by lineKey (masked per point of view when shown)
}

export interface Sandbox extends View {
  readonly pov: Pov;
  readonly last: number;
  readonly fold: Fold; // the steps shown (every timing point, or the named steps)
  go(step: number): void;
  /** One shown step forward (1) or back (-1); 'decision' to the next decision. */
  move(by: 1 | -1 | 'decision'): void;
  /** Step actions in order (presses kept from before hydration, or one key). */
  run(actions: readonly Action[]): void;
  setAll(all: boolean): void;
  choose(choice: number): void;
  backToScript(): void;
  setPov(pov: Pov): void;
  /** Follows a kept line, standing at `step` on it. */
  goLine(line: Line, step: number): void;
  restore(link: Link): Promise<boolean>;
  fail(text: string): void;
}

export function useSandbox(data: SandboxData, initialStep: number): Sandbox {
  const scripted = useMemo(() => scriptedTimeline(data), [data]);
  const baseNames = useMemo(() => makeNames(data), [data]);
  // Props without the stacks (the builder's) are shown once frames-view.ts is loaded (Sandbox.tsx waits for it).
  const stacks = useMemo(() => (data.stacks ? tableStacks(data.stacks) : framesOrThrow().stacksOf(scripted, baseNames)), [data, scripted, baseNames]);
  const first = useMemo(() => ({ lines: [], labels: {}, timeline: scripted, stacks, names: baseNames, states: data.states }), [data, scripted, stacks, baseNames]);
  const [view, setViewNow] = useState<View>({ step: initialStep, message: null, busy: false, ...first });
  // No step but the first is shown before the code of the later steps is loaded (later.ts; asked for
  // when a visitor first reaches for the sandbox, intent.ts): until then every change waits for it, in order. A wait long enough
  // to see says so.
  const setView = useCallback((f: (v: View) => View) => {
    if (laterLoaded()) { setViewNow(f); return; }
    const slow = setTimeout(() => setViewNow((v) => (v.message ? v : { ...v, message: LOADING })), SLOW_MS);
    loadLater().then(() => { clearTimeout(slow); setViewNow((v) => { const n = f(v); return n.message === LOADING ? { ...n, message: null } : n; }); }, () => {
      clearTimeout(slow);
      setViewNow((v) => ({ ...v, message: { kind: 'error', text: 'The next step could not be loaded. Check the connection and try again.' } }));
    });
  }, []);
  const [pov, setPovNow] = useState<Pov>('judge');
  const [all, setAllState] = useState(false);
  const current = useRef(view);
  current.current = view;
  const last = view.timeline.snapshots.length - 1;
  // A point of view other than the judge's is shown once its masks are loaded (masks.ts); the last one asked for wins.
  const wanted = useRef<Pov>('judge');
  const setPov = useCallback((p: Pov) => {
    wanted.current = p;
    if (isJudge(p)) { setPovNow(p); return; }
    Promise.all([loadMasks(), loadLater()]).then(() => { if (wanted.current === p) setPovNow(p); }, () => {
      if (wanted.current === p) setView((v) => ({ ...v, message: { kind: 'error', text: 'This point of view could not be loaded. Check the connection and try again.' } }));
    });
  }, []);
  const fold = useMemo(() => makeFold(view.timeline, all), [view.timeline, all]);
  const foldRef = useRef(fold);
  foldRef.current = fold;

  const go = useCallback((step: number) => {
    setView((v) => {
      const to = Math.max(0, Math.min(v.timeline.snapshots.length - 1, step));
      return to === v.step && v.message === null ? v : { ...v, step: to, message: null };
    });
  }, []);

  const move = useCallback((by: 1 | -1 | 'decision') => {
    const v = current.current;
    go(by === 'decision' ? nextDecision(v.timeline, v.step) : stepFrom(foldRef.current, v.step, by));
  }, [go]);

  const run = useCallback((actions: readonly Action[]) => {
    const v = current.current;
    const f = foldRef.current;
    let s = v.step;
    for (const a of actions) {
      if (a === 'next' || a === 'back') s = stepFrom(f, s, a === 'next' ? 1 : -1);
      else if (a === 'decision') s = nextDecision(v.timeline, s);
      else s = a === 'start' ? 0 : v.timeline.snapshots.length - 1;
    }
    go(s);
  }, [go]);

  // Folding the timing points while one is shown moves to the named step it folds into.
  const setAll = useCallback((on: boolean) => {
    setAllState(on);
    if (!on) {
      const v = current.current;
      const f = makeFold(v.timeline, false);
      if (!isShown(f, v.step)) go(stepFrom(f, v.step, 1));
    }
  }, [go]);

  /** Switches to the timeline for a line of choices; `step` is where to stand on it. */
  // With `shown`, a step that is folded on the new line becomes the named step it folds into.
  const follow = useCallback(async (choices: readonly number[], step: number, notice: Message | null, shown = false): Promise<Timeline | null> => {
    const place = (t: Timeline) => {
      const to = Math.min(step, t.snapshots.length - 1);
      const f = shown ? makeFold(t, foldRef.current.all) : null;
      return f && !isShown(f, to) ? stepFrom(f, to, 1) : to;
    };
    if (onScript(data, choices)) {
      setView((v) => ({ ...v, timeline: scripted, stacks, names: baseNames, step: place(scripted), message: notice, busy: false }));
      return scripted;
    }
    setView((v) => ({ ...v, busy: true }));
    try {
      const [live, tree, frames, steps] = await Promise.all([loadLive(data.setup), loadTree(), loadFrames(), loadLater()]);
      const res = await live.buildLine(data, choices, (whose) => setView((v) => ({ ...v, busy: `Loading the rules of ${whose}…` }))); // a hero the line reaches later (a rebirth): its pack loads, still busy
      if (!res.ok) {
        setView((v) => ({ ...v, busy: false, message: { kind: 'error', text: `This line of choices cannot be followed: ${res.reason}.` } }));
        return null;
      }
      const timeline = await steps.withLineScores(res.timeline, data.words.roles); // a scored game's other ending: its own scores (line-scores.ts, with the later steps)
      const names = live.liveNames(data);
      setView((v) => ({ ...v, timeline, stacks: frames.stacksOf(timeline, names), states: { ...v.states, ...res.states }, names, step: place(timeline), message: notice, busy: false, labels: { ...v.labels, [lineKey(choices)]: tree.labelsOf(timeline) } }));
      return timeline;
    } catch {
      setView((v) => ({ ...v, busy: false, message: { kind: 'error', text: 'The rules engine could not be loaded. Check the connection and try again.' } }));
      return null;
    }
  }, [data, scripted, stacks, baseNames]);

  const choose = useCallback((choice: number) => {
    const v = current.current;
    const at = decisionAt(v.timeline, v.step);
    if (!at || v.busy) return;
    if (at.taken === choice) { move(1); return; }
    setView((x) => ({ ...x, busy: true }));
    void loadTree().then((tree) => {
      const r = tree.afterChoice(v.lines, data.scripted, v.timeline.choices, at.ordinal, choice);
      setView((x) => ({ ...x, lines: r.lines, labels: { ...x.labels, [lineKey(data.scripted)]: tree.labelsOf(scripted) } }));
      return follow(r.target, v.step + 1, null, true);
    }, () => setView((x) => ({ ...x, busy: false, message: { kind: 'error', text: 'The rules engine could not be loaded. Check the connection and try again.' } })));
  }, [data, scripted, follow, move]);

  const goLine = useCallback((line: Line, step: number) => { void follow(line, step, null, true); }, [follow]);

  const backToScript = useCallback(() => {
    const v = current.current;
    void follow(data.scripted, v.step, null, true);
  }, [data, follow]);

  // Opening a permalink loads its own module (open-link.ts): only a page opened with a link needs it.
  const restore = useCallback(async (link: Link): Promise<boolean> => {
    const [{ restoreLink }, steps] = await Promise.all([import('./open-link.ts'), loadLater()]);
    return restoreLink({
      data, scripted, follow, setView, setPov, showAll: () => setAllState(true), fingerprint: steps.fingerprint, onScript, loadTree, loadLive,
      shownFolded: (t, step) => isShown(makeFold(t, false), step),
      reset: (message) => setViewNow({ step: 0, busy: false, message, ...first }),
    }, link);
  }, [data, scripted, follow, first]);

  const fail = useCallback((text: string) => {
    setViewNow({ step: 0, busy: false, message: { kind: 'error', text }, ...first });
  }, [first]);

  return { ...view, pov, last, fold, go, move, run, setAll, choose, backToScript, setPov, goLine, restore, fail };
}
