// One physical card, face up: its name, and its suit and rank in the suit's colour.
import type { JSX } from 'preact';
import type { CardView } from './names.ts';

const SUIT_WORD = { spade: 'spades', heart: 'hearts', club: 'clubs', diamond: 'diamonds' } as const;

export function CardChip({ card, changed }: { readonly card: CardView; readonly changed: boolean }): JSX.Element {
  return (
    <span class={changed ? 'sbx-card is-changed' : 'sbx-card'} data-card={card.id}>
      {card.name}{' '}
      <span class={card.red ? 'suit-red' : 'suit-black'} aria-hidden="true">{card.symbol}{card.rank}</span>
      <span class="visually-hidden">{`${SUIT_WORD[card.suit]} ${card.rank}`}</span>
      {changed && <span class="visually-hidden"> (just moved here)</span>}
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
