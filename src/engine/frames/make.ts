// Constructors that push a new frame with a fresh id.
import type { Nature } from '../data/card-rules.ts';
import { livingFrom, push } from '../state.ts';
import { collectTriggers } from '../skills/collect.ts';
import type { Timing } from '../skills/skill-types.ts';
import type { GameState, VirtualCard } from '../types.ts';
import type { ChooseFrame, DamageFrame, DiscardFrame, RespondFrame, Scratch, TriggerItem } from './frame-types.ts';

export function pushUseCard(state: GameState, user: string, card: VirtualCard, targets: readonly string[], extra: Scratch = {}): GameState {
  return push(state, { kind: 'useCard', id: state.nextId, user, card, targets, stage: 'declared', index: 0, sub: 'start', cancelled: false, extra });
}

export interface DamageSpec {
  readonly source: string | null;
  readonly target: string;
  readonly amount: number;
  readonly nature: Nature | null;
  readonly card: VirtualCard | null;
  readonly byStrike?: boolean;
  readonly conducted?: boolean;
}

export function pushDamage(state: GameState, d: DamageSpec): GameState {
  const frame: DamageFrame = {
    kind: 'damage', id: state.nextId, source: d.source, target: d.target, amount: d.amount, nature: d.nature, card: d.card,
    byStrike: d.byStrike ?? false, conducted: d.conducted ?? false, stage: 'caused', chainList: [], taken: 0, extra: {},
  };
  return push(state, frame);
}

export function pushRespond(state: GameState, host: number, spec: Omit<RespondFrame, 'kind' | 'id' | 'host' | 'got' | 'trigramsFor' | 'askedFor'>): GameState {
  return push(state, { kind: 'respond', id: state.nextId, host, got: 0, trigramsFor: -1, askedFor: -1, ...spec });
}

export function pushNullify(state: GameState, host: number, about: string, target: string | null, forbidden = false): GameState {
  return push(state, { kind: 'nullify', id: state.nextId, host, about, target, count: 0, queue: livingFrom(state), forbidden });
}

export function pushJudgment(state: GameState, host: number, seat: string, reason: string): GameState {
  return push(state, { kind: 'judgment', id: state.nextId, host, seat, reason, card: null, stage: 'reveal', queue: [] });
}

export function pushDying(state: GameState, seat: string, killer: string | null): GameState {
  return push(state, { kind: 'dying', id: state.nextId, seat, killer, queue: livingFrom(state) });
}

export function pushDeath(state: GameState, seat: string, killer: string | null): GameState {
  return push(state, { kind: 'death', id: state.nextId, seat, killer, stage: 'reveal' });
}

export function pushTriggers(state: GameState, timing: string, host: number, items: readonly TriggerItem[]): GameState {
  if (items.length === 0) return state;
  return push(state, { kind: 'triggers', id: state.nextId, timing, host, items });
}

/** The triggers at a timing about these subjects (skills/collect.ts), as one frame; nothing when no skill can act. */
export function pushTriggersAt(state: GameState, timing: Timing, host: number, subjects: readonly (string | null)[]): GameState {
  return pushTriggers(state, timing, host, collectTriggers(state, timing, host, subjects));
}

export function pushDiscard(state: GameState, spec: Omit<DiscardFrame, 'kind' | 'id'>): GameState {
  return push(state, { kind: 'discard', id: state.nextId, ...spec });
}

export function pushChoose(state: GameState, spec: Omit<ChooseFrame, 'kind' | 'id'>): GameState {
  return push(state, { kind: 'choose', id: state.nextId, ...spec });
}
