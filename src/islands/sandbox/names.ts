// Names for what the sandbox shows: seats with their heroes (a hero only while its card is face
// up), card kinds, skills and physical cards, all read from the build-time props (and, after a
// branch, from the engine's card table). The engine's who() names a seat from a snapshot; it is not
// imported here, so the sandbox's first load carries no engine state code.
import type { Suit } from '../../engine/data/card-facts.ts';
import type { CardFace, HeroMeta, SandboxData, Snapshot } from './types.ts';

export interface CardView {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly suit: Suit;
  readonly symbol: string;
  readonly rank: string;
  readonly red: boolean;
}

export interface Names {
  seat(id: string | null): string;
  hero(id: string): string; // the seat's hero name from the props, '' for none (face down or not: for masking)
  heroSkills(id: string): readonly string[]; // the names of the seat's hero's skills (and of any hero it becomes), for masking
  /** A hero the props' seats do not name (a branch's reborn player or drafted line-up): from the live rules, null before they load. */
  heroMeta(hero: string, wording: string): HeroMeta | null;
  /** A hero's English name by hero id (a 3v3 draft's picks), or the id when unknown. */
  heroName(hero: string): string;
  kind(kind: string): string;
  name(id: string): string; // a card kind, a skill (with or without its wording suffix) or a plain id
  card(id: string): CardView | null;
  cardText(id: string): string;
}

export type CardLookup = (id: string) => CardFace | null;
export type HeroLookup = (hero: string, wording: string) => HeroMeta | null;

const SYMBOL: Readonly<Record<Suit, string>> = { spade: '♠', heart: '♥', club: '♣', diamond: '♦' };

export function suitName(s: Suit): string {
  return `${s}s`;
}

export function makeNames(data: Pick<SandboxData, 'seats' | 'kinds' | 'skills' | 'cards'> & Partial<Pick<SandboxData, 'heroNames'>> & { readonly start?: Snapshot }, extra?: CardLookup, heroes?: HeroLookup): Names {
  // A hero is named only while its card is face up at the start (Seat.heroShown); a name a step
  // reveals later is read from that step's snapshot (the engine's who()).
  const faceDown = new Set((data.start?.game.seats ?? []).filter((s) => !s.heroShown).map((s) => s.id));
  // A seat whose hero changes during the run (a reborn player) is named by its id alone: the set-up's name would go stale.
  const seats = new Map(data.seats.map((s) => [s.id, s.name && !faceDown.has(s.id) && !s.later ? `${s.id} (${s.name})` : s.id]));
  const cache = new Map<string, CardView | null>();
  const kind = (k: string): string => data.kinds[k] ?? k.replace(/-/g, ' ');
  const card = (id: string): CardView | null => {
    const hit = cache.get(id);
    if (hit !== undefined) return hit;
    const face = data.cards[id] ?? extra?.(id) ?? null;
    const view = face ? { id, kind: face[0], name: kind(face[0]), suit: face[1], symbol: SYMBOL[face[1]], rank: face[2], red: face[1] === 'heart' || face[1] === 'diamond' } : null;
    cache.set(id, view);
    return view;
  };
  return {
    seat: (id) => (id === null ? 'no one' : seats.get(id) ?? id),
    hero: (id) => data.seats.find((s) => s.id === id)?.name ?? '',
    heroSkills: (id) => {
      const s = data.seats.find((x) => x.id === id);
      return s ? [s, ...Object.values(s.later ?? {})].flatMap((h) => (h.skills ?? []).map((k) => k.name)) : [];
    },
    heroMeta: (hero, wording) => heroes?.(hero, wording) ?? null,
    heroName: (hero) => data.heroNames?.[hero] ?? heroes?.(hero, 'revised')?.name ?? hero,
    kind,
    name: (id) => data.kinds[id] ?? data.skills[id] ?? data.skills[id.replace(/-(classic|revised)$/, '')] ?? id.replace(/-/g, ' '),
    card,
    cardText: (id) => {
      const c = card(id);
      return c ? `${c.name} ${c.symbol}${c.rank}` : 'a card';
    },
  };
}

