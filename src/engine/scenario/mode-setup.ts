// A scenario's mode (setup.mode). Identity scenarios pass through unchanged (a 3v3 deal or draft in
// one is an error); a 3v3 table is read by threes-setup.ts (its seating, start and draft), which the
// full loader (load.ts) installs and the builder installs with its 3v3 part, loaded for a 3v3 table:
// reading a 3v3 table before then throws ThreesSetupMissingError. Each error names the file, the
// field and the fix (its words: say-words.ts).
import type { HeroId } from '../data/hero-facts.ts';
import type { Role } from '../types.ts';
import type { Scenario } from './schema.ts';
import type { Said } from './say-words.ts';
import { slot } from './installed.ts';

export interface ModeSetup {
  readonly roles: Role[] | null; // the roles, when the mode gives them (3v3 seats that name none)
  readonly errors: Said[];
  readonly draft: HeroId[] | null;
}

/** A 3v3 table was read before the code that reads it (threes-setup.ts) was installed. */
export class ThreesSetupMissingError extends Error {
  constructor() {
    super('the code that reads a 3v3 table is not installed: installThreesSetup(threesSetup) (src/engine/scenario/threes-setup.ts) before reading a 3v3 table');
    this.name = 'ThreesSetupMissingError';
  }
}

type ThreesSetup = (file: string, sc: Scenario) => ModeSetup;
const threes = slot<ThreesSetup>(() => new ThreesSetupMissingError());

/** Installs the code that reads a 3v3 table (threes-setup.ts's threesSetup). */
export const installThreesSetup = threes.install;

export function modeSetup(file: string, sc: Scenario): ModeSetup {
  const { mode, deal, draft } = sc.setup;
  if (mode === '3v3') {
    return threes.get()(file, sc);
  }
  const errors: Said[] = [];
  if (deal === '3v3') errors.push(['deal3v3', file]);
  if (draft) errors.push(['draftMode', file]);
  return { roles: null, errors, draft: null };
}
