// Invariants checked after every step of random games (the soak, the invariant suite) and of every
// scenario (the golden runner). Each violation has a kind, so a run can count them by kind:
// - cards: every card is in exactly one zone (the processing area counts as one, so a card left
//   there is caught by `phase.processing` below instead);
// - HP: never above max HP; a living player below 1 HP is dying; a dead player holds no cards;
// - out: a seat with no living character is out for victory (Seat.out); in a game with no house
//   rule, a player is out only once dead;
// - phases: when a phase begins nothing is resolving and the processing area is empty;
// - judgment zones: only delayed tricks (or cards placed as one), at most one of each name, and a
//   record of a card placed as a trick only while that card is there;
// - decisions: asked of a living seat, never empty, no two choices with the same key;
// - the winner agrees with who is alive (identity.victory.*).
// A deadlock shows as an exception from advance(); replay equality is checked by the caller.
import { CARD_KINDS, type CardKindId } from './data/card-rules.ts';
import { card } from './cards-lookup.ts';
import { decisionOf } from './engine.ts';
import { allCardsOf } from './zones.ts';
import type { Decision, GameState, Seat } from './types.ts';
import { winnerViolation } from './invariants-winner.ts';
import { hooksOf } from './modes/table.ts';
import type { ModeViolation } from './modes/mode-types.ts';
import { SOUL_PURPOSES } from './modes/house/names.ts';

export type ViolationKind =
  | 'cards.count' | 'cards.twice' | 'hp.above-max' | 'hp.not-dying' | 'dead.has-cards'
  | 'phase.stack' | 'phase.processing' | 'judgment.not-delayed' | 'judgment.twice' | 'judgment.stale'
  | 'decision.dead-seat' | 'decision.empty' | 'decision.duplicate' | 'winner.wrong' | 'winner.missing' | 'winner.reborn-counted' | 'seat.out'
  | ModeViolation['kind']; // the mode's own (modes/mode-types.ts violations: 3v3's winner and action markers)

export interface Violation {
  readonly kind: ViolationKind;
  readonly text: string;
}

/** Every card in the game's zones: piles, processing area, and each seat's cards (set-aside ones too). */
export function cardsInZones(state: GameState): string[] {
  return [...state.drawPile, ...state.discardPile, ...state.processing, ...state.seats.flatMap((s) => [...allCardsOf(s), ...(s.aside ?? [])])];
}

/** The violations of a state; `total` is the number of cards in the game (160 for a random game). */
export function findViolations(state: GameState, total: number): Violation[] {
  const out: Violation[] = [];
  const add = (kind: ViolationKind, text: string) => out.push({ kind, text });
  const all = cardsInZones(state);
  if (all.length !== total) add('cards.count', `${all.length} cards in the zones, expected ${total}`);
  if (new Set(all).size !== all.length) add('cards.twice', 'a card is in two places at once');
  for (const s of state.seats) {
    if (s.hp > s.maxHp) add('hp.above-max', `${s.id} has ${s.hp} HP above max HP ${s.maxHp}`);
    const dying = state.stack.some((f) => (f.kind === 'dying' || f.kind === 'death') && f.seat === s.id);
    if (s.alive && s.hp < 1 && !dying && !state.winner) add('hp.not-dying', `${s.id} is alive with ${s.hp} HP outside the dying window`);
    if (!s.alive && deadHolds(state, s) && !state.stack.some((f) => f.kind === 'death' && f.seat === s.id) && !state.winner) add('dead.has-cards', `${s.id} is dead but still has cards`);
    if (!s.alive && !s.out) add('seat.out', `${s.id} is dead but not out of the game`);
    if (s.out && s.alive && !houseRuleOn(state)) add('seat.out', `${s.id} is out of the game but alive, with no house rule that brings a player back`);
    judgmentZone(s, add);
  }
  if (state.step === 'phase.begin') {
    if (state.stack.length > 0) add('phase.stack', `${state.stack.length} frame(s) still on the stack when the ${state.phase} phase begins`);
    if (state.processing.length > 0) add('phase.processing', `${state.processing.join(', ')} still in the processing area when the ${state.phase} phase begins`);
  }
  const d = decisionOf(state);
  if (d) out.push(...decisionViolations(state, d));
  const w = winnerViolation(state);
  if (w) add(w.kind, w.text);
  out.push(...hooksOf(state).violations(state));
  return out;
}

/**
 * Whether a dead seat holds cards it may not: none at all, but for the house rules' cards in hand
 * (reincarnation: cards offered to them, variants.reincarnation.offerings; dark souls: Xuanwu's one
 * card, variants.dark-souls.xuanwu). Equipment, judgment and set-aside cards never.
 */
function deadHolds(state: GameState, s: Seat): boolean {
  if (s.judgment.length + Object.values(s.equipment).filter(Boolean).length + (s.aside?.length ?? 0) > 0) return true;
  if (s.hand.length === 0 || state.options.house.reincarnation) return false;
  return !(state.options.house.darkSouls && s.role === 'rebel' && s.hand.length === 1);
}

/** Whether any house rule is on (only house rules keep an eliminated player at the table). */
function houseRuleOn(state: GameState): boolean {
  return Object.values(state.options.house).some((on) => on);
}

/** The violations as text (what a test prints). */
export function checkInvariants(state: GameState, total: number): string[] {
  return findViolations(state, total).map((v) => v.text);
}

/** Cards in a seat's judgment zone placed *as* another delayed trick (National Beauty: a ♦ card as Acedia). */
function placedAs(seat: Seat): Readonly<Record<string, CardKindId>> {
  return seat.judgmentAs ?? {};
}

function judgmentZone(s: Seat, add: (kind: ViolationKind, text: string) => void): void {
  const placed = placedAs(s);
  const seen = new Set<CardKindId>();
  for (const id of s.judgment) {
    const kind = placed[id] ?? card(id).kind;
    if (CARD_KINDS[kind].type !== 'delayed-trick') add('judgment.not-delayed', `${s.id}'s judgment zone holds ${id} (${kind}), which is not a delayed trick`);
    else if (seen.has(kind)) add('judgment.twice', `${s.id}'s judgment zone holds two ${kind}`);
    seen.add(kind);
  }
  for (const id of Object.keys(placed)) if (!s.judgment.includes(id)) add('judgment.stale', `${s.id} records ${id} as placed as ${placed[id]}, but it is not in the judgment zone`);
}

/** A decision is asked of a living seat, offers at least one choice, and no two choices with the same key. */
export function decisionViolations(state: GameState, d: Decision): Violation[] {
  const out: Violation[] = [];
  const seat = state.seats.find((s) => s.id === d.seat);
  const soulAsked = state.stack.some((f) => f.kind === 'choose' && f.seat === d.seat && SOUL_PURPOSES.includes(f.purpose)); // a dark soul decides for the dead (variants.dark-souls.*)
  if (!seat?.alive && !soulAsked) out.push({ kind: 'decision.dead-seat', text: `${d.seat} is asked to decide (${d.kind}) but is ${seat ? 'dead' : 'not a seat'}` });
  if (d.choices.length === 0) out.push({ kind: 'decision.empty', text: `${d.seat} is asked to decide (${d.kind}) with no choice` });
  const keys = new Set<string>();
  for (const c of d.choices) {
    if (keys.has(c.key)) out.push({ kind: 'decision.duplicate', text: `${d.seat}'s ${d.kind} decision lists "${c.key}" twice` });
    keys.add(c.key);
  }
  return out;
}
