// The 3v3 table as the scenario loader reads it (setup.mode: 3v3): roles by the 3v3 seating when
// the seats name none, the seating checked (variants.3v3.seating), its start (deal: 3v3) and its
// draft (setup.draft). Installed into mode-setup.ts by the full loader (load.ts) and, in the browser,
// by the builder's 3v3 part (src/islands/builder/Threes.tsx), which it loads when a table is 3v3:
// an Identity table needs none of it. Each error names the file, the field and the fix (its words:
// say-words.ts).
import { isHeroId, type HeroId } from '../data/hero-facts.ts';
import { seatingError } from '../modes/three-v-three/seating.ts';
import { THREES_ROLES } from '../modes/three-v-three/roles.ts';
import type { Scenario } from './schema.ts';
import type { Said } from './say-words.ts';
import type { ModeSetup } from './mode-setup.ts';

export function threesSetup(file: string, sc: Scenario): ModeSetup {
  const { deal, draft, seats } = sc.setup;
  const errors: Said[] = [];
  if (deal === 'identity') errors.push(['dealIdentity', file]);
  if (draft && deal !== '3v3') errors.push(['draftDeal', file]);
  const given = seats.map((s) => s.role);
  const none = given.every((r) => r === undefined);
  if (!none && given.some((r) => r === undefined)) errors.push(['threesRoles', file]);
  const roles = none ? [...THREES_ROLES].slice(0, seats.length) : given.map((r) => r ?? 'rebel');
  const bad = seatingError(roles);
  if (bad) errors.push(['at', file, 'setup.seats', bad]);
  const heroes: HeroId[] = [];
  (draft ?? []).forEach((h, k) => {
    if (isHeroId(h)) heroes.push(h);
    else errors.push(['hero', file, `setup.draft[${k}]`, h]);
  });
  if (new Set(heroes).size !== heroes.length) errors.push(['draftTwice', file]);
  // With a draft, the seats' heroes are what the draft decides (variants.3v3.draft-lineup): none before the line-up.
  if (draft) seats.forEach((s, k) => { if (s.hero !== null) errors.push(['draftHero', file, k]); });
  return { roles, errors, draft: draft ? heroes : null };
}
