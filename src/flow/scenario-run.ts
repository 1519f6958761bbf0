// Running a scenario through the flow: the same code path for the test suite, the command line
// and the sandbox. Script lines are matched to the legal choices at each decision.
import { factMatches, checkExpectations } from '../engine/scenario/expect.ts';
import type { LoadResult } from '../engine/scenario/load.ts';
import type { Scenario } from '../engine/scenario/schema.ts';
import { judgeWords, matchLine } from '../engine/scenario/words.ts';
import type { GameSetup } from '../engine/setup.ts';
import { decision, send, startGame, step, type Snapshot } from './run.ts';
import { logFacts, logLength } from '../engine/log-book.ts';

export interface Uncovered {
  readonly step: number;
  readonly seat: string;
  readonly prompt: string;
  readonly line: string | null; // the script line that did not match, or null when the script ran out
  readonly reason: string;
  readonly legal: readonly string[];
}

export interface ScenarioRun {
  readonly scenario: Scenario;
  readonly setup: GameSetup;
  readonly history: readonly Snapshot[];
  readonly inputs: readonly string[]; // the choice keys taken, in order
  readonly decisionSteps: readonly number[]; // history index where each input was taken
  readonly uncovered: Uncovered | null;
  readonly failures: readonly string[];
  readonly ok: boolean;
}

/** Whether the scenario's stopping fact has occurred since log index `from`. */
function reachedUntil(sc: Scenario, s: Snapshot, from: number): boolean {
  if (!sc.until) return false;
  const until = sc.until;
  return logFacts(s.game).slice(from).some((f) => factMatches(until, f));
}

export function runScenario(loaded: Extract<LoadResult, { ok: true }>, maxSteps = 20000): ScenarioRun {
  const { scenario: sc, setup } = loaded;
  const history: Snapshot[] = [startGame(setup)];
  const inputs: string[] = [];
  const decisionSteps: number[] = [];
  let line = 0;
  let uncovered: Uncovered | null = null;
  for (let n = 0; n < maxSteps; n++) {
    const cur = history[history.length - 1] as Snapshot;
    const prevLog = history.length > 1 ? logLength((history[history.length - 2] as Snapshot).game) : 0;
    if (cur.state === 'over' || (history.length > 1 && reachedUntil(sc, cur, prevLog))) break;
    if (cur.state === 'resolving') { history.push(step(cur)); continue; }
    const d = decision(cur);
    if (!d) break;
    const text = sc.script[line];
    const legal = d.choices.map(judgeWords);
    if (text === undefined) {
      uncovered = { step: history.length - 1, seat: d.seat, prompt: d.prompt, line: null, reason: 'the script has no more lines', legal };
      break;
    }
    const m = matchLine(text, d.choices);
    if (!m.ok) {
      uncovered = { step: history.length - 1, seat: d.seat, prompt: d.prompt, line: text, reason: m.error, legal };
      break;
    }
    decisionSteps.push(history.length - 1);
    inputs.push(m.choice.key);
    history.push(send(cur, m.choice.key));
    line++;
  }
  const final = (history[history.length - 1] as Snapshot).game;
  const failures = uncovered ? [] : checkExpectations(sc, final);
  if (!uncovered && line < sc.script.length) failures.push(`the script has ${sc.script.length - line} line(s) left over that no decision asked for, starting with "${sc.script[line]}"`);
  return { scenario: sc, setup, history, inputs, decisionSteps, uncovered, failures, ok: !uncovered && failures.length === 0 };
}

export function describeUncovered(u: Uncovered): string {
  const what = u.line === null ? 'The script does not cover this decision' : `The script line "${u.line}" does not fit this decision (${u.reason})`;
  return `${what} at step ${u.step}: ${u.prompt}\nAsked: ${u.seat}. Legal choices:\n${u.legal.map((l) => `  - ${l}`).join('\n')}`;
}
