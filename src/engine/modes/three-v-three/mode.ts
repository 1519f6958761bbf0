// The 3v3 mode (variants.3v3.*) behind the engine's mode hooks (modes/mode-types.ts): the setup
// (Commander's bonus, identity cards face up, no lord skills, no Lightning), the turn protocol
// (turns.ts, choosers.ts), the win, the reward and the AoE directions. The rules themselves are
// pure functions in this folder (sides.ts, protocol.ts, rules.ts, draft.ts). What only some tables
// or uses need is in parts of their own, below.
import { HERO_RULES } from '../../data/hero-rules.ts';
import { livingFrom, log, seatOf, who } from '../../state.ts';
import { drawCards } from '../../zones.ts';
import type { Role } from '../../types.ts';
import type { ModeHooks } from '../mode-types.ts';
import { CL3 } from './clauses.ts';
import { THREES_CHOOSERS } from './choosers.ts';
import { withData, threesData, type ThreesData } from './data.ts';
import { midTurn } from './protocol.ts';
import { aoeOrders, inThreesDeck, killReward, threesMaxHp, threesWinner } from './rules.ts';
import { SIDE_OF } from './roles.ts';
import { POSITION_OF } from './sides.ts';
import { threesNextTurn, threesTurnBegan } from './turns.ts';
import type { Chooser } from '../../frames/chooser.ts';

/**
 * What only some tables or uses need of the mode is in modules of their own, which add themselves
 * here (the function each exports as RULES):
 * - the start of a game (start.ts: the set-up's `threes`, the draft, the cool Commander's choice of
 *   the first side, the deal), which a table set up in the middle of a turn never reaches; the
 *   browser loads it only for a table that has it (rules/needs.ts MODE_PART_FILES, rules/load.ts);
 * - random games and the mode's invariants (node-only.ts), which only Node runs (the soak, the
 *   benches, the tests): skills/install.ts installs them over the two hooks below; no page loads them.
 * The hooks stay one object, so a page that loads the start for one table plays its other 3v3
 * tables as before. What is needed but not installed is an error naming it, never a game played
 * without it.
 */
export type ThreesStart = Pick<ModeHooks<'3v3'>, 'initialData' | 'opening' | 'choosers'>;

let start: ThreesStart | null = null;
function started(): ThreesStart {
  if (!start) throw new Error('3v3: start.ts (the start of a game) is not loaded (rules/load.ts)');
  return start;
}

/** The mode's decisions: who acts (choosers.ts), and the start's once it is added. */
const choosers: Record<string, Chooser> = THREES_CHOOSERS;

/** Adds the start of a game (start.ts's RULES calls it). */
export function addThreesStart(s: ThreesStart): void {
  start = s;
  Object.assign(choosers, s.choosers);
}

/** The hooks only Node runs, until node-only.ts installs them. */
const nodeOnly = (): never => {
  throw new Error('3v3: node-only.ts (random games, invariants) is not installed (skills/install.ts)');
};

const WINNER_TEXT: Readonly<Record<string, string>> = { warm: 'The warm side wins.', cool: 'The cool side wins.', draw: 'The game is a draw.' };
const POSITION_WORD: Readonly<Record<Role, string>> = { lord: 'warm Commander', loyalist: 'warm Vanguard', renegade: 'cool Commander', rebel: 'cool Vanguard' };

const THREES: ModeHooks<'3v3'> = {
  id: '3v3',
  label: '3v3',
  startingMaxHp: (seat) => threesMaxHp(seat.hero ? HERO_RULES[seat.hero].hp : 4, seat.role),
  roleShown: () => true, // every identity card is face up (variants.3v3.identity-cards)
  heroShown: () => true, // every hero is face up: 3v3 has no hidden heroes (heroes are shown at the draft, variants.3v3.draft-display)
  lordSkills: () => false, // variants.3v3.no-lord-skills
  inDeck: (c) => inThreesDeck(c.kind), // variants.3v3.no-lightning
  startingHandClause: CL3.firstTurn,
  initialData(setup): ThreesData {
    if (setup.threes) return started().initialData(setup); // a game from its start (start.ts)
    const seats = setup.seats.map((s, i) => ({ id: `p${i + 1}`, role: s.role, alive: true }));
    return { protocol: midTurn(seats, `p${(setup.current ?? 0) + 1}`), draft: null };
  },
  opening: (state) => (threesData(state).protocol.stage === 'first-side' ? started().opening(state) : state),
  randomSetup: nodeOnly, // node-only.ts
  nextTurn: (state) => threesNextTurn(state),
  turnBegan: (state, seat) => threesTurnBegan(state, seat),
  afterDeath: (state) => state, // no house rules in 3v3
  playChoices: () => [],
  applyPlayInput: () => null,
  winner(state) {
    return threesWinner(state.seats);
  },
  winnerText: (w) => WINNER_TEXT[w] ?? w,
  revealOnDeath(state, seat, killer) {
    const role = seatOf(state, seat).role;
    return log(state, { fact: 'player.died', clause: CL3.identityCards, seat, data: { role, killer }, text: `${who(state, seat)}, the ${POSITION_WORD[role]}, dies${killer ? `, killed by ${who(state, killer)}` : ''}.` });
  },
  onKill(state, dead, killer) {
    const r = killReward(killer ? seatOf(state, killer) : null);
    if (!r) return state;
    const partner = SIDE_OF[seatOf(state, dead).role] === SIDE_OF[seatOf(state, r.seat).role];
    const s = log(state, { fact: 'reward.given', clause: r.clause, seat: r.seat, text: `${who(state, r.seat)} killed ${partner ? 'a partner' : 'an opponent'} and draws ${r.draw} cards.` });
    return drawCards(s, r.seat, r.draw);
  },
  aoeOrders: (state, user, includeUser) => aoeOrders(livingFrom(state, user), user, includeUser),
  roleVisible: () => true,
  actionMarkers: (state) => threesData(state).protocol.turned,
  roleLabel: (role) => `${POSITION_WORD[role][0]?.toUpperCase() ?? ''}${POSITION_WORD[role].slice(1)}`, // variants.3v3.identity-cards: a side and a position
  choosers,
  violations: nodeOnly, // node-only.ts
};

/** Whether a seat is a Commander (for views). */
export const isCommander = (role: Role): boolean => POSITION_OF[role] === 'commander';
export { withData };

/** The rule under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { THREES as RULES };
