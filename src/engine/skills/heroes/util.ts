// Shared helpers for hero skills.
import type { CardKindId } from '../../data/cards.ts';
import type { DamageFrame, UseCardFrame } from '../../frames/frame-types.ts';
import { frameById, updateFrame } from '../../state.ts';
import type { GameState } from '../../types.ts';
import type { TriggerContext } from '../skill-types.ts';

export const isStrikeKind = (k: CardKindId) => k === 'strike' || k === 'fire-strike' || k === 'thunder-strike';

export function hostUse(state: GameState, ctx: TriggerContext): UseCardFrame | null {
  const f = frameById(state, ctx.host);
  return f && f.kind === 'useCard' ? f : null;
}

export function hostDamage(state: GameState, ctx: TriggerContext): DamageFrame | null {
  const f = frameById(state, ctx.host);
  return f && f.kind === 'damage' ? f : null;
}

export function setUseExtra(state: GameState, id: number, key: string, value: number | string | boolean | readonly string[]): GameState {
  return updateFrame(state, id, (x) => (x.kind === 'useCard' ? { ...x, extra: { ...x.extra, [key]: value } } : x));
}

/** The clause of a hero's skill in the wording the seat uses. */
export function skillClauseFor(hero: string, skill: string, wording: 'revised' | 'classic'): string {
  return `heroes.${hero}.${skill}.${wording}`;
}
