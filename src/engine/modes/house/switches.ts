// The Identity house rules' switches with rules in the engine, in the order their parts run, and the
// error for a game with a switch on whose rule is not installed. Kept apart from their composition
// (index.ts, withHouseRules), which comes with the house rules' own modules, so that the engine's
// core carries only this.
import type { HouseSwitch } from './house-types.ts';

/** The switches with rules, in the order their parts run (last three's new round before the offerings). */
export const HOUSE_SWITCHES: readonly HouseSwitch[] = ['lastThree', 'reincarnation', 'darkSouls'];

/** A game has this switch on, but its rule is not installed. */
export function houseRuleMissing(id: HouseSwitch): Error {
  return new Error(`The house rule ${id} is on in this game, but its rules are not installed: load them first (loadRules, engine/rules/load.ts; Node: skills/install.ts).`);
}
