// The skill framework: hero skills and equipment effects are data plus small effect functions,
// attached to named timing points (trigger), or changing values (status), or converting cards (view-as),
// or used in the play phase (active). The engine collects them; it never special-cases a hero.
import type { CardKindId } from '../data/cards.ts';
import type { Choice, GameState, Input, Seat, VirtualCard } from '../types.ts';

export type Timing =
  | 'phase.start' | 'phase.draw' | 'phase.end'
  | 'target.specified' | 'target.confirming' | 'target.confirmed'
  | 'effect.cancelled'
  | 'damage.caused' | 'damage.causedFinal' | 'damage.inflicted' | 'damage.inflictedFinal'
  | 'damage.afterSource' | 'damage.afterTarget'
  | 'judgment.after';

/** What a trigger sees: the frame the timing belongs to and the seat it is about. */
export interface TriggerContext {
  readonly host: number;
  readonly subject: string | null;
  readonly owner: string; // the seat that has the skill
}

export interface TriggerDef {
  readonly timing: Timing;
  readonly optional: boolean;
  readonly clause: string;
  readonly can: (state: GameState, ctx: TriggerContext) => boolean;
  readonly run: (state: GameState, ctx: TriggerContext) => GameState;
  readonly label?: (state: GameState, ctx: TriggerContext) => string;
}

export interface ViewAsDef {
  readonly as: CardKindId;
  readonly modes: readonly ('use' | 'play')[];
  readonly count: 1 | 2;
  readonly from: 'hand' | 'hand-or-equipment';
  readonly clause: string;
  readonly filter: (state: GameState, seat: Seat, card: string) => boolean;
  readonly when?: (state: GameState, seat: Seat) => boolean;
}

export interface StatusDef {
  readonly distanceToOthers?: number; // added to your distance to others (Horsemanship −1)
  readonly distanceFromOthers?: number;
  readonly unlimitedStrikes?: boolean;
  readonly trickNoDistance?: boolean;
  readonly cannotBeTargetedBy?: (state: GameState, seat: Seat, kind: CardKindId) => boolean;
  readonly dodgesNeeded?: number; // Matchless: your Strike needs this many Dodges
  readonly duelStrikesNeeded?: number; // Matchless: your Duel opponent plays this many per round
  readonly strikeIgnoresRange?: (state: GameState, seat: Seat, card: VirtualCard) => boolean;
}

/** A play-phase skill: its choices and what invoking it does. */
export interface ActiveDef {
  readonly choices: (state: GameState, seat: Seat) => Choice[];
  readonly apply: (state: GameState, input: Input) => GameState;
}

export interface SkillDef {
  readonly id: string;
  readonly name: string;
  readonly clause: string;
  readonly triggers?: readonly TriggerDef[];
  readonly viewAs?: readonly ViewAsDef[];
  readonly status?: StatusDef;
  readonly retrial?: 'hand' | 'hand-or-equipment'; // may replace a judgment card (Demonic Talent)
  readonly lordAsk?: 'dodge' | 'strike'; // Escort / Rouse: ask others of the faction for the card
  readonly active?: ActiveDef; // usable in the play phase
}
