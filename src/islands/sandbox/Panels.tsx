// The panels beside the table: this step (its log lines with their clauses, the scenario's notes and
// what changed), the decision (who is asked what, every legal choice), and the resolution stack
// with the statechart's active state. The decision panel and each frame of the stack render again
// only when their props change: most steps change one frame and no decision.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { Cite, CitedLine, ClausePanel, type CiteContext } from './ClauseCite.tsx';
import type { FrameView } from './frames-view.ts';
import { memo, sameData } from './memo.ts';
import type { StepEntry } from './steps.ts';
import { Suited } from './Suited.tsx';
import type { DecisionData, StateText } from './types.ts';

export function StepPanel({ entry, changes, ctx, idp }: { readonly entry: StepEntry; readonly changes: readonly string[]; readonly ctx: CiteContext; readonly idp: string }): JSX.Element {
  return (
    <div class="sbx-panel sbx-now" role="group" aria-labelledby={`${idp}-now`}>
      <p class="sbx-panel-title" id={`${idp}-now`}>{entry.index === 0 ? 'Start' : `Step ${entry.n}`}: what happened and why</p>
      {entry.choice && <p class="sbx-chosen"><span class="sbx-badge">Choice</span> <Suited text={entry.choice} /></p>}
      {entry.lines.map((l, i) => <div class="sbx-line" key={i}><CitedLine text={l.text} clause={l.clause} k={`now-${i}`} ctx={ctx} /></div>)}
      {entry.notes.map((n, i) => (
        <div class="sbx-note" key={`note-${i}`}>
          <p><strong>Note:</strong> <Suited text={n.text} /> {n.clauses.map((c, j) => <Cite key={c} id={c} k={`note-${i}-${j}`} ctx={ctx} />)}</p>
          {n.clauses.map((c, j) => (ctx.open === `note-${i}-${j}` ? <ClausePanel key={c} id={c} k={`note-${i}-${j}`} ctx={ctx} /> : null))}
        </div>
      ))}
      <p class="sbx-panel-subtitle" id={`${idp}-changed`}>What changed</p>
      {changes.length === 0
        ? <p class="sbx-quiet">{entry.index === 0 ? 'Nothing yet: this is the starting position.' : 'Nothing on the table changed; the rules moved on.'}</p>
        : <ul class="sbx-changes" aria-labelledby={`${idp}-changed`}>{changes.map((c, i) => <li key={i}><Suited text={c} /></li>)}</ul>}
    </div>
  );
}

export interface DecisionProps {
  readonly decision: DecisionData | null;
  readonly seatName: string;
  readonly taken: number | null;
  readonly scripted: number | null; // the scripted choice here, when the line follows the script
  readonly atEnd: boolean;
  readonly over: boolean;
  readonly busy: boolean | string; // what is loading, when it says
  readonly hidden: string | null; // the point of view, when it is another seat's decision: its options stay hidden
  readonly choose: (i: number) => void;
  readonly ctx: CiteContext;
  readonly idp: string;
}

export const DecisionPanel = memo((p: DecisionProps): JSX.Element => {
  const d = p.decision;
  let hint = '';
  if (d && p.scripted !== null) hint = 'The scenario’s script takes the marked choice (Next does the same). Choose another to see what happens instead.';
  else if (d && p.taken === null) hint = `Choose what ${p.seatName} does.`;
  else if (d) hint = 'Choose another option to branch from here.';
  return (
    <div class={d ? 'sbx-panel sbx-decision is-open' : 'sbx-panel sbx-decision'} role="group" aria-labelledby={`${p.idp}-decision`}>
      <p class="sbx-panel-title" id={`${p.idp}-decision`}>Decision</p>
      {!d && <p class="sbx-quiet">{p.over ? 'The game is over.' : p.atEnd ? 'The scenario ends here.' : 'No one is asked now: the rules resolve by themselves. Press Next.'}</p>}
      {d && (
        <>
          <p class="sbx-asked"><span class="sbx-tag sbx-tag-asked">Asked: {p.seatName}</span></p>
          <CitedLine text={d.prompt} clause={d.clause} k="decision" ctx={p.ctx} />
          {p.hidden !== null && <p class="sbx-hint">{p.seatName} is deciding. Their options are hidden from {p.hidden}’s point of view; view as the judge or as {p.seatName} to see them and choose.</p>}
          {p.hidden === null && <>
          <ul class="sbx-choices">
            {d.choices.map((c, i) => {
              const mark = p.scripted === i ? 'Scripted' : p.taken === i ? 'Chosen' : null;
              return (
                <li key={i}>
                  <button type="button" class={mark ? 'sbx-choice is-marked' : 'sbx-choice'} aria-disabled={!!p.busy} onClick={() => !p.busy && p.choose(i)} data-choice={i}>
                    <Suited text={c.label} />
                    {mark && <span class="sbx-badge">{mark}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          <p class="sbx-hint">{p.busy === true ? 'Loading the rules engine…' : p.busy || hint}</p>
          </>}
        </>
      )}
    </div>
  );
});

// Frame views are rebuilt at every step, so a frame's props are compared by value.
const Frame = memo(({ f, depth, now, fresh, ctx }: { readonly f: FrameView; readonly depth: number; readonly now: boolean; readonly fresh: boolean; readonly ctx: CiteContext }): JSX.Element => (
  <li class={fresh ? 'sbx-frame is-changed' : 'sbx-frame'} style={{ '--depth': depth }} data-frame={f.kind}>
    <span class="sbx-frame-title"><Suited text={f.title} /></span>
    {now && <span class="sbx-badge sbx-badge-now">resolving now</span>}
    {fresh && <span class="visually-hidden"> (new this step)</span>}
    <CitedLine text={f.detail} clause={f.clause} k={`stack-${f.key}`} ctx={ctx} />
  </li>
), sameData);

/** The engine's own names (the statechart state, the frames' kinds and ids), only once the disclosure is opened. */
function EngineDetails({ frames, state, info, ctx }: { readonly frames: readonly FrameView[]; readonly state: string; readonly info: StateText | undefined; readonly ctx: CiteContext }): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <details class="sbx-chart" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Engine details</summary>
      {open && (
        <>
          <CitedLine text={`Statechart state “${state}”: ${info?.description ?? ''}`} clause={info?.clause ?? null} k="chart" ctx={ctx} />
          <p class="sbx-subtle">Frames, outermost first: {frames.filter((f) => f.kind !== 'turn' && f.kind !== 'phase').map((f) => `${f.kind} #${f.key}`).join(', ') || 'none'}.</p>
        </>
      )}
    </details>
  );
}

export function StackPanel({ frames, fresh, state, info, ctx, idp }: { readonly frames: readonly FrameView[]; readonly fresh: ReadonlySet<string>; readonly state: string; readonly info: StateText | undefined; readonly ctx: CiteContext; readonly idp: string }): JSX.Element {
  return (
    <div class="sbx-panel sbx-stack-panel" role="group" aria-labelledby={`${idp}-stack`}>
      <p class="sbx-panel-title" id={`${idp}-stack`}>Resolution stack <span class="sbx-subtle">(outermost first; each waits on the one below it)</span></p>
      <ol class="sbx-stack">
        {frames.map((f, i) => <Frame key={f.key} f={f} depth={Math.min(i, 6)} now={i === frames.length - 1} fresh={fresh.has(f.key)} ctx={ctx} />)}
      </ol>
      <EngineDetails frames={frames} state={state} info={info} ctx={ctx} />
    </div>
  );
}
