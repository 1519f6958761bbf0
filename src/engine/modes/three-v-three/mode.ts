// The 3v3 mode (variants.3v3.*) behind the engine's mode hooks (modes/mode-types.ts): the setup
// (Commander's bonus, identity cards face up, no lord skills, no Lightning), the turn protocol
// (turns.ts, choosers.ts), the win, the reward and the AoE directions. The rules themselves are
// pure functions in this folder (sides.ts, protocol.ts, rules.ts, draft.ts).
import { HERO_RULES } from '../../data/hero-rules.ts';
import { shuffle } from '../../rng.ts';
import { livingFrom, log, seatOf, who } from '../../state.ts';
import { drawCards } from '../../zones.ts';
import type { Role } from '../../types.ts';
import type { ModeHooks } from '../mode-types.ts';
import { CL3 } from './clauses.ts';
import { THREES_CHOOSERS, draftNext } from './choosers.ts';
import { withData, threesData, type ThreesData } from './data.ts';
import { newDraft } from './draft.ts';
import { midTurn, OPENING } from './protocol.ts';
import { aoeOrders, inThreesDeck, killReward, threesMaxHp, threesWinner } from './rules.ts';
import { POSITION_OF, SIDE_OF, THREES_ROLES } from './sides.ts';
import { threesNextTurn, threesTurnBegan } from './turns.ts';
import { threesViolations } from './invariants.ts';

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
    if (setup.threes) return { protocol: OPENING, draft: setup.threes.draft ? newDraft(setup.threes.draft) : null };
    const seats = setup.seats.map((s, i) => ({ id: `p${i + 1}`, role: s.role, alive: true }));
    return { protocol: midTurn(seats, `p${(setup.current ?? 0) + 1}`), draft: null };
  },
  opening(state) {
    const data = threesData(state);
    if (data.protocol.stage !== 'first-side') return state;
    return draftNext(state);
  },
  randomSetup({ seed, players, heroes, turnLimit }) {
    if (players !== 6) throw new Error(`3v3 is for 6 players, not ${players}`);
    const r = shuffle(heroes, seed);
    const withDraft = seed % 2 === 0 && r.items.length >= 22; // every other game drafts 16 heroes (the rest are seated directly)
    const seats = THREES_ROLES.map((role, i) => ({ hero: withDraft ? null : r.items[i] ?? null, role, wording: (seed + i) % 2 === 1 ? ('classic' as const) : ('revised' as const) }));
    return { seats, seed: r.seed, turnLimit, mode: '3v3', threes: withDraft ? { draft: r.items.slice(6, 22) } : {} };
  },
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
  choosers: THREES_CHOOSERS,
  violations: threesViolations,
};

/** Whether a seat is a Commander (for views). */
export const isCommander = (role: Role): boolean => POSITION_OF[role] === 'commander';
export { withData };

/** The rule under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { THREES as RULES };
