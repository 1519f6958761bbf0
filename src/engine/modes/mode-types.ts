// The hooks a mode gives the engine. The engine is one engine: a mode enters only through these
// hooks, the frames it pushes (the `choose` frame and the existing inputs, so the statechart needs
// no new state) and its JSON slot in the state (`GameState.modeData`). The hooks are pure functions
// of their arguments: every memo in the engine (decisionOf's ring, the skill cache) is keyed on
// states and seats, so a hook must read nothing but what it is given (no page-level "current mode",
// no point of view kept beside the state).
//
// To add a mode (3v3, Hegemony …):
//   1. add its id to `ModeId` and its slot type to `ModeDataMap` (types.ts); declare the slot with
//      `type X = { … }`, not `interface`, so the JSON check there accepts it;
//   2. write `modes/<id>.ts` exporting a `ModeHooks<'<id>'>` (every hook is required: the compiler
//      names the missing ones); cite the mode's clauses (content/clauses/variants.yaml);
//   3. register it in `MODES` (modes/index.ts: installed by skills/install.ts) and in the browser's
//      loader (`MODE_CHUNKS` in rules/load.ts, its file in `MODE_FILES`, rules/needs.ts). No
//      engine module imports a mode module: they ask modes/table.ts.
import type { CardInstance } from '../data/card-rules.ts';
import type { Chooser } from '../frames/chooser.ts';
import type { HeroId } from '../data/hero-facts.ts';
import type { GameSetup, SeatSetup } from '../setup-types.ts';
import type { Choice, GameState, Input, ModeDataMap, ModeId, Role, Seat, Winner } from '../types.ts';

/** The end of a win check: who won and the clause that says so. */
export interface WinCheck {
  readonly winner: Winner;
  readonly clause: string;
}

/** A random game for the soak, the bench and the invariant tests: the mode's own set-ups. */
export interface RandomSetupArgs {
  readonly seed: number;
  readonly players: number;
  readonly heroes: readonly HeroId[];
  readonly turnLimit: number;
  /** The mode's second set-up for that count, when it has one (Identity: ROLE_VARIANTS). */
  readonly variant: boolean;
}

/** A broken invariant of a mode (the kinds are shared by every mode, so the soak counts them by kind). */
export interface ModeViolation {
  readonly kind: 'mode.winner' | 'mode.markers';
  readonly text: string;
}

/** What a point of view sees: 'judge' sees everything; otherwise the seat id of the viewer. */
export type Viewer = 'judge' | string;

export interface ModeHooks<M extends ModeId = ModeId> {
  readonly id: M;
  /** The mode's name for people ("Identity"). */
  readonly label: string;

  // ---- setup (setup.ts createGame) ----
  /** A seat's starting max HP when the setup does not state it (Identity: the hero's, +1 for the Lord with 5 or more players, identity.setup.lord-bonus). */
  startingMaxHp(seat: SeatSetup, players: number): number;
  /** Whether a seat's role is face up from the start (Identity: only the Lord's). */
  roleShown(role: Role, players: number): boolean;
  /** Whether a seat's hero card is face up from the start, so its name is printed for everyone (Identity: always; Hegemony: no). Stored in `Seat.heroShown`, read by who(). */
  heroShown(role: Role, players: number): boolean;
  /** Whether a seat's hero keeps its lord skills (Identity: the Lord's seat). Stored in `Seat.lordSkills`, which the skill registry reads. */
  lordSkills(role: Role, players: number): boolean;
  /** Whether a card of the chosen sets goes into the deck (Identity: every card of the sets; 3v3 leaves Lightning out). */
  inDeck(card: CardInstance): boolean;
  /** The clause that deals the starting hands when the setup asks for them (Identity: identity.setup.starting-hand). */
  readonly startingHandClause: string;
  /** The mode's slot at the start of a game. */
  initialData(setup: GameSetup): ModeDataMap[M];
  /**
   * A random game of this mode (throws for a player count the mode does not play). Identity has
   * none here: its random game is modes/identity-random.ts's, which setup.ts's randomSetup reads,
   * so that the browser's rules (which never deal a random game) do not carry it.
   */
  randomSetup?(args: RandomSetupArgs): GameSetup;
  /** The game as created, before anything runs: a mode may push the frames that open it (3v3: the draft, the cool Commander's choice of the first side). Identity: unchanged. */
  opening(state: GameState): GameState;

  // ---- turn order (turn.ts, at the end of a turn) ----
  /**
   * Hands the turn on after `ended`'s turn ends: returns the state with `current` set to the seat
   * whose turn comes next (Identity: the next living seat, to the right). The place for a mode to
   * count rounds in its slot, or to push a `choose` frame that settles who acts (3v3); the engine
   * then begins that seat's turn once the stack is empty. Keep `seats` in seating order (distance
   * depends on it): turn order is `current`, never a reordering of the seats.
   */
  nextTurn(state: GameState, ended: string): GameState;
  /** A seat's turn has begun (logged `turn.began`, or `turn.skipped` for a face-down hero): 3v3 turns its identity card sideways. Identity: unchanged. */
  turnBegan(state: GameState, seat: string): GameState;
  /** The mode's own purposes of the `choose` frame (3v3: the first side, who acts, the draft), looked up after the cards' and skills' (frames/choose.ts). */
  readonly choosers: Readonly<Record<string, Chooser>>;
  /** The mode's own invariants of a state (3v3: one side wins, action markers consistent), checked with the engine's (invariants.ts). */
  violations(state: GameState): readonly ModeViolation[];

  // ---- death (frames/death.ts) ----
  /** The mode's win check, run after every death (and by a mode after a reveal): null while the game goes on. Reads `Seat.out`, not `alive` (a player can be out for victory while still at the table). */
  winner(state: GameState): WinCheck | null;
  /** The log line that ends the game for a winner ("The Rebels win."). */
  winnerText(winner: Winner): string;
  /** What the table learns when a seat dies, logged (Identity: the role is revealed, identity.death.reveal). The seat is already `alive: false, out: true`. */
  revealOnDeath(state: GameState, seat: string, killer: string | null): GameState;
  /** Reward and punishment after the dead player's cards are discarded (Identity: a Rebel's killer draws 3; the Lord who kills a Loyalist discards). */
  onKill(state: GameState, dead: string, killer: string | null): GameState;
  /** After a death that did not end the game, once reward and punishment are done (Identity: nothing; dark souls: the dead player chooses whom to possess). May push frames; they resolve before the game goes on. */
  afterDeath(state: GameState, dead: string, killer: string | null): GameState;

  // ---- the mode's own decisions (frames/choose.ts, engine.ts) ----
  /** Choices the mode adds to the current player's play-phase decision (reincarnation: an offering). Identity: none. */
  playChoices(state: GameState): readonly Choice[];
  /** Applies a play-phase input the mode added, or null when the input is the play phase's own. */
  applyPlayInput(state: GameState, input: Input): GameState | null;

  // ---- cards (cards/tricks.ts) ----
  /** The orders in which an area trick's targets resolve: one list per order the user may choose (Identity: one, from the user round the table, identity.turn.order); `includeUser` for Peach Garden and Harvest. An empty list means no target. */
  aoeOrders(state: GameState, user: string, includeUser: boolean): string[][];

  // ---- points of view (the sandbox's views) ----
  /** Whether `viewer` sees `seat`'s role or side (Identity: the judge, the seat itself, a role shown face up, a dead seat). The sandbox reads it through a table made once per run (sandbox/role-sight.ts). */
  roleVisible(state: GameState, seat: Seat, viewer: Viewer): boolean;
  /** The seats whose action marker is turned (3v3: the identity card sideways, variants.3v3.action-markers), for the table's views; null when the mode has no markers (Identity). */
  actionMarkers(state: GameState): readonly string[] | null;
  /** A role's identity card as the table names it (Identity: "Lord"; 3v3: "Warm Commander", the card marks a side and a position). */
  roleLabel(role: Role): string;
}

/** The table of modes: one entry per mode id, each of its own mode (a missing mode is a type error). */
export type ModeTable = { readonly [M in ModeId]: ModeHooks<M> };
