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
import { POSITION_OF, SIDE_OF } from './sides.ts';
import { PURPOSE, threesNextTurn, threesTurnBegan } from './turns.ts';
import type { Chooser } from '../../frames/chooser.ts';

/**
 * The parts of the mode that only some tables or uses need, each a module of its own that adds
 * itself here (addThreesPart: the function it exports as RULES), read by the hooks below:
 * - `start` (start.ts): a game from its start (the set-up's `threes`: the draft, the cool
 *   Commander's choice of the first side, the deal), which a table set up in the middle of a turn
 *   never reaches; the browser loads it only for a table that has it (rules/needs.ts
 *   MODE_PART_FILES, rules/load.ts);
 * - `node` (node-only.ts): random games and the mode's invariants, which only Node runs (the soak,
 *   the benches, the tests); skills/install.ts installs it, and no page loads it.
 * The hooks are one object either way, so a part only adds: a page that loads the start for one
 * table plays its other 3v3 tables as before. A part that is needed but not installed is an error
 * naming it, never a game played without it.
 */
export interface ThreesParts {
  readonly start: Pick<ModeHooks<'3v3'>, 'initialData' | 'opening' | 'choosers'>;
  readonly node: Pick<ModeHooks<'3v3'>, 'randomSetup' | 'violations'>;
}

const parts: { -readonly [K in keyof ThreesParts]?: ThreesParts[K] } = {};
const MISSING: Readonly<Record<keyof ThreesParts, string>> = {
  start: 'the start of a 3v3 game (modes/three-v-three/start.ts) is not installed: load the table\'s rules (rules/load.ts)',
  node: 'random 3v3 games and invariants (modes/three-v-three/node-only.ts) are not installed: import skills/install.ts',
};

/** Adds parts of the mode (each part's module calls it: its RULES). */
export function addThreesPart(p: Partial<ThreesParts>): void {
  Object.assign(parts, p);
}

function threesPart<K extends keyof ThreesParts>(k: K): ThreesParts[K] {
  const p = parts[k];
  if (!p) throw new Error(MISSING[k]);
  return p as ThreesParts[K];
}

/** A decision of the start's (the first side, the draft), asked of its part. */
const ofStart = (purpose: string): Chooser => {
  const own = () => threesPart('start').choosers[purpose] as Chooser; // start.ts has both
  return { decide: (state, f) => own().decide(state, f), apply: (state, f, input) => own().apply(state, f, input) };
};

const WINNER_TEXT: Readonly<Record<string, string>> = { warm: 'The warm side wins.', cool: 'The cool side wins.', draw: 'The game is a draw.' };
const POSITION_WORD: Readonly<Record<Role, string>> = { lord: 'warm Commander', loyalist: 'warm Vanguard', renegade: 'cool Commander', rebel: 'cool Vanguard' };

export const THREES: ModeHooks<'3v3'> = {
  id: '3v3',
  label: '3v3',
  startingMaxHp: (seat) => threesMaxHp(seat.hero ? HERO_RULES[seat.hero].hp : 4, seat.role),
  roleShown: () => true, // every identity card is face up (variants.3v3.identity-cards)
  heroShown: () => true, // every hero is face up: 3v3 has no hidden heroes (heroes are shown at the draft, variants.3v3.draft-display)
  lordSkills: () => false, // variants.3v3.no-lord-skills
  inDeck: (c) => inThreesDeck(c.kind), // variants.3v3.no-lightning
  startingHandClause: CL3.firstTurn,
  initialData(setup): ThreesData {
    if (setup.threes) return threesPart('start').initialData(setup); // a game from its start (start.ts)
    const seats = setup.seats.map((s, i) => ({ id: `p${i + 1}`, role: s.role, alive: true }));
    return { protocol: midTurn(seats, `p${(setup.current ?? 0) + 1}`), draft: null };
  },
  opening: (state) => (threesData(state).protocol.stage === 'first-side' ? threesPart('start').opening(state) : state),
  randomSetup: (args) => threesPart('node').randomSetup(args), // Node's (node-only.ts)
  nextTurn: (state) => threesNextTurn(state),
  turnBegan: (state, seat) => threesTurnBegan(state, seat),
  afterDeath: (state) => state, // no house rules in 3v3
  playChoices: () => [],
  applyPlayInput: () => null,
  winner(state) {
    const w = threesWinner(state.seats);
    return w ? { winner: w.winner, clause: w.clause } : null;
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
  choosers: { ...THREES_CHOOSERS, [PURPOSE.first]: ofStart(PURPOSE.first), [PURPOSE.draft]: ofStart(PURPOSE.draft) },
  violations: (state) => threesPart('node').violations(state), // Node's (node-only.ts)
};

/** Whether a seat is a Commander (for views). */
export const isCommander = (role: Role): boolean => POSITION_OF[role] === 'commander';
export { withData };

/** The rule under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { THREES as RULES };
