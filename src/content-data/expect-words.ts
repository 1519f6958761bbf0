// A scenario's expected ruling (its `expect` block) in sentences a judge can read out:
// "p1: hp 0, alive false" → "Player 1 (Guo Jia) ends at 0 HP and dies"; "never: reward.given" →
// "No one receives the kill reward". The test form stays on the page, folded, for contributors.
import type { Scenario } from '../engine/scenario/schema.ts';
import { CARD_KINDS, isCardKindId } from '../engine/data/cards.ts';
import { HEROES, isHeroId } from '../engine/data/heroes.ts';
import { parseCardRef, rankLabel, suitSymbol } from '../engine/card-notation.ts';
import { splitPlacedAs } from '../engine/scenario/placed-as.ts';
import { factNever, factSentence, ROLE_3V3, type Namer } from './fact-words.ts';

type Expect = Scenario['expect'];
type SeatExpect = Expect['seats'][string];

const ROLE: Readonly<Record<string, string>> = { lord: 'the Lord', loyalist: 'a Loyalist', rebel: 'a Rebel', renegade: 'the Renegade' };
const SLOT: Readonly<Record<string, string>> = { weapon: 'weapon', armor: 'armor', plusMount: '+1 mount', minusMount: '−1 mount' };

/** A card kind's English name ("rock-cleaving-axe" → "Rock Cleaving Axe"). */
export function kindName(id: string): string {
  return isCardKindId(id) ? CARD_KINDS[id].en : id.replace(/-/g, ' ');
}

/** A hero's English name ("guo-jia" → "Guo Jia"). */
export function heroName(id: string): string {
  return isHeroId(id) ? HEROES[id].en : id.replace(/-/g, ' ');
}

/** Names seats "Player 2 (Guo Jia)" from the scenario's setup, and cards and heroes by their English names. */
export function namer(s: Pick<Scenario, 'setup'>): Namer {
  return {
    seat(id) {
      const m = /^p(\d+)$/.exec(id);
      if (!m) return id;
      const hero = s.setup.seats[Number(m[1]) - 1]?.hero;
      return `Player ${m[1]}${hero && isHeroId(hero) ? ` (${HEROES[hero].en})` : ''}`;
    },
    kind: kindName,
    hero: heroName,
    mode: s.setup.mode,
  };
}

/** "strike ♠7" → "Strike ♠7"; "dodge ♦2 as acedia" → "Dodge ♦2 (as Acedia)". */
export function cardWords(ref: string): string {
  const { ref: card, as } = splitPlacedAs(ref);
  const p = parseCardRef(card);
  const name = p.ok ? `${kindName(p.kind)} ${suitSymbol(p.suit)}${rankLabel(p.rank)}` : card;
  return as ? `${name} (as ${kindName(as)})` : name;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function seatSentence(who: string, e: SeatExpect, mode: string | undefined): string {
  const parts: string[] = [];
  if (e.hero !== undefined) parts.push(e.hero === null ? 'has no hero' : `has the hero ${heroName(e.hero)}`);
  if (e.hp !== undefined) parts.push(e.maxHp !== undefined ? `ends at ${e.hp} of ${e.maxHp} HP` : `ends at ${e.hp} HP`);
  else if (e.maxHp !== undefined) parts.push(`has a max HP of ${e.maxHp}`);
  if (e.alive === false) parts.push('dies');
  if (e.alive === true) parts.push('is alive');
  if (e.out === true) parts.push('is out of the game for victory but still at the table');
  if (e.out === false) parts.push('still counts for victory');
  if (e.role) parts.push(`is ${(mode === '3v3' ? ROLE_3V3 : ROLE)[e.role] ?? 'a player'}`);
  if (e.roleShown !== undefined) parts.push(e.roleShown ? 'has the role shown to everyone' : 'keeps the role hidden');
  if (e.hand) parts.push(e.hand.length ? `holds exactly ${list(e.hand.map((c) => cardWords(c)))} in hand` : 'has no cards in hand');
  if (e.handCount !== undefined) parts.push(`holds ${e.handCount} card${e.handCount === 1 ? '' : 's'} in hand`);
  if (e.handIncludes?.length) parts.push(`has ${list(e.handIncludes.map((c) => cardWords(c)))} in hand`);
  for (const [slot, card] of Object.entries(e.equipment ?? {})) {
    if (card === undefined) continue;
    parts.push(card === null ? `has no ${SLOT[slot] ?? slot}` : `has ${cardWords(card)} as ${SLOT[slot] === 'armor' ? '' : 'a '}${SLOT[slot] ?? slot}`);
  }
  if (e.judgment) parts.push(e.judgment.length ? `has ${list(e.judgment.map((c) => cardWords(c)))} in the judgment zone` : 'has nothing in the judgment zone');
  if (e.chained !== undefined) parts.push(e.chained ? 'is chained' : 'is not chained');
  if (e.flipped !== undefined) parts.push(e.flipped ? 'is face down' : 'is face up');
  return `${who} ${list(parts)}.`;
}

const WINNER: Readonly<Record<string, string>> = { lord: 'The Lord and the Loyalists win.', rebels: 'The Rebels win.', renegade: 'The Renegade wins.', draw: 'The game ends in a draw.', warm: 'The warm side wins.', cool: 'The cool side wins.' };
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface ExpectWords {
  /** What happens, in order (the `log`), one sentence each. */
  readonly inOrder: readonly string[];
  /** How the table ends: one sentence per seat, the piles, the scores, the winner. */
  readonly end: readonly string[];
  /** What never happens (`logExcludes`). */
  readonly never: readonly string[];
}

export function expectWords(s: Pick<Scenario, 'setup' | 'expect'>): ExpectWords {
  const n = namer(s);
  const e = s.expect;
  const inOrder = e.log.map((f) => (typeof f === 'string' ? cap(factSentence(f, undefined, {}, n)) : cap(factSentence(f.fact, f.seat, f.data ?? {}, n))));
  const end = [
    ...Object.entries(e.seats).filter(([, x]) => Object.keys(x).length > 0).map(([seat, x]) => seatSentence(n.seat(seat), x, n.mode)),
    ...(e.discardPileIncludes?.length ? [`The discard pile holds ${list(e.discardPileIncludes.map((c) => cardWords(c)))}.`] : []),
    ...(e.drawPileTop?.length ? [`The top of the draw pile is ${list(e.drawPileTop.map((c) => cardWords(c)))}${e.drawPileTop.length > 1 ? ', in that order' : ''}.`] : []),
    ...(e.scores && Object.keys(e.scores).length ? [`${cap(list(Object.entries(e.scores).map(([seat, v]) => `${n.seat(seat)} scores ${v} point${v === 1 ? '' : 's'}`)))}.`] : []),
    ...(e.winner !== undefined ? [e.winner === null ? 'No one has won yet; the game goes on.' : WINNER[e.winner] ?? ''] : []),
  ];
  const never = (e.logExcludes ?? []).map((f) => `${factNever(f)}.`);
  return { inOrder: inOrder.map((x) => (x.endsWith('.') ? x : `${x}.`)), end, never };
}
