// The log as a component: it renders each entry with its place from the step it is rendered at,
// renders again for a new entry list, branch or open clause but not for a step alone (the step's
// marks are set in the DOM, log-marks.ts), and an entry renders again only when its place or its
// content changes.
import { createRef, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import type { CiteContext } from './ClauseCite.tsx';
import { LogItem, LogPanel, type LogProps } from './LogPanel.tsx';
import type { StepEntry } from './steps.ts';

const entries: StepEntry[] = Array.from({ length: 6 }, (_, i) => ({ index: i, n: i, quiet: false, choice: null, lines: [{ text: `Step ${i} happens.`, clause: null }], notes: [] }));
const ctx: CiteContext = { prefix: 'sbx1', clauses: {}, pages: {}, open: null, toggle: () => undefined };
const go = () => undefined;
const listRef = createRef<HTMLOListElement>();
const props = (over: Partial<LogProps> = {}): LogProps => ({ entries, step: 2, branchAt: null, go, ctx, idp: 'sbx1', listRef, ...over });

type Node = VNode<Record<string, unknown>>;
const kids = (v: Node): Node[] => [v.props['children']].flat(Infinity).filter((c): c is Node => typeof c === 'object' && c !== null);
/** The props of the LogItem elements a render of the log gives. */
function items(p: LogProps): Record<string, unknown>[] {
  const log = new LogPanel(p);
  const list = kids(log.render(p, {}, undefined) as Node).find((c) => c.type === 'ol') as Node;
  return kids(list).map((c) => c.props);
}

describe('LogPanel', () => {
  it('renders each entry with its place from the step, and marks the first step of a branch', () => {
    expect(items(props()).map((p) => p['at'])).toEqual(['past', 'past', 'current', 'future', 'future', 'future']);
    expect(items(props({ branchAt: 3 })).map((p) => p['branch'])).toEqual([false, false, false, false, true, false]);
  });

  it('does not render again for a step alone; does for new entries, a branch or a clause opened', () => {
    const log = new LogPanel(props());
    expect(log.shouldComponentUpdate?.(props({ step: 5 }), {}, undefined)).toBe(false);
    expect(log.shouldComponentUpdate?.(props({ entries: [...entries] }), {}, undefined)).toBe(true);
    expect(log.shouldComponentUpdate?.(props({ branchAt: 1 }), {}, undefined)).toBe(true);
    expect(log.shouldComponentUpdate?.(props({ ctx: { ...ctx, open: 'log-1-0' } }), {}, undefined)).toBe(true);
  });
});

describe('LogItem', () => {
  const item = (at: 'past' | 'current' | 'future', over: Record<string, unknown> = {}) => ({ entry: entries[3]!, at, branch: false, open: null, go, ctx, ...over });

  it('is an <li> whose classes and aria-current say where the entry stands', () => {
    const li = (at: 'past' | 'current' | 'future') => { const p = item(at); return new LogItem(p).render(p, {}, undefined) as Node; };
    expect(li('current')).toMatchObject({ type: 'li', props: { class: 'sbx-log-item is-current', 'aria-current': 'step', 'data-step': 3 } });
    expect(li('future').props).toMatchObject({ class: 'sbx-log-item is-future', 'aria-current': undefined });
    expect(li('past').props['class']).toBe('sbx-log-item');
  });

  it('renders again only when its place or content changes', () => {
    const el = new LogItem(item('future'));
    expect(el.shouldComponentUpdate?.(item('future'), {}, undefined)).toBe(false);
    expect(el.shouldComponentUpdate?.(item('past'), {}, undefined)).toBe(true);
    expect(el.shouldComponentUpdate?.(item('future', { open: 'log-3-0' }), {}, undefined)).toBe(true);
  });
});
