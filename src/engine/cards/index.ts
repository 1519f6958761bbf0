// Every card's behaviour, by card kind.
import type { CardKindId } from '../data/card-rules.ts';
import { BASIC } from './basic.ts';
import type { CardBehaviour } from './behaviour.ts';
import { PLACED } from './placed.ts';
import { TRICKS } from './tricks.ts';

const TABLE = { ...BASIC, ...TRICKS, ...PLACED };

export function behaviour(kind: CardKindId): CardBehaviour | undefined {
  return TABLE[kind];
}
