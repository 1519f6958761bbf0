// Build time: a scenario's sandbox props. The scripted run becomes its first snapshot plus one patch
// per step; every decision on it, the chart's state texts, the names of seats, cards and skills, and
// the text of every clause the run (or a one-step branch from it) cites. Serialisable JSON only.
// The pure part (run → props) is sandbox-core.ts, which the builder page also runs in the browser.
import type { ClauseText, DecisionData, SandboxData, TextsFile } from '../islands/sandbox/types.ts';
import { scenarioRun } from './sandbox-scenarios.ts';
import { buildLookup } from './sandbox-clauses.ts';
import { sandboxDataOf } from './sandbox-core.ts';
import { pageParts } from './sandbox-explore.ts';

const cache = new Map<string, SandboxData>();

export function sandboxData(id: string, page: string): SandboxData {
  const hit = cache.get(id);
  if (hit) return hit;
  const { loaded, run } = scenarioRun(id, page);
  const sc = loaded.scenario;
  const props = sandboxDataOf({
    id, title: sc.title, summary: sc.summary, setup: loaded.setup, until: sc.until ?? null,
    notes: sc.notes.map((n) => ({ fact: n.fact, seat: n.seat ?? null, text: n.text, clauses: n.clauses })),
    clauses: sc.clauses, history: run.history, inputs: run.inputs, decisionSteps: run.decisionSteps,
  }, buildLookup, pageParts);
  cache.set(id, props);
  return props;
}

/** Where a scenario page's sandbox finds the texts it does not inline (src/pages/sandbox/[id].json.ts). */
export const textsUrl = (id: string): string => `/sandbox/${id}.json`;

/**
 * What a scenario page inlines, and the texts it leaves out: a clause's English and Chinese travel in
 * the scenario's texts file (fetched when the visitor opens the clause), so the page carries only
 * each clause's label, title and link. A hero's skill keeps its English, which the table shows (and
 * the server renders) in the skill's popover.
 */
export function pageData(id: string, page: string): { readonly props: SandboxData; readonly file: TextsFile } {
  const data = sandboxData(id, page);
  const skills = new Set(data.seats.flatMap((s) => [...(s.skills ?? []), ...Object.values(s.later ?? {}).flatMap((l) => l.skills ?? [])]).map((k) => k.clause));
  const bodies: Record<string, readonly [string, string]> = {};
  const clauses: Record<string, ClauseText> = {};
  for (const [cid, c] of Object.entries(data.clauses)) {
    bodies[cid] = [c.en, c.zh];
    clauses[cid] = { ...c, en: skills.has(cid) ? c.en : '', zh: '', far: true };
  }
  // The section → page map serves only a clause the props do not carry (one a branch cites), whose
  // panel opens with the texts file: it travels there too.
  const decisions = import.meta.env.DEV ? data.decisions : withoutKeys(data.decisions);
  if (!Object.keys(bodies).length) return { props: { ...data, decisions, clauses }, file: { texts: {}, pages: data.pages } };
  return { props: { ...data, decisions, clauses, pages: {}, texts: textsUrl(id) }, file: { texts: bodies, pages: data.pages } };
}

/** The decisions without the choices' engine keys, which only the development inspector reads (a built page leaves them out). */
export function withoutKeys(decisions: Readonly<Record<string, DecisionData>>): Record<string, DecisionData> {
  return Object.fromEntries(Object.entries(decisions).map(([at, d]) => [at, { ...d, choices: d.choices.map(({ key: _key, ...c }) => c) }]));
}

/** The step a sandbox starts at: the `step` prop, checked against the run's length. */
export function startStep(data: SandboxData, step: string | number | undefined, page: string): number {
  if (step === undefined || step === '') return 0;
  const n = typeof step === 'number' ? step : Number(step);
  const last = data.patches.length;
  if (!Number.isInteger(n) || n < 0 || n > last) {
    throw new Error(`<Sandbox scenario="${data.id}" step="${String(step)}"> on page ${page}: step must be a whole number from 0 to ${last} (the scenario has ${last} steps after the start).`);
  }
  return n;
}
