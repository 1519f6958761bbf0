// A shared table as plain text for a chat or a forum (it reads as Markdown too): a title line, one
// line per seat, the draw pile, the steps taken, each clause cited with its English and Chinese
// text, then the link and the bare code on its own line. No line starts with #, -, >, * or a digit
// and a dot, so a chat does not turn lines into headings or lists; every input string is put on
// one line. Clause texts come from the caller, so the model stays small.
import { CARD_KINDS } from '../../../engine/data/card-facts.ts';
import { HEROES, isHeroId } from '../../../engine/data/hero-facts.ts';
import { parseCardRef, rankLabel, suitSymbol } from '../../../engine/card-notation.ts';
import { splitPlacedAs } from '../../../engine/scenario/placed-as.ts';
import { isCardKindId } from '../../../engine/data/card-facts.ts';
import { seatDefaults } from './slots.ts';
import type { ReportClause, SeatInput, Shared } from './types.ts';

export interface ReportInput {
  readonly url: string;
  readonly shared: Shared;
  readonly steps: readonly string[];
  readonly clauses: readonly ReportClause[];
}

const MAX_LINE = 2000;

/** Text on one line: whitespace folded, cut at MAX_LINE characters. */
export function flat(text: string): string {
  return String(text).replace(/\s+/g, ' ').trim().slice(0, MAX_LINE);
}

/** One line of text: whitespace folded, cut at MAX_LINE characters, a leading Markdown marker escaped. */
export function oneLine(text: string): string {
  const t = flat(text);
  return /^([#>*+-]|\d+[.)])/.test(t) ? `\\${t}` : t;
}

/** "strike ♠7" → "♠7 Strike 杀"; "dodge ♦2 as acedia" → "♦2 Dodge 闪 as Acedia 乐不思蜀"; anything else as written. */
export function cardText(ref: string): string {
  const { ref: r, as } = splitPlacedAs(ref);
  const p = parseCardRef(r);
  if (!p.ok) return ref;
  const k = CARD_KINDS[p.kind];
  const asKind = as !== undefined && isCardKindId(as) ? CARD_KINDS[as] : undefined;
  return `${suitSymbol(p.suit)}${rankLabel(p.rank)} ${k.en} ${k.zh}${asKind ? ` as ${asKind.en} ${asKind.zh}` : as !== undefined ? ` as ${as}` : ''}`;
}

function heroText(s: SeatInput): string {
  if (!s.hero) return 'no hero';
  if (!isHeroId(s.hero)) return s.hero;
  const h = HEROES[s.hero];
  return `${h.en} ${h.zh}${s.wording === 'classic' ? ' (classic)' : ''}`;
}

const cap = (t: string) => `${t.charAt(0).toUpperCase()}${t.slice(1)}`;

function seatLine(s: SeatInput, i: number, pov: string | null, players: number): string {
  const hp = seatDefaults(s.hero ?? null, s.role, players);
  const id = `p${i + 1}`;
  const hand = s.hand ?? [];
  const e = s.equipment ?? {};
  const hidden = pov !== null && !pov.split('+').includes(id);
  const parts = [
    `Seat ${i + 1} (${id})`, heroText(s), s.role ? cap(s.role) : 'role dealt',
    `${s.hp ?? s.maxHp ?? hp.hp}/${s.maxHp ?? hp.maxHp} HP`,
    ...(s.chained ? ['chained'] : []), ...(s.flipped ? ['face down'] : []),
    hand.length === 0 ? 'no hand cards' : hidden ? `hand: ${hand.length} card${hand.length === 1 ? '' : 's'}` : `hand: ${hand.map(cardText).join(', ')}`,
    ...(['weapon', 'armor', 'plusMount', 'minusMount'] as const).flatMap((k) => (e[k] ? [`${k === 'plusMount' ? '+1 horse' : k === 'minusMount' ? '−1 horse' : k}: ${cardText(e[k])}`] : [])),
    ...(s.judgment?.length ? [`judgment: ${s.judgment.map(cardText).join(', ')}`] : []),
  ];
  return oneLine(parts.join(' · '));
}

export function reportText(input: ReportInput): string {
  const { shared: s, url, steps, clauses } = input;
  const u = s.table.setup;
  const seats = u.seats;
  const turn = Number((u.current ?? 'p1').slice(1)) - 1;
  const turnSeat = seats[turn];
  const title = s.table.title ? flat(s.table.title) : 'A judge\'s table';
  const lines = [
    `三国杀 ${title} · ${seats.length} seats · Turn: seat ${turn + 1}${turnSeat ? ` (${heroText(turnSeat)})` : ''}, ${u.at === 'before' ? 'before the ' : ''}${u.phase ?? 'play'} phase${s.pov ? ` · seen by ${s.pov}` : ''}`,
    '',
    ...seats.map((x, i) => seatLine(x, i, s.pov, seats.length)),
    ...(u.drawPile?.length ? [oneLine(`Draw pile top: ${u.drawPile.map(cardText).join(', ')} (then shuffled from seed ${u.seed ?? 1})`)] : [`Draw pile: shuffled from seed ${u.seed ?? 1}`]),
    ...(steps.length ? ['', 'Steps taken:', ...steps.map((t, k) => oneLine(`Step ${k + 1}: ${t}`))] : []),
    ...(clauses.length ? ['', 'Rules cited:', ...clauses.flatMap((c) => [
      oneLine(`${c.id}${c.label ? ` (${c.label})` : ''}: ${c.en}`),
      ...(c.zh ? [oneLine(`中文: ${c.zh}`)] : []),
    ])] : []),
    '',
    oneLine(`Open: ${url}`),
    oneLine(`Code: ${/b\d+\.[A-Za-z0-9_-]+/.exec(url)?.[0] ?? url}`),
  ];
  return `${lines.join('\n')}\n`;
}
