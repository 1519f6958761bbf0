// What a card does when used: who it may target, which window opens for each target (a Dodge,
// a Nullification, or none), and its effect on each target.
import type { CardKindId } from '../data/card-rules.ts';
import type { UseCardFrame } from '../frames/frame-types.ts';
import type { GameState, Seat, VirtualCard } from '../types.ts';

export interface CardBehaviour {
  /** Legal target lists for `user` using `card` in the play phase ([] when it cannot be used). */
  readonly targets: (state: GameState, user: Seat, card: VirtualCard) => string[][];
  readonly window: 'dodge' | 'nullify' | 'none';
  /** Where the card goes instead of resolving (equipment, delayed tricks). */
  readonly placement?: 'equipment' | 'judgment';
  /** Once, before the per-target effects (Harvest reveals its cards). */
  readonly before?: (state: GameState, f: UseCardFrame) => GameState;
  /** The effect on one target; may push frames. */
  readonly effect: (state: GameState, f: UseCardFrame, target: string) => GameState;
  /** After the frames the effect pushed have resolved. */
  readonly resolve?: (state: GameState, f: UseCardFrame, target: string) => GameState;
  /** The target is skipped before its window (Peach Garden: not wounded). */
  readonly skip?: (state: GameState, f: UseCardFrame, target: string) => boolean;
  /** Once, after every target (Harvest discards what is left). */
  readonly after?: (state: GameState, f: UseCardFrame) => GameState;
  /** The targets that take the effect, when not all chosen players do (Borrowed Sword: only the one with the weapon). */
  readonly effectTargets?: (f: UseCardFrame) => readonly string[];
}

export type BehaviourTable = Partial<Record<CardKindId, CardBehaviour>>;

/** All ways to choose between min and max targets from a list, in order. */
export function combos(items: readonly string[], min: number, max: number): string[][] {
  if (min === 1 && max === 1) return items.map((t) => [t]); // one target (most cards): the walk's order, without its copies
  const out: string[][] = [];
  const walk = (start: number, acc: string[]) => {
    if (acc.length >= min) out.push(acc);
    if (acc.length === max) return;
    for (let i = start; i < items.length; i++) walk(i + 1, [...acc, items[i] as string]);
  };
  walk(0, []);
  return out;
}
