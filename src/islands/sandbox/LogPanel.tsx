// The log: one entry per step of the line shown, each citing its clauses; choosing an entry jumps
// to that step. Steps after the current one are shown dimmed (what is still to come).
// A step renders no part of the log: the log renders again only when its entries, the branch or an
// open clause change, and between those renders a step sets the classes of the entries it passes
// (log-marks.ts). Each entry is its own component, so such a render touches only the entries whose
// place or content changed. The dimming is a class on each entry rather than a selector such as
// `.is-current ~ li`, with which moving the current entry would make the browser recompute the
// style of every entry after it.
import type { JSX, RefObject } from 'preact';
import { Cite, ClausePanel, type CiteContext } from './ClauseCite.tsx';
import { placeClass, placeOf, type Place } from './log-marks.ts';
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

interface ItemProps extends BodyProps {
  readonly at: Place; // where the entry stands from the current step
}

function summary(e: StepEntry): string {
  const text = e.lines.map((l) => l.text).join(' ');
  return e.choice ? `Chosen: ${e.choice}${text ? `. ${text}` : ''}` : text;
}

// `open` carries the part of ctx.open that concerns this entry, so opening a clause elsewhere
// renders no entry again.
export const sameBody = (p: BodyProps, next: BodyProps): boolean => p.entry === next.entry && p.branch === next.branch && p.open === next.open && p.go === next.go && p.ctx.clauses === next.ctx.clauses;

// The content of an entry: the same whatever the current step.
const LogBody = memo(({ entry, branch, go, ctx }: BodyProps): JSX.Element => {
  const cites = [...new Set(entry.lines.map((l) => l.clause).filter((c): c is string => c !== null))];
  return (
    <>
      <button type="button" class="sbx-log-jump" onClick={() => go(entry.index)}>
        <span class="sbx-log-n">{entry.n}</span>
        <span class="sbx-log-text"><Suited text={summary(entry)} /></span>
      </button>
      {branch && <span class="sbx-badge sbx-badge-branch">your branch</span>}
      {cites.length > 0 && <span class="sbx-log-cites">{cites.map((c, j) => <Cite key={c} id={c} k={`log-${entry.index}-${j}`} ctx={ctx} />)}</span>}
      {cites.map((c, j) => (ctx.open === `log-${entry.index}-${j}` ? <ClausePanel key={c} id={c} k={`log-${entry.index}-${j}`} ctx={ctx} /> : null))}
    </>
  );
}, sameBody);

/** Whether an entry must render again: its place relative to the current step, or its content, changed. */
export const sameItem = (p: ItemProps, next: ItemProps): boolean => p.at === next.at && sameBody(p, next);

/** One entry: its place relative to the current step as classes, around its content. */
export const LogItem = memo((p: ItemProps): JSX.Element => (
  <li class={placeClass(p.at, p.branch)} aria-current={p.at === 'current' ? 'step' : undefined} data-step={p.entry.index}>
    <LogBody entry={p.entry} branch={p.branch} open={p.open} go={p.go} ctx={p.ctx} />
  </li>
), sameItem);

export interface LogProps {
  readonly entries: readonly StepEntry[];
  readonly step: number; // read when the log renders; a step alone does not render it
  readonly branchAt: number | null;
  readonly go: (step: number) => void;
  readonly ctx: CiteContext;
  readonly idp: string;
  readonly listRef: RefObject<HTMLOListElement>;
}

/** Whether the log must render again: anything but the step changed. */
export const sameLog = (a: LogProps, b: LogProps): boolean => a.entries === b.entries && a.branchAt === b.branchAt && a.go === b.go && a.ctx === b.ctx && a.idp === b.idp && a.listRef === b.listRef;

export const LogPanel = memo(({ entries, step, branchAt, go, ctx, idp, listRef }: LogProps): JSX.Element => {
  const mine = (i: number) => (ctx.open !== null && ctx.open.startsWith(`log-${i}-`) ? ctx.open : null);
  // The first entry after the line left the script (with timing points folded, the step after it may be folded).
  const branch = branchAt === null ? -1 : entries.find((e) => e.index > branchAt)?.index ?? -1;
  return (
    <div class="sbx-panel sbx-log" role="group" aria-labelledby={`${idp}-log`}>
      <p class="sbx-panel-title" id={`${idp}-log`}>Log <span class="sbx-subtle">(every step; choose one to jump to it)</span></p>
      <ol class="sbx-log-list" ref={listRef}>
        {entries.map((e) => (
          <LogItem key={e.index} entry={e} at={placeOf(e.index, step)} branch={e.index === branch} open={mine(e.index)} go={go} ctx={ctx} />
        ))}
      </ol>
    </div>
  );
}, sameLog);
