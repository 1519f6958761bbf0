// Death: the hero dies and the mode reveals what it hides (Identity: the role); the mode's win
// check runs; all the dead player's cards are discarded; then the mode's reward and punishment
// (modes/mode-types.ts: revealOnDeath, winner, onKill).
import { CL } from '../clause-ids.ts';
import { hooksOf } from '../modes/table.ts';
import { log, pop, seatOf, setTop, updateSeat, who } from '../state.ts';
import { allCardsOf, discardCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import type { DeathFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';

export const deathHandler: FrameHandler<DeathFrame> = {
  decide: () => null,
  advance(state, f) {
    switch (f.stage) {
      case 'reveal': {
        const s = updateSeat(dropPendingSkills(state, f.seat), f.seat, (x) => ({ ...x, alive: false, out: true }));
        return setTop(hooksOf(s).revealOnDeath(s, f.seat, f.killer), { ...f, stage: 'check' });
      }
      case 'check': {
        const hooks = hooksOf(state);
        const w = hooks.winner(state);
        if (w) return log({ ...state, winner: w.winner }, { fact: 'game.won', clause: w.clause, data: { winner: w.winner }, text: hooks.winnerText(w.winner) });
        return setTop(state, { ...f, stage: 'bury' });
      }
      case 'bury': {
        const dead = seatOf(state, f.seat);
        let s = discardCards(state, [...allCardsOf(dead), ...(dead.aside ?? [])]);
        s = updateSeat(s, f.seat, (x) => ({ ...x, chained: false, flipped: false, hp: Math.min(x.hp, 0) }));
        s = log(s, { fact: 'cards.buried', clause: CL.death, seat: f.seat, text: `All of ${who(s, f.seat)}'s cards are discarded.` });
        return setTop(s, { ...f, stage: 'reward' });
      }
      case 'reward':
        return setTop(hooksOf(state).onKill(state, f.seat, f.killer), { ...f, stage: 'done' });
      case 'done': // then the mode's after-death rules (dark souls: the dead player possesses someone)
        return endIfCurrentDied(hooksOf(state).afterDeath(pop(state), f.seat, f.killer), f.seat);
    }
  },
  apply: noInput('death'),
};

/** A dead player's skills no longer act: their items still waiting at a timing point are dropped (what is resolving goes on without them). */
function dropPendingSkills(state: GameState, seat: string): GameState {
  if (!state.stack.some((x) => x.kind === 'triggers' && x.items.some((i) => i.seat === seat))) return state;
  return { ...state, stack: state.stack.map((x) => (x.kind === 'triggers' ? { ...x, items: x.items.filter((i) => i.seat !== seat) } : x)) };
}

/**
 * When the current player dies in their own turn, whatever is still resolving resolves to its end
 * (the frames below stay); the turn then ends instead of going on (turn.ts ends it when the stack
 * is empty).
 */
function endIfCurrentDied(state: GameState, seat: string): GameState {
  if (state.seats[state.current]?.id !== seat) return state;
  return { ...state, step: 'turn.ending' };
}
