// The masks of a point of view (hidden.ts) load when a point of view other than the judge's is first
// chosen (use-sandbox.ts waits for them before it shows one): the judge's view masks nothing, and
// most visitors never change it. Until then only the judge's view may be computed; asking for a mask
// before is a bug, reported as one.
import type { TextMask } from './hidden.ts';
import { onDemand } from './on-demand.ts';

type Hidden = typeof import('./hidden.ts');
const hidden = onDemand(() => import('./hidden.ts'));

/** Starts loading the masks (once; a failed load is tried again next time). */
export const loadMasks: () => Promise<Hidden> = hidden.load;

/** The masks, once loaded. */
export function masks(): Hidden {
  const loaded = hidden.get();
  if (!loaded) throw new Error('a point of view other than the judge’s was shown before its masks loaded (masks.ts)');
  return loaded;
}

/** The judge's mask: every text as it is. */
export const OPEN_MASK: TextMask = Object.assign((text: string) => text, { open: true });
