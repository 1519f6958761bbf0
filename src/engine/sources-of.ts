// Which cards a seat can put forward as a given card: the real thing from hand, or a conversion
// by a view-as skill ("use X as Y") such as Warrior Saint's red card as a Strike.
import type { CardKindId } from './data/card-rules.ts';
import { card } from './cards-lookup.ts';
import { skillsOf } from './skills/registry.ts';
import type { ViewAsDef } from './skills/skill-types.ts';
import { ownCards } from './zones.ts';
import type { GameState, Seat } from './types.ts';

export interface CardSource {
  readonly cards: readonly string[];
  readonly skill?: string;
  readonly clause?: string;
}

/** Strike covers Fire Strike and Thunder Strike when asked for "a Strike". */
export function isKindOrVariant(kind: CardKindId, wanted: CardKindId): boolean {
  if (kind === wanted) return true;
  return wanted === 'strike' && (kind === 'fire-strike' || kind === 'thunder-strike');
}

function pairs<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push([items[i] as T, items[j] as T]);
  return out;
}

/** The groups of cards a view-as skill can turn into its card: each card it accepts, or each pair. */
export function viewAsGroups(state: GameState, seat: Seat, v: ViewAsDef): string[][] {
  const ok = (v.from === 'hand' ? seat.hand : ownCards(seat)).filter((id) => v.filter(state, seat, id));
  return v.count === 1 ? ok.map((id) => [id]) : pairs(ok);
}

/** Every way `seat` can produce `wanted` (used or played, per `mode`). */
export function sourcesFor(state: GameState, seat: Seat, wanted: CardKindId, mode: 'use' | 'play'): CardSource[] {
  const out: CardSource[] = seat.hand.filter((id) => isKindOrVariant(card(id).kind, wanted)).map((id) => ({ cards: [id] }));
  for (const skill of skillsOf(seat)) {
    for (const v of skill.viewAs ?? []) {
      if (v.as !== wanted || !v.modes.includes(mode) || (v.when && !v.when(state, seat))) continue;
      for (const cards of viewAsGroups(state, seat, v)) out.push({ cards, skill: skill.id, clause: v.clause });
    }
  }
  return out;
}
