// Basic cards: Strike (and Fire / Thunder Strike), Dodge, Peach, Wine.
import { CL } from '../clause-ids.ts';
import { card } from '../cards-lookup.ts';
import { skillsOf } from '../skills/registry.ts';
import { pushDamage } from '../frames/make.ts';
import { recover } from '../hp.ts';
import { livingFrom, log, seatOf, who } from '../state.ts';
import { canBeTargeted, inAttackRange, isWounded, leavesEquipment, unlimitedStrikes, withoutEquipment } from '../values.ts';
import type { GameState, Seat, VirtualCard } from '../types.ts';
import { combos, type BehaviourTable, type CardBehaviour } from './behaviour.ts';

// A play decision asks for the Strike targets of every Strike in hand, on one state; they differ
// only when the Strike is made of the user's own weapon or −1 mount (which then no longer count).
// Remembered by (state, user, ignoreRange, the user's own weapon or −1 mount among the cards), compared
// field by field: no key string is built for each Strike in hand.
let lastState: GameState | null = null;
let lastUser = '';
let lastIgnore = false;
let lastOwn = '';
let lastTargets: readonly string[] = [];

/** The user's own weapon and −1 mount among the cards ('' when none: most Strikes). */
function ownRangeCards(e: Seat['equipment'], cards: readonly string[]): string {
  let own = '';
  for (const c of cards) if (c === e.weapon || c === e.minusMount) own = own ? `${own}+${c}` : c;
  return own;
}

export function strikeTargets(state: GameState, user: Seat, v: VirtualCard, ignoreRange = false): readonly string[] {
  const own = ownRangeCards(user.equipment, v.cards);
  if (state === lastState && user.id === lastUser && ignoreRange === lastIgnore && own === lastOwn) return lastTargets;
  const out = livingFrom(state).filter((id) => id !== user.id && canBeTargeted(state, id, 'strike') && (ignoreRange || inAttackRange(state, user.id, id, v.cards)));
  lastState = state;
  lastUser = user.id;
  lastIgnore = ignoreRange;
  lastOwn = own;
  lastTargets = out;
  return out;
}

function strikeBehaviourTargets(state: GameState, user: Seat, v: VirtualCard): string[][] {
  if (state.turnInfo.strikesUsed >= 1 && !unlimitedStrikes(user)) return [];
  const ignoreRange = skillsOf(user).some((sk) => sk.status?.strikeIgnoresRange?.(state, user, v) ?? false);
  return combos(strikeTargets(state, user, v, ignoreRange), 1, maxStrikeTargets(user, v));
}

/** Halberd: a Strike that is your last hand card may have up to 2 extra targets. */
function maxStrikeTargets(user: Seat, v: VirtualCard): number {
  const w = user.equipment.weapon;
  const last = v.cards.length > 0 && user.hand.length === v.cards.length && v.cards.every((c) => user.hand.includes(c));
  return w && card(w).kind === 'halberd' && last ? 3 : 1;
}

const strike: CardBehaviour = {
  targets(state, user, v) {
    // Equipment used as the Strike itself no longer counts for its limit or its targets (general.values.equipment-leaving-range).
    if (leavesEquipment(user, v.cards)) {
      const s = withoutEquipment(state, user.id, v.cards);
      return strikeBehaviourTargets(s, seatOf(s, user.id), v);
    }
    return strikeBehaviourTargets(state, user, v);
  },
  window: 'dodge',
  effect(state, f, target) {
    const bonus = typeof f.extra['wine'] === 'number' ? f.extra['wine'] : 0;
    return pushDamage(state, { source: f.user, target, amount: 1 + bonus, nature: f.card.nature, card: f.card, byStrike: true });
  },
};

const peach: CardBehaviour = {
  targets: (_state, user) => (isWounded(user) ? [[user.id]] : []),
  window: 'none',
  effect: (state, f, target) => recover(state, target, { amount: 1, clause: CL.peach, from: f.user, kind: f.card.kind }),
};

const wine: CardBehaviour = {
  targets: (state, user) => (state.turnInfo.wineUsed < 1 ? [[user.id]] : []),
  window: 'none',
  effect(state, _f, target) {
    const s = { ...state, turnInfo: { ...state.turnInfo, wineBonus: state.turnInfo.wineBonus + 1 } };
    return log(s, { fact: 'wine.drunk', clause: CL.wine, seat: target, text: `${who(state, target)}'s next Strike this turn deals 1 more damage.` });
  },
};

export const BASIC: BehaviourTable = {
  strike, 'fire-strike': strike, 'thunder-strike': strike, peach, wine,
};
