// A card as it is used, apart from the state types so that frame-types.ts and types.ts need not
// import each other.
import type { CardKindId, Nature, Suit } from './data/card-rules.ts';

export type Colour = 'red' | 'black' | 'none';

/** A card as it is used: a physical card, a card used as another ("use X as Y"), or a card "treated as" used with no card. */
export interface VirtualCard {
  readonly kind: CardKindId;
  readonly cards: readonly string[]; // physical cards that make it up (none when "treated as")
  readonly suit: Suit | null;
  readonly colour: Colour;
  readonly nature: Nature | null;
  readonly skill?: string; // the skill or equipment that converted it
}
