// What a game's rules engine gives the flow (the statechart and the flow API) so the flow can run
// it: any game whose state is one JSON value, whose decisions have a kind and legal choices, and
// whose inputs are events with a `type`. Sanguosha's engine is one (sanguosha.ts); a second game
// (the trading card game) writes its own core and gets the chart, the snapshots, replay and the
// stepping API from createMachine (machine.ts) and createFlow (run.ts) without copying them.

/** A player's input: an event named noun.verb. */
export interface CoreInput {
  readonly type: string;
}

/** What the game waits for: one deciding seat, the window's kind and the legal choices. */
export interface CoreDecision<I extends CoreInput, K extends string = string> {
  readonly kind: K;
  readonly seat: string;
  readonly prompt: string;
  readonly clause: string;
  readonly choices: readonly { readonly key: string; readonly label: string; readonly input: I }[];
}

/** A window's (or the end's) text for the "why" panel: what it is and the clause that says so. */
export interface WindowText {
  readonly description: string;
  readonly clause: string;
}

export type Found<I> = { readonly ok: true; readonly choice: { readonly input: I } } | { readonly ok: false; readonly error: string };

/**
 * A rules engine as the flow sees it. G: the game state (JSON); I: the inputs; K: the decision
 * kinds (one window each); S: what a game is created from. Every function is pure: the flow keeps
 * snapshots, goes back and branches, so nothing may depend on anything but its arguments.
 */
export interface GameCore<G, I extends CoreInput, K extends string, S> {
  /** A new game. */
  readonly create: (setup: S) => G;
  /** The decision the game waits for, or null when the next step is automatic (or the game is over). */
  readonly decisionOf: (game: G) => CoreDecision<I, K> | null;
  /** The legal choice an input (or its key) is, or why it is not legal. */
  readonly findChoice: (game: G, input: I | string) => Found<I>;
  /** Applies a legal input. */
  readonly applyInput: (game: G, input: I) => G;
  /** One automatic rule event. */
  readonly advance: (game: G) => G;
  /** Every automatic rule event up to the next decision or the end. */
  readonly runToDecision: (game: G) => G;
  readonly isOver: (game: G) => boolean;
  /** One window per decision kind (a record, so a new kind is a type error until it has one). */
  readonly windows: { readonly [k in K]: WindowText };
  /** Every input type (a record, so a new input type is a type error until it is listed); the chart, like XState, drops an event no transition handles. */
  readonly inputTypes: { readonly [T in I['type']]: true };
  /** The final state in general (the chart's own description of it). */
  readonly over: WindowText;
  /** The text of a finished game: how it ended and the clause that ended it (the mode's own victory clause, not one mode's for all). */
  readonly ending: (game: G) => WindowText;
  /** The text of the state where rules resolve by themselves. */
  readonly resolving: WindowText;
}
