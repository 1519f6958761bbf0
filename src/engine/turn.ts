// The turn when nothing is resolving: turn begins (a flipped hero turns face up and skips it) →
// start → judgment → draw → play → discard → end phase → the next turn, whose the mode says
// (Identity: the next living player's; modes/mode-types.ts nextTurn).
import { CL } from './clause-ids.ts';
import { pushDiscard, pushTriggers, pushTriggersAt } from './frames/make.ts';
import { collectTriggers } from './skills/collect.ts';
import type { Timing } from './skills/skill-types.ts';
import { currentSeat, livingFrom, log, push, seatOf, updateSeat, who } from './state.ts';
import { hooksOf } from './modes/table.ts';
import { countedHand, handLimit, uncountedFlag } from './values.ts';
import { delayedKind, drawCards } from './zones.ts';
import { PHASES, type GameState, type Phase, type TurnInfo } from './types.ts';

export const FRESH_TURN: TurnInfo = { skip: [], judged: [], strikesUsed: 0, wineUsed: 0, wineBonus: 0, strikesInPlay: 0, used: {}, drawCount: 2 };

const PHASE_TIMING: Partial<Record<Phase, Timing>> = { start: 'phase.start', draw: 'phase.draw', end: 'phase.end' };

function skipped(s: GameState, p: Phase): GameState {
  return log(s, { fact: 'phase.skipped', clause: CL.skip, seat: currentSeat(s).id, data: { phase: p }, text: `${who(s, currentSeat(s).id)} skips the ${p} phase.` });
}

function nextPhase(state: GameState): GameState {
  const i = PHASES.indexOf(state.phase);
  let s = state;
  for (let k = i + 1; k < PHASES.length; k++) {
    const p = PHASES[k] as Phase;
    if (!s.turnInfo.skip.includes(p)) return { ...s, phase: p, step: 'phase.before' };
    s = skipped(s, p);
  }
  return { ...s, step: 'turn.ending' };
}

/** Seat flags named `turn:…` last until the end of the turn; `own-turn:…` until the seat's next turn begins. */
function clearFlags(state: GameState, seats: readonly string[], prefix: string): GameState {
  let s = state;
  for (const id of seats) {
    const flags = seatOf(s, id).flags;
    if (Object.keys(flags).some((k) => k.startsWith(prefix))) s = updateSeat(s, id, (x) => ({ ...x, flags: Object.fromEntries(Object.entries(flags).filter(([k]) => !k.startsWith(prefix))) }));
  }
  return s;
}

function beginTurn(state: GameState): GameState {
  const seat = currentSeat(state);
  if (!seat.alive) return { ...state, step: 'turn.end' };
  let s: GameState = { ...state, turnInfo: FRESH_TURN, phase: 'none', turn: state.turn + 1 };
  if (seat.flipped) {
    s = updateSeat(s, seat.id, (x) => ({ ...x, flipped: false }));
    s = log(s, { fact: 'turn.skipped', clause: CL.flip, seat: seat.id, text: `${who(s, seat.id)}'s hero card is face down: it is turned face up and the turn is skipped.` });
    return { ...hooksOf(s).turnBegan(s, seat.id), step: 'turn.end' };
  }
  if (s.options.turnLimit > 0 && s.turn > s.options.turnLimit) {
    return log({ ...s, winner: 'draw' }, { fact: 'game.stopped', clause: CL.turn, text: `The game is stopped after ${s.options.turnLimit} turns.` });
  }
  s = log(clearFlags(s, [seat.id], 'own-turn:'), { fact: 'turn.began', clause: CL.turn, seat: seat.id, text: `${who(s, seat.id)}'s turn begins.` });
  return nextPhase(hooksOf(s).turnBegan(s, seat.id));
}

function phaseMain(state: GameState): GameState {
  const seat = currentSeat(state);
  switch (state.phase) {
    case 'judgment': {
      const pending = [...seat.judgment].reverse().find((id) => !state.turnInfo.judged.includes(id));
      if (pending === undefined) return { ...state, step: 'phase.end' };
      const s = { ...state, turnInfo: { ...state.turnInfo, judged: [...state.turnInfo.judged, pending] } };
      return push(s, { kind: 'delayed', id: s.nextId, seat: seat.id, card: pending, trick: delayedKind(seat, pending), stage: 'window', nullified: false });
    }
    case 'draw': {
      const n = state.turnInfo.drawCount;
      const s = n > 0 ? drawCards(state, seat.id, n) : state;
      return { ...s, step: 'phase.end' };
    }
    case 'discard': {
      const excess = countedHand(seat) - handLimit(seat);
      const uncounted = seat.hand.filter((id) => seat.flags[uncountedFlag(id)]); // cards that don't count are not discarded for the limit
      if (excess <= 0 || state.turnInfo.used['discarded'] === 1) return { ...state, step: 'phase.end' };
      const s = log({ ...state, turnInfo: { ...state.turnInfo, used: { ...state.turnInfo.used, discarded: 1 } } }, { fact: 'handLimit.exceeded', clause: CL.handLimit, seat: seat.id, text: `${who(state, seat.id)} has ${seat.hand.length} hand cards${uncounted.length ? ` (${countedHand(seat)} counting toward the limit)` : ''} and a hand limit of ${handLimit(seat)}: ${excess} must be discarded.` });
      return pushDiscard(s, { seat: seat.id, remaining: excess, from: 'hand', ...(uncounted.length ? { except: uncounted } : {}), reason: 'over the hand limit', clause: CL.handLimit });
    }
    default:
      return { ...state, step: 'phase.end' };
  }
}

/** One automatic step of the turn; the play phase's main step waits for the player instead. */
export function advanceTurn(state: GameState): GameState {
  const seat = currentSeat(state);
  if (!seat.alive && state.step !== 'turn.end' && state.step !== 'turn.ending') return { ...state, step: 'turn.ending' };
  switch (state.step) {
    case 'turn.begin': return beginTurn(state);
    case 'phase.before': { // 阶段切换时: skills may still skip the phase about to begin (Self-Restraint)
      const items = collectTriggers(state, 'phase.before', -1, [seat.id]);
      return items.length ? pushTriggers({ ...state, step: 'phase.enter' }, 'phase.before', -1, items) : { ...state, step: 'phase.begin' };
    }
    case 'phase.enter':
      return state.turnInfo.skip.includes(state.phase) ? nextPhase(skipped(state, state.phase)) : { ...state, step: 'phase.begin' };
    case 'phase.begin': {
      let s = log({ ...state, step: 'phase.main' }, { fact: 'phase.began', clause: CL.phases, seat: seat.id, data: { phase: state.phase }, text: `${who(state, seat.id)}'s ${state.phase} phase begins.` });
      const timing = PHASE_TIMING[state.phase];
      if (timing) s = pushTriggersAt(s, timing, -1, [seat.id]);
      return s;
    }
    case 'phase.main': return phaseMain(state);
    case 'phase.end': return nextPhase(state);
    case 'turn.ending': { // 回合结束时: skills of every living seat (cards set aside until the end of the turn return)
      const living = livingFrom(state);
      const s = seat.alive ? state : log(state, { fact: 'turn.ended', clause: CL.deathInOwnTurn, seat: seat.id, text: `${who(state, seat.id)} died during their own turn: what was resolving has resolved, and the turn ends.` });
      return pushTriggers({ ...s, step: 'turn.end' }, 'turn.end', -1, collectTriggers(s, 'turn.end', -1, living));
    }
    case 'turn.end': {
      const cleared = clearFlags(state, state.seats.map((x) => x.id), 'turn:');
      // The turn ends, then the mode settles whose turn is next (3v3 logs how the right to act passes).
      const ended = seat.alive ? log(cleared, { fact: 'turn.ended', clause: CL.turn, seat: seat.id, text: `${who(state, seat.id)}'s turn ends.` }) : cleared;
      return { ...hooksOf(state).nextTurn(ended, seat.id), phase: 'none', step: 'turn.begin', turnInfo: FRESH_TURN };
    }
  }
}
