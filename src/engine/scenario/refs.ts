// The names a scenario's expectations and notes use: cards (each must exist in the deck), log facts
// (each must be one the engine records) and seats (each must be at the table). A wrong name is an
// invalid file, not an expectation that fails (or, in logExcludes, one that can never fail).
import { CARD_KINDS, DECK } from '../data/card-facts.ts';
import { HERO_IDS, isHeroId } from '../data/hero-facts.ts';
import { FACT_NAMES, isFactName } from '../facts.ts';
import { findInstances, formatCard, nearest, parseCardRef, rankLabel, suitSymbol } from '../card-notation.ts';
import type { LogFactSpec, Scenario } from './schema.ts';

export function cardRefError(ref: string): string | null {
  const p = parseCardRef(ref);
  if (!p.ok) return p.error;
  if (findInstances(p).length > 0) return null;
  const copies = DECK.filter((d) => d.kind === p.kind).map((d) => `${suitSymbol(d.suit)}${rankLabel(d.rank)}`).join(' ');
  return `there is no ${formatCard(p)} in the deck; the ${CARD_KINDS[p.kind].en} cards are ${copies || 'none'}: choose one of these`;
}

export function factError(name: string): string | null {
  if (isFactName(name)) return null;
  const hint = name.length <= 60 ? nearest(name, FACT_NAMES) : undefined;
  return `unknown log fact "${name.slice(0, 60)}"${hint ? `; did you mean "${hint}"?` : ''} (the engine's facts are listed in src/engine/facts.ts)`;
}

export function refErrors(file: string, sc: Scenario, seats: number): string[] {
  const out: string[] = [];
  const seat = (id: string | undefined, field: string) => {
    const n = id === undefined ? 1 : Number(id.slice(1));
    if (n > seats) out.push(`${file}: ${field}: there is no seat ${id ?? ''}; the table has ${seats} seats (p1 … p${seats})`);
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
  if (sc.until) fact(sc.until, 'until');
  sc.notes.forEach((n, k) => seat(n.seat, `notes[${k}].seat`)); // a note's fact is not checked: a file with a misspelt one stays valid, as before
  return out;
}
