// The 3v3 decisions, as purposes of the engine's `choose` frame (option.choose inputs, so the chart
// asks them in its `choose` window like any other choice, and replays and permalinks keep them): a
// Commander's who-acts, here; those of a game's start (the cool Commander's first side, each step
// of the draft) are in start.ts, a part of the mode of its own (mode.ts).
import { choice } from '../../choice.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { CL3 } from './clauses.ts';
import { threesData, withData } from './data.ts';
import { chooseWho, nextStep, type Who } from './protocol.ts';
import { SIDE_NAME } from './sides.ts';
import { proceed, PURPOSE } from './turns.ts';

const WHO_LABEL: Readonly<Record<Who, string>> = { commander: 'Act with the Commander (one turn)', vanguards: 'Act with the Vanguards (each upright living Vanguard, one after the other)' };

const whoActs: Chooser = {
  decide(state, f) {
    const step = nextStep(threesData(state).protocol, state.seats);
    if (step.kind !== 'ask-who') return null;
    return { kind: 'choose', seat: f.seat, clause: CL3.whoActs, prompt: `${f.seat}, Commander of ${SIDE_NAME[step.side]}: who acts?`, choices: step.options.map((who) => choice({ type: 'option.choose', seat: f.seat, option: who }, WHO_LABEL[who])) };
  },
  apply(state, _f, input) {
    if (input.type !== 'option.choose') return state;
    const data = threesData(state);
    const r = chooseWho(data.protocol, state.seats, input.option as Who);
    return proceed(withData(state, { ...data, protocol: r.protocol }, r.events));
  },
};

/** The mode's decisions (mode.ts adds the start's to them). */
export const THREES_CHOOSERS: Record<string, Chooser> = { [PURPOSE.who]: whoActs };
