// The sandbox's serialisable props, computed at build time (src/components/sandbox-build.ts) and
// passed to the island as one JSON string. Only types here: nothing that runs the rules.
import type { Faction } from '../../engine/data/hero-facts.ts';
import type { Suit } from '../../engine/data/card-facts.ts';
import type { GameSetup } from '../../engine/setup.ts';
import type { LogFactSpec } from '../../engine/scenario/schema.ts';
import type { DecisionKind, Role } from '../../engine/types.ts';
import type { Snapshot } from '../../flow/run.ts';
import type { Patch } from './patch.ts';

export type { Snapshot };

/** One player's score for a won game (variants.scoring.*). */
export interface ScoreLine {
  readonly seat: string;
  readonly role: string;
  readonly score: number;
  readonly detail: string; // "6 + bonus 1"
}

export interface SeatInfo {
  readonly id: string;
  readonly name: string; // the hero's English name, or '' for a seat without a hero
  readonly zh: string;
  readonly faction: Faction | null;
  readonly skills?: readonly SkillRef[]; // the hero's skills, in the wording the seat plays
  readonly side?: 'warm' | 'cool'; // a 3v3 table: the seat's side (a side is a point of view that sees its own hands)
  /** Heroes the seat becomes during the scripted run (reincarnation), by hero id: shown once the state names them. */
  readonly later?: Readonly<Record<string, Omit<SeatInfo, 'id' | 'later'>>>;
}

/** What the table shows of a hero: its names, faction and skills (a seat's, or one a branch reaches: a reborn player's, a drafted line-up's). */
export type HeroMeta = Omit<SeatInfo, 'id' | 'later'>;

/** A hero's skill as the table names it: its English name and the clause that holds its text. */
export interface SkillRef {
  readonly name: string;
  readonly clause: string;
}

/** A physical card as it is shown: [card kind id, suit, rank label]. */
export type CardFace = readonly [kind: string, suit: Suit, rank: string];

export interface ChoiceData {
  /** The engine's key of the choice, read only by the development inspector: a scenario page's built props leave it out (sandbox-build.ts). */
  readonly key?: string;
  readonly label: string;
  /** Once taken, only these seats read `label` (Choice.visibleTo: a hero placed face down); the others read `publicLabel`. */
  readonly visibleTo?: readonly string[];
  readonly publicLabel?: string;
}

/**
 * Which roles each point of view sees along a run, from the mode's `roleVisible` hook (worked out
 * where the engine is: at build time, and by live.ts for a branch; sandbox/role-sight.ts). Per
 * point of view (a seat, or a side's seats joined by '+'; the judge sees every role), the steps at
 * which what it sees changes: [step, bits], bit i set when it sees seat i's role from that step on.
 */
export type RoleSight = Readonly<Record<string, readonly (readonly [step: number, bits: number])[]>>;

/** The seats whose action marker is turned (the mode's actionMarkers hook), from each step at which they change: [step, bits], bit i set when seat i's marker is turned; empty in a mode without markers. */
export type MarkerRuns = readonly (readonly [step: number, bits: number])[];

/** The mode's words the table shows, from its hooks at build time (roleLabel, winnerText). */
export interface ModeWords {
  readonly roles: Readonly<Record<Role, string>>;
  readonly winners: Readonly<Record<string, string>>;
}

export interface DecisionData {
  readonly kind: DecisionKind;
  readonly seat: string;
  readonly prompt: string;
  readonly clause: string;
  readonly choices: readonly ChoiceData[];
}

export interface StateText {
  readonly description: string;
  readonly clause: string;
}

export interface ClauseText {
  /** the clause's citation label ("G7.3", content/citation-labels.yaml), shown before its title */
  readonly number: string;
  readonly title: string;
  readonly doc: string;
  readonly en: string;
  readonly zh: string;
  readonly href: string;
  /** The English and Chinese texts are not in the props but in the JSON file `SandboxData.texts` (fetched when the clause opens); `en` may still hold the English for a hero's skill, which the table shows. */
  readonly far?: true;
}

/** The texts of the clauses marked `far`, by id: [English, Chinese ('' when not carried)]. */
export type ClauseBodies = Readonly<Record<string, readonly [en: string, zh: string]>>;

/** A scenario page's texts file (`SandboxData.texts`): the far clauses' texts, and the section → page map its props leave out. */
export interface TextsFile {
  readonly texts: ClauseBodies;
  readonly pages: Readonly<Record<string, string>>;
}

export interface NoteData {
  readonly fact: string;
  readonly seat: string | null;
  readonly text: string;
  readonly clauses: readonly string[];
}

/** A frame of the resolution stack as the sandbox shows it (frames-view.ts's FrameView): key, kind, title, detail, clause. */
export type FrameRow = readonly [key: string, kind: string, title: string, detail: string, clause: string];

/**
 * The scripted line's stacks, worked out at build time (frames-view.ts stackTable): every distinct
 * frame once, and each step's stack (outermost first) as indexes into those frames. The frames
 * travel by column (`columns[0]` the keys, `[1]` the kinds, `[2]` the titles, `[3]` the details,
 * `[4]` the clauses; frame i is item i of each), which gzips about 0.15 KB smaller than by row on
 * the longest scenario: alike values sit together.
 */
export interface StackTable {
  readonly columns: readonly [keys: readonly string[], kinds: readonly string[], titles: readonly string[], details: readonly string[], clauses: readonly string[]];
  readonly steps: readonly (readonly number[])[];
}

export interface SandboxData {
  /** The scoring house rule: the scripted run's scores when it ends in a win (the winner and the log's length name that state). */
  readonly scores?: { readonly winner: string; readonly facts: number; readonly lines: readonly ScoreLine[] };
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly version: number;
  readonly setup: GameSetup;
  readonly until: LogFactSpec | null;
  readonly seats: readonly SeatInfo[];
  readonly places?: readonly string[]; // where each seat, then the centre, sits on the table's grid (seat-layout.ts)
  readonly kinds: Readonly<Record<string, string>>; // card kind id → English name
  readonly skills: Readonly<Record<string, string>>; // skill id → English name
  readonly heroNames?: Readonly<Record<string, string>>; // a 3v3 draft's heroes: hero id → English name (the picks shown at the Commanders' seats)
  readonly cards: Readonly<Record<string, CardFace>>; // every card the scripted run shows
  readonly stated: readonly string[]; // the draw pile's top cards that the scenario states
  readonly start: Snapshot;
  readonly patches: readonly Patch[]; // history[i + 1] = apply(history[i], patches[i])
  readonly stacks?: StackTable; // the scripted line's stacks (a scenario page's; the builder's props have none: the page works them out)
  readonly decisions: Readonly<Record<string, DecisionData>>; // by step index
  readonly scripted: readonly number[]; // the scripted choice (an index) at each decision, in order
  readonly decisionSteps: readonly number[];
  readonly states: Readonly<Record<string, StateText>>; // the chart's states (stateInfo), by stateKey (timeline.ts)
  readonly notes: readonly NoteData[];
  readonly sight: RoleSight; // the scripted run's
  readonly markers: MarkerRuns; // the scripted run's
  readonly words: ModeWords;
  readonly clauses: Readonly<Record<string, ClauseText>>;
  readonly pages: Readonly<Record<string, string>>; // clause section → page, for clauses without text here (a scenario page: in its texts file, empty here)
  /** The address of the texts file (TextsFile as JSON: the texts of the clauses marked `far`, and `pages`), when there are any. */
  readonly texts?: string;
}
