// A random Identity game, for random play (the soak, the bench, the tests): not one of the mode's
// hooks (modes/identity.ts), so that the browser's rules, which never deal a random game, leave it
// out (setup.ts's randomSetup reads it).
import { shuffle } from '../rng.ts';
import type { GameSetup } from '../setup-types.ts';
import type { Role } from '../types.ts';
import { ROLE_TABLE, ROLE_VARIANTS } from './identity-roles.ts';
import type { RandomSetupArgs } from './mode-types.ts';

/**
 * Roles shuffled (the Lord in seat 1), distinct random heroes, 4 cards each; every other seat
 * (alternating with the seed) plays the classic wording, so both wordings are exercised.
 */
export function identityRandomSetup({ seed, players, heroes, turnLimit, variant }: RandomSetupArgs): GameSetup {
  const roles = variant ? ROLE_VARIANTS[players] : ROLE_TABLE[players];
  if (!roles) throw new Error(`no role table for ${players} players`);
  const r1 = shuffle(roles.slice(1), seed);
  const r2 = shuffle(heroes, r1.seed);
  const seats = ['lord' as Role, ...r1.items].map((role, i) => ({ hero: r2.items[i % r2.items.length] ?? null, role, wording: (seed + i) % 2 === 1 ? ('classic' as const) : ('revised' as const) }));
  return { seats, seed: r2.seed, dealStartingHands: true, turnLimit };
}
