// The judge's builder (issue 16): its model is the repository's scenario format. A table is a
// scenario's setup and script plus the few fields of meta a shared table keeps; `Shared` adds where
// the viewer stands (the step shown, the point of view, choices taken beyond the script).
// Everything here is plain data: strings and numbers, never markup.
import type { LogFactSpec, ScenarioInput } from '../../../engine/scenario/schema.ts';
import type { Role, Winner } from '../../../engine/types.ts';

/** The table's setup, exactly as a scenario file writes it (src/engine/scenario/schema.ts). */
export type SetupInput = ScenarioInput['setup'];
/** One seat, as a scenario file writes it: hero, wording, role, hp, maxHp, hand, equipment, judgment, chained, flipped. */
export type SeatInput = SetupInput['seats'][number];
export type EquipmentInput = NonNullable<SeatInput['equipment']>;
export type PhaseId = NonNullable<SetupInput['phase']>;

/** A table: a scenario's setup and script, with the meta a shared table keeps. */
export interface Table {
  readonly title?: string;
  readonly summary?: string;
  readonly topics?: readonly string[];
  readonly clauses?: readonly string[];
  /** Stop when this log fact occurs (the scenario's `until`); absent: play on to the end of the script. */
  readonly until?: LogFactSpec;
  readonly setup: SetupInput;
  /** The choices made at each decision, in order, in the scenario's words ("p2 plays dodge ♦2"). */
  readonly script: readonly string[];
}

/** What a link, a YAML file or a report carries: the table, the step shown and the point of view. */
export interface Shared {
  readonly table: Table;
  /** The step shown (the sandbox's timeline index: every rule event counts). */
  readonly step: number;
  /** The view shown: a seat's ("p2"), a side's (its seats joined by '+', "p1+p3": 3v3), or null for the judge's view of everything (POV). */
  readonly pov: string | null;
  /** Choices taken in the sandbox after the script, in the script's words (a branch being explored). */
  readonly branch?: readonly string[];
}

/** One mistake in a table, told where it is made, in the scenario loader's words (src/engine/scenario/problem.ts). */
export type { Problem } from '../../../engine/scenario/problem.ts';

/** What a run showed at its end: the expect block of an exported YAML file. */
export interface ObservedSeat {
  /** The hero at the seat (null: none); in a 3v3 draft, the hero the draft placed there. */
  readonly hero?: string | null;
  readonly role?: Role;
  readonly hp?: number;
  readonly maxHp?: number;
  readonly alive?: boolean;
  /** Out for the winning conditions (a reincarnated player is alive and out). */
  readonly out?: boolean;
  readonly chained?: boolean;
  readonly flipped?: boolean;
  readonly hand?: readonly string[];
  readonly equipment?: { readonly weapon?: string | null; readonly armor?: string | null; readonly plusMount?: string | null; readonly minusMount?: string | null };
  readonly judgment?: readonly string[];
}

export interface Observed {
  /** Log facts in the order they occurred. */
  readonly facts: readonly LogFactSpec[];
  readonly seats: Readonly<Record<string, ObservedSeat>>;
  readonly winner?: Winner | null;
  /** Each player's score for the finished game, when the scoring house rule is in play (variants.scoring.*). */
  readonly scores?: Readonly<Record<string, number>>;
  /** Where the observed run stops, when the table has no `until` and the game is not over (observe.ts picks it). */
  readonly until?: LogFactSpec;
  /** How many script lines the run used, when a line did not fit its decision (the rest is not exported). */
  readonly scriptUsed?: number;
  /** Clause ids the run cited that the site has (the caller filters them); used when the table names none. */
  readonly clauses?: readonly string[];
}

/** A clause a report cites, with its texts (given by the caller, so the model stays small). */
export interface ReportClause {
  readonly id: string;
  readonly label?: string;
  readonly en: string;
  readonly zh?: string;
}

/** Size limits: input over these is refused with a plain message, before any parsing. */
/** A point of view a link, a YAML file's header or a report holds: a seat, or up to five seats joined by '+' (a 3v3 side, as the sandbox's permalinks write it). */
export const POV = /^p([1-9]|10)(\+p([1-9]|10)){0,4}$/;
export const MAX_LINK = 16 * 1024;
export const MAX_YAML = 64 * 1024;
export const MIN_SEATS = 2;
export const MAX_SEATS = 10;
