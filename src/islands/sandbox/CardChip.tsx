// One physical card, face up, drawn as a small card: its rank and suit in the suit's colour in the
// corner, its name under them. The name comes first in the document, so a screen reader (and the
// text of the zone) reads "Strike ♠7, spades 7". A card that moved this step slides in from the
// zone it came from (use-card-moves.ts finds it by data-card).
import type { JSX } from 'preact';
import type { CardView } from './names.ts';

const SUIT_WORD = { spade: 'spades', heart: 'hearts', club: 'clubs', diamond: 'diamonds' } as const;

export function CardChip({ card, changed }: { readonly card: CardView; readonly changed: boolean }): JSX.Element {
  return (
    <span class={changed ? 'sbx-card is-changed' : 'sbx-card'} data-card={card.id} data-kind={card.kind}>
      <span class="sbx-card-name">{card.name}</span>{' '}
      <span class={card.red ? 'sbx-card-rank suit-red' : 'sbx-card-rank suit-black'} aria-hidden="true">{card.symbol}{card.rank}</span>
      <span class="visually-hidden">{`, ${SUIT_WORD[card.suit]} ${card.rank}`}{changed ? ' (just moved here)' : ''}</span>
    </span>
  );
}

export function CardList({ cards, changed, empty }: { readonly cards: readonly CardView[]; readonly changed: ReadonlySet<string>; readonly empty: string }): JSX.Element {
  if (cards.length === 0) return <span class="sbx-none">{empty}</span>;
  return (
    <span class="sbx-cards">
      {cards.map((c) => <CardChip key={c.id} card={c} changed={changed.has(c.id)} />)}
    </span>
  );
}
