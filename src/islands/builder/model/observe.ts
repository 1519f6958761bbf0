// What a run showed, as the expect block of an exported scenario file. A file's run stops at its
// `until` fact or at the end of the game; a table that has neither stops where its script ends,
// which a file cannot say, so the builder picks an `until`: the last fact after the last choice
// that occurred only once. What is observed is the moment that fact occurred, so the exported
// file's own run stops there and finds exactly what was observed.
import { formatCard } from '../../../engine/card-notation.ts';
import { card } from '../../../engine/cards-lookup.ts';
import { factMatches } from '../../../engine/scenario/fact-match.ts';
import type { LogFactSpec } from '../../../engine/scenario/schema.ts';
import { logFacts, logLength } from '../../../engine/log-book.ts';
import { scoresOf } from '../../../engine/modes/house/scoring.ts';
import type { GameState, LogFact } from '../../../engine/types.ts';
import type { ScriptRun } from '../../../flow/scenario-play.ts';
import type { Snapshot } from '../../../flow/run.ts';
import type { Observed, ObservedSeat } from './types.ts';

/** At most this many facts in an exported expect block (the last ones: a subsequence still matches). */
export const MAX_FACTS = 250;

export function factSpec(f: LogFact): LogFactSpec {
  return { fact: f.fact, ...(f.seat ? { seat: f.seat } : {}), ...(f.data && Object.keys(f.data).length ? { data: { ...f.data } } : {}) };
}

function seatsOf(game: GameState): Record<string, ObservedSeat> {
  const ref = (id: string) => formatCard(card(id));
  return Object.fromEntries(game.seats.map((s) => [s.id, {
    hero: s.hero, hp: s.hp, maxHp: s.maxHp, alive: s.alive, out: s.out, chained: s.chained, flipped: s.flipped, hand: s.hand.map(ref),
    equipment: { weapon: s.equipment.weapon ? ref(s.equipment.weapon) : null, armor: s.equipment.armor ? ref(s.equipment.armor) : null, plusMount: s.equipment.plusMount ? ref(s.equipment.plusMount) : null, minusMount: s.equipment.minusMount ? ref(s.equipment.minusMount) : null },
    judgment: s.judgment.map(ref),
  } satisfies ObservedSeat]));
}

/** The scores of a finished game with the scoring house rule, seat by seat; null without it or while it goes on. */
function scoresOfGame(game: GameState): Record<string, number> | null {
  const scores = game.options.house.scoring && game.winner ? scoresOf(game) : null;
  return scores ? Object.fromEntries(scores.map((x) => [x.seat, x.result.total])) : null;
}

/** What a game state shows: its facts (the last MAX_FACTS), every seat, the winner, the scores. */
export function observeGame(game: GameState, until?: LogFactSpec): Observed {
  const facts = logFacts(game).map(factSpec);
  const scores = scoresOfGame(game);
  return { facts: facts.slice(-MAX_FACTS), seats: seatsOf(game), winner: game.winner, ...(scores ? { scores } : {}), ...(until !== undefined ? { until } : {}) };
}

/** The until a run needs to stop where it stopped, and the snapshot it stops at; null when it needs none. */
export function pickUntil(run: ScriptRun): { readonly until: LogFactSpec; readonly at: Snapshot } | null {
  const last = run.history[run.history.length - 1];
  if (!last || run.scenario.until !== undefined || last.state === 'over') return null;
  const all = logFacts(last.game);
  const lastInput = run.decisionSteps[run.decisionSteps.length - 1];
  const afterChoice = lastInput === undefined ? 0 : logLength((run.history[lastInput] as Snapshot).game);
  for (let i = all.length - 1; i >= afterChoice; i--) {
    const spec = factSpec(all[i] as LogFact);
    if (all.findIndex((f) => factMatches(spec, f)) !== i) continue;
    const at = run.history.find((s) => logLength(s.game) > i);
    if (at) return { until: spec, at };
  }
  return null;
}

/**
 * What a run observed: at its end, or (for a table that needs an `until`) where that until stops it.
 * Given a game state alone (the moment shown), what that state shows, with no until: an exported
 * file then runs only if the table has an until or the game is over there; prefer passing the run.
 */
export function observe(x: ScriptRun | GameState): Observed {
  if (!('history' in x)) return observeGame(x);
  const run = x;
  const picked = pickUntil(run);
  const at = picked?.at ?? run.history[run.history.length - 1];
  const seen = at ? observeGame(at.game, picked?.until) : { facts: [], seats: {} };
  // A line that did not fit its decision ends what was observed: the file keeps the lines before it.
  const u = run.uncovered;
  const used = u && u.line !== null ? run.scenario.script.indexOf(u.line, run.inputs.length) : -1;
  return used >= 0 ? { ...seen, scriptUsed: used } : seen;
}
