// Playing a scenario's script through the flow, without checking its expected ruling: the same
// loop as runScenario (scenario-run.ts, which adds the expect block's checks on top). The builder
// plays its tables with this alone, so that playing a table loads neither the expectations nor the
// scoring tables they read (engine/scenario/expect.ts, modes/house/scoring.ts). A script with lines
// is read by the script lines' code (engine/scenario/script-code.ts: installed by the full loader,
// loaded by the builder for a table with lines); a run with no lines needs only the choices' words.
import { factMatches } from '../engine/scenario/fact-match.ts';
import { judgeWords } from '../engine/scenario/choice-words.ts';
import type { LoadResult } from '../engine/scenario/load.ts';
import type { Scenario } from '../engine/scenario/schema.ts';
import { scriptCode } from '../engine/scenario/script-code.ts';
import type { GameSetup } from '../engine/setup.ts';
import { decision, send, startGame, step, type Snapshot } from './run.ts';
import { logFacts, logLength } from '../engine/log-book.ts';
import type { Decision, GameState } from '../engine/types.ts';

export interface Uncovered {
  readonly step: number;
  readonly seat: string;
  readonly prompt: string;
  readonly line: string | null; // the script line that did not match, or null when the script ran out
  readonly reason: string; // the script ran out: RAN_OUT here (runScenario adds that the until fact has not occurred yet, when there is one)
  readonly legal: readonly string[];
}

export interface ScriptRun {
  readonly scenario: Scenario;
  readonly setup: GameSetup;
  readonly history: readonly Snapshot[];
  readonly inputs: readonly string[]; // the choice keys taken, in order
  readonly decisionSteps: readonly number[]; // history index where each input was taken
  readonly uncovered: Uncovered | null;
  readonly checkFailures: readonly string[]; // the script's assertion lines that failed
  readonly reached: boolean; // whether the until fact occurred
  readonly left: number; // script lines no decision asked for
}

/** Whether the scenario's stopping fact has occurred since log index `from`. */
function reachedUntil(sc: Scenario, s: Snapshot, from: number): boolean {
  if (!sc.until) return false;
  const until = sc.until;
  return logFacts(s.game).slice(from).some((f) => factMatches(until, f));
}

/** The reason of a decision the script has no line for: it ran out. */
export const RAN_OUT = 'the script has no more lines';

/** The next decision from a snapshot (stepping rule events without keeping them), or null when the game is over. */
function nextDecision(s: Snapshot, maxSteps: number): { snap: Snapshot; d: Decision | null } {
  let cur = s;
  for (let n = 0; cur.state === 'resolving' && n < maxSteps; n++) cur = step(cur);
  return { snap: cur, d: cur.state === 'over' ? null : decision(cur) };
}

/** The run of a loaded scenario's script (to its until fact, the end of the game, or the first decision its script does not cover). */
export function playScript(loaded: Extract<LoadResult, { ok: true }>, maxSteps = 20000): ScriptRun {
  const { scenario: sc, setup } = loaded;
  const checks = sc.script.length > 0 ? sc.script.map(scriptCode().parseCheck) : []; // no lines: the script lines' code is not needed
  const history: Snapshot[] = [startGame(setup)];
  const inputs: string[] = [];
  const decisionSteps: number[] = [];
  const checkFailures: string[] = [];
  let line = 0;
  let uncovered: Uncovered | null = null;
  /** Checks the assertion lines from `line` on at this decision; false when one fails. */
  const runChecks = (d: Decision | null, game: GameState, at: number): boolean => {
    for (let c = checks[line]; line < sc.script.length && c !== null && c !== undefined; c = checks[++line]) {
      const why = typeof c === 'string' ? c : scriptCode().evaluateCheck(c, d, game);
      if (why) checkFailures.push(`script line ${line + 1} "${sc.script[line] ?? ''}" fails at step ${at}: ${why}`);
      if (why) return false;
    }
    return true;
  };
  let reached = false;
  for (let n = 0; n < maxSteps; n++) {
    const cur = history[history.length - 1] as Snapshot;
    const prevLog = history.length > 1 ? logLength((history[history.length - 2] as Snapshot).game) : 0;
    if (history.length > 1 && reachedUntil(sc, cur, prevLog)) reached = true;
    if (cur.state === 'over' || reached) break;
    if (cur.state === 'resolving') { history.push(step(cur)); continue; }
    const d = decision(cur);
    if (!d) break;
    if (!runChecks(d, cur.game, history.length - 1)) break;
    const text = sc.script[line];
    const legal = d.choices.map(judgeWords);
    if (text === undefined) {
      uncovered = { step: history.length - 1, seat: d.seat, prompt: d.prompt, line: null, reason: RAN_OUT, legal };
      break;
    }
    const m = scriptCode().matchLine(text, d.choices);
    if (!m.ok) {
      uncovered = { step: history.length - 1, seat: d.seat, prompt: d.prompt, line: text, reason: m.error, legal };
      break;
    }
    decisionSteps.push(history.length - 1);
    inputs.push(m.choice.key);
    history.push(send(cur, m.choice.key));
    line++;
  }
  const last = history[history.length - 1] as Snapshot;
  if (!reached && history.length > 1) reached = reachedUntil(sc, last, logLength((history[0] as Snapshot).game)); // the loop may stop before it looks at the last snapshot
  if (!uncovered && checkFailures.length === 0 && line < sc.script.length && checks[line] !== null) {
    const next = nextDecision(last, maxSteps);
    runChecks(next.d, next.snap.game, history.length - 1);
  }
  return { scenario: sc, setup, history, inputs, decisionSteps, uncovered, checkFailures, reached, left: sc.script.length - line };
}
