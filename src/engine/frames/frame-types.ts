// The frame stack holds every resolution in progress; the innermost (last) frame resolves first
// (later events resolve first). A frame is a closed union; `stage` is where it stands.
import type { CardKindId, Nature } from '../data/card-rules.ts';
import type { VirtualCard } from '../card-types.ts';

export type Scratch = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;

export interface UseCardFrame {
  readonly kind: 'useCard';
  readonly id: number;
  readonly user: string;
  readonly card: VirtualCard;
  readonly targets: readonly string[];
  readonly stage: 'declared' | 'confirming' | 'specified' | 'confirmed' | 'before' | 'effect' | 'finished';
  readonly index: number; // the target being resolved (effect stage)
  readonly sub: 'start' | 'window' | 'cancelled' | 'apply' | 'resolve' | 'next';
  readonly cancelled: boolean;
  readonly extra: Scratch; // per-card working values (Dodges needed, armor ignored, Wine bonus …)
}

export interface RespondFrame {
  readonly kind: 'respond';
  readonly id: number;
  readonly host: number; // the frame that asked; it learns whether the response succeeded
  readonly seat: string; // who must respond
  readonly want: 'dodge' | 'strike';
  readonly mode: 'use' | 'play';
  readonly needed: number;
  readonly got: number;
  readonly reason: string; // what it answers, e.g. "Strike from p1"
  readonly from: string | null; // the seat whose card asks
  readonly armorIgnored: boolean;
  readonly trigramsFor: number; // the Dodge number for which Eight Trigrams was already tried (-1: none)
  readonly askedFor: number; // the card number for which a lord skill already asked the faction (-1: none)
}

export interface NullifyFrame {
  readonly kind: 'nullify';
  readonly id: number;
  readonly host: number;
  readonly about: string; // e.g. "Duel from p1 on p2"
  readonly target: string | null;
  readonly count: number; // Nullifications that took effect so far
  readonly queue: readonly string[]; // seats still to ask, in order
  readonly forbidden: boolean;
}

export interface JudgmentFrame {
  readonly kind: 'judgment';
  readonly id: number;
  readonly host: number;
  readonly seat: string;
  readonly reason: string; // 'lightning' | 'acedia' | 'eight-trigrams' | skill id …
  readonly card: string | null;
  readonly stage: 'reveal' | 'retrial' | 'after' | 'done';
  readonly queue: readonly string[]; // retrial holders still to ask
}

export interface DamageFrame {
  readonly kind: 'damage';
  readonly id: number;
  readonly source: string | null;
  readonly target: string;
  readonly amount: number;
  readonly nature: Nature | null;
  readonly card: VirtualCard | null;
  readonly byStrike: boolean;
  readonly conducted: boolean;
  readonly stage: 'caused' | 'causedFinal' | 'inflicted' | 'inflictedFinal' | 'hp' | 'afterSource' | 'afterTarget' | 'conduct' | 'done';
  readonly chainList: readonly string[];
  readonly taken: number;
  readonly extra: Scratch;
}

export interface DyingFrame {
  readonly kind: 'dying';
  readonly id: number;
  readonly seat: string;
  readonly killer: string | null;
  readonly queue: readonly string[];
}

export interface DeathFrame {
  readonly kind: 'death';
  readonly id: number;
  readonly seat: string;
  readonly killer: string | null;
  readonly stage: 'reveal' | 'check' | 'bury' | 'reward' | 'done';
}

export interface TriggerItem {
  readonly seat: string;
  readonly skill: string;
  readonly subject: string | null; // the seat the timing is about for this item (a target, the damaged player …)
  readonly left?: number; // a skill offered once per point of damage: how many more times it is offered after this one
}

export interface TriggersFrame {
  readonly kind: 'triggers';
  readonly id: number;
  readonly timing: string;
  readonly host: number; // id of the frame the timing belongs to
  readonly items: readonly TriggerItem[]; // still to resolve, in order
}

export interface DiscardFrame {
  readonly kind: 'discard';
  readonly id: number;
  readonly seat: string;
  readonly remaining: number;
  readonly from: 'hand' | 'hand-or-equipment';
  readonly except?: readonly string[]; // cards that may not be discarded for this (the Rock Cleaving Axe itself)
  readonly together?: boolean; // the cards are chosen one by one, then discarded in one move (Rock Cleaving Axe's cost)
  readonly picked?: readonly string[]; // chosen so far, when together
  readonly reason: string;
  readonly clause: string;
}

/** A one-off decision a card or skill needs (pick a card of a player, pick an option, pick a player). */
export interface ChooseFrame {
  readonly kind: 'choose';
  readonly id: number;
  readonly seat: string;
  readonly purpose: string; // dismantle, snatch, harvest, fire-attack-show, twin-swords …
  readonly host: number;
  readonly extra: Scratch;
}

export interface DelayedFrame {
  readonly kind: 'delayed';
  readonly id: number;
  readonly seat: string;
  readonly card: string;
  readonly trick: CardKindId; // the delayed trick it was placed as, which is not always the physical card's kind (National Beauty)
  readonly stage: 'window' | 'judge' | 'apply' | 'done';
  readonly nullified: boolean;
}

export interface DuelFrame {
  readonly kind: 'duel';
  readonly id: number;
  readonly user: string;
  readonly target: string;
  readonly card: VirtualCard;
  readonly turn: 'target' | 'user';
  readonly needUser: number; // Strikes the user must play each round (2 against Matchless)
  readonly needTarget: number;
  readonly stage: 'ask' | 'wait' | 'damage';
  readonly loser: string | null;
}

export type Frame =
  | UseCardFrame
  | RespondFrame
  | NullifyFrame
  | JudgmentFrame
  | DamageFrame
  | DyingFrame
  | DeathFrame
  | TriggersFrame
  | DiscardFrame
  | ChooseFrame
  | DelayedFrame
  | DuelFrame;

export type FrameKind = Frame['kind'];
