// Checking a scenario's expected ruling against the final state: seats, piles, winner, and log
// facts that must occur in order (a subsequence) or not at all.
import { card } from '../cards-lookup.ts';
import { formatCard, parseCardRef } from '../card-notation.ts';
import type { GameState, Seat } from '../types.ts';
import type { LogFactSpec, Scenario } from './schema.ts';
import { logFacts } from '../log-book.ts';
import { scoresOf } from '../modes/house/scoring.ts';
import { factMatches } from './fact-match.ts';
import { showFact } from './show-fact.ts';

export { factMatches, showFact };

const words = (ids: readonly string[]) => ids.map((id) => formatCard(card(id))).sort();
const refWords = (refs: readonly string[]) => refs.map((r) => { const p = parseCardRef(r); return p.ok ? formatCard(p) : r; }).sort();
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);


function checkSeat(id: string, s: Seat, e: Scenario['expect']['seats'][string]): string[] {
  const out: string[] = [];
  const eq = (what: string, got: unknown, want: unknown) => { if (want !== undefined && got !== want) out.push(`${id} ${what}: expected ${String(want)}, got ${String(got)}`); };
  eq('hero', s.hero, e.hero); eq('role', s.role, e.role); eq('role shown to everyone', s.roleShown, e.roleShown); eq('HP', s.hp, e.hp); eq('max HP', s.maxHp, e.maxHp); eq('alive', s.alive, e.alive); eq('out', s.out, e.out); eq('chained', s.chained, e.chained); eq('flipped', s.flipped, e.flipped);
  eq('hand size', s.hand.length, e.handCount);
  if (e.hand && !same(words(s.hand), refWords(e.hand))) out.push(`${id} hand: expected [${refWords(e.hand).join(', ')}], got [${words(s.hand).join(', ')}]`);
  for (const r of e.handIncludes ?? []) if (!words(s.hand).includes(refWords([r])[0] as string)) out.push(`${id} hand: expected it to include ${r}, got [${words(s.hand).join(', ')}]`);
  if (e.judgment && !same(words(s.judgment), refWords(e.judgment))) out.push(`${id} judgment zone: expected [${refWords(e.judgment).join(', ')}], got [${words(s.judgment).join(', ')}]`);
  for (const [slot, want] of Object.entries(e.equipment ?? {})) {
    const got = s.equipment[slot as keyof Seat['equipment']];
    const g = got ? formatCard(card(got)) : null;
    const w = want ? (refWords([want])[0] as string) : null;
    if (g !== w) out.push(`${id} ${slot}: expected ${w ?? 'nothing'}, got ${g ?? 'nothing'}`);
  }
  return out;
}

export function checkExpectations(sc: Scenario, final: GameState): string[] {
  const out: string[] = [];
  for (const [id, e] of Object.entries(sc.expect.seats)) {
    const s = final.seats.find((x) => x.id === id);
    if (!s) out.push(`there is no seat ${id}`);
    else out.push(...checkSeat(id, s, e));
  }
  if (sc.expect.winner !== undefined && final.winner !== sc.expect.winner) out.push(`winner: expected ${sc.expect.winner ?? 'none yet'}, got ${final.winner ?? 'none yet'}`);
  if (sc.expect.scores) out.push(...checkScores(sc.expect.scores, final));
  for (const r of sc.expect.discardPileIncludes ?? []) if (!words(final.discardPile).includes(refWords([r])[0] as string)) out.push(`discard pile: expected it to include ${r}`);
  if (sc.expect.drawPileTop) {
    const top = words(final.drawPile.slice(0, sc.expect.drawPileTop.length)).join(', ');
    const got = final.drawPile.slice(0, sc.expect.drawPileTop.length).map((id) => formatCard(card(id))).join(', ');
    const want = sc.expect.drawPileTop.map((r) => refWords([r])[0]).join(', ');
    if (got !== want) out.push(`draw pile top: expected [${want}], got [${got}]${top ? '' : ''}`);
  }
  let k = 0;
  for (const f of logFacts(final)) if (k < sc.expect.log.length && factMatches(sc.expect.log[k] as LogFactSpec, f)) k++;
  if (k < sc.expect.log.length) out.push(`log: expected ${showFact(sc.expect.log[k] as LogFactSpec)} (fact ${k + 1} of ${sc.expect.log.length} in order) but it did not occur after the previous ones`);
  for (const x of sc.expect.logExcludes ?? []) if (logFacts(final).some((f) => f.fact === x)) out.push(`log: expected no ${x}, but it occurred`);
  return out;
}

/** The scoring option's scores of a finished game (variants.scoring.*), seat by seat. */
function checkScores(want: Readonly<Record<string, number>>, final: GameState): string[] {
  const scores = scoresOf(final);
  if (!scores) return [`scores: expected ${JSON.stringify(want)}, but the game has no winner to score`];
  return Object.entries(want).flatMap(([id, w]) => {
    const got = scores.find((x) => x.seat === id)?.result.total;
    return got === w ? [] : [`${id} score: expected ${w}, got ${got ?? 'no seat'}`];
  });
}
