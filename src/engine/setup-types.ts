// What a game starts from: the seats, the piles, whose turn, the mode and the house rules (setup.ts
// creates the state). Types only, so the mode hooks (modes/mode-types.ts) can name them without
// importing setup.ts, which imports the composition root.
import type { CardKindId, CardSet, EquipSlot } from './data/card-rules.ts';
import type { HeroId, Wording } from './data/hero-facts.ts';
import type { HouseRules, ModeId, Phase, Role } from './types.ts';

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
  readonly alive?: boolean; // false: already eliminated, role shown (default true)
  readonly out?: boolean; // out for the winning conditions while alive: a reincarnated player (variants.reincarnation.still-out)
  readonly flags?: Readonly<Record<string, number>>; // seat flags at the start (the last-three rule's round count on the Lord's seat)
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
  readonly mode?: ModeId; // default 'identity'
  readonly house?: Partial<HouseRules>; // house rules turned on (all off by default)
  readonly threes?: { readonly draft?: readonly HeroId[] }; // 3v3 only: start at the game's beginning (the cool Commander's choice, then 4 cards each), after a draft of these 16 heroes when given
}
