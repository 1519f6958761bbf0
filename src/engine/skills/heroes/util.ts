// Shared helpers for hero skills.
import type { CardKindId } from '../../data/card-rules.ts';
import { choice } from '../../choice.ts';
import { HERO_RULES, type Wording } from '../../data/hero-rules.ts';
import type { ChooseFrame, DamageFrame, UseCardFrame } from '../../frames/frame-types.ts';
import { frameById, log, seatOf, updateFrame, who } from '../../state.ts';
import type { Choice, GameState, Input, Seat } from '../../types.ts';
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

// ---- Helpers for the skills of the Standard heroes (choose-frame scratch values, per-turn counters) ----

export const str = (f: ChooseFrame, k: string): string => (typeof f.extra[k] === 'string' ? (f.extra[k] as string) : '');
export const num = (f: ChooseFrame, k: string): number => (typeof f.extra[k] === 'number' ? (f.extra[k] as number) : 0);
export const list = (f: ChooseFrame, k: string): readonly string[] => (Array.isArray(f.extra[k]) ? (f.extra[k] as readonly string[]) : []);
export const wordingOf = (f: ChooseFrame): Wording => (f.extra['wording'] === 'classic' ? 'classic' : 'revised');

/** How often something was done this turn (turnInfo.used, reset when a turn begins). */
export const usedTimes = (state: GameState, key: string): number => state.turnInfo.used[key] ?? 0;
export function markUsed(state: GameState, key: string, add = 1): GameState {
  return { ...state, turnInfo: { ...state.turnInfo, used: { ...state.turnInfo.used, [key]: usedTimes(state, key) + add } } };
}

/** Hand and equipment cards of a seat. */
export const ownCards = (seat: Seat): string[] => [...seat.hand, ...Object.values(seat.equipment).filter((x): x is string => x !== undefined)];

export const isMale = (state: GameState, id: string): boolean => { const h = seatOf(state, id).hero; return h ? HERO_RULES[h].gender === 'male' : true; };
export const factionOf = (state: GameState, id: string): string | null => { const h = seatOf(state, id).hero; return h ? HERO_RULES[h].faction : null; };

/** A named option: "p1 chooses done". */
export const option = (seat: string, name: string, label: string): Choice => choice({ type: 'option.choose', seat, option: name }, label);
export const picked = (input: Input): string | null => (input.type === 'card.choose' ? input.card : null);
export const optionOf = (input: Input): string | null => (input.type === 'option.choose' ? input.option : null);

export function invoked(state: GameState, seat: string, clause: string, text: string): GameState {
  return log(state, { fact: 'skill.invoked', clause, seat, text: `${who(state, seat)} ${text}` });
}
