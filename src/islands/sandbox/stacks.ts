// The resolution stack at each step, as the stack panel and the steps' lines read it. The scripted
// line's stacks come worked out in the props (SandboxData.stacks, made at build time by
// frames-view.ts's stackTable), so a scenario page's first load carries no code that puts frames
// into words; a branch (and props without a table: the builder's) loads frames-view.ts for that.
import type { FrameView } from './frames-view.ts';
import type { StackTable } from './types.ts';
import { onDemand } from './on-demand.ts';

/** The stack shown at a step of a timeline, outermost first. */
export type StackAt = (step: number) => readonly FrameView[];

const NONE: readonly FrameView[] = [];

/** The stacks the props carry; each frame view is one object, shared by every step that shows it. */
export function tableStacks(table: StackTable): StackAt {
  const [keys, kinds, titles, details, clauses] = table.columns;
  if (![kinds, titles, details, clauses].every((c) => c.length === keys.length)) throw new Error(`The sandbox's stack table has columns of different lengths (${table.columns.map((c) => c.length).join(', ')}).`);
  const rows = keys.map((key, i): FrameView => ({ key, kind: kinds[i] ?? '', title: titles[i] ?? '', detail: details[i] ?? '', clause: clauses[i] ?? '' }));
  const steps = table.steps.map((s) => s.map((r) => {
    const row = rows[r];
    if (!row) throw new Error(`The sandbox's stack table names row ${r}, which it does not have (${rows.length} rows).`);
    return row;
  }));
  return (i) => steps[i] ?? NONE;
}

// Only the one function a page reads: the bundler then leaves out of the chunk what only the build
// reads (stackTable, STACK_CLAUSES), which a namespace import would keep.
type Frames = Pick<typeof import('./frames-view.ts'), 'stacksOf'>;
const framesModule = onDemand(async (): Promise<Frames> => ({ stacksOf: (await import('./frames-view.ts')).stacksOf }));

/** The module that puts frames into words (once; a failed load is tried again next time). */
export const loadFrames: () => Promise<Frames> = framesModule.load;

/** That module, when it is loaded already. */
export const framesLoaded = (): Frames | null => framesModule.get();
