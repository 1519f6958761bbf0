// Where a card makes a lord use a Strike (Borrowed Sword, Azure Dragon's follow-up), a lord skill may
// ask his faction for it instead (Rouse): the skill's choices and what taking one does come with the
// skill (SkillDef.lordStrike), whose code is in the skill's pack (skills/heroes/rouse.ts), so the
// engine's core carries only this lookup. Nothing for a seat without such a skill.
import { seatOf } from '../state.ts';
import type { ChooseFrame } from '../frames/frame-types.ts';
import type { Choice, GameState, Input } from '../types.ts';
import { skillsOf } from './registry.ts';
import type { LordStrikeDef } from './skill-types.ts';

const lordStrikeOf = (state: GameState, from: ChooseFrame): LordStrikeDef | undefined => skillsOf(seatOf(state, from.seat)).find((sk) => sk.lordStrike)?.lordStrike;

/** The lord's choice to ask his faction for the Strike he must use on `targets` (none without such a skill). */
export function lordStrikeChoices(state: GameState, from: ChooseFrame, targets: readonly string[]): Choice[] {
  return lordStrikeOf(state, from)?.choices(state, from, targets) ?? [];
}

/** Applies that choice (the state unchanged without such a skill). */
export function applyLordStrike(state: GameState, from: ChooseFrame, input: Input): GameState {
  const ask = lordStrikeOf(state, from);
  return ask ? ask.apply(state, from, input) : state;
}
