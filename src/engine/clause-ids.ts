// Every rule clause the engine cites, by a short name (CL.damage: the constants of clause-names.ts),
// and the clause ids made from a card kind or a hero's skill.
export * as CL from './clause-names.ts';

export type ClauseName = keyof typeof import('./clause-names.ts');

/** The clause of a card's main effect. */
export function cardClause(kind: string): string {
  return `cards.${kind}.effect`;
}

/** The clause of a hero skill in a wording. */
export function skillClause(hero: string, skill: string, wording: 'revised' | 'classic'): string {
  return `heroes.${hero}.${skill}.${wording}`;
}
