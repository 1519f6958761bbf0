// Build time: the texts of the clauses a sandbox may cite and the faces of the cards it shows.
// Clauses come from the scripted run (log facts, decisions, chart states, the stack's frames, the
// scenario's notes) and from exploring each other choice at each decision one level deep, so a
// visitor who branches still finds the clause text in the page. A clause not found that way links to
// the page of its section (`pages`).
import { rankLabel } from '../engine/card-notation.ts';
import { card } from '../engine/cards-lookup.ts';
import { factMatches } from '../engine/scenario/expect.ts';
import { decision, send, stateInfo, step, type Snapshot } from '../flow/run.ts';
import { allClauses, clause as getClause, hasClause } from '../content-data/clauses.ts';
import { clauseHref } from '../content-data/clause-pages.ts';
import { stackView } from '../islands/sandbox/frames-view.ts';
import { makeNames, type Names } from '../islands/sandbox/names.ts';
import { stepEntries } from '../islands/sandbox/steps.ts';
import { scriptedTimeline, type Timeline } from '../islands/sandbox/timeline.ts';
import type { CardFace, ClauseText, SandboxData } from '../islands/sandbox/types.ts';
import { logFacts, logLength } from '../engine/log-book.ts';

const CARD_ID = /^[a-z][a-z-]*#\d+$/;

function collectCards(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    if (CARD_ID.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectCards(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collectCards(v, out);
  }
}

/** The face of every card the scripted run can show (not the unknown, shuffled draw pile). */
export function cardFaces(history: readonly Snapshot[], stated: readonly string[]): Record<string, CardFace> {
  const ids = new Set<string>(stated);
  for (const s of history) {
    const { drawPile: _hidden, log: _log, ...open } = s.game;
    collectCards(open, ids);
  }
  const out: Record<string, CardFace> = {};
  for (const id of [...ids].sort()) {
    const c = card(id);
    out[id] = [c.kind, c.suit, rankLabel(c.rank)];
  }
  return out;
}

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

/** `history`: the scripted run's states as the rules made them (the props' draw pile names only the cards it shows). */
export function clauseTexts(data: SandboxData, scenarioClauses: readonly string[], history: readonly Snapshot[]): Record<string, ClauseText> {
  const ids = new Set<string>(scenarioClauses);
  const n = makeNames(data);
  const t: Timeline = { ...scriptedTimeline({ ...data, patches: [] }), snapshots: [...history] };
  for (const s of t.snapshots) {
    for (const f of logFacts(s.game)) ids.add(f.clause);
    for (const v of stackView(s.game, n)) ids.add(v.clause);
  }
  for (const e of stepEntries(t, n, data.notes)) for (const l of e.lines) if (l.clause) ids.add(l.clause);
  for (const d of Object.values(data.decisions)) ids.add(d.clause);
  for (const st of Object.values(data.states)) ids.add(st.clause);
  for (const note of data.notes) for (const c of note.clauses) ids.add(c);
  for (const [at, d] of Object.entries(data.decisions)) {
    const from = t.snapshots[Number(at)] as Snapshot;
    const k = t.decisionSteps.indexOf(Number(at));
    d.choices.forEach((c, j) => {
      if (j !== t.choices[k]) explore(from, c.key, data.until, ids, n);
    });
  }
  const out: Record<string, ClauseText> = {};
  for (const id of [...ids].sort()) {
    if (!hasClause(id)) continue;
    const c = getClause(id);
    out[id] = { number: c.number, title: c.title ?? '', doc: c.docTitle, en: c.en.trim(), zh: (c.zh ?? '').trim(), href: clauseHref(id, c.section) };
  }
  return out;
}

/** Section → page for the clauses whose text is not in the props (card and hero pages follow a convention). */
export function sectionPages(known: readonly string[]): Record<string, string> {
  const have = new Set(known);
  const out: Record<string, string> = {};
  for (const c of allClauses()) {
    // Card and hero pages follow a convention; the engine cites no clause of the TCG or the variants.
    if (have.has(c.id) || out[c.section] || /^(cards|heroes|tcg|variants)\./.test(c.section)) continue;
    out[c.section] = clauseHref(c.id, c.section).replace(/#.*$/, '');
  }
  return out;
}
