// Reincarnation (variants.reincarnation.*). An eliminated player stays at the table; in each turn,
// each living player may give one hand card to an eliminated player as an offering, once per turn:
// the player whose turn it is in their play phase, every other living player when that turn ends
// (asked in turn order, before the next turn begins; see the house rules page). At 4
// offered cards (3 in a 4- or 5-player game) the eliminated player is reborn at once as the first
// unused hero of their previous hero's faction (any hero after a Qun hero), at 1 HP, keeping the
// offered cards as their hand. A reborn player plays on but stays out for victory, and killing one
// brings no reward or punishment.
import { cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { pushChoose } from '../../frames/make.ts';
import { HERO_IDS, HERO_RULES, type HeroId } from '../../data/hero-rules.ts';
import { shuffle } from '../../rng.ts';
import { currentSeat, flag, livingFrom, log, seatOf, setFlag, updateSeat, who } from '../../state.ts';
import { moveCards } from '../../zones.ts';
import type { Choice, GameState, Input } from '../../types.ts';
import { NO_HERO, NO_REWARD, OFFER_WINDOW, OFFERED, REBORN } from './names.ts';
import { withHouseRules } from './index.ts';
import type { HouseRule } from './house-types.ts';

/** The clauses the rule's log entries and decisions cite. */
export const CLAUSE = {
  offerings: 'variants.reincarnation.offerings',
  rebirth: 'variants.reincarnation.rebirth',
  stillOut: 'variants.reincarnation.still-out',
  noMatch: 'variants.reincarnation.no-match',
} as const;

/** The skill id of an offering in a `skill.invoke` input ("p1 gives peach ♥3 to p3"). */
export const OFFERING = 'offering';
export { NO_HERO, NO_REWARD, OFFERED, REBORN };

/** Offered cards that bring an eliminated player back: 3 in a 4- or 5-player game, otherwise 4. */
export function offeringsNeeded(players: number): number {
  return players <= 5 ? 3 : 4;
}

/** Eliminated players who may receive an offering (not those with no hero of their faction left). */
export function receivers(state: GameState): string[] {
  return state.seats.filter((s) => !s.alive && !flag(s, NO_HERO)).map((s) => s.id);
}

/** A living player's offerings: one of their hand cards to one eliminated player. */
function offersOf(state: GameState, seat: string): Choice[] {
  const me = seatOf(state, seat);
  const to = receivers(state);
  const out: Choice[] = [];
  for (const c of me.hand) {
    for (const t of to) out.push(choice({ type: 'skill.invoke', seat: me.id, skill: OFFERING, cards: [c], targets: [t] }, `Offer ${cardName(c)} to ${who(state, t)} (reincarnation)`));
  }
  return out;
}

/** The current player's offerings in their play phase: one hand card to one eliminated player, once per turn. */
export function offeringChoices(state: GameState): Choice[] {
  const me = currentSeat(state);
  if (!state.options.house.reincarnation || !me.alive || flag(me, OFFERED)) return [];
  return offersOf(state, me.id);
}

/**
 * When a turn ends (the mode's nextTurn): every other living player, in turn order after the one
 * whose turn it was, may make that turn's offering (variants.reincarnation.offerings: "every turn",
 * once per turn). The frames are pushed last-first, so the first in turn order is asked first.
 */
export function offerWindow(state: GameState, ended: string): GameState {
  if (!state.options.house.reincarnation || receivers(state).length === 0) return state;
  const others = livingFrom(state, ended).filter((id) => id !== ended);
  let s = state;
  for (const id of [...others].reverse()) s = pushChoose(s, { seat: id, purpose: OFFER_WINDOW, host: -1, extra: { ended } });
  return s;
}

/** A player's offering at the end of another's turn: a hand card to an eliminated player, or none. */
export const OFFER_CHOOSER: Chooser = {
  decide(state, f) {
    const me = seatOf(state, f.seat);
    const ended = typeof f.extra['ended'] === 'string' ? f.extra['ended'] : '';
    if (!me.alive || me.hand.length === 0) return null;
    const offers = offersOf(state, f.seat);
    if (offers.length === 0) return null; // no eliminated player can receive one any more
    return {
      kind: 'choose', seat: f.seat, clause: CLAUSE.offerings, prompt: `${who(state, f.seat)}: ${who(state, ended)}'s turn has ended. Make an offering this turn?`,
      choices: [...offers, choice({ type: 'skill.decline', seat: f.seat }, 'Make no offering')],
    };
  },
  apply(state, _f, input) {
    return isOffering(input) ? applyOffering(state, input, false) : state;
  },
};

/** Whether an input is an offering (the mode applies it, not the play phase). */
export function isOffering(input: Input): input is Extract<Input, { type: 'skill.invoke' }> {
  return input.type === 'skill.invoke' && input.skill === OFFERING;
}

/** Gives the card, then the receiver is reborn if that makes enough offered cards. */
export function applyOffering(state: GameState, input: Extract<Input, { type: 'skill.invoke' }>, ownTurn = true): GameState {
  const c = input.cards?.[0];
  const to = input.targets?.[0];
  if (c === undefined || to === undefined) throw new Error('an offering names one card and one eliminated player');
  let s = moveCards(state, [c], { zone: 'hand', seat: to });
  if (ownTurn) s = setFlag(s, input.seat, OFFERED, 1); // at the end of another's turn the window asks each player once
  const held = seatOf(s, to).hand.length;
  s = log(s, { fact: 'offering.made', clause: CLAUSE.offerings, seat: input.seat, data: { to, held }, text: `${who(s, input.seat)} gives ${cardName(c)} to the eliminated ${who(s, to)} as an offering (${held} offered).` });
  return held >= offeringsNeeded(s.seats.length) ? rebirth(s, to) : s;
}

/** The new hero: unused heroes shuffled, the first of the previous hero's faction (the first of all after a Qun hero or none). */
export function nextHero(state: GameState, seat: string): { hero: HeroId | undefined; rng: number } {
  const used = new Set(state.seats.map((x) => x.hero));
  const { items, seed } = shuffle(HERO_IDS.filter((h) => !used.has(h)), state.rng);
  const prev = seatOf(state, seat).hero;
  const faction = prev ? HERO_RULES[prev].faction : 'qun';
  return { hero: faction === 'qun' ? items[0] : items.find((h) => HERO_RULES[h].faction === faction), rng: seed };
}

/** The eliminated player comes back at 1 HP as a new hero, still out for victory; or stays out for good when no hero of the faction is left. */
export function rebirth(state: GameState, seat: string): GameState {
  const { hero, rng } = nextHero(state, seat);
  if (!hero) {
    const s = setFlag(state, seat, NO_HERO, 1);
    return log(s, { fact: 'rebirth.failed', clause: CLAUSE.noMatch, seat, text: `No unused hero of ${who(s, seat)}'s faction is left: they keep the offered cards but can't be reborn or receive more offerings.` });
  }
  const before = who(state, seat);
  const s = updateSeat({ ...state, rng }, seat, (x) => ({ ...x, hero, alive: true, out: true, hp: 1, maxHp: HERO_RULES[hero].hp, roleShown: true, chained: false, flipped: false, flags: { ...x.flags, [REBORN]: 1 } }));
  return log(s, { fact: 'player.reborn', clause: CLAUSE.rebirth, seat, data: { hero, faction: HERO_RULES[hero].faction }, text: `${before} is reborn as ${HERO_RULES[hero].en} at 1 HP, and plays on, but still counts as out for victory.` });
}

/** Reward and punishment, unless the dead player had been reborn (variants.reincarnation.still-out). */
export function killReward(state: GameState, dead: string, killer: string | null, base: (s: GameState) => GameState): GameState {
  if (!flag(seatOf(state, dead), REBORN)) return base(state);
  return log(setFlag(state, dead, REBORN, 0), { fact: NO_REWARD, clause: CLAUSE.stillOut, seat: dead, data: { killer }, text: `${who(state, dead)} had been reincarnated: killing them brings no reward or punishment.` });
}

/** The rule's parts (house-types.ts): the offerings (in the play phase and as a turn ends) and the kill without reward. */
const REINCARNATION: HouseRule = {
  compose: withHouseRules,
  id: 'reincarnation',
  nextTurn: offerWindow,
  onKill: killReward,
  choosers: () => ({ [OFFER_WINDOW]: OFFER_CHOOSER }),
  playChoices: offeringChoices,
  applyPlayInput: (state, input) => (isOffering(input) ? applyOffering(state, input) : null),
};

/** The rule under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { REINCARNATION as RULES };
