// Build time: a scenario's sandbox props. The scripted run becomes its first snapshot plus one patch
// per step; every decision on it, the chart's state texts, the names of seats, cards and skills, and
// the text of every clause the run (or a one-step branch from it) cites. Serialisable JSON only.
import { CARD_KINDS, isCardKindId } from '../engine/data/cards.ts';
import { HEROES, type HeroId } from '../engine/data/heroes.ts';
import { logFacts } from '../engine/log-book.ts';
import { scoresOf } from '../engine/modes/house/scoring.ts';
import { ROLE_LABEL } from '../islands/sandbox/view-model.ts';
import { clause as getClause, hasClause } from '../content-data/clauses.ts';
import { clauseHref } from '../content-data/clause-pages.ts';
import { placeStyle, tableLayout } from '../islands/sandbox/seat-layout.ts';
import { RULES_VERSION } from '../engine/version.ts';
import { decision, stateInfo, type Snapshot } from '../flow/run.ts';
import { diffJson, type Json, type Patch } from '../islands/sandbox/patch.ts';
import type { CardFace, DecisionData, SandboxData, SeatInfo, StateText } from '../islands/sandbox/types.ts';
import { scenarioRun } from './sandbox-scenarios.ts';
import { cardFaces, clauseTexts, sectionPages } from './sandbox-clauses.ts';

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

const cache = new Map<string, SandboxData>();

export function sandboxData(id: string, page: string): SandboxData {
  const hit = cache.get(id);
  if (hit) return hit;
  const { loaded, run } = scenarioRun(id, page);
  const sc = loaded.scenario;
  const history = run.history;
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
  const scripted = run.decisionSteps.map((at, k) => decisions[at]?.choices.findIndex((c) => c.key === run.inputs[k]) ?? -1);
  const heroInfo = (hero: HeroId | null, wording: string | undefined): Omit<SeatInfo, 'id' | 'later'> => {
    const h = hero ? HEROES[hero] : null;
    // The skill's text in the wording the seat plays (the revised one when the classic does not differ).
    const clauseOf = (k: string) => [`heroes.${h?.id ?? ''}.${k}.${wording ?? 'revised'}`, `heroes.${h?.id ?? ''}.${k}.revised`].find(hasClause);
    const skills = (h?.skills ?? []).flatMap((k) => { const clause = clauseOf(k.id); return clause ? [{ name: k.en, clause }] : []; });
    return { name: h?.en ?? '', zh: h?.zh ?? '', faction: h?.faction ?? null, skills };
  };
  const seats: SeatInfo[] = loaded.setup.seats.map((s, i) => {
    // A reincarnated player becomes another hero (variants.reincarnation.rebirth): its names too.
    const later = [...new Set(history.map((x) => x.game.seats[i]?.hero ?? null))].filter((h): h is HeroId => h !== null && h !== s.hero);
    return { id: `p${i + 1}`, ...heroInfo(s.hero, s.wording), ...(later.length ? { later: Object.fromEntries(later.map((h) => [h, heroInfo(h, s.wording)])) } : {}) };
  });
  const skills: Record<string, string> = {};
  for (const s of loaded.setup.seats) for (const k of s.hero ? HEROES[s.hero].skills : []) skills[k.id] = k.en;
  const stated = [...(loaded.setup.drawPile ?? [])];
  const layout = tableLayout(seats.length);
  const places = [...layout.seats, layout.centre].map(placeStyle);
  const cards = cardFaces(history, stated);
  const base = { seats, places, kinds: kindsShown(history, cards), skills };
  const data: SandboxData = {
    id, title: sc.title, summary: sc.summary, version: RULES_VERSION,
    setup: loaded.setup, until: sc.until ?? null,
    ...base,
    cards,
    stated,
    start: JSON.parse(JSON.stringify(history[0])) as Snapshot, // plain JSON: no class, no undefined keys
    patches, decisions, scripted, decisionSteps: [...run.decisionSteps], states,
    ...scoresOfRun(history),
    notes: sc.notes.map((n) => ({ fact: n.fact, seat: n.seat ?? null, text: n.text, clauses: n.clauses })),
    clauses: {},
    pages: {},
  };
  const skillClauses = seats.flatMap((x) => (x.skills ?? []).map((k) => k.clause));
  const clauses = clauseTexts(data, sc.clauses);
  // A skill's text that nothing else cites is carried in English only (for its popover), to keep the page light.
  for (const id of skillClauses) {
    const c = getClause(id);
    clauses[id] ??= { number: c.number, title: c.title ?? '', doc: c.docTitle, en: c.en.trim(), zh: '', href: clauseHref(id, c.section) };
  }
  const full: SandboxData = { ...data, clauses, pages: sectionPages(Object.keys(clauses)) };
  cache.set(id, full);
  return full;
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

/** The scoring house rule: the scores of the run's final state when it is a win (engine: modes/house/scoring.ts). */
function scoresOfRun(history: readonly Snapshot[]): Pick<SandboxData, 'scores'> {
  const g = history.at(-1)?.game;
  const scores = g?.options.house.scoring && g.winner ? scoresOf(g) : null;
  if (!g?.winner || !scores) return {};
  const lines = scores.map((x) => ({ seat: x.seat, role: ROLE_LABEL[x.role], score: x.result.total, detail: `${x.result.base}${x.result.bonus ? ` + bonus ${x.result.bonus}` : ''}` }));
  return { scores: { winner: g.winner, facts: logFacts(g).length, lines } };
}
