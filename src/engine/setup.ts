// Starting a game from a setup: seats in turn order, the cards in each zone, the draw pile's
// top cards (the rest of the deck shuffled under them from the seed), whose turn and which phase.
import { CARD_KINDS, DECK, type CardKindId, type CardSet, type EquipSlot } from './data/cards.ts';
import { HEROES, type HeroId, type Wording } from './data/heroes.ts';
import { CL } from './clause-ids.ts';
import { card } from './cards-lookup.ts';
import { shuffle } from './rng.ts';
import { log } from './state.ts';
import { FRESH_TURN } from './turn.ts';
import type { GameState, Phase, Role, Seat } from './types.ts';

export interface SeatSetup {
  readonly hero: HeroId | null;
  readonly wording?: Wording;
  readonly role: Role;
  readonly hp?: number;
  readonly maxHp?: number;
  readonly hand?: readonly string[];
  readonly equipment?: Partial<Record<EquipSlot, string>>;
  readonly judgment?: readonly string[];
  readonly judgmentAs?: Readonly<Record<string, CardKindId>>; // a judgment card placed as another delayed trick (National Beauty: a ♦ card as Acedia)
  readonly chained?: boolean;
  readonly flipped?: boolean;
}

export interface GameSetup {
  readonly seats: readonly SeatSetup[];
  readonly seed: number;
  readonly drawPile?: readonly string[]; // top first; the rest of the deck is shuffled under these
  readonly discardPile?: readonly string[];
  readonly current?: number;
  readonly phase?: Exclude<Phase, 'none'>; // the phase the game starts in (default: the turn's beginning)
  readonly beforePhase?: boolean; // start before that phase begins (阶段切换时: Self-Restraint may skip it), not as it begins
  readonly sets?: readonly CardSet[];
  readonly dealStartingHands?: boolean; // deal 4 cards to each seat from the Lord (Identity mode)
  readonly turnLimit?: number;
}

/** Max HP: the hero's, +1 for the Lord with 5 or more players (identity.setup.lord-bonus). */
export function startingMaxHp(seat: SeatSetup, players: number): number {
  const base = seat.hero ? HEROES[seat.hero].hp : 4;
  return base + (seat.role === 'lord' && players >= 5 ? 1 : 0);
}

export function createGame(setup: GameSetup): GameState {
  const used = new Set<string>();
  const claim = (id: string, where: string) => {
    card(id);
    if (used.has(id)) throw new Error(`card ${id} is placed twice (again in ${where})`);
    used.add(id);
    return id;
  };
  const seats: Seat[] = setup.seats.map((s, i) => {
    const id = `p${i + 1}`;
    const maxHp = s.maxHp ?? startingMaxHp(s, setup.seats.length);
    const equipment: Partial<Record<EquipSlot, string>> = {};
    for (const [slot, c] of Object.entries(s.equipment ?? {})) if (c) equipment[slot as EquipSlot] = claim(c, `${id}'s equipment`);
    const judgment = (s.judgment ?? []).map((c) => claim(c, `${id}'s judgment zone`));
    for (const [c, as] of Object.entries(s.judgmentAs ?? {})) {
      if (!judgment.includes(c)) throw new Error(`${id}: ${c} is recorded as placed as ${as} but is not in the judgment zone`);
      if (CARD_KINDS[as].type !== 'delayed-trick') throw new Error(`${id}: ${c} is placed as ${as}, which is not a delayed trick`);
    }
    return {
      id, hero: s.hero, wording: s.wording ?? 'revised', role: s.role, roleShown: s.role === 'lord',
      hp: s.hp ?? maxHp, maxHp, alive: true,
      hand: (s.hand ?? []).map((c) => claim(c, `${id}'s hand`)),
      equipment, judgment, ...(s.judgmentAs && Object.keys(s.judgmentAs).length > 0 ? { judgmentAs: { ...s.judgmentAs } } : {}),
      chained: s.chained ?? false, flipped: s.flipped ?? false, flags: {},
    };
  });
  const top = (setup.drawPile ?? []).map((c) => claim(c, 'the draw pile'));
  const discardPile = (setup.discardPile ?? []).map((c) => claim(c, 'the discard pile'));
  const sets = setup.sets ?? ['standard', 'ex', 'military'];
  const rest = DECK.filter((c) => sets.includes(c.set) && !used.has(c.id)).map((c) => c.id);
  const { items, seed } = shuffle(rest, setup.seed >>> 0);
  let state: GameState = {
    version: 1, seats, drawPile: [...top, ...items], discardPile, processing: [],
    current: setup.current ?? 0, phase: setup.phase ?? 'none', step: setup.phase ? (setup.beforePhase ? 'phase.before' : 'phase.begin') : 'turn.begin',
    turnInfo: FRESH_TURN, turn: setup.phase ? 1 : 0, stack: [], nextId: 1, rng: seed, log: [], winner: null,
    options: { turnLimit: setup.turnLimit ?? 0 },
  };
  if (setup.dealStartingHands) {
    for (const s of state.seats) {
      const hand = state.drawPile.slice(0, 4);
      state = { ...state, drawPile: state.drawPile.slice(4), seats: state.seats.map((x) => (x.id === s.id ? { ...x, hand: [...x.hand, ...hand] } : x)) };
    }
    state = log(state, { fact: 'cards.dealt', clause: CL.startingHand, text: 'Each player is dealt 4 cards.' });
  }
  return state;
}

/** Roles by player count (identity.roles.table). */
export const ROLE_TABLE: Readonly<Record<number, readonly Role[]>> = {
  2: ['lord', 'rebel'],
  3: ['lord', 'rebel', 'renegade'],
  4: ['lord', 'loyalist', 'rebel', 'renegade'],
  5: ['lord', 'loyalist', 'rebel', 'rebel', 'renegade'],
  6: ['lord', 'loyalist', 'rebel', 'rebel', 'rebel', 'renegade'],
  7: ['lord', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'renegade'],
  8: ['lord', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'rebel', 'renegade'],
  9: ['lord', 'loyalist', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'rebel', 'renegade'],
  10: ['lord', 'loyalist', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'rebel', 'renegade', 'renegade'],
};

/** The second set-up the table gives for 6 and 8 players, and the 4-player alternative with no Loyalist. */
export const ROLE_VARIANTS: Readonly<Record<number, readonly Role[]>> = {
  4: ['lord', 'rebel', 'rebel', 'renegade'],
  6: ['lord', 'loyalist', 'rebel', 'rebel', 'renegade', 'renegade'],
  8: ['lord', 'loyalist', 'loyalist', 'rebel', 'rebel', 'rebel', 'renegade', 'renegade'],
};

/** A random Identity game: roles shuffled (the Lord in seat 1), distinct random heroes, 4 cards each, wordings mixed. */
export function randomSetup(seed: number, players: number, heroes: readonly HeroId[], turnLimit = 300, variant = false): GameSetup {
  const roles = variant ? ROLE_VARIANTS[players] : ROLE_TABLE[players];
  if (!roles) throw new Error(`no role table for ${players} players`);
  const r1 = shuffle(roles.slice(1), seed);
  const r2 = shuffle(heroes, r1.seed);
  // Every other seat (alternating with the seed) plays the classic wording, so both wordings are exercised.
  const seats = ['lord' as Role, ...r1.items].map((role, i) => ({ hero: r2.items[i % r2.items.length] ?? null, role, wording: (seed + i) % 2 === 1 ? ('classic' as const) : ('revised' as const) }));
  return { seats, seed: r2.seed, dealStartingHands: true, turnLimit };
}
