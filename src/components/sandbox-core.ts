// A sandbox's props from a run, with no build-time dependency: the scenario pages call it at build
// time (sandbox-build.ts, clause texts from content/clauses) and the builder page in the browser
// (src/islands/builder/play-data.ts, clause texts fetched as JSON). The clauses a run may cite are
// found here (its log, stack, decisions, states, notes, and one level of every other choice);
// their texts come from the lookup the caller passes. Serialisable JSON only.
import { rankLabel } from '../engine/card-notation.ts';
import { CARD_KINDS, isCardKindId } from '../engine/data/cards.ts';
import { HEROES } from '../engine/data/heroes.ts';
import { card } from '../engine/cards-lookup.ts';
import { factMatches } from '../engine/scenario/expect.ts';
import type { LogFactSpec } from '../engine/scenario/schema.ts';
import type { GameSetup } from '../engine/setup.ts';
import { RULES_VERSION } from '../engine/version.ts';
import { logFacts, logLength } from '../engine/log-book.ts';
import { decision, send, stateInfo, step, type Snapshot } from '../flow/run.ts';
import { stackView } from '../islands/sandbox/frames-view.ts';
import { makeNames, type Names } from '../islands/sandbox/names.ts';
import { diffJson, type Json, type Patch } from '../islands/sandbox/patch.ts';
import { placeStyle, tableLayout } from '../islands/sandbox/seat-layout.ts';
import { stepEntries } from '../islands/sandbox/steps.ts';
import { scriptedTimeline } from '../islands/sandbox/timeline.ts';
import type { CardFace, ClauseText, DecisionData, NoteData, SandboxData, SeatInfo, StateText } from '../islands/sandbox/types.ts';

/** What a sandbox is built from: a setup and the run of its script. */
export interface RunInput {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly setup: GameSetup;
  readonly until: LogFactSpec | null;
  readonly notes: readonly NoteData[];
  readonly clauses: readonly string[]; // the clauses the scenario names
  readonly history: readonly Snapshot[];
  readonly inputs: readonly string[]; // the choice keys taken
  readonly decisionSteps: readonly number[];
}

/** Clause texts by id, and the page of a section whose texts are not carried. */
export interface ClauseLookup {
  /** The clause's text (zh '' when only the English is wanted), or null for an unknown id. */
  text(id: string, zh: boolean): ClauseText | null;
  pages(known: readonly string[]): Record<string, string>;
}

function decisionData(s: Snapshot): DecisionData | null {
  const d = decision(s);
  return d ? { kind: d.kind, seat: d.seat, prompt: d.prompt, clause: d.clause, choices: d.choices.map((c) => ({ key: c.key, label: c.label })) } : null;
}

/** The names of the card kinds the scripted run shows: its cards' and any other kind its states name (a card used as another). */
function kindsShown(history: readonly Snapshot[], cards: Readonly<Record<string, CardFace>>): Record<string, string> {
  const kinds = new Set<string>(Object.values(cards).map((f) => f[0]));
  const walk = (v: unknown): void => {
    if (typeof v === 'string') { if (isCardKindId(v)) kinds.add(v); } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const s of history) walk(s.game.stack);
  return Object.fromEntries([...kinds].filter(isCardKindId).sort().map((k) => [k, CARD_KINDS[k].en]));
}

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

/** Every clause id the sandbox may cite: the scripted run's and those met one choice away from it. */
export function clauseIds(data: SandboxData, scenarioClauses: readonly string[]): string[] {
  const ids = new Set<string>(scenarioClauses);
  const n = makeNames(data);
  const t = scriptedTimeline(data);
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
  return [...ids].sort();
}

/** The sandbox props of a run; clause texts from `lookup` (a skill's text that nothing else cites in English only). */
export function sandboxDataOf(input: RunInput, lookup: ClauseLookup): SandboxData {
  const { history, setup } = input;
  const patches: Patch[] = [];
  for (let i = 1; i < history.length; i++) patches.push(diffJson(history[i - 1] as unknown as Json, history[i] as unknown as Json) ?? [1, {}, []]);
  const decisions: Record<string, DecisionData> = {};
  const states: Record<string, StateText> = {};
  history.forEach((s, i) => {
    if (!states[s.state]) {
      const info = stateInfo(s);
      states[s.state] = { description: info.description, clause: info.clause };
    }
    if (s.state === 'resolving' || s.state === 'over') return;
    const d = decisionData(s);
    if (d) decisions[i] = d;
  });
  const scripted = input.decisionSteps.map((at, k) => decisions[at]?.choices.findIndex((c) => c.key === input.inputs[k]) ?? -1);
  const seats: SeatInfo[] = setup.seats.map((s, i) => {
    const h = s.hero ? HEROES[s.hero] : null;
    // The skill's text in the wording the seat plays (the revised one when the classic does not differ).
    const clauseOf = (k: string) => [`heroes.${h?.id ?? ''}.${k}.${s.wording ?? 'revised'}`, `heroes.${h?.id ?? ''}.${k}.revised`].find((c) => lookup.text(c, false) !== null);
    const skills = (h?.skills ?? []).flatMap((k) => { const clause = clauseOf(k.id); return clause ? [{ name: k.en, clause }] : []; });
    return { id: `p${i + 1}`, name: h?.en ?? '', zh: h?.zh ?? '', faction: h?.faction ?? null, skills };
  });
  const skills: Record<string, string> = {};
  for (const s of setup.seats) for (const k of s.hero ? HEROES[s.hero].skills : []) skills[k.id] = k.en;
  const stated = [...(setup.drawPile ?? [])];
  const layout = tableLayout(seats.length);
  const places = [...layout.seats, layout.centre].map(placeStyle);
  const cards = cardFaces(history, stated);
  const data: SandboxData = {
    id: input.id, title: input.title, summary: input.summary, version: RULES_VERSION,
    setup, until: input.until,
    seats, places, kinds: kindsShown(history, cards), skills,
    cards,
    stated,
    start: JSON.parse(JSON.stringify(history[0])) as Snapshot, // plain JSON: no class, no undefined keys
    patches, decisions, scripted, decisionSteps: [...input.decisionSteps], states,
    notes: input.notes,
    clauses: {},
    pages: {},
  };
  const clauses: Record<string, ClauseText> = {};
  for (const id of clauseIds(data, input.clauses)) {
    const c = lookup.text(id, true);
    if (c) clauses[id] = c;
  }
  for (const id of seats.flatMap((x) => (x.skills ?? []).map((k) => k.clause))) {
    const c = clauses[id] ? null : lookup.text(id, false);
    if (c) clauses[id] = c;
  }
  return { ...data, clauses, pages: lookup.pages(Object.keys(clauses)) };
}
