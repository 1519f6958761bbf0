// The resolution stack as a scenario page's scripted states carry it, once the stack's words come
// worked out in the props (SandboxData.stacks): a frame keeps only what the page reads of it, its
// id and kind (the changes at a step, the fingerprint of a permalink), a dying frame's seat (the
// table marks the seat dying), and `rev`, a count that moves whenever any of its other fields
// changes, so that a changed frame is still a new object in the page (a frame updated at a step is
// marked, and a step with no log fact is read from the innermost frame that changed). The engine's
// own fields (targets, queues, stages…) stay at build time: about 0.7 KB of gzip on the longest
// scenario. A branch runs the rules itself and has whole frames.
import type { Frame } from '../engine/frames/frame-types.ts';
import type { Snapshot } from '../flow/run.ts';

/** What a lean frame holds; typed as the engine's Frame, whose other fields the page does not read for the scripted line. */
export interface LeanFrame {
  readonly id: Frame['id'];
  readonly kind: Frame['kind'];
  readonly seat?: string;
  readonly rev: number;
}

/** Each state's stack, lean, in order of the history. */
export function leanStacks(history: readonly Snapshot[]): LeanFrame[][] {
  const seen = new Map<string, { readonly json: string; readonly rev: number }>();
  return history.map((s) => s.game.stack.map((f): LeanFrame => {
    const json = JSON.stringify(f);
    const was = seen.get(String(f.id));
    const rev = !was ? 0 : was.json === json ? was.rev : was.rev + 1;
    seen.set(String(f.id), { json, rev });
    return f.kind === 'dying' ? { id: f.id, kind: f.kind, seat: f.seat, rev } : { id: f.id, kind: f.kind, rev };
  }));
}
