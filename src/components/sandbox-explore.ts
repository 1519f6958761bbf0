// The scenario pages' parts of sandbox-core.ts (no build-time dependency either): the sandbox's own
// patches, seat layout and stacks in words (so the page loads no code for them), and the clauses a
// sandbox may cite, found from the scripted run (log facts, the stack's frames, decisions, chart
// states, notes) and from exploring each other choice at each decision one level deep, so a visitor
// who branches still finds the clause text in the page.
import { factMatches } from '../engine/scenario/fact-match.ts';
import { logFacts, logLength } from '../engine/log-book.ts';
import { decision, send, stateInfo, step, type Snapshot } from '../flow/run.ts';
import { stackTable, stacksOf, stackView } from '../islands/sandbox/frames-view.ts';
import { makeNames, type Names } from '../islands/sandbox/names.ts';
import { diffJson } from '../islands/sandbox/patch.ts';
import { placeStyle, tableLayout } from '../islands/sandbox/seat-layout.ts';
import { stepEntries } from '../islands/sandbox/steps.ts';
import { scriptedTimeline } from '../islands/sandbox/timeline.ts';
import type { SandboxData } from '../islands/sandbox/types.ts';
import type { Parts } from './sandbox-core.ts';
import { leanStacks } from './sandbox-lean-stack.ts';
import { scoresOfRun } from './sandbox-scores.ts';

/**
 * Clause ids met when taking `key` at a decision and then passing (or taking the first choice) until
 * the scenario would stop, the turn ends, or 250 steps have passed.
 */
function explore(from: Snapshot, key: string, until: SandboxData['until'], ids: Set<string>, n: Names): void {
  let cur = send(from, key);
  let prevLog = logLength(from.game);
  for (let i = 0; i < 250; i++) {
    const facts = logFacts(cur.game).slice(prevLog);
    for (const f of facts) ids.add(f.clause);
    for (const v of stackView(cur.game, n)) ids.add(v.clause);
    ids.add(stateInfo(cur).clause);
    if (cur.state === 'over' || facts.some((f) => f.fact === 'turn.ended' || (until !== null && factMatches(until, f)))) return;
    prevLog = logLength(cur.game);
    if (cur.state === 'resolving') { cur = step(cur); continue; }
    const d = decision(cur);
    if (!d) return;
    ids.add(d.clause);
    const passive = d.choices.find((c) => c.input.type === 'response.pass' || c.input.type === 'skill.decline' || c.input.type === 'phase.end') ?? d.choices[0];
    if (!passive) return;
    cur = send(cur, passive.key);
  }
}

/** Every clause id the sandbox may cite: the scripted run's and those met one choice away from it. */
export function clauseIds(data: SandboxData, scenarioClauses: readonly string[]): string[] {
  const ids = new Set<string>(scenarioClauses);
  const n = makeNames(data);
  const t = scriptedTimeline(data);
  for (const s of t.snapshots) {
    for (const f of logFacts(s.game)) ids.add(f.clause);
    for (const v of stackView(s.game, n)) ids.add(v.clause);
  }
  for (const e of stepEntries(t, stacksOf(t, n), data.notes)) for (const l of e.lines) if (l.clause) ids.add(l.clause);
  for (const d of Object.values(data.decisions)) ids.add(d.clause);
  for (const st of Object.values(data.states)) ids.add(st.clause);
  for (const note of data.notes) for (const c of note.clauses) ids.add(c);
  for (const [at, d] of Object.entries(data.decisions)) {
    const from = t.snapshots[Number(at)] as Snapshot;
    const k = t.decisionSteps.indexOf(Number(at));
    d.choices.forEach((c, j) => {
      if (j === t.choices[k]) return;
      if (c.key === undefined) throw new Error(`${data.id}: the choice “${c.label}” at step ${at} has no engine key to explore it with`);
      explore(from, c.key, data.until, ids, n);
    });
  }
  return [...ids].sort();
}

/** Where each seat, then the centre, sits for a table of `n` seats. */
export function placesFor(n: number): string[] {
  const layout = tableLayout(n);
  return [...layout.seats, layout.centre].map(placeStyle);
}

export const pageParts: Parts = { diff: diffJson, places: placesFor, clauseIds, stacks: { table: (d) => stackTable(scriptedTimeline(d), makeNames(d)), lean: leanStacks }, scores: scoresOfRun };
