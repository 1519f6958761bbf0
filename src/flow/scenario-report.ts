// The command line's JSON report (a contract other tools rely on; documented in README.md).
import { card } from '../engine/cards-lookup.ts';
import { formatCard } from '../engine/card-notation.ts';
import type { GameState } from '../engine/types.ts';
import { describeUncovered, type ScenarioRun } from './scenario-run.ts';
import { logFacts } from '../engine/log-book.ts';

const c = (id: string) => formatCard(card(id));
const opt = (id: string | undefined) => (id ? c(id) : null);

export function finalState(g: GameState) {
  return {
    seats: g.seats.map((s) => ({
      id: s.id, hero: s.hero, role: s.role, roleShown: s.roleShown, alive: s.alive, hp: s.hp, maxHp: s.maxHp, hand: s.hand.map(c),
      equipment: { weapon: opt(s.equipment.weapon), armor: opt(s.equipment.armor), plusMount: opt(s.equipment.plusMount), minusMount: opt(s.equipment.minusMount) },
      judgment: s.judgment.map(c), chained: s.chained, flipped: s.flipped,
    })),
    drawPile: g.drawPile.map(c), discardPile: g.discardPile.map(c), winner: g.winner,
  };
}

export function finalReport(run: ScenarioRun) {
  const final = (run.history[run.history.length - 1] as { game: GameState }).game;
  const failures = run.uncovered ? [describeUncovered(run.uncovered)] : [...run.failures];
  return {
    scenario: run.scenario.id, ok: run.ok, failures,
    steps: logFacts(final).map((f, i) => ({ index: i + 1, fact: f.fact, clause: f.clause, text: f.text, seat: f.seat ?? null, data: f.data ?? {} })),
    final: finalState(final),
  };
}
