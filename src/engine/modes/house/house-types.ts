// What one Identity house rule adds to the mode (modes/house/index.ts composes them), so that each
// rule is a module of its own: Node, the tests and the build install all of them
// (skills/install.ts); the browser loads only those a table turns on (rules/load.ts). Types only.
import type { Chooser } from '../../frames/chooser.ts';
import type { SkillKeyField } from '../../skills/registry.ts';
import type { SkillDef } from '../../skills/skill-types.ts';
import type { Choice, GameState, HouseRules, Input, Seat } from '../../types.ts';
import type { ModeHooks } from '../mode-types.ts';

/** The house-rule switches that have rules in the engine (first-out protection and scoring have none: scoring reads a finished game, modes/house/scoring.ts). */
export type HouseSwitch = Extract<keyof HouseRules, 'lastThree' | 'reincarnation' | 'darkSouls'>;

/** A house rule's parts. Each acts only while the rule's switch is on in the state (or the setup). */
export interface HouseRule {
  readonly id: HouseSwitch;
  /** After the base mode has handed the turn on (the rules in HOUSE_SWITCHES order). */
  readonly nextTurn?: (state: GameState, ended: string) => GameState;
  /** The win check waits (last three: players out together are still resolving). */
  readonly winnerWaits?: (state: GameState) => boolean;
  /** Reward and punishment in place of `plain` (the base mode's, and the rules' before it). */
  readonly onKill?: (state: GameState, dead: string, killer: string | null, plain: (s: GameState) => GameState) => GameState;
  /** After the base mode's afterDeath. */
  readonly afterDeath?: (state: GameState, dead: string) => GameState;
  /** The rule's choose purposes, made from the base mode (its win check and texts). */
  readonly choosers?: (base: ModeHooks<'identity'>) => Readonly<Record<string, Chooser>>;
  /** Choices added to the play-phase decision. */
  readonly playChoices?: (state: GameState) => readonly Choice[];
  /** Applies a play-phase input the rule added; null when it is not the rule's. */
  readonly applyPlayInput?: (state: GameState, input: Input) => GameState | null;
  /** Skills the rule grants a seat, read only from the key fields it adds to the skill cache key. */
  readonly skills?: { readonly granted: (seat: Seat) => readonly SkillDef[]; readonly keyFields: readonly SkillKeyField[] };
  /**
   * The Identity mode with the installed rules (every rule's is modes/house/index.ts withHouseRules):
   * it comes with the rules, so that the engine's core (skills/install-core.ts) does not carry it.
   */
  readonly compose: (base: ModeHooks<'identity'>, installed: readonly HouseRule[]) => ModeHooks<'identity'>;
}
