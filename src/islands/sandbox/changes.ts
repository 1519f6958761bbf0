// What changed from one step to the next, as the table and the "What changed" list read it: the
// types and the empty values, which the first view needs (the sandbox's first step has no step
// before it). What computes them (diff.ts), with the cards' slides (card-slide.ts) and the idle
// computing of the other steps (warm.ts), is the code that only a step other than the first needs:
// it loads on demand (later.ts), and any change that `later()` is asked for was made by it.

/** 'hand:p1', 'equipment:p1:weapon', 'judgment:p1', 'draw', 'discard' or 'processing'. */
export type Zone = string;

export interface Move {
  readonly card: string;
  readonly from: Zone | null;
  readonly to: Zone | null;
}

export interface SeatChange {
  readonly seat: string;
  readonly what: 'hp' | 'maxHp' | 'chained' | 'flipped' | 'died';
  readonly from: number | boolean;
  readonly to: number | boolean;
}

export interface Changes {
  readonly moves: readonly Move[];
  readonly seats: readonly SeatChange[];
  readonly pushed: readonly string[]; // frame keys
  readonly popped: readonly string[];
  readonly updated: readonly string[]; // frames still there whose stage or fields changed
  readonly cards: ReadonlySet<string>; // the cards that moved
  readonly zones: ReadonlySet<Zone>; // zones that gained or lost a card
  readonly marks: ReadonlySet<string>; // `${seat}:${what}` for the seat changes
}

export const NO_CHANGES: Changes = { moves: [], seats: [], pushed: [], popped: [], updated: [], cards: new Set(), zones: new Set(), marks: new Set() };

/** What to highlight on one seat at a step. */
export interface SeatMarks {
  readonly hp: boolean; // HP or max HP changed
  readonly was: number | null; // the HP before, when it changed
  readonly died: boolean;
  readonly chained: boolean;
  readonly flipped: boolean;
  readonly hand: boolean; // the zone gained or lost a card
  readonly equipment: boolean;
  readonly judgment: boolean;
  readonly cards: ReadonlySet<string>; // the cards that moved, when a zone of this seat changed (else empty)
}

export const NO_CARDS: ReadonlySet<string> = new Set();
/** One object for every seat with nothing to highlight, so an unchanged seat's props stay equal from step to step. */
export const NO_SEAT_MARKS: SeatMarks = { hp: false, was: null, died: false, chained: false, flipped: false, hand: false, equipment: false, judgment: false, cards: NO_CARDS };

/** What to highlight in the centre of the table at a step. */
export interface CentreMarks {
  readonly draw: boolean; // the pile gained or lost a card
  readonly processing: boolean;
  readonly discard: boolean;
  readonly cards: ReadonlySet<string>; // the cards that moved, when a pile changed (else empty)
}

/** One object for every step that changes no pile, so the centre's props stay equal from step to step. */
export const NO_CENTRE_MARKS: CentreMarks = { draw: false, processing: false, discard: false, cards: NO_CARDS };
