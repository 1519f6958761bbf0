// Script lines that assert instead of choosing: "p1 cannot use peach ♥3", "p1 can use strike ♠7 on
// p2", "p2 is not asked". Each is checked at the next decision the run reaches: the decision the
// next choosing line answers (or, after the last one, the next decision after the run stops).
import { card } from '../cards-lookup.ts';
import { formatCard } from '../card-notation.ts';
import type { Decision, GameState } from '../types.ts';
import { judgeWords, matches, parseLine, type Parsed } from './words.ts';

export type Check =
  | { readonly kind: 'offered' | 'notOffered'; readonly seat: string; readonly parsed: Parsed }
  | { readonly kind: 'asked' | 'notAsked'; readonly seat: string };

// "p1 cannot use …" is read as the choosing line "p1 uses …".
const THIRD_PERSON: Readonly<Record<string, string>> = {
  use: 'uses', play: 'plays', invoke: 'invokes', choose: 'chooses', recast: 'recasts', pass: 'passes', decline: 'declines',
  put: 'puts', discard: 'discards', take: 'takes', show: 'shows', give: 'gives', let: 'lets', end: 'ends',
};

/** A check line, an error text for a check line that cannot be read, or null for a choosing line. */
export function parseCheck(line: string): Check | string | null {
  const text = line.trim();
  const asked = /^(p\d+)\s+is\s+(not\s+)?asked$/.exec(text);
  if (asked) return { kind: asked[2] ? 'notAsked' : 'asked', seat: asked[1] as string };
  const m = /^(p\d+)\s+(cannot|can['’]t|can not|may not|can|may)\s+(\S+)(.*)$/.exec(text);
  if (!m) return null;
  const verb = THIRD_PERSON[m[3] as string];
  if (!verb) return `"${line}": cannot read the verb "${m[3]}" after "${m[2]}"; write e.g. "p1 cannot use peach ♥3", "p1 can use strike ♠7 on p2", "p2 cannot play dodge ♦2", "p1 cannot invoke guo-se", "p2 is not asked"`;
  const parsed = parseLine(`${m[1]} ${verb}${m[4]}`);
  if (typeof parsed === 'string') return `"${line}": ${parsed}`;
  return { kind: /^(can|may)$/.test(m[2] as string) ? 'offered' : 'notOffered', seat: m[1] as string, parsed };
}

const HELD_VERBS: ReadonlySet<Parsed['verb']> = new Set(['use', 'recast', 'invoke']);

/** A card named by a "cannot" line that its seat does not hold proves nothing: say so. */
function notHeld(c: Extract<Check, { parsed: Parsed }>, game: GameState): string | null {
  if (!HELD_VERBS.has(c.parsed.verb)) return null;
  const seat = game.seats.find((s) => s.id === c.seat);
  const held = new Set([...(seat?.hand ?? []), ...Object.values(seat?.equipment ?? {})].map((id) => formatCard(card(id))));
  const missing = c.parsed.cards.map(formatCard).filter((w) => !held.has(w));
  return missing.length ? `${c.seat} does not hold ${missing.join(', ')} here (hand or equipment), so the check proves nothing; name a card ${c.seat} holds at this decision` : null;
}

/** Null when the check holds at this decision (null: no decision, the run is over), else why not. */
export function evaluateCheck(c: Check, d: Decision | null, game: GameState): string | null {
  const legal = d ? `; the legal choices are: ${d.choices.map(judgeWords).join('; ')}` : '';
  if (c.kind === 'notAsked') return d && d.seat === c.seat ? `${c.seat} is asked here (${d.prompt})${legal}` : null;
  if (c.kind === 'asked') return d?.seat === c.seat ? null : d ? `the decision here is ${d.seat}'s (${d.prompt}), not ${c.seat}'s` : `no one is asked any more (the run has ended)`;
  if (!('parsed' in c)) return null;
  if (!d) return 'there is no decision here to check it against (the run has ended); put the line before the choosing line it is about';
  if (d.seat !== c.seat) return `the decision here is ${d.seat}'s (${d.prompt}), not ${c.seat}'s, so the check proves nothing; put the line just before the line that answers ${c.seat}'s decision (or write "${c.seat} is not asked")`;
  if (c.kind === 'notOffered') {
    const held = notHeld(c, game);
    if (held) return held;
  }
  const parsed = c.parsed;
  const found = d.choices.filter((ch) => matches(parsed, ch.input, true)).map(judgeWords);
  if (c.kind === 'notOffered') return found.length ? `it is offered: ${found.join('; ')}` : null;
  return found.length ? null : `it is not offered${legal}`;
}
