// Playing a built table in the browser: the checked table runs through the same script runner as
// the tests and the scenario pages (flow/scenario-play.ts, which scenario-run.ts checks the expect
// block after: the builder shows what a run does and checks no expectation), and its run becomes the same sandbox
// props as a scenario page's (components/sandbox-core.ts). Clause texts are fetched once, as data,
// from /build/clauses.json (emitted at build time from content/clauses, with the seat layouts);
// without them the sandbox still plays, its citations linking to the clauses' pages. Nothing here
// imports the sandbox's own modules (its patch, layout and clause-finding code), so the builder
// adds no code to the chunks every scenario page loads: it carries every clause text instead of
// finding the ones a run may cite, and its patches replace arrays whole.
import { sandboxDataOf, type ClauseLookup, type Parts } from '../../components/sandbox-core.ts';
import { logFacts } from '../../engine/log-book.ts';
import { judgeWords } from '../../engine/scenario/choice-words.ts';
import type { GameSetup } from '../../engine/setup.ts';
import { decision, send, startGame, step, type Snapshot } from '../../flow/run.ts';
import { playScript } from '../../flow/scenario-play.ts';
import { withHeroes } from '../../engine/rules/load.ts';
import type { Json, Patch } from '../sandbox/patch.ts';
import type { ClauseText, SandboxData } from '../sandbox/types.ts';
import type { Checked } from './model/check.ts';
import type { ReportClause, Table } from './model/types.ts';

export const TABLE_ID = 'table';
const MAX_STEPS = 20000;

export interface ClauseFile {
  readonly clauses: Readonly<Record<string, ClauseText>>;
  readonly pages: Readonly<Record<string, string>>;
  readonly places: Readonly<Record<string, readonly string[]>>; // seat count → each seat's place, then the centre's
}

const EMPTY: ClauseFile = { clauses: {}, pages: {}, places: {} };
const isObject = (v: Json): v is { readonly [k: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A patch in the sandbox's format (sandbox/patch.ts): objects key by key, anything else (arrays too) replaced whole. */
export function diff(a: Json, b: Json): Patch | null {
  if (a === b) return null;
  if (isObject(a) && isObject(b)) {
    const keys: Record<string, Patch> = {};
    for (const k of Object.keys(b)) {
      const p = a[k] !== undefined ? diff(a[k] as Json, b[k] as Json) : ([0, b[k] as Json] as const);
      if (p) keys[k] = p;
    }
    const gone = Object.keys(a).filter((k) => b[k] === undefined);
    return Object.keys(keys).length || gone.length ? [1, keys, gone] : null;
  }
  return JSON.stringify(a) === JSON.stringify(b) ? null : [0, b];
}

export function partsOf(file: ClauseFile): Parts {
  return { diff, places: (n) => file.places[String(n)] ?? [], clauseIds: () => Object.keys(file.clauses) };
}

let clauseFile: Promise<ClauseFile> | null = null;

/** The clause texts of the site (fetched once); an empty set when they cannot be fetched. */
export function loadClauses(): Promise<ClauseFile> {
  clauseFile ??= fetch('/build/clauses.json').then((r) => (r.ok ? (r.json() as Promise<ClauseFile>) : EMPTY), () => EMPTY);
  return clauseFile;
}

export function lookupOf(file: ClauseFile): ClauseLookup {
  return {
    text: (id, zh) => { const c = Object.hasOwn(file.clauses, id) ? file.clauses[id] : undefined; return c ? (zh ? c : { ...c, zh: '' }) : null; },
    pages: () => ({ ...file.pages }),
  };
}

type ScoresCode = typeof import('../../components/sandbox-scores.ts');

/**
 * The sandbox props of a checked table: its script is the scripted line. The scoring house rule's
 * tables load (`loadScores`) only for a run that ends in a scored win, as a sandbox's own lines do
 * (sandbox/line-scores.ts): a table that no one wins does not fetch them.
 */
export async function playData(t: Table, checked: Extract<Checked, { ok: true }>, clauses: ClauseFile, loadScores: () => Promise<ScoresCode> = () => import('../../components/sandbox-scores.ts')): Promise<SandboxData> {
  const run = await withHeroes(() => playScript(checked)); // a reborn hero's pack loads when the run reaches the hero, and the run starts again
  const end = run.history.at(-1)?.game;
  const scores = end?.winner && end.options.house.scoring ? (await loadScores()).scoresOfRun : undefined;
  return sandboxDataOf({
    id: TABLE_ID, title: t.title ?? 'Your table', summary: t.summary ?? 'A table built in the judge’s builder, played by the engine.',
    setup: checked.setup, until: checked.scenario.until ?? null, notes: [], clauses: checked.scenario.clauses,
    history: run.history, inputs: run.inputs, decisionSteps: run.decisionSteps,
  }, lookupOf(clauses), { ...partsOf(clauses), ...(scores ? { scores } : {}) });
}

export interface Followed {
  readonly snapshots: readonly Snapshot[];
  readonly words: readonly string[]; // each choice in the scenario's words ("p2 plays dodge ♦2")
}

/** The line of choices (indexes at each decision) from the setup, as snapshots and as script lines; null when a choice does not exist. */
export function follow(setup: GameSetup, choices: readonly number[], upTo = MAX_STEPS): Followed | null {
  const snapshots: Snapshot[] = [startGame(setup)];
  const words: string[] = [];
  for (let n = 0; n < MAX_STEPS && snapshots.length <= upTo; n++) {
    const cur = snapshots[snapshots.length - 1] as Snapshot;
    if (cur.state === 'over') break;
    if (cur.state === 'resolving') { snapshots.push(step(cur)); continue; }
    const d = decision(cur);
    if (!d || words.length >= choices.length) break;
    const c = d.choices[choices[words.length] as number];
    if (!c) return null;
    words.push(judgeWords(c));
    snapshots.push(send(cur, c.key));
  }
  return { snapshots, words };
}

/** What happened up to a snapshot, one line a log fact, and the clauses cited with their texts (first citation order). */
export function stepsAndClauses(s: Snapshot, clauses: ClauseFile): { readonly steps: readonly string[]; readonly clauses: readonly ReportClause[] } {
  const facts = logFacts(s.game);
  const ids = [...new Set(facts.map((f) => f.clause))];
  const cited = ids.flatMap((id) => {
    const c = Object.hasOwn(clauses.clauses, id) ? clauses.clauses[id] : undefined;
    return c ? [{ id, label: `${c.number} ${c.title}`.trim(), en: c.en, ...(c.zh ? { zh: c.zh } : {}) }] : [{ id, en: '' }];
  });
  return { steps: facts.map((f) => f.text), clauses: cited };
}
