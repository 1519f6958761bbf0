// Starting a game from a setup, in its mode (the mode's setup hooks: modes/mode-types.ts): seats in turn order, the cards in each zone, the draw pile's
// top cards (the rest of the deck shuffled under them from the seed), whose turn and which phase.
import { CARD_KINDS, DECK, type EquipSlot } from './data/card-rules.ts';
import type { HeroId } from './data/hero-facts.ts';
import type { GameSetup, SeatSetup } from './setup-types.ts';
import { card } from './cards-lookup.ts';
import { shuffle } from './rng.ts';
import { log } from './state.ts';
import { FRESH_TURN } from './turn.ts';
import { HOUSE_OFF, type GameState, type ModeId, type Seat } from './types.ts';
import { modeHooks } from './modes/table.ts';
import { identityRandomSetup } from './modes/identity-random.ts';
import './skills/install-core.ts'; // the composition root's core: the Identity mode and the equipment a game is created with
export { ROLE_TABLE, ROLE_VARIANTS } from './modes/identity-roles.ts';

export type { GameSetup, SeatSetup } from './setup-types.ts';

/** A seat's starting max HP when the setup does not state it: the mode's (Identity: the hero's, +1 for the Lord with 5 or more players). */
export function startingMaxHp(seat: SeatSetup, players: number, mode: ModeId = 'identity'): number {
  return modeHooks(mode).startingMaxHp(seat, players);
}

export function createGame(setup: GameSetup): GameState {
  const mode = setup.mode ?? 'identity';
  const hooks = modeHooks(mode);
  const players = setup.seats.length;
  const used = new Set<string>();
  const claim = (id: string, where: string) => {
    card(id);
    if (used.has(id)) throw new Error(`card ${id} is placed twice (again in ${where})`);
    used.add(id);
    return id;
  };
  const seats: Seat[] = setup.seats.map((s, i) => {
    const id = `p${i + 1}`;
    const maxHp = s.maxHp ?? hooks.startingMaxHp(s, players);
    const equipment: Partial<Record<EquipSlot, string>> = {};
    for (const [slot, c] of Object.entries(s.equipment ?? {})) if (c) equipment[slot as EquipSlot] = claim(c, `${id}'s equipment`);
    const judgment = (s.judgment ?? []).map((c) => claim(c, `${id}'s judgment zone`));
    for (const [c, as] of Object.entries(s.judgmentAs ?? {})) {
      if (!judgment.includes(c)) throw new Error(`${id}: ${c} is recorded as placed as ${as} but is not in the judgment zone`);
      if (CARD_KINDS[as].type !== 'delayed-trick') throw new Error(`${id}: ${c} is placed as ${as}, which is not a delayed trick`);
    }
    return {
      id, hero: s.hero, heroShown: hooks.heroShown(s.role, players), wording: s.wording ?? 'revised', role: s.role, roleShown: s.alive === false || hooks.roleShown(s.role, players), lordSkills: hooks.lordSkills(s.role, players),
      hp: s.hp ?? (s.alive === false ? 0 : maxHp), maxHp, alive: s.alive ?? true, out: s.out ?? s.alive === false,
      hand: (s.hand ?? []).map((c) => claim(c, `${id}'s hand`)),
      equipment, judgment, ...(s.judgmentAs && Object.keys(s.judgmentAs).length > 0 ? { judgmentAs: { ...s.judgmentAs } } : {}),
      chained: s.chained ?? false, flipped: s.flipped ?? false, flags: { ...s.flags },
    };
  });
  const top = (setup.drawPile ?? []).map((c) => claim(c, 'the draw pile'));
  const discardPile = (setup.discardPile ?? []).map((c) => claim(c, 'the discard pile'));
  const sets = setup.sets ?? ['standard', 'ex', 'military'];
  const rest = DECK.filter((c) => sets.includes(c.set) && !used.has(c.id) && hooks.inDeck(c)).map((c) => c.id);
  const { items, seed } = shuffle(rest, setup.seed >>> 0);
  let state: GameState = {
    version: 1, seats, drawPile: [...top, ...items], discardPile, processing: [],
    current: setup.current ?? 0, phase: setup.phase ?? 'none', step: setup.phase ? (setup.beforePhase ? 'phase.before' : 'phase.begin') : 'turn.begin',
    turnInfo: FRESH_TURN, turn: setup.phase ? 1 : 0, stack: [], nextId: 1, rng: seed, log: [], winner: null,
    options: { turnLimit: setup.turnLimit ?? 0, mode, house: { ...HOUSE_OFF, ...setup.house } }, modeData: hooks.initialData(setup),
  };
  if (setup.dealStartingHands) {
    for (const s of state.seats) {
      const hand = state.drawPile.slice(0, 4);
      state = { ...state, drawPile: state.drawPile.slice(4), seats: state.seats.map((x) => (x.id === s.id ? { ...x, hand: [...x.hand, ...hand] } : x)) };
    }
    state = log(state, { fact: 'cards.dealt', clause: hooks.startingHandClause, text: 'Each player is dealt 4 cards.' });
  }
  return hooks.opening(state);
}

/** A random game of the mode (Identity by default: modes/identity.ts). */
export function randomSetup(seed: number, players: number, heroes: readonly HeroId[], turnLimit = 300, variant = false, mode: ModeId = 'identity'): GameSetup {
  const args = { seed, players, heroes, turnLimit, variant };
  if (mode === 'identity') return identityRandomSetup(args);
  const hooks = modeHooks(mode);
  if (!hooks.randomSetup) throw new Error(`the mode ${mode} deals no random game`);
  return { ...hooks.randomSetup(args), mode };
}
