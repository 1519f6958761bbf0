// The start of a 3v3 game (a set-up with `threes`), a module of its own that adds itself to the
// mode (mode.ts addThreesStart): the draft when the set-up has one (draft.ts, lineup.ts), then the cool Commander's
// choice of the side that acts first and the deal (variants.3v3.first-turn). Its decisions are
// purposes of the engine's `choose` frame (option.choose inputs), asked through the mode's hooks. A
// table set up in the middle of a turn never reaches any of it, so the browser loads it only for a
// table that starts at the beginning (rules/needs.ts MODE_PART_FILES).
import { choice } from '../../choice.ts';
import { HERO_RULES, isHeroId } from '../../data/hero-rules.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { pushChoose } from '../../frames/make.ts';
import { log } from '../../state.ts';
import type { GameState } from '../../types.ts';
import { CL3 } from './clauses.ts';
import { threesData, withData, type ThreesData } from './data.ts';
import { draftChoose, draftStep, newDraft } from './draft.ts';
import { placeLineup } from './lineup.ts';
import { addThreesStart, type ThreesStart } from './mode.ts';
import { chooseFirst, OPENING } from './opening.ts';
import { nextStep } from './protocol.ts';
import { SIDE_OF } from './roles.ts';
import { commanderOf, SIDE_TITLE, type Side } from './sides.ts';
import { proceed, PURPOSE } from './turns.ts';

const heroName = (h: string) => (isHeroId(h) ? HERO_RULES[h].en : h);
/** The seats of a side (its Commander and Vanguards), who read what the side's Commander places face down. */
const sideSeats = (state: GameState, side: Side): string[] => state.seats.filter((s) => SIDE_OF[s.role] === side).map((s) => s.id);

/** Each player is dealt 4 cards from the top of the draw pile, p1 first (after the first side is chosen, variants.3v3.first-turn). */
function dealFour(state: GameState): GameState {
  let s = state;
  for (const seat of s.seats) {
    const hand = s.drawPile.slice(0, 4);
    s = { ...s, drawPile: s.drawPile.slice(4), seats: s.seats.map((x) => (x.id === seat.id ? { ...x, hand: [...x.hand, ...hand] } : x)) };
  }
  return log(s, { fact: 'cards.dealt', clause: CL3.firstTurn, text: 'Each player is dealt 4 cards.' });
}

const firstSide: Chooser = {
  decide(state, f) {
    const step = nextStep(threesData(state).protocol, state.seats);
    if (step.kind !== 'ask-first') return null;
    return { kind: 'choose', seat: f.seat, clause: CL3.firstTurn, prompt: `${f.seat}, the cool Commander: which side acts first?`, choices: step.options.map((side) => choice({ type: 'option.choose', seat: f.seat, option: side }, `${SIDE_TITLE[side]} acts first`)) };
  },
  apply(state, _f, input) {
    if (input.type !== 'option.choose') return state;
    const data = threesData(state);
    const r = chooseFirst(data.protocol, state.seats, input.option as Side);
    return proceed(dealFour(withData(state, { ...data, protocol: r.protocol }, r.events)));
  },
};

const draft: Chooser = {
  decide(state, f) {
    const d = threesData(state).draft;
    if (!d) return null;
    const step = draftStep(d);
    if (step.kind === 'done') return null;
    if (step.kind === 'order') {
      return { kind: 'choose', seat: f.seat, clause: CL3.draftOrder, prompt: `${f.seat}, the warm Commander: which side picks heroes first?`, choices: step.options.map((side) => choice({ type: 'option.choose', seat: f.seat, option: side }, `${SIDE_TITLE[side]} picks first`)) };
    }
    const prompt = step.kind === 'pick'
      ? `${f.seat}, ${step.side} Commander: pick a hero (${step.groupLeft} to pick in this turn of the draft).`
      : `${f.seat}, ${step.side} Commander: place a hero face down for ${step.position}.`;
    if (step.kind === 'pick') return { kind: 'choose', seat: f.seat, clause: CL3.draftOrder, prompt, choices: step.options.map((h) => choice({ type: 'option.choose', seat: f.seat, option: h }, `Pick ${heroName(h)}`)) };
    // A hero is placed face down (variants.3v3.draft-lineup): once taken, only the placing side reads which one.
    const side = sideSeats(state, step.side);
    return { kind: 'choose', seat: f.seat, clause: CL3.draftLineup, prompt, choices: step.options.map((h) => ({ ...choice({ type: 'option.choose', seat: f.seat, option: h }, `Place ${heroName(h)}`), visibleTo: side, publicLabel: `Place a hero face down for ${step.position}` })) };
  },
  apply(state, _f, input) {
    if (input.type !== 'option.choose') return state;
    const data = threesData(state);
    if (!data.draft) return state;
    const r = draftChoose(data.draft, input.option, heroName);
    const s = withData(state, { ...data, draft: r.draft }, r.events);
    return draftNext(s);
  },
};

/** The next step of the draft: another choice, or the line-up placed at the seats and the first-side choice. */
function draftNext(state: GameState): GameState {
  const data = threesData(state);
  const d = data.draft;
  if (!d) return proceed(state);
  const step = draftStep(d);
  if (step.kind === 'done') return proceed(withData(placeLineup(state, d), { ...data, draft: null }));
  const side: Side = step.kind === 'order' ? 'warm' : step.side;
  return pushChoose(state, { seat: commanderOf(state.seats, side).id, purpose: PURPOSE.draft, host: 0, extra: {} });
}

const START: ThreesStart = {
  initialData: (setup): ThreesData => ({ protocol: OPENING, draft: setup.threes?.draft ? newDraft(setup.threes.draft) : null }),
  opening: draftNext,
  choosers: { [PURPOSE.first]: firstSide, [PURPOSE.draft]: draft },
};

/** Adds the start to the 3v3 mode (rules/load.ts calls it, as skills/install.ts does). */
export const RULES = (): void => addThreesStart(START);
