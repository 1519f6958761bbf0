// Cards that are placed rather than resolved: delayed tricks go into a judgment zone (and are
// judged in that player's judgment phase); equipment goes into its slot, replacing the old one.
import { CL, cardClause } from '../clause-ids.ts';
import { CARD_KIND_IDS, CARD_KINDS, type CardKindId } from '../data/card-rules.ts';
import { card, cardName } from '../cards-lookup.ts';
import { livingFrom, log, seatOf, who } from '../state.ts';
import { canBeTargeted, distance, trickNoDistance } from '../values.ts';
import { delayedKind, moveCards } from '../zones.ts';
import type { GameState, Seat } from '../types.ts';
import type { UseCardFrame } from '../frames/frame-types.ts';
import type { BehaviourTable, CardBehaviour } from './behaviour.ts';

const hasKind = (s: Seat, kind: CardKindId) => s.judgment.some((c) => delayedKind(s, c) === kind);

function place(state: GameState, f: UseCardFrame, target: string): GameState {
  const id = f.card.cards[0];
  if (id === undefined) return state;
  const s = moveCards(state, f.card.cards, { zone: 'judgment', seat: target, as: f.card.kind }); // it is that delayed trick until it leaves the zone
  const as = card(id).kind === f.card.kind ? '' : ` as ${CARD_KINDS[f.card.kind].en}`;
  return log(s, { fact: 'card.placed', clause: cardClause(f.card.kind), seat: target, data: { kind: f.card.kind }, text: `${cardName(id)}${as} is placed in ${who(s, target)}'s judgment zone.` });
}

const lightning: CardBehaviour = {
  targets: (_state, user) => (hasKind(user, 'lightning') ? [] : [[user.id]]),
  window: 'none', placement: 'judgment', effect: place,
};

const acedia: CardBehaviour = {
  targets: (state, user) => livingFrom(state).filter((id) => id !== user.id && !hasKind(seatOf(state, id), 'acedia') && canBeTargeted(state, id, 'acedia')).map((id) => [id]),
  window: 'none', placement: 'judgment', effect: place,
};

const supplyShortage: CardBehaviour = {
  targets: (state, user) =>
    livingFrom(state).filter((id) => id !== user.id && !hasKind(seatOf(state, id), 'supply-shortage') && canBeTargeted(state, id, 'supply-shortage') && (trickNoDistance(user) || distance(state, user.id, id) <= 1)).map((id) => [id]),
  window: 'none', placement: 'judgment', effect: place,
};

function equip(state: GameState, f: UseCardFrame, target: string): GameState {
  const id = f.card.cards[0];
  if (id === undefined) return state;
  const slot = CARD_KINDS[card(id).kind].slot;
  if (!slot) return state;
  const old = seatOf(state, target).equipment[slot];
  let s = state;
  if (old) {
    s = log(s, { fact: 'equipment.replaced', clause: CL.equipReplace, seat: target, text: `${cardName(old)} is replaced and goes to the discard pile.` });
    s = moveCards(s, [old], { zone: 'discard' }); // after the fact above, so what its loss triggers (Silver Lion) is told after it
  }
  s = moveCards(s, [id], { zone: 'equipment', seat: target, slot });
  return log(s, { fact: 'equipment.equipped', clause: CL.equipReplace, seat: target, data: { card: id }, text: `${who(s, target)} equips ${cardName(id)}.` });
}

const equipment: CardBehaviour = { targets: (_state, user) => [[user.id]], window: 'none', placement: 'equipment', effect: equip };

export const PLACED: BehaviourTable = {
  lightning, acedia, 'supply-shortage': supplyShortage,
  ...Object.fromEntries(CARD_KIND_IDS.filter((k) => CARD_KINDS[k].type === 'equipment').map((k) => [k, equipment])),
};
