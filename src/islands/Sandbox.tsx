// The sandbox island: a scenario on a virtual table, stepped one rule event at a time. It renders
// snapshots and sends choices; every rule comes from the flow (at build time for the script, in
// the page through live.ts for a branch). The server renders the first frame from the same props.
import type { JSX } from 'preact';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CiteContext } from './sandbox/ClauseCite.tsx';
import { markEntries } from './sandbox/log-marks.ts';
import { unpackJson } from './sandbox/packed-json.ts';
import { LogPanel } from './sandbox/LogPanel.tsx';
import { DecisionPanel, StackPanel, StepPanel } from './sandbox/Panels.tsx';
import { nextDecision, ordinalOf, previousKey } from './sandbox/fold.ts';
import { foldEntries, stepEntries } from './sandbox/steps.ts';
import { later, laterLoaded, loadLater } from './sandbox/later.ts';
import { whenIdle } from './sandbox/idle.ts';
import { onIntent } from './sandbox/intent.ts';
import { masks } from './sandbox/masks.ts';
import { isJudge } from './sandbox/view-model.ts';
import { decisionView, movesFor, stepLine } from './sandbox/decision-view.ts';
import { stepViews } from './sandbox/step-view.ts';
import { TableView } from './sandbox/TableView.tsx';
import { decisionAt, leftScriptAt, offScriptFrom, stateKey } from './sandbox/timeline.ts';
import { StepBar, Toolbar } from './sandbox/Toolbar.tsx';
import { useCardMoves } from './sandbox/use-card-moves.ts';
import type { SandboxData } from './sandbox/types.ts';
import { usePermalink, type Moment } from './sandbox/use-permalink.ts';
import { loadTree, useSandbox } from './sandbox/use-sandbox.ts';
import { framesLoaded, loadFrames } from './sandbox/stacks.ts';
import { useInspector } from './sandbox/use-inspector.ts';
import { keyAction, takePending, usePageKeys, type Action } from './sandbox/use-keys.ts';
import './sandbox/sandbox.css';

export interface SandboxProps {
  readonly json: string; // SandboxData as JSON, or packed (packed-json.ts): one string keeps the island's props small
  readonly step: number;
  /** A host page that writes its own links (the builder): told each moment the visitor moves to, in place of the sandbox's permalink in the address bar. */
  readonly onMoment?: (m: Moment) => void;
}

const NO_PLACES: readonly string[] = [];

/**
 * The component, for the page's hydration (Sandbox.astro): at a step past the first, once the code of
 * the later steps (later.ts) is loaded, so that its first render is the server's.
 */
export function hydrating(props: Record<string, unknown>): Promise<typeof Sandbox> {
  return props.step ? loadLater().then(() => Sandbox) : Promise.resolve(Sandbox);
}

export default function Sandbox({ json, step, onMoment }: SandboxProps): JSX.Element {
  const data = useMemo(() => JSON.parse(unpackJson(json)) as SandboxData, [json]);
  // Props without the stacks in words (the builder's) wait for the module that words them (stacks.ts),
  // and a first step past the start for the code of the later steps (later.ts).
  const [frames, setFrames] = useState(() => data.stacks !== undefined || framesLoaded() !== null);
  const [ready, setReady] = useState(() => step === 0 || laterLoaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => { if (!frames) loadFrames().then(() => setFrames(true), () => setFailed(true)); }, [frames]);
  useEffect(() => { if (!ready) loadLater().then(() => setReady(true), () => setFailed(true)); }, [ready]);
  if ((!frames && !data.stacks) || !ready) return <p class="sbx-message" role="status">{failed ? 'The sandbox could not be loaded. Check the connection and reload the page.' : 'Loading the sandbox…'}</p>;
  return <SandboxView data={data} step={step} onMoment={onMoment} />;
}

function SandboxView({ data, step, onMoment }: { readonly data: SandboxData; readonly step: number; readonly onMoment: SandboxProps['onMoment'] }): JSX.Element {
  const sb = useSandbox(data, step);
  const idp = `sbx${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const root = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const live = useRef<HTMLDivElement>(null);
  const link = usePermalink(root, data.id, data.version, sb, moved, onMoment);

  const t = sb.timeline;
  const fold = sb.fold;
  const views = useMemo(() => stepViews(t, data, sb.names, sb.stacks, (i) => previousKey(fold, i)), [t, data, sb.names, sb.stacks, fold]);
  const view = views.at(sb.step, sb.pov);
  // The other steps' views are computed while the page is idle, starting next to this step.
  const stepNow = useRef(sb.step);
  stepNow.current = sb.step;
  // Their code (later.ts) is asked for when a visitor first reaches for the sandbox (a pointer over
  // it, a touch, the focus in it, a key on the page: INTENT), not before: a visitor who only reads
  // the first view never loads it. The first view never waits on it.
  useEffect(() => {
    let done = false;
    let stop = () => {};
    const run = () => { if (!done) stop = later().warm(views, t.snapshots.length - 1, sb.pov, stepNow.current, whenIdle); };
    if (laterLoaded()) run();
    else stop = onIntent(root.current, () => void loadLater().then(run, () => undefined)); // a failed load is tried again by the next step
    return () => { done = true; stop(); };
  }, [views, t, sb.pov]);
  const snap = view.snapshot;
  const inspector = useInspector(data, t, sb.step);
  const judgeEntries = useMemo(() => stepEntries(t, sb.stacks, data.notes), [t, sb.stacks, data.notes]);
  // Another point of view than the judge's is shown once its masks are loaded (use-sandbox.ts).
  const allEntries = useMemo(() => (isJudge(sb.pov) ? judgeEntries : masks().maskEntries(judgeEntries, t, sb.pov, sb.names, (p, c) => later().diffSnapshots(p, c).moves)), [judgeEntries, t, sb.pov, sb.names]);
  const entries = useMemo(() => foldEntries(allEntries, fold), [allEntries, fold]);
  const shown = ordinalOf(fold, sb.step);
  const at = decisionAt(t, sb.step);
  // The script's choice is marked up to the decision where the line left it; later decisions are the visitor's.
  const scriptedChoice = at && at.ordinal <= offScriptFrom(data, t) ? data.scripted[at.ordinal] ?? null : null;
  const canNext = sb.step < sb.last;
  const branchAt = leftScriptAt(data, t);
  // The decision as the point of view reads it (decision-view.ts): prompt and labels masked, another seat's options hidden.
  const dv = useMemo(() => (at ? decisionView(at.decision, snap.game, sb.pov, sb.names) : null), [at?.decision, snap, sb.pov, sb.names]);
  // The variations at this decision (kept lines that went on from it), with hidden cards unnamed.
  // The tree's chunk loads once there is a variation (after a branch, or from a link).
  const [tree, setTree] = useState<typeof import('./sandbox/tree.ts') | null>(null);
  useEffect(() => { if (sb.lines.length && !tree) void loadTree().then(setTree, () => undefined); }, [sb.lines.length, tree]);
  const variations = useMemo(() => {
    if (!at || !tree) return [];
    const list = tree.variationsAt(data.scripted, sb.lines, sb.labels, t.choices, at.ordinal);
    return list.map((v) => ({ ...v, moves: dv ? movesFor(v.moves, dv, snap.game, sb.pov, sb.names) : [] }));
  }, [at?.ordinal, dv, t, data, sb.lines, sb.labels, sb.pov, sb.names, snap, tree]);

  const go = useCallback((n: number) => { setMoved(true); setOpen(null); sb.go(n); }, [sb.go]);
  const goLine = useCallback((l: readonly number[], n: number) => { setMoved(true); setOpen(null); sb.goLine(l, n); }, [sb.goLine]);
  const setPov = useCallback((p: string) => { setMoved(true); sb.setPov(p); }, [sb.setPov]);
  const move = useCallback((by: 1 | -1 | 'decision') => { setMoved(true); setOpen(null); sb.move(by); }, [sb.move]);
  // A jump from the log lands with the options and the table in view (the step bar, with this step's line, is sticky).
  const landing = useRef(false);
  const jump = useCallback((n: number) => { landing.current = true; go(n); }, [go]);
  const more = useCallback(() => root.current?.querySelector('.sbx-now')?.scrollIntoView({ block: 'start' }), []);
  const text = useCallback((c: string) => data.clauses[c], [data]);
  useCardMoves(root, shown, view.changes);
  // The chosen button goes away with its decision: keep the keyboard in the sandbox.
  const choose = useCallback((i: number) => { setMoved(true); setOpen(null); sb.choose(i); root.current?.focus({ preventScroll: true }); }, [sb.choose]);
  const toggle = useCallback((k: string) => setOpen((o) => (o === k ? null : k)), []);
  // One object while no clause opens or closes, so the panels that take it can skip rendering.
  const ctx: CiteContext = useMemo(() => ({ prefix: idp, clauses: data.clauses, pages: data.pages, texts: data.texts, open, toggle }), [idp, data, open, toggle]);

  const act = useCallback((a: Action) => { setMoved(true); setOpen(null); sb.run([a]); }, [sb.run]);
  const onKey = (e: KeyboardEvent) => {
    const a = keyAction(e);
    if (!a) return;
    e.preventDefault();
    act(a);
  };
  usePageKeys(root, act);
  // Presses made before the island ran (kept by the page's inline script) are applied now, in order.
  useEffect(() => {
    const pending = takePending(root.current);
    if (pending.length) { setMoved(true); sb.run(pending); }
  }, []);

  const entry = entries[shown] ?? entries[0];
  // This step in one line, for the step bar, as the point of view sees it (like the log and the
  // decision): who is asked what at a decision (only that someone decides, when it is hidden from
  // this point of view), else what happened (the log entry, already masked).
  const say = useMemo(() => stepLine(dv, entry), [dv, entry]);
  // The same element at every render, so a step does not diff it.
  const head = useMemo(() => (
    <header class="sbx-head">
      <p class="sbx-title" id={`${idp}-title`}><span class="sbx-kicker">Sandbox</span> {data.title}</p>
      <p class="sbx-summary">{data.summary}</p>
    </header>
  ), [idp, data]);

  // Announce every step change (not the first render), in the same frame as the step: written
  // straight into the live region, since a second render per step would cost a frame.
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) { first.current = false; return; }
    const lines = entry ? [entry.choice ? `Chosen: ${entry.choice}.` : '', ...entry.lines.map((l) => l.text)].join(' ') : '';
    const asked = dv && !lines.includes(dv.decision.prompt) ? ` ${dv.seatName} is asked: ${dv.decision.prompt}` : '';
    if (live.current) live.current.textContent = `Step ${shown} of ${fold.keys.length - 1}. ${lines}${asked}${sb.message ? ` ${sb.message.text}` : ''}`;
  }, [sb.step, t, sb.message, sb.pov]); // a new point of view reads the step again, as it sees it (no other view's words stay in the region)
  // Mark the log entries the step passed (the log itself renders only when its entries change).
  const marked = useRef(shown);
  useLayoutEffect(() => {
    if (listRef.current) markEntries(listRef.current.children, marked.current, shown);
    marked.current = shown;
  }, [shown, t]);
  // Keep the log's current entry in view. After the frame is painted (useEffect), when the layout
  // read here is already done; reading it before would force a second layout onto the step.
  const firstPaint = useRef(true);
  useEffect(() => {
    if (firstPaint.current) { firstPaint.current = false; return; }
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (list && item && (item.offsetTop < list.scrollTop || item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)) {
      list.scrollTop = item.offsetTop - list.clientHeight / 2;
    }
    inspector.follow(sb.step, t);
    // Land with the options row whole above the table: not cut by the site's fixed bars (which the
    // page's scroll-padding-top clears), nor the table in the lower half of the screen.
    const bar = landing.current ? root.current?.querySelector('.sbx-toolbar') : null;
    landing.current = false;
    const top = bar?.getBoundingClientRect().top ?? 0;
    if (bar && (top < parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) - 1 || top > innerHeight / 3)) bar.scrollIntoView({ block: 'start' });
  }, [sb.step, t, sb.message]);

  return (
    <section ref={root} class="sbx" data-sandbox={data.id} tabIndex={0} aria-labelledby={`${idp}-title`} onKeyDown={onKey}>
      {head}
      <Toolbar idp={idp} pov={sb.pov} setPov={setPov} seats={data.seats} copy={link.copy} copied={link.copied} fallback={link.fallback} inspector={inspector.connect} />
      {sb.message && <p class={`sbx-message sbx-message-${sb.message.kind}`}>{sb.message.text}</p>}
      {branchAt !== null && (
        <p class="sbx-branch-note">
          You left the script at step {ordinalOf(fold, branchAt)}; later decisions are yours.{' '}
          <button type="button" class="sbx-link-button" onClick={() => { setMoved(true); sb.backToScript(); }}>Back to the scripted line</button>
          {' '}(your variations are kept)
        </p>
      )}
      <TableView table={view.table} ch={view.changes} title={data.title} turn={sb.names.seat(snap.game.seats[snap.game.current]?.id ?? null)} idp={idp} text={text} places={data.places ?? NO_PLACES} />
      <StepBar step={sb.step} last={sb.last} canNext={canNext} go={go} shown={shown} count={fold.keys.length - 1} move={move}
        hasDecision={nextDecision(t, sb.step) > sb.step && t.decisions.has(nextDecision(t, sb.step))} all={fold.all} setAll={sb.setAll} say={say} more={more} />
      <DecisionPanel decision={dv?.decision ?? null} seatName={dv?.seatName ?? ''} taken={at?.taken ?? null} scripted={scriptedChoice}
        hidden={dv?.hidden ?? null} atEnd={sb.step === sb.last} over={snap.state === 'over'} busy={sb.busy} choose={choose} ctx={ctx} idp={idp} />
      {tree && variations.length > 0 && <tree.Variations list={variations} step={sb.step} go={goLine} idp={idp} />}
      <div class="sbx-panels">
        <StepPanel entry={entry ?? { index: 0, n: 0, quiet: false, choice: null, lines: [], notes: [] }} changes={view.lines} ctx={ctx} idp={idp} />
        <StackPanel frames={view.frames} fresh={view.fresh} state={snap.state} info={sb.states[stateKey(snap)]} ctx={ctx} idp={idp} />
      </div>
      <LogPanel entries={entries} step={sb.step} branchAt={branchAt} go={jump} ctx={ctx} idp={idp} listRef={listRef} />
      <div class="visually-hidden" aria-live="polite" ref={live} />
    </section>
  );
}
