// The skill framework: hero skills and equipment effects are data plus small effect functions,
// attached to named timing points (trigger), or changing values (status), or converting cards (view-as),
// or used in the play phase (active). The engine collects them; it never special-cases a hero.
import type { CardKindId } from '../data/card-rules.ts';
import type { Choice, GameState, Input, Seat, VirtualCard } from '../types.ts';
import type { ChooseFrame } from '../frames/frame-types.ts';

export type Timing =
  | 'phase.before' // before a phase begins (阶段切换时): state.phase is the phase about to begin
  | 'phase.start' | 'phase.draw' | 'phase.end'
  | 'card.used' // when a card is used (使用时), before its target timings; subject: the user
  | 'target.specified' | 'target.confirming' | 'target.confirmed'
  | 'effect.taking' // when a card takes effect on a target (生效时), after its window; subject: the target
  | 'effect.cancelled'
  | 'turn.end' // at the end of the turn (回合结束时); subjects: every living seat
  | 'cards.lost' // after a seat loses hand or equipment cards (失去牌后); host: a frame whose extra has hand and equipment counts
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
  /**
   * A skill worded "for each point of damage … you may" (clause general.skill-wording.damage-points):
   * how many times it is offered. Each run does one point; its owner is asked again for the next
   * point after that one resolves, and may stop after any.
   */
  readonly times?: (state: GameState, ctx: TriggerContext) => number;
  readonly persistent?: boolean; // finishes an earlier use (Humility's return): acts even while the skill has lost its effect
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
  readonly handLimitIsMaxHp?: boolean; // your hand limit is your max HP (Dashing Hero, revised)
  /** Extra HP you recover when `from` (the user of the card, if any) makes you recover with a card of this kind (Rescue, classic). */
  readonly recoverBonus?: (state: GameState, seat: Seat, from: string | null, kind: CardKindId | null) => number;
  /** Another character cannot discard this card of yours (Wondrous Talent, revised: armor). */
  readonly cannotBeDiscardedByOthers?: (state: GameState, seat: Seat, card: string) => boolean;
}

/**
 * A lord skill that asks the faction for a Strike the lord must use (Rouse): the choice it adds where
 * a card makes the lord use a Strike (Borrowed Sword, Azure Dragon's follow-up; `from` is the choose
 * frame that asks him), and what taking it does. Its code is in the skill's pack
 * (skills/heroes/rouse.ts), not in the engine's core.
 */
export interface LordStrikeDef {
  readonly choices: (state: GameState, from: ChooseFrame, targets: readonly string[]) => Choice[];
  readonly apply: (state: GameState, from: ChooseFrame, input: Input) => GameState;
}

/**
 * What the asking of a lord skill (skills/heroes/lord-ask.ts) leaves to the skill when it asked for a
 * card the lord then uses (Rouse; the asking frame holds the targets, `use`): the card given, and no
 * one giving one (after the asking has said so). Its code is in the skill's pack (skills/heroes/rouse.ts).
 */
export interface LordAskUseDef {
  readonly given: (state: GameState, f: ChooseFrame, input: Extract<Input, { type: 'response.play' }>) => GameState;
  readonly none: (state: GameState, f: ChooseFrame) => GameState;
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
  readonly lordAsk?: 'dodge' | 'strike'; // Escort / Rouse: ask others of the faction for the card (the 'lord-ask' chooser: skills/heroes/lord-ask.ts)
  readonly lordStrike?: LordStrikeDef; // Rouse: ask the faction for a Strike a card makes you use
  readonly lordAskUse?: LordAskUseDef; // Rouse: use the card the faction gives
  readonly active?: ActiveDef; // usable in the play phase
  readonly compulsory?: boolean; // a compulsory skill (锁定技): keeps its effect when non-compulsory skills lose theirs
}
