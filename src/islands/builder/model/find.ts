// Finding cards (by any name, or suit and rank) and heroes (by English, pinyin or Chinese).

export interface FoundCard {
  /** The physical card's id ("strike#3"). */
  readonly id: string;
  /** "♠7 Strike 杀". */
  readonly label: string;
  /** Already placed on the table. */
  readonly taken: boolean;
}

export interface FoundHero {
  readonly id: string;
  /** "Zhou Yu 周瑜 · 3 HP · Wu". */
  readonly label: string;
}

export function findCards(query: string, placed: ReadonlySet<string>): readonly FoundCard[] {
  void query; void placed;
  return [];
}

export function findHeroes(query: string): readonly FoundHero[] {
  void query;
  return [];
}

/** The scenario format's reference for a physical card ("strike ♠7"). */
export function cardRefOf(id: string): string {
  return id;
}

/** The physical cards a table places (each reference resolved as the loader resolves it). */
export function placedCards(table: { readonly setup: { readonly seats: readonly unknown[] } }): ReadonlySet<string> {
  void table;
  return new Set();
}
