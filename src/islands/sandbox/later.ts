// What a step other than the first needs, loaded on demand, once (on-demand.ts): what changed from
// the step before (diff.ts), the cards' slides (card-slide.ts), the computing of the other steps'
// views while the page is idle (warm.ts), and a branch's own scores (line-scores.ts). The first
// view has no step before it, so it never waits on this: the island asks for it when a visitor first
// reaches for the sandbox (intent.ts: a pointer over it, a touch, the focus in it, a key), or at once when it must show another
// step first (a press before hydration, a permalink, a `step` prop, a point of view's masks, a
// branch). Until it is loaded no step but the first may be shown (use-sandbox.ts defers a move
// until then); asking for it before is a bug, reported as one.
import { onDemand } from './on-demand.ts';

type Later = typeof import('./later-steps.ts');
const mod = onDemand(() => import('./later-steps.ts'));

/** Starts loading the code of the later steps (once; a failed load is tried again next time). */
export const loadLater: () => Promise<Later> = mod.load;

/** Whether the code of the later steps is loaded. */
export const laterLoaded = (): boolean => mod.get() !== null;

/** The code of the later steps, once loaded. */
export function later(): Later {
  const loaded = mod.get();
  if (!loaded) throw new Error('a step other than the first was shown before its code loaded (later.ts)');
  return loaded;
}
