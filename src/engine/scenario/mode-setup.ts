// A scenario's mode (setup.mode): the 3v3 table (roles by the 3v3 seating when left out, the
// seating checked: variants.3v3.seating), its start (deal: 3v3) and its draft (setup.draft).
// Identity scenarios pass through unchanged. Each error names the file, the field and the fix.
import { isHeroId, type HeroId } from '../data/hero-facts.ts';
import { nearest } from '../card-notation.ts';
import { HERO_IDS } from '../data/hero-facts.ts';
import { seatingError } from '../modes/three-v-three/seating.ts';
import { THREES_ROLES } from '../modes/three-v-three/sides.ts';
import type { Role } from '../types.ts';
import type { Scenario } from './schema.ts';

export interface ModeSetup {
  readonly roles: Role[] | null; // the roles, when the mode gives them (3v3 seats that name none)
  readonly errors: string[];
  readonly draft: HeroId[] | null;
}

export function modeSetup(file: string, sc: Scenario): ModeSetup {
  const { mode, deal, draft, seats } = sc.setup;
  const errors: string[] = [];
  if (mode !== '3v3') {
    if (deal === '3v3') errors.push(`${file}: setup.deal: deal: 3v3 starts a 3v3 game; add setup.mode: 3v3, or use deal: identity`);
    if (draft) errors.push(`${file}: setup.draft: the draft belongs to the 3v3 mode; add setup.mode: 3v3 and deal: 3v3, or remove the draft`);
    return { roles: null, errors, draft: null };
  }
  if (deal === 'identity') errors.push(`${file}: setup.deal: the Identity deal is not used in 3v3; write deal: 3v3 to start the 3v3 game from its beginning, or leave deal out`);
  if (draft && deal !== '3v3') errors.push(`${file}: setup.draft: the draft happens at the start of a 3v3 game; add setup.deal: 3v3`);
  const given = seats.map((s) => s.role);
  const none = given.every((r) => r === undefined);
  if (!none && given.some((r) => r === undefined)) errors.push(`${file}: setup.seats: in 3v3 either every seat names its role or none does (then p1 … p6 are lord, loyalist, rebel, renegade, rebel, loyalist)`);
  const roles = none ? [...THREES_ROLES].slice(0, seats.length) : given.map((r) => r ?? 'rebel');
  const bad = seatingError(roles);
  if (bad) errors.push(`${file}: setup.seats: ${bad}`);
  const heroes: HeroId[] = [];
  (draft ?? []).forEach((h, k) => {
    if (isHeroId(h)) heroes.push(h);
    else errors.push(`${file}: setup.draft[${k}]: unknown hero "${h}"${nearest(h, HERO_IDS) ? `; did you mean "${nearest(h, HERO_IDS)}"?` : ''}`);
  });
  if (new Set(heroes).size !== heroes.length) errors.push(`${file}: setup.draft: a hero is listed twice; the 16 heroes are all different`);
  // With a draft, the seats' heroes are what the draft decides (variants.3v3.draft-lineup): none before the line-up.
  if (draft) seats.forEach((s, k) => { if (s.hero !== null) errors.push(`${file}: setup.seats[${k}].hero: with a draft the heroes come from the line-up (variants.3v3.draft-lineup); write hero: null, or leave out setup.draft`); });
  return { roles, errors, draft: draft ? heroes : null };
}
