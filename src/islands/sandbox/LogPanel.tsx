// The log: one entry per step of the line shown, each citing its clauses; choosing an entry jumps
// to that step. Steps after the current one are shown dimmed (what is still to come).
import { Component, type JSX, type RefObject } from 'preact';
import { Cite, ClausePanel, type CiteContext } from './ClauseCite.tsx';
import type { StepEntry } from './steps.ts';
import { Suited } from './Suited.tsx';

interface ItemProps {
  readonly entry: StepEntry;
  readonly current: boolean;
  readonly future: boolean;
  readonly branch: boolean; // the first step after the line left the script
  readonly open: string | null; // the open clause key, when it belongs to this entry
  readonly go: (step: number) => void;
  readonly ctx: CiteContext;
}

function summary(e: StepEntry): string {
  const text = e.lines.map((l) => l.text).join(' ');
  return e.choice ? `Chosen: ${e.choice}${text ? `. ${text}` : ''}` : text;
}

class LogItem extends Component<ItemProps> {
  override shouldComponentUpdate(next: ItemProps): boolean {
    const p = this.props;
    return p.entry !== next.entry || p.current !== next.current || p.future !== next.future || p.branch !== next.branch || p.open !== next.open || p.ctx.clauses !== next.ctx.clauses;
  }

  override render(): JSX.Element {
    const { entry, current, future, branch, go, ctx } = this.props;
    const cites = [...new Set(entry.lines.map((l) => l.clause).filter((c): c is string => c !== null))];
    const cls = ['sbx-log-item', current && 'is-current', future && 'is-future', branch && 'is-branch'].filter(Boolean).join(' ');
    return (
      <li class={cls} aria-current={current ? 'step' : undefined} data-step={entry.index}>
        <button type="button" class="sbx-log-jump" onClick={() => go(entry.index)}>
          <span class="sbx-log-n">{entry.index}</span>
          <span class="sbx-log-text"><Suited text={summary(entry)} /></span>
        </button>
        {branch && <span class="sbx-badge sbx-badge-branch">your branch</span>}
        {cites.length > 0 && <span class="sbx-log-cites">{cites.map((c, j) => <Cite key={c} id={c} k={`log-${entry.index}-${j}`} ctx={ctx} />)}</span>}
        {cites.map((c, j) => (ctx.open === `log-${entry.index}-${j}` ? <ClausePanel key={c} id={c} k={`log-${entry.index}-${j}`} ctx={ctx} /> : null))}
      </li>
    );
  }
}

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
        {entries.map((e) => (
          <LogItem key={e.index} entry={e} current={e.index === step} future={e.index > step} branch={branchAt !== null && e.index === branchAt + 1} open={mine(e.index)} go={go} ctx={ctx} />
        ))}
      </ol>
    </div>
  );
}
