// Death: the hero dies and the role is revealed; the game checks for a winner; all the dead
// player's cards are discarded; then reward and punishment (Identity mode).
import { CL } from '../clause-ids.ts';
import { log, pop, seatOf, setTop, updateSeat, who } from '../state.ts';
import { allCardsOf, discardCards, drawCards } from '../zones.ts';
import type { GameState, Winner } from '../types.ts';
import type { DeathFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';

/** The win check after a death (identity.victory.*). */
export function winnerAfterDeath(state: GameState): { winner: Winner; clause: string } | null {
  const alive = state.seats.filter((s) => s.alive);
  const lordAlive = alive.some((s) => s.role === 'lord');
  if (!lordAlive) {
    const onlyRenegade = alive.length === 1 && alive[0]?.role === 'renegade';
    return onlyRenegade ? { winner: 'renegade', clause: CL.winRenegade } : { winner: 'rebels', clause: CL.winRebels };
  }
  if (!alive.some((s) => s.role === 'rebel' || s.role === 'renegade')) return { winner: 'lord', clause: CL.winLord };
  return null;
}

const WINNER_TEXT: Record<Winner, string> = {
  lord: 'The Lord and the Loyalists win.',
  rebels: 'The Rebels win.',
  renegade: 'The Renegade wins.',
  draw: 'The game is a draw.',
};

function reward(state: GameState, f: DeathFrame): GameState {
  if (!f.killer || !seatOf(state, f.killer).alive) return state;
  const dead = seatOf(state, f.seat);
  const killer = seatOf(state, f.killer);
  if (dead.role === 'rebel') {
    const s = log(state, { fact: 'reward.given', clause: CL.rewardRebel, seat: f.killer, text: `${who(state, f.killer)} killed a Rebel and draws 3 cards.` });
    return drawCards(s, f.killer, 3);
  }
  if (dead.role === 'loyalist' && killer.role === 'lord') {
    const lost = [...killer.hand, ...Object.values(killer.equipment).filter((c): c is string => c !== undefined)];
    const s = log(state, { fact: 'punishment.given', clause: CL.punishLoyalist, seat: f.killer, text: `The Lord killed a Loyalist and discards all hand and equipment cards (${lost.length}); the judgment zone stays.` });
    return discardCards(s, lost);
  }
  return state;
}

export const deathHandler: FrameHandler<DeathFrame> = {
  decide: () => null,
  advance(state, f) {
    switch (f.stage) {
      case 'reveal': {
        let s = updateSeat(dropPendingSkills(state, f.seat), f.seat, (x) => ({ ...x, alive: false, roleShown: true }));
        const role = seatOf(s, f.seat).role;
        s = log(s, { fact: 'player.died', clause: CL.deathReveal, seat: f.seat, data: { role, killer: f.killer }, text: `${who(s, f.seat)} dies${f.killer ? `, killed by ${who(s, f.killer)}` : ''}. The role is revealed: ${role[0]?.toUpperCase()}${role.slice(1)}.` });
        return setTop(s, { ...f, stage: 'check' });
      }
      case 'check': {
        const w = winnerAfterDeath(state);
        if (w) return log({ ...state, winner: w.winner }, { fact: 'game.won', clause: w.clause, data: { winner: w.winner }, text: WINNER_TEXT[w.winner] });
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
        return setTop(reward(state, f), { ...f, stage: 'done' });
      case 'done':
        return endIfCurrentDied(pop(state), f.seat);
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
