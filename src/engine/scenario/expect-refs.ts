// The names a scenario's expect block uses (refs.ts's words): each card must exist in the deck, each
// log fact be one the engine records, each seat be at the table. Read with the script lines' code
// (script-code.ts): a table built in the builder has no expect block, and the builder loads this
// only for a file that has one.
import { HERO_IDS, isHeroId } from '../data/hero-facts.ts';
import { nearest } from '../card-notation.ts';
import { cardRefError } from './refs.ts';
import { factError, seatError } from './fact-refs.ts';
import type { LogFactSpec, Scenario } from './schema.ts';

/** The expect block's wrong names, in the order refErrors used to give them (before the stopping fact's and the notes'). */
export function expectRefErrors(file: string, sc: Scenario, seats: number): string[] {
  const out: string[] = [];
  const seat = (id: string | undefined, field: string) => {
    const e = seatError(file, id, field, seats);
    if (e) out.push(e);
  };
  const oneCard = (r: string | null | undefined, field: string) => {
    const e = r ? cardRefError(r) : null;
    if (e) out.push(`${file}: ${field}: ${e}`);
  };
  const cardsAt = (refs: readonly string[] | undefined, field: string) => refs?.forEach((r, k) => oneCard(r, `${field}[${k}]`));
  const fact = (spec: LogFactSpec, field: string) => {
    const name = typeof spec === 'string' ? spec : spec.fact;
    const e = factError(name);
    if (e) out.push(`${file}: ${field}: ${e}`);
    if (typeof spec !== 'string') seat(spec.seat, `${field}.seat`);
  };
  for (const [id, e] of Object.entries(sc.expect.seats)) {
    const f = `expect.seats.${id}`;
    seat(id, f);
    if (e.hero && !isHeroId(e.hero)) out.push(`${file}: ${f}.hero: unknown hero "${e.hero}"${nearest(e.hero, HERO_IDS) ? `; did you mean "${nearest(e.hero, HERO_IDS)}"?` : ''}`);
    cardsAt(e.hand, `${f}.hand`);
    cardsAt(e.handIncludes, `${f}.handIncludes`);
    cardsAt(e.judgment, `${f}.judgment`);
    for (const [slot, r] of Object.entries(e.equipment ?? {})) oneCard(r, `${f}.equipment.${slot}`);
  }
  cardsAt(sc.expect.discardPileIncludes, 'expect.discardPileIncludes');
  cardsAt(sc.expect.drawPileTop, 'expect.drawPileTop');
  sc.expect.log.forEach((spec, k) => fact(spec, `expect.log[${k}]`));
  sc.expect.logExcludes?.forEach((name, k) => fact(name, `expect.logExcludes[${k}]`));
  return out;
}
