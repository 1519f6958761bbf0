// One-off decisions a card or skill needs, by purpose (Dismantle's pick, Harvest's pick, Fire
// Attack's shown card …). Each purpose says what can be chosen and what choosing does.
import { CHOOSERS } from '../cards/choosers.ts';
import { hooksOf } from '../modes/table.ts';
import { skillChooser } from '../skills/registry.ts';
import { pop } from '../state.ts';
import type { GameState } from '../types.ts';
import type { Chooser } from './chooser.ts';
import type { ChooseFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';
/** The purpose's chooser: the cards', the hero skills' (their installed packs'), else the mode's (modes/mode-types.ts choosers). */
function chooserOf(state: GameState, f: ChooseFrame): Chooser | undefined {
  return CHOOSERS[f.purpose] ?? skillChooser(f.purpose) ?? hooksOf(state).choosers[f.purpose];
}

export const chooseHandler: FrameHandler<ChooseFrame> = {
  decide(state, f) {
    const c = chooserOf(state, f);
    return c ? c.decide(state, f) : null;
  },
  advance(state, f) {
    const c = chooserOf(state, f);
    return c?.fallback ? c.fallback(pop(state), f) : pop(state);
  },
  apply(state, f, input) {
    const c = chooserOf(state, f);
    if (!c) throw new Error(`no chooser for ${f.purpose}`);
    return c.apply(pop(state), f, input);
  },
};
