// The game state is one JSON value: no classes, no functions. Everything the engine knows about a
// game in progress is here, so a snapshot can be saved, compared, replayed and sent to the page.
import type { CardKindId, EquipSlot } from './data/card-rules.ts';
import type { HeroId, Wording } from './data/hero-facts.ts';
import type { Colour, VirtualCard } from './card-types.ts';
export type { Colour, VirtualCard };

export type Role = 'lord' | 'loyalist' | 'rebel' | 'renegade';
export type Phase = 'none' | 'start' | 'judgment' | 'draw' | 'play' | 'discard' | 'end';
export type Winner = 'lord' | 'rebels' | 'renegade' | 'draw' | 'warm' | 'cool'; // Identity: lord, rebels, renegade; 3v3: warm, cool (variants.3v3.goal)
export const PHASES: readonly Phase[] = ['start', 'judgment', 'draw', 'play', 'discard', 'end'];

export type Equipment = Partial<Record<EquipSlot, string>>;

export interface Seat {
  readonly id: string; // p1, p2 … in turn order
  readonly hero: HeroId | null;
  /** The hero card is face up: its name may be printed for every point of view (who() in state.ts). Identity: always; a mode with hidden heroes (Hegemony) turns it on when the hero is revealed. */
  readonly heroShown: boolean;
  readonly wording: Wording;
  readonly role: Role;
  readonly roleShown: boolean;
  /** The hero's lord skills are in effect for this seat (Identity: the Lord's; set at setup by the mode's `lordSkills` hook, so the skill registry reads it from the seat and its cache key stays sound). */
  readonly lordSkills: boolean;
  readonly hp: number;
  readonly maxHp: number;
  /**
   * The seat has a living character at the table: its hero's skills act, it takes turns, it is asked
   * to decide, it is in the queues (Peach, Nullification) and can be targeted. False from its death.
   */
  readonly alive: boolean;
  /**
   * The player is eliminated for victory: the mode's win check (ModeHooks.winner) counts only
   * players who are not out. Identity: set with `alive: false` at death and never cleared. A house
   * rule may keep a player out while present again (reincarnation: back at 1 HP, `alive` again,
   * still `out`), or let deaths happen before the win check runs (last three). Invariant: a seat
   * that is not alive is out.
   */
  readonly out: boolean;
  readonly hand: readonly string[];
  readonly equipment: Equipment;
  readonly judgment: readonly string[]; // placement order: last placed is last
  /** Cards in the judgment zone that were placed as another delayed trick (National Beauty: a ♦ card as Acedia): card → the trick it is. */
  readonly judgmentAs?: Readonly<Record<string, CardKindId>>;
  readonly chained: boolean;
  readonly flipped: boolean;
  readonly flags: Readonly<Record<string, number>>; // per-turn and per-phase counters, cleared by the engine
  readonly aside?: readonly string[]; // cards set aside face down on the hero card until the end of the turn (Humility)
}

/**
 * A fact of the log: past tense, citing the clause that made it happen. Its text is written for
 * everyone unless `visibleTo` says otherwise: then only those seats (and the judge) read `text` and
 * `data`, and every other point of view reads `publicText` (or nothing, when there is none).
 * Filter with factFor / visibleFacts (visibility.ts); never copy the log per point of view.
 */
export interface LogFact {
  readonly fact: string; // noun.pastTense: card.used, damage.dealt, player.dying …
  readonly clause: string;
  readonly text: string;
  readonly seat?: string;
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
  /** The seats that may read this fact in full (a card looked at, a hidden general seen); absent: everyone. */
  readonly visibleTo?: readonly string[];
  /** What the other points of view read instead ("p1 looks at a hand card of p2."); absent: they see no line. */
  readonly publicText?: string;
}

/**
 * The log, oldest first, in chunks of at most LOG_CHUNK facts (every chunk but the last is full).
 * Appending copies the list of chunks and the last chunk, not the whole log: a game's log grows to
 * thousands of facts, and every step makes a new state.
 */
export type LogBook = readonly (readonly LogFact[])[];

export interface GameState {
  readonly version: 1;
  readonly seats: readonly Seat[];
  readonly drawPile: readonly string[]; // top first
  readonly discardPile: readonly string[]; // oldest first, top last
  readonly processing: readonly string[];
  readonly current: number; // index of the seat whose turn it is
  readonly phase: Phase;
  readonly turn: number;
  readonly step: TurnStep; // where the turn stands when no frame is resolving
  readonly turnInfo: TurnInfo;
  readonly stack: readonly Frame[]; // innermost last
  readonly nextId: number; // id for the next frame
  readonly rng: number;
  readonly log: LogBook; // read it with logFacts() (state.ts)
  readonly winner: Winner | null;
  readonly options: GameOptions;
  /** The mode's own JSON slot (ModeDataMap[options.mode]), always present: Identity keeps nothing there (null). Read it with modeData() (modes/table.ts). */
  readonly modeData: ModeData;
  /** Cards lost from hands and equipment zones during the current step; the engine raises their "after losing cards" timing when the step ends. */
  readonly lost?: readonly CardLoss[] | undefined; // undefined (not deleted) once raised: every state keeps one shape
}

/** One move that took cards from a seat's hand or equipment zone. */
export interface CardLoss {
  readonly seat: string;
  readonly hand: number;
  readonly equipment: number;
}

export type TurnStep = 'turn.begin' | 'phase.before' | 'phase.enter' | 'phase.begin' | 'phase.main' | 'phase.end' | 'turn.ending' | 'turn.end';

/** Counters of the current turn, reset when a turn begins. */
export interface TurnInfo {
  readonly skip: readonly Phase[];
  readonly judged: readonly string[]; // delayed tricks already judged this judgment phase
  readonly strikesUsed: number;
  readonly wineUsed: number;
  readonly wineBonus: number; // +damage waiting for the next Strike this turn
  readonly strikesInPlay: number; // Strikes used or played during the play phase (Self-Restraint)
  readonly used: Readonly<Record<string, number>>; // skill uses this phase
  readonly drawCount: number; // cards to draw in the draw phase (2, changed by skills)
}

export interface GameOptions {
  /** How many turns a random game may last before it is stopped (bench and soak only). */
  readonly turnLimit: number;
  /** The mode the game is played in: its hooks (modes/mode-types.ts) are looked up by this id. */
  readonly mode: ModeId;
  /** The house rules in play (variants.house and after), every one off unless the setup turns it on. */
  readonly house: HouseRules;
}

/** The modes the engine plays. A new id is a type error until it is registered in modes/index.ts (MODES) and rules/load.ts (MODE_CHUNKS) and given a slot in ModeDataMap. */
export type ModeId = 'identity' | '3v3';

/**
 * Each mode's own JSON slot in the state (`GameState.modeData`): what the mode must remember beyond
 * the seats, the piles and the stack (3v3: the side with the right to act, the round; Hegemony: the
 * first reveal). Identity needs nothing. Every value must be JSON (checked below), so replays,
 * permalinks and the decision memo stay sound.
 */
export interface ModeDataMap {
  readonly identity: null;
  readonly '3v3': ThreesData;
}
export type ModeData = ModeDataMap[ModeId];

/** A JSON value. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };
/** Compile-time check that every mode's slot is JSON (a function, a Map or undefined in a slot is a type error here). */
export type ModeDataIsJson = ModeDataMap extends { readonly [M in ModeId]: Json } ? true : never;
export const MODE_DATA_IS_JSON: ModeDataIsJson = true;

/** House-rule switches (content/clauses/variants.yaml), all off by default (HOUSE_OFF). Identity mode only. */
export interface HouseRules {
  /** variants.house.first-out-protection */
  readonly firstOutProtection: boolean;
  /** variants.last-three.*: with three players left, everyone loses 1 HP at the start of each round; the win check waits for the batch. */
  readonly lastThree: boolean;
  /** variants.reincarnation.*: an eliminated player may come back at 1 HP with a new hero, still out for victory. */
  readonly reincarnation: boolean;
  /** variants.dark-souls.*: an eliminated player becomes a dark soul possessing a living player. */
  readonly darkSouls: boolean;
  /** variants.scoring.*: a finished game shows each player's score by 004's tables (modes/house/scoring.ts). */
  readonly scoring: boolean;
}
export const HOUSE_OFF: HouseRules = { firstOutProtection: false, lastThree: false, reincarnation: false, darkSouls: false, scoring: false };

// ---- Inputs: what a player decides. Events are named noun.verb. ----
export type Input =
  | { readonly type: 'card.use'; readonly seat: string; readonly cards: readonly string[]; readonly as: CardKindId; readonly targets: readonly string[]; readonly skill?: string }
  | { readonly type: 'card.recast'; readonly seat: string; readonly card: string }
  | { readonly type: 'response.play'; readonly seat: string; readonly cards: readonly string[]; readonly as: CardKindId; readonly skill?: string }
  | { readonly type: 'response.pass'; readonly seat: string }
  | { readonly type: 'skill.invoke'; readonly seat: string; readonly skill: string; readonly cards?: readonly string[]; readonly targets?: readonly string[] }
  | { readonly type: 'skill.decline'; readonly seat: string }
  | { readonly type: 'card.choose'; readonly seat: string; readonly card: string }
  | { readonly type: 'option.choose'; readonly seat: string; readonly option: string }
  | { readonly type: 'phase.end'; readonly seat: string };

export interface Choice {
  readonly key: string; // stable text form of the input, used to match, replay and link
  readonly label: string;
  readonly input: Input;
  /** The seats that may read `label` once the choice is taken (a hero placed face down); absent: everyone. As LogFact.visibleTo. */
  readonly visibleTo?: readonly string[];
  /** What the other points of view read of the taken choice instead ("Place a hero face down"). Required with `visibleTo`. */
  readonly publicLabel?: string;
}

export type DecisionKind = 'play' | 'respond' | 'nullify' | 'dying' | 'retrial' | 'trigger' | 'discard' | 'choose';

export interface Decision {
  readonly kind: DecisionKind;
  readonly seat: string;
  readonly prompt: string;
  readonly clause: string;
  readonly choices: readonly Choice[];
}

import type { Frame } from './frames/frame-types.ts';
import type { ThreesData } from './modes/three-v-three/data-types.ts';
export type { Frame };
