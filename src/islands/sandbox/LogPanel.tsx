// The log: one entry per step of the line shown, each citing its clauses; choosing an entry jumps
// to that step. Steps after the current one are shown dimmed (what is still to come).
// A step changes the classes of the entries it passes (one or two for Next and Back) and renders
// no entry's content again: the content does not depend on the step. The dimming is a class on
// each entry rather than a selector such as `.is-current ~ li`, with which moving the current
// entry would make the browser recompute the style of every entry after it.
import type { JSX, RefObject } from 'preact';
import { Cite, ClausePanel, type CiteContext } from './ClauseCite.tsx';
import { memo } from './memo.ts';
import type { StepEntry } from './steps.ts';
import { Suited } from './Suited.tsx';

interface BodyProps {
  readonly entry: StepEntry;
  readonly branch: boolean; // the first step after the line left the script
  readonly open: string | null; // the open clause key, when it belongs to this entry
  readonly go: (step: number) => void;
  readonly ctx: CiteContext;
}

function summary(e: StepEntry): string {
  const text = e.lines.map((l) => l.text).join(' ');
  return e.choice ? `Chosen: ${e.choice}${text ? `. ${text}` : ''}` : text;
}

// `open` carries the part of ctx.open that concerns this entry, so opening a clause elsewhere
// renders no entry again.
const sameBody = (p: BodyProps, next: BodyProps) => p.entry === next.entry && p.branch === next.branch && p.open === next.open && p.go === next.go && p.ctx.clauses === next.ctx.clauses;

const LogBody = memo(({ entry, branch, go, ctx }: BodyProps): JSX.Element => {
  const cites = [...new Set(entry.lines.map((l) => l.clause).filter((c): c is string => c !== null))];
  return (
    <>
      <button type="button" class="sbx-log-jump" onClick={() => go(entry.index)}>
        <span class="sbx-log-n">{entry.index}</span>
        <span class="sbx-log-text"><Suited text={summary(entry)} /></span>
      </button>
      {branch && <span class="sbx-badge sbx-badge-branch">your branch</span>}
      {cites.length > 0 && <span class="sbx-log-cites">{cites.map((c, j) => <Cite key={c} id={c} k={`log-${entry.index}-${j}`} ctx={ctx} />)}</span>}
      {cites.map((c, j) => (ctx.open === `log-${entry.index}-${j}` ? <ClausePanel key={c} id={c} k={`log-${entry.index}-${j}`} ctx={ctx} /> : null))}
    </>
  );
}, sameBody);

export function LogPanel({ entries, step, branchAt, go, ctx, idp, listRef }: {
  readonly entries: readonly StepEntry[];
  readonly step: number;
  readonly branchAt: number | null;
  readonly go: (step: number) => void;
  readonly ctx: CiteContext;
  readonly idp: string;
  readonly listRef: RefObject<HTMLOListElement>;
}): JSX.Element {
  const mine = (i: number) => (ctx.open !== null && ctx.open.startsWith(`log-${i}-`) ? ctx.open : null);
  return (
    <div class="sbx-panel sbx-log" role="group" aria-labelledby={`${idp}-log`}>
      <p class="sbx-panel-title" id={`${idp}-log`}>Log <span class="sbx-subtle">(every step; choose one to jump to it)</span></p>
      <ol class="sbx-log-list" ref={listRef}>
        {entries.map((e) => {
          const current = e.index === step;
          const branch = branchAt !== null && e.index === branchAt + 1;
          const cls = ['sbx-log-item', current && 'is-current', e.index > step && 'is-future', branch && 'is-branch'].filter(Boolean).join(' ');
          return (
            <li key={e.index} class={cls} aria-current={current ? 'step' : undefined} data-step={e.index}>
              <LogBody entry={e} branch={branch} open={mine(e.index)} go={go} ctx={ctx} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
