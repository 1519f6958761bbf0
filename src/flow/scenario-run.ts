// Running a scenario through the flow: the same code path for the test suite, the command line
// and the sandbox. Script lines are matched to the legal choices at each decision (scenario-play.ts),
// then the final state is checked against the expect block.
import { checkExpectations, showFact } from '../engine/scenario/expect.ts';
import type { LoadResult } from '../engine/scenario/load.ts';
import type { LogFactSpec } from '../engine/scenario/schema.ts';
import { logFacts } from '../engine/log-book.ts';
import { playScript, RAN_OUT, type ScriptRun, type Uncovered } from './scenario-play.ts';
import type { Snapshot } from './run.ts';

export type { Uncovered } from './scenario-play.ts';

export interface ScenarioRun extends Omit<ScriptRun, 'checkFailures' | 'reached' | 'left'> {
  readonly failures: readonly string[];
  readonly ok: boolean;
}

/** Facts of the until's name that occurred with another seat or data ("damage.dealt (p2) {…}"), for the message. */
function nearMisses(until: LogFactSpec, s: Snapshot): string {
  const name = typeof until === 'string' ? until : until.fact;
  const seen = logFacts(s.game).filter((f) => f.fact === name).slice(0, 3).map((f) => showFact({ fact: f.fact, ...(f.seat ? { seat: f.seat } : {}), ...(f.data ? { data: f.data } : {}) }));
  return seen.length ? ` (${name} did occur, as ${seen.join('; ')})` : '';
}

export function runScenario(loaded: Extract<LoadResult, { ok: true }>, maxSteps = 20000): ScenarioRun {
  const { scenario: sc, setup, history, inputs, decisionSteps, uncovered: u, checkFailures, reached, left } = playScript(loaded, maxSteps);
  // A script that ran out before its until fact: which fact it waits for, and those of its name that did occur (at the decision).
  const at = u ? history[u.step] : undefined;
  const uncovered = u && u.line === null && u.reason === RAN_OUT && sc.until && at ? { ...u, reason: `${RAN_OUT}, and the run has not reached until: ${showFact(sc.until)}${nearMisses(sc.until, at)}; if it should have by now, the ruling or the until fact is wrong` } : u;
  const last = history[history.length - 1] as Snapshot;
  const final = last.game;
  const failures = uncovered ? [] : checkFailures.length ? [...checkFailures] : checkExpectations(sc, final);
  if (!uncovered && !checkFailures.length && sc.until && !reached) failures.push(`until: ${showFact(sc.until)} never occurred (the run ${last.state === 'over' ? 'reached the end of the game' : 'stopped'} at step ${history.length - 1}); check the until fact, or the ruling`);
  if (!uncovered && !checkFailures.length && left > 0) failures.push(`the script has ${left} line(s) left over that no decision asked for, starting with "${sc.script[sc.script.length - left] ?? ''}"`);
  return { scenario: sc, setup, history, inputs, decisionSteps, uncovered, failures, ok: !uncovered && failures.length === 0 };
}

export function describeUncovered(u: Uncovered): string {
  const what = u.line === null ? `The script does not cover this decision${u.reason === 'the script has no more lines' ? '' : ` (${u.reason})`}` : `The script line "${u.line}" does not fit this decision (${u.reason})`;
  return `${what} at step ${u.step}: ${u.prompt}\nAsked: ${u.seat}. Legal choices:\n${u.legal.map((l) => `  - ${l}`).join('\n')}`;
}
