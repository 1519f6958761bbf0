// A physical card's reference, and the cards placed on a table. (Finding heroes and cards by their
// names is name-search.ts, loaded when a search first opens.)
import { DECK } from '../../../engine/data/card-facts.ts';
import { findInstances, formatCard, parseCardRef } from '../../../engine/card-notation.ts';
import { splitPlacedAs } from '../../../engine/scenario/placed-as.ts';

/** The scenario format's reference for a physical card ("strike ♠7"), or null for an unknown id. */
export function cardRefOf(id: string): string | null {
  const c = DECK.find((d) => d.id === id);
  return c ? formatCard(c) : null;
}

interface Zones {
  readonly setup: {
    readonly seats: readonly { readonly hand?: readonly string[] | undefined; readonly equipment?: Readonly<Record<string, string | undefined>> | undefined; readonly judgment?: readonly string[] | undefined }[];
    readonly drawPile?: readonly string[] | undefined;
    readonly discardPile?: readonly string[] | undefined;
  };
}

/** The physical cards a table places, each reference resolved as the loader resolves it (the first free copy). */
export function placedCards(table: Zones): ReadonlySet<string> {
  const used = new Set<string>();
  const claim = (ref: string) => {
    const p = parseCardRef(splitPlacedAs(ref).ref);
    if (!p.ok) return;
    const free = findInstances(p).find((c) => !used.has(c.id));
    if (free) used.add(free.id);
  };
  for (const s of table.setup.seats) {
    Object.values(s.equipment ?? {}).forEach((r) => { if (r) claim(r); });
    (s.judgment ?? []).forEach(claim);
    (s.hand ?? []).forEach(claim);
  }
  (table.setup.drawPile ?? []).forEach(claim);
  (table.setup.discardPile ?? []).forEach(claim);
  return used;
}
