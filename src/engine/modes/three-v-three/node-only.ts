// What only Node runs of the 3v3 mode, a module of its own (mode.ts): random games (the soak, the
// benches) and the mode's invariants (invariants.ts, checked after every step of random games and of
// every scenario). skills/install.ts installs it; no page loads it.
import { shuffle } from '../../rng.ts';
import { threesViolations } from './invariants.ts';
import type { ModeHooks } from '../mode-types.ts';
import { RULES as THREES } from './mode.ts';
import { THREES_ROLES } from './roles.ts';

const NODE_ONLY: Pick<ModeHooks<'3v3'>, 'randomSetup' | 'violations'> = {
  randomSetup({ seed, players, heroes, turnLimit }) {
    if (players !== 6) throw new Error(`3v3 is for 6 players, not ${players}`);
    const r = shuffle(heroes, seed);
    const withDraft = seed % 2 === 0 && r.items.length >= 22; // every other game drafts 16 heroes (the rest are seated directly)
    const seats = THREES_ROLES.map((role, i) => ({ hero: withDraft ? null : r.items[i] ?? null, role, wording: (seed + i) % 2 === 1 ? ('classic' as const) : ('revised' as const) }));
    return { seats, seed: r.seed, turnLimit, mode: '3v3', threes: withDraft ? { draft: r.items.slice(6, 22) } : {} };
  },
  violations: threesViolations,
};

/** Installs random games and the invariants into the 3v3 mode's hooks, over the two that throw until then (skills/install.ts calls it). */
export const RULES = (): void => {
  Object.assign(THREES, NODE_ONLY);
};
