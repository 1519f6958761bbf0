// Zones and card movement: draw pile (top first), discard pile, processing area, and each seat's
// hand, equipment and judgment zone. Every physical card is in exactly one zone at any time.
import type { CardKindId, EquipSlot } from './data/card-rules.ts';
import { CL } from './clause-ids.ts';
import { card, cardName, kindOf } from './cards-lookup.ts';
import { shuffle } from './rng.ts';
import { log, seatOf, updateSeat, who } from './state.ts';
import type { CardLoss, GameState, Seat } from './types.ts';

export type Zone =
  | { readonly zone: 'draw' | 'discard' | 'processing' }
  | { readonly zone: 'hand' | 'aside'; readonly seat: string }
  | { readonly zone: 'judgment'; readonly seat: string; readonly as?: CardKindId } // `as`: the delayed trick it is placed as
  | { readonly zone: 'equipment'; readonly seat: string; readonly slot: EquipSlot };

const DRAW: Zone = { zone: 'draw' };
const DISCARD: Zone = { zone: 'discard' };
const PROCESSING: Zone = { zone: 'processing' };
const SLOTS: readonly EquipSlot[] = ['weapon', 'armor', 'plusMount', 'minusMount'];

// The cards that move are mostly in small zones (hands, equipment, the processing area) or on top of
// the draw pile, so those are looked at before the long draw and discard piles are scanned.
export function locate(state: GameState, id: string): Zone {
  if (state.processing.includes(id)) return PROCESSING;
  if (state.drawPile[0] === id) return DRAW;
  for (const s of state.seats) {
    if (s.hand.includes(id)) return { zone: 'hand', seat: s.id };
    if (s.judgment.includes(id)) return { zone: 'judgment', seat: s.id };
    if (s.aside?.includes(id)) return { zone: 'aside', seat: s.id };
    for (const slot of SLOTS) if (s.equipment[slot] === id) return { zone: 'equipment', seat: s.id, slot };
  }
  if (state.drawPile.includes(id)) return DRAW;
  if (state.discardPile.includes(id)) return DISCARD;
  throw new Error(`card "${id}" is in no zone`);
}

/** The list without the card (a card is in a zone once). Cards are drawn from the front of the draw
 * pile and mostly leave small zones, so this copies around the one index instead of filtering. */
function without(list: readonly string[], id: string): string[] {
  const i = list.indexOf(id);
  if (i < 0) return list.slice();
  if (i === 0) return list.slice(1);
  const out = list.slice(0, i);
  for (let k = i + 1; k < list.length; k++) out.push(list[k] as string);
  return out;
}

/** Takes the card out of `z`, the zone it is in. */
function remove(state: GameState, id: string, z: Zone): GameState {
  switch (z.zone) {
    case 'draw': return { ...state, drawPile: without(state.drawPile, id) };
    case 'discard': return { ...state, discardPile: without(state.discardPile, id) };
    case 'processing': return { ...state, processing: without(state.processing, id) };
    case 'hand': return updateSeat(state, z.seat, (s) => ({ ...s, hand: without(s.hand, id) }));
    case 'judgment': return updateSeat(state, z.seat, (s) => withoutPlacedAs({ ...s, judgment: without(s.judgment, id) }, id));
    case 'equipment': return updateSeat(state, z.seat, (s) => ({ ...s, equipment: withoutSlot(s, z.slot) }));
    case 'aside': return updateSeat(state, z.seat, (s) => ({ ...s, aside: without(s.aside ?? [], id) }));
  }
}

/** A card leaving the judgment zone is its physical card again (clause general.card-handling.use-as). */
function withoutPlacedAs(s: Seat, id: string): Seat {
  if (!s.judgmentAs || !(id in s.judgmentAs)) return s;
  const { [id]: _gone, ...rest } = s.judgmentAs;
  if (Object.keys(rest).length > 0) return { ...s, judgmentAs: rest };
  const { judgmentAs: _none, ...seat } = s;
  return seat;
}

/** The delayed trick a card in a judgment zone is: the trick it was placed as, or its own kind. */
export function delayedKind(seat: Seat, id: string): CardKindId {
  return seat.judgmentAs?.[id] ?? card(id).kind;
}

function withoutSlot(s: Seat, slot: EquipSlot): Seat['equipment'] {
  const { [slot]: _gone, ...rest } = s.equipment;
  return rest;
}

function add(state: GameState, id: string, to: Zone): GameState {
  switch (to.zone) {
    case 'draw': return { ...state, drawPile: [id, ...state.drawPile] };
    case 'discard': return { ...state, discardPile: [...state.discardPile, id] };
    case 'processing': return { ...state, processing: [...state.processing, id] };
    case 'hand': return updateSeat(state, to.seat, (s) => ({ ...s, hand: [...s.hand, id] }));
    case 'judgment': {
      const as = to.as !== undefined && to.as !== card(id).kind ? to.as : undefined;
      return updateSeat(state, to.seat, (s) => ({ ...s, judgment: [...s.judgment, id], ...(as ? { judgmentAs: { ...s.judgmentAs, [id]: as } } : {}) }));
    }
    case 'equipment': return updateSeat(state, to.seat, (s) => ({ ...s, equipment: { ...s.equipment, [to.slot]: id } }));
    case 'aside': return updateSeat(state, to.seat, (s) => ({ ...s, aside: [...(s.aside ?? []), id] }));
  }
}

/**
 * Moves cards to a zone. Losing Silver Lion from the equipment zone while wounded recovers 1
 * (its own clause), whatever moved it. Cards that leave a hand or an equipment zone are recorded
 * as a loss; the engine raises the "after losing cards" timing when the step ends.
 */
export function moveCards(state: GameState, ids: readonly string[], to: Zone): GameState {
  let s = state;
  let losses: CardLoss[] | undefined; // one per seat, in the order the seats first lost a card
  for (const id of ids) {
    const from = locate(s, id);
    s = add(remove(s, id, from), id, to);
    const stays = 'seat' in to && 'seat' in from && to.seat === from.seat && to.zone === from.zone;
    if ((from.zone === 'hand' || from.zone === 'equipment') && !stays) {
      losses ??= [];
      const i = losses.findIndex((l) => l.seat === from.seat);
      const l = (i >= 0 ? losses[i] : undefined) ?? { seat: from.seat, hand: 0, equipment: 0 }; // never losses[-1]: see top() in state.ts
      const next = from.zone === 'hand' ? { ...l, hand: l.hand + 1 } : { ...l, equipment: l.equipment + 1 };
      if (i < 0) losses.push(next);
      else losses[i] = next;
    }
    if (from.zone === 'equipment' && card(id).kind === 'silver-lion' && !(to.zone === 'equipment' && to.seat === from.seat)) {
      s = silverLionLeaves(s, from.seat);
    }
  }
  return losses ? { ...s, lost: [...(s.lost ?? []), ...losses] } : s;
}

function silverLionLeaves(state: GameState, seat: string): GameState {
  const s = seatOf(state, seat);
  if (!s.alive || s.hp >= s.maxHp) return state;
  const next = updateSeat(state, seat, (x) => ({ ...x, hp: x.hp + 1 }));
  return log(next, { fact: 'hp.recovered', clause: 'cards.silver-lion.recover', seat, data: { amount: 1, hp: s.hp + 1 }, text: `${who(state, seat)} loses Silver Lion from the equipment zone and recovers 1 HP (now ${s.hp + 1}).` });
}

export function discardCards(state: GameState, ids: readonly string[]): GameState {
  return moveCards(state, ids, { zone: 'discard' });
}

/** Moves whatever is left in the processing area to the discard pile. */
export function clearProcessing(state: GameState, ids?: readonly string[]): GameState {
  const list = (ids ?? state.processing).filter((id) => state.processing.includes(id));
  return list.length ? moveCards(state, list, { zone: 'discard' }) : state;
}

/** Refills the draw pile from the shuffled discard pile; when both are empty the game is a draw. */
export function ensureDrawPile(state: GameState, n: number): GameState {
  if (state.drawPile.length >= n || state.discardPile.length === 0) return state;
  const { items, seed } = shuffle(state.discardPile, state.rng);
  const next: GameState = { ...state, drawPile: [...state.drawPile, ...items], discardPile: [], rng: seed };
  return log(next, { fact: 'pile.reshuffled', clause: CL.deckReshuffle, text: `The draw pile runs out: the discard pile (${items.length} cards) is shuffled to form a new draw pile.` });
}

/**
 * The top cards of the draw pile (`ids`, exactly its first cards in order) into a seat's hand: what
 * moveCards does one card at a time (nothing is lost from a hand or an equipment zone), with one copy
 * of the pile and of the hand instead of one per card.
 */
function drawTop(state: GameState, seat: string, ids: readonly string[]): GameState {
  const s = { ...state, drawPile: state.drawPile.slice(ids.length) };
  return updateSeat(s, seat, (x) => ({ ...x, hand: [...x.hand, ...ids] }));
}

/** Draws `n` cards; `clause` is what makes the seat draw (default: the draw phase). */
export function drawCards(state: GameState, seat: string, n: number, why = '', clause: string = CL.phases): GameState {
  let s = ensureDrawPile(state, n);
  const take = s.drawPile.slice(0, n);
  if (take.length < n) {
    s = { ...s, winner: 'draw' };
    return log(s, { fact: 'game.drawn', clause: CL.deckExhausted, text: 'The draw pile and the discard pile are both empty: the game ends in a draw.' });
  }
  s = drawTop(s, seat, take);
  return log(s, { fact: 'cards.drawn', clause, seat, data: { count: n }, text: `${who(s, seat)} draws ${n} card${n === 1 ? '' : 's'}${why}.` });
}

/** Reveals the top card of the draw pile into the processing area (judgments, Harvest). */
export function revealTop(state: GameState): { state: GameState; card: string | null } {
  const s = ensureDrawPile(state, 1);
  const id = s.drawPile[0];
  if (id === undefined) return { state: { ...s, winner: 'draw' }, card: null };
  return { state: moveCards(s, [id], { zone: 'processing' }), card: id };
}

/** A seat's hand and equipment cards (not its judgment zone). */
export function ownCards(seat: Seat): string[] {
  return [...seat.hand, ...Object.values(seat.equipment).filter((c): c is string => c !== undefined)];
}

/** Every card a seat has: hand, equipment, judgment zone. */
export function allCardsOf(seat: Seat): string[] {
  return [...ownCards(seat), ...seat.judgment];
}

/** Whether a seat has any card (hand, equipment, judgment zone): allCardsOf(seat).length > 0 without the list. */
export function hasAnyCard(seat: Seat): boolean {
  if (seat.hand.length > 0 || seat.judgment.length > 0) return true;
  const e = seat.equipment;
  return e.weapon !== undefined || e.armor !== undefined || e.plusMount !== undefined || e.minusMount !== undefined;
}

export function describeMove(ids: readonly string[]): string {
  return ids.map(cardName).join(', ');
}

export function isEquipment(id: string): boolean {
  return kindOf(id).type === 'equipment';
}
