// The Identity mode (identity.*): the first mode behind the hooks (mode-types.ts). Its rulings are
// the engine's from before the hooks, moved here unchanged.
import { CL } from '../clause-ids.ts';
import { HERO_RULES } from '../data/hero-rules.ts';
import { livingFrom, log, nextLiving, seatIndex, seatOf, updateSeat, who } from '../state.ts';
import { discardCards, drawCards, ownCards } from '../zones.ts';
import type { GameState, Role, Winner } from '../types.ts';
import type { ModeHooks, WinCheck } from './mode-types.ts';

/** The win check after a death (identity.victory.*): only players still in the game (not out) count. */
export function identityWinner(state: GameState): WinCheck | null {
  const alive = state.seats.filter((s) => !s.out);
  const lordAlive = alive.some((s) => s.role === 'lord');
  if (!lordAlive) {
    const onlyRenegade = alive.length === 1 && alive[0]?.role === 'renegade';
    return onlyRenegade ? { winner: 'renegade', clause: CL.winRenegade } : { winner: 'rebels', clause: CL.winRebels };
  }
  if (!alive.some((s) => s.role === 'rebel' || s.role === 'renegade')) return { winner: 'lord', clause: CL.winLord };
  return null;
}

const WINNER_TEXT: Readonly<Record<Exclude<Winner, 'warm' | 'cool'>, string>> = {
  lord: 'The Lord and the Loyalists win.',
  rebels: 'The Rebels win.',
  renegade: 'The Renegade wins.',
  draw: 'The game is a draw.',
};

const ROLE_LABEL: Readonly<Record<Role, string>> = { lord: 'Lord', loyalist: 'Loyalist', rebel: 'Rebel', renegade: 'Renegade' };

/** Reward and punishment (identity.reward.rebel-killed, identity.punishment.loyalist-killed). */
function onKill(state: GameState, deadId: string, killerId: string | null): GameState {
  if (!killerId || !seatOf(state, killerId).alive) return state;
  const dead = seatOf(state, deadId);
  const killer = seatOf(state, killerId);
  if (dead.role === 'rebel') {
    const s = log(state, { fact: 'reward.given', clause: CL.rewardRebel, seat: killerId, text: `${who(state, killerId)} killed a Rebel and draws 3 cards.` });
    return drawCards(s, killerId, 3);
  }
  if (dead.role === 'loyalist' && killer.role === 'lord') {
    const lost = ownCards(killer);
    const s = log(state, { fact: 'punishment.given', clause: CL.punishLoyalist, seat: killerId, text: `The Lord killed a Loyalist and discards all hand and equipment cards (${lost.length}); the judgment zone stays.` });
    return discardCards(s, lost);
  }
  return state;
}

/** identity.death.reveal: the dead player's role is turned face up. */
function revealOnDeath(state: GameState, seat: string, killer: string | null): GameState {
  const s = updateSeat(state, seat, (x) => ({ ...x, roleShown: true }));
  const role: Role = seatOf(s, seat).role;
  return log(s, { fact: 'player.died', clause: CL.deathReveal, seat, data: { role, killer }, text: `${who(s, seat)} dies${killer ? `, killed by ${who(s, killer)}` : ''}. The role is revealed: ${ROLE_LABEL[role]}.` });
}

export const IDENTITY: ModeHooks<'identity'> = {
  id: 'identity',
  label: 'Identity',
  startingMaxHp(seat, players) {
    const base = seat.hero ? HERO_RULES[seat.hero].hp : 4;
    return base + (seat.role === 'lord' && players >= 5 ? 1 : 0);
  },
  heroShown: () => true,
  roleShown: (role) => role === 'lord',
  lordSkills: (role) => role === 'lord',
  inDeck: () => true,
  startingHandClause: CL.startingHand,
  initialData: () => null,
  // No randomSetup: a random Identity game is identity-random.ts's (setup.ts's randomSetup reads it).
  nextTurn: (state, ended) => ({ ...state, current: seatIndex(state, nextLiving(state, ended)) }),
  winner: identityWinner,
  winnerText: (w) => (w === 'warm' || w === 'cool' ? w : WINNER_TEXT[w]),
  opening: (state) => state,
  turnBegan: (state) => state,
  choosers: {},
  violations: () => [],
  revealOnDeath,
  onKill,
  afterDeath: (state) => state,
  playChoices: () => [],
  applyPlayInput: () => null,
  aoeOrders(state, user, includeUser) {
    const list = livingFrom(state, user).filter((id) => includeUser || id !== user);
    return list.length ? [list] : [];
  },
  roleVisible: (_state, seat, viewer) => viewer === 'judge' || viewer === seat.id || seat.role === 'lord' || seat.roleShown || !seat.alive,
  roleLabel: (role) => ROLE_LABEL[role],
  actionMarkers: () => null,
};
