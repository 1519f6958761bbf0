// The last three players (variants.last-three.*). Rounds are counted at the Lord's turn, since the
// Lord is always one of the last players (variants.last-three.rule note). Once three or fewer
// players are left, the rounds that begin are counted on the Lord's seat; from the fourth, every
// living player loses 1 HP at once as the round begins. The deaths this causes are resolved one at
// a time in turn order from the Lord, but the win check waits for all of them: players out
// together are out at the same moment (variants.last-three.all-out). If none is left, the game has
// no winner and the group goes on to the next game.
import { pushChoose, pushDying } from '../../frames/make.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { flag, livingFrom, log, seatIndex, setFlag, updateSeat, who } from '../../state.ts';
import type { GameState } from '../../types.ts';
import type { WinCheck } from '../mode-types.ts';
import { BATCH_CHECK, ROUNDS_FLAG } from './names.ts';
import { withHouseRules } from './index.ts';
import type { HouseRule } from './house-types.ts';

export { BATCH_CHECK, ROUNDS_FLAG };

export const LAST_THREE_CLAUSE = 'variants.last-three.rule';
export const ALL_OUT_CLAUSE = 'variants.last-three.all-out';
/** Choose purposes (no decision: they act when the engine advances them). */
export const LOSS = 'house:last-three-loss';
/** The rounds played as normal once three players are left (variants.last-three.rule). */
export const FREE_ROUNDS = 3;

const lordOf = (state: GameState) => state.seats.find((s) => s.role === 'lord');

/**
 * After the turn has been handed on (`state.current` is the next seat): when that is the Lord's
 * turn, a round begins. Counts it while three or fewer are left, and from the fourth such round
 * pushes the loss, which resolves before the Lord's turn begins.
 */
export function roundBegins(state: GameState): GameState {
  const lord = lordOf(state);
  if (!lord || !lord.alive || state.seats[state.current]?.id !== lord.id) return state;
  const left = livingFrom(state).length;
  if (left > 3) return flag(lord, ROUNDS_FLAG) ? setFlag(state, lord.id, ROUNDS_FLAG, 0) : state;
  const n = flag(lord, ROUNDS_FLAG) + 1;
  const s = setFlag(state, lord.id, ROUNDS_FLAG, n);
  return n > FREE_ROUNDS ? pushChoose(s, { seat: lord.id, purpose: LOSS, host: -1, extra: { round: n } }) : s;
}

/** Every living player loses 1 HP at once, then those below 1 HP are dying, one at a time in turn order; the win check waits below them. */
export function loseTogether(state: GameState): GameState {
  const living = livingFrom(state);
  let s = state;
  for (const id of living) {
    const before = s.seats[seatIndex(s, id)]?.hp ?? 0;
    s = updateSeat(s, id, (x) => ({ ...x, hp: x.hp - 1 }));
    s = log(s, { fact: 'hp.lost', clause: LAST_THREE_CLAUSE, seat: id, data: { amount: 1, hp: before - 1 }, text: `The last players lose HP together: ${who(s, id)} loses 1 HP (HP ${before} → ${before - 1}). Losing HP is not damage.` });
  }
  const dying = living.filter((id) => (s.seats[seatIndex(s, id)]?.hp ?? 1) < 1);
  if (dying.length === 0) return s;
  s = pushChoose(s, { seat: living[0] ?? 'p1', purpose: BATCH_CHECK, host: -1, extra: { seats: dying.join(',') } });
  for (const id of [...dying].reverse()) s = pushDying(s, id, null); // the first in turn order resolves first
  return s;
}

/** Whether deaths from one loss of HP are still resolving (the win check waits for them). */
export function batchPending(state: GameState): boolean {
  return state.stack.some((f) => f.kind === 'choose' && f.purpose === BATCH_CHECK);
}

/** The win check once every death of the loss has resolved: no one left is no winner (variants.last-three.all-out). */
export function checkAfterBatch(state: GameState, winner: (s: GameState) => WinCheck | null, text: (w: WinCheck['winner']) => string): GameState {
  if (state.winner) return state;
  if (!state.seats.some((x) => x.alive)) {
    return log({ ...state, winner: 'draw' }, { fact: 'game.drawn', clause: ALL_OUT_CLAUSE, text: 'The last players are out together: the game has no winner, and the group goes on to the next game.' });
  }
  const w = winner(state);
  return w ? log({ ...state, winner: w.winner }, { fact: 'game.won', clause: w.clause, data: { winner: w.winner }, text: text(w.winner) }) : state;
}

/** The two choose purposes: neither asks anyone; each acts when the engine advances it. */
export function lastThreeChoosers(winner: (s: GameState) => WinCheck | null, text: (w: WinCheck['winner']) => string): Readonly<Record<string, Chooser>> {
  const none = (): null => null;
  const unexpected = (): never => { throw new Error('the last-three rule asks no one'); };
  return {
    [LOSS]: { decide: none, apply: unexpected, fallback: (s) => loseTogether(s) },
    [BATCH_CHECK]: { decide: none, apply: unexpected, fallback: (s) => checkAfterBatch(s, winner, text) },
  };
}

/** The rule's parts (house-types.ts): a new round's loss, the win check waiting for players out together. */
const LAST_THREE: HouseRule = {
  compose: withHouseRules,
  id: 'lastThree',
  nextTurn: (state) => roundBegins(state),
  winnerWaits: batchPending,
  choosers: (base) => lastThreeChoosers((s) => base.winner(s), (w) => base.winnerText(w)),
};

/** The rule under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { LAST_THREE as RULES };
