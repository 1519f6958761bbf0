// The turn when nothing is resolving: turn begins (a flipped hero turns face up and skips it) →
// start → judgment → draw → play → discard → end phase → the next living player's turn.
import { CL } from './clause-ids.ts';
import { pushDiscard, pushTriggers } from './frames/make.ts';
import { collectTriggers } from './skills/collect.ts';
import type { Timing } from './skills/skill-types.ts';
import { currentSeat, log, nextLiving, push, seatIndex, updateSeat, who } from './state.ts';
import { handLimit } from './values.ts';
import { drawCards } from './zones.ts';
import { PHASES, type GameState, type Phase, type TurnInfo } from './types.ts';

export const FRESH_TURN: TurnInfo = { skip: [], judged: [], strikesUsed: 0, wineUsed: 0, wineBonus: 0, strikesInPlay: 0, used: {}, drawCount: 2 };

const PHASE_TIMING: Partial<Record<Phase, Timing>> = { start: 'phase.start', draw: 'phase.draw', end: 'phase.end' };

function nextPhase(state: GameState): GameState {
  const i = PHASES.indexOf(state.phase);
  let s = state;
  for (let k = i + 1; k < PHASES.length; k++) {
    const p = PHASES[k] as Phase;
    if (!s.turnInfo.skip.includes(p)) return { ...s, phase: p, step: 'phase.begin' };
    s = log(s, { fact: 'phase.skipped', clause: CL.skip, seat: currentSeat(s).id, data: { phase: p }, text: `${who(s, currentSeat(s).id)} skips the ${p} phase.` });
  }
  return { ...s, step: 'turn.end' };
}

function beginTurn(state: GameState): GameState {
  const seat = currentSeat(state);
  if (!seat.alive) return { ...state, step: 'turn.end' };
  let s: GameState = { ...state, turnInfo: FRESH_TURN, phase: 'none', turn: state.turn + 1 };
  if (seat.flipped) {
    s = updateSeat(s, seat.id, (x) => ({ ...x, flipped: false }));
    s = log(s, { fact: 'turn.skipped', clause: CL.flip, seat: seat.id, text: `${who(s, seat.id)}'s hero card is face down: it is turned face up and the turn is skipped.` });
    return { ...s, step: 'turn.end' };
  }
  if (s.options.turnLimit > 0 && s.turn > s.options.turnLimit) {
    return log({ ...s, winner: 'draw' }, { fact: 'game.stopped', clause: CL.turn, text: `The game is stopped after ${s.options.turnLimit} turns.` });
  }
  s = log(s, { fact: 'turn.began', clause: CL.turn, seat: seat.id, text: `${who(s, seat.id)}'s turn begins.` });
  return nextPhase(s);
}

function phaseMain(state: GameState): GameState {
  const seat = currentSeat(state);
  switch (state.phase) {
    case 'judgment': {
      const pending = [...seat.judgment].reverse().find((id) => !state.turnInfo.judged.includes(id));
      if (pending === undefined) return { ...state, step: 'phase.end' };
      const s = { ...state, turnInfo: { ...state.turnInfo, judged: [...state.turnInfo.judged, pending] } };
      return push(s, { kind: 'delayed', id: s.nextId, seat: seat.id, card: pending, stage: 'window', nullified: false });
    }
    case 'draw': {
      const n = state.turnInfo.drawCount;
      const s = n > 0 ? drawCards(state, seat.id, n) : state;
      return { ...s, step: 'phase.end' };
    }
    case 'discard': {
      const excess = seat.hand.length - handLimit(seat);
      if (excess <= 0 || state.turnInfo.used['discarded'] === 1) return { ...state, step: 'phase.end' };
      const s = log({ ...state, turnInfo: { ...state.turnInfo, used: { ...state.turnInfo.used, discarded: 1 } } }, { fact: 'handLimit.exceeded', clause: CL.handLimit, seat: seat.id, text: `${who(state, seat.id)} has ${seat.hand.length} hand cards and a hand limit of ${handLimit(seat)}: ${excess} must be discarded.` });
      return pushDiscard(s, { seat: seat.id, remaining: excess, from: 'hand', reason: 'over the hand limit', clause: CL.handLimit });
    }
    default:
      return { ...state, step: 'phase.end' };
  }
}

/** One automatic step of the turn; the play phase's main step waits for the player instead. */
export function advanceTurn(state: GameState): GameState {
  const seat = currentSeat(state);
  if (!seat.alive && state.step !== 'turn.end') return { ...state, step: 'turn.end' };
  switch (state.step) {
    case 'turn.begin': return beginTurn(state);
    case 'phase.begin': {
      let s = log({ ...state, step: 'phase.main' }, { fact: 'phase.began', clause: CL.phases, seat: seat.id, data: { phase: state.phase }, text: `${who(state, seat.id)}'s ${state.phase} phase begins.` });
      const timing = PHASE_TIMING[state.phase];
      if (timing) s = pushTriggers(s, timing, -1, collectTriggers(s, timing, -1, [seat.id]));
      return s;
    }
    case 'phase.main': return phaseMain(state);
    case 'phase.end': return nextPhase(state);
    case 'turn.end': {
      const next = nextLiving(state, seat.id);
      const s: GameState = { ...state, current: seatIndex(state, next), phase: 'none', step: 'turn.begin', turnInfo: FRESH_TURN };
      return seat.alive ? log(s, { fact: 'turn.ended', clause: CL.turn, seat: seat.id, text: `${who(state, seat.id)}'s turn ends.` }) : s;
    }
  }
}
