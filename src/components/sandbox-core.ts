// A sandbox's props from a run, with no build-time dependency: the scenario pages call it at build
// time (sandbox-build.ts, clause texts from content/clauses) and the builder page in the browser
// (src/islands/builder/play.ts, clause texts fetched as JSON). What differs is passed in (`Parts`):
// how a step's patch is made, where the seats sit, which clauses are carried, the stacks in words. At build time these
// are sandbox-explore.ts's (the sandbox's own patch and layout code, and the clauses the run may
// cite); the builder passes its own, so that it shares no module with the sandbox's first load.
// Serialisable JSON only.
import { rankLabel } from '../engine/card-format.ts';
import { CARD_KINDS, isCardKindId } from '../engine/data/card-facts.ts';
import { HEROES, type HeroId } from '../engine/data/hero-facts.ts';
import { SIDE_OF } from '../engine/modes/three-v-three/roles.ts'; // in the live rules' core: not sides.ts (its own chunk) nor rules.ts's sideOfRole (the 3v3 rules)
import { card } from '../engine/cards-lookup.ts';
import type { LogFactSpec } from '../engine/scenario/schema.ts';
import type { GameSetup } from '../engine/setup.ts';
import { RULES_VERSION } from '../engine/version.ts';
import { decision, stateInfo, type Snapshot } from '../flow/run.ts';
import type { Json, Patch } from '../islands/sandbox/patch.ts';
import { decisionData } from '../islands/sandbox/decision-data.ts';
import { hooksOf } from '../engine/modes/table.ts';
import type { GameState, Winner } from '../engine/types.ts';
import { markerRuns, roleSight } from '../islands/sandbox/role-sight.ts';
import type { LeanFrame } from './sandbox-lean-stack.ts';
import { stateKey } from '../islands/sandbox/timeline.ts';
import { sidePovs, UNSEEN } from '../islands/sandbox/view-model.ts';
import type { CardFace, ClauseText, DecisionData, ModeWords, NoteData, SandboxData, SeatInfo, StackTable, StateText } from '../islands/sandbox/types.ts';

const WINNERS: readonly Winner[] = ['lord', 'rebels', 'renegade', 'draw', 'warm', 'cool'];

/** The mode's words for the table (its roleLabel and winnerText hooks): each role's label, and the line of each winner the mode has. */
export function modeWords(snap: Snapshot): ModeWords {
  const hooks = hooksOf(snap.game);
  return {
    roles: { lord: hooks.roleLabel('lord'), loyalist: hooks.roleLabel('loyalist'), rebel: hooks.roleLabel('rebel'), renegade: hooks.roleLabel('renegade') },
    winners: Object.fromEntries(WINNERS.flatMap((w) => (hooks.winnerText(w) === w ? [] : [[w, hooks.winnerText(w)]]))),
  };
}

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

/** What the two callers do differently. */
export interface Parts {
  /** The patch from one snapshot to the next (sandbox/patch.ts's format), null when equal. */
  diff(a: Json, b: Json): Patch | null;
  /** Where each seat, then the centre, sits on the table's grid (sandbox/seat-layout.ts). */
  places(seats: number): readonly string[];
  /** The ids of the clauses to carry (their texts from the lookup). */
  clauseIds(data: SandboxData, scenarioClauses: readonly string[]): readonly string[];
  /**
   * The scripted line's stacks in words (`table`: frames-view.ts stackTable, from whole frames), and
   * the lean frames the states then carry (`lean`: sandbox-lean-stack.ts leanStacks); without them
   * the page works the words out, loading that module first (the builder's, which carries neither).
   */
  stacks?: { table(data: SandboxData): StackTable; lean(history: readonly Snapshot[]): readonly (readonly LeanFrame[])[] };
  /** The scoring house rule's scores at the run's end (sandbox-scores.ts scoresOfRun); without it the props carry none (the builder passes it, loaded, only for a run that ends in a scored win). */
  scores?(history: readonly Snapshot[], roles: SandboxData['words']['roles']): Pick<SandboxData, 'scores'>;
}


/** Every string in a value (arrays and objects walked through), to `visit`. */
function eachString(value: unknown, visit: (s: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const v of value) eachString(v, visit);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) eachString(v, visit);
}

/** The names of the card kinds the scripted run shows: its cards' and any other kind its states name (a card used as another). */
function kindsShown(history: readonly Snapshot[], cards: Readonly<Record<string, CardFace>>): Record<string, string> {
  const kinds = new Set<string>(Object.values(cards).map((f) => f[0]));
  for (const s of history) eachString(s.game.stack, (v) => { if (isCardKindId(v)) kinds.add(v); });
  return Object.fromEntries([...kinds].filter(isCardKindId).sort().map((k) => [k, CARD_KINDS[k].en]));
}

const CARD_ID = /^[a-z][a-z-]*#\d+$/;

/** The face of every card the scripted run can show (not the unknown, shuffled draw pile). */
export function cardFaces(history: readonly Snapshot[], stated: readonly string[]): Record<string, CardFace> {
  const ids = new Set<string>(stated);
  for (const s of history) {
    const { drawPile: _hidden, log: _log, ...open } = s.game;
    eachString(open, (v) => { if (CARD_ID.test(v)) ids.add(v); });
  }
  const out: Record<string, CardFace> = {};
  for (const id of [...ids].sort()) {
    const c = card(id);
    out[id] = [c.kind, c.suit, rankLabel(c.rank)];
  }
  return out;
}

/**
 * A state as the page's scripted line carries it: what the sandbox shows, reads or fingerprints, and
 * no more. The draw pile's unseen cards are UNSEEN; the engine's own bookkeeping (the random state,
 * the next frame id, the turn's counters) and the facts' data (which the sandbox never reads: it
 * shows a fact's text) are left out, and so are the stack's frames but for what the page reads of
 * them when their words come in the props (sandbox-lean-stack.ts). A branch runs the rules from the
 * setup, not from these states.
 */
function leanGame(g: GameState, shown: (id: string) => string, stack: readonly LeanFrame[] | null): Omit<GameState, 'rng' | 'nextId' | 'turnInfo'> {
  const { rng: _rng, nextId: _nextId, turnInfo: _turnInfo, ...rest } = g;
  const log = g.log.map((chunk) => chunk.map(({ data: _data, ...f }) => f));
  return { ...rest, drawPile: g.drawPile.map(shown), log, ...(stack ? { stack: stack as unknown as GameState['stack'] } : {}) };
}

/** The sandbox props of a run; clause texts from `lookup` (a skill's text that nothing else cites in English only). */
export function sandboxDataOf(input: RunInput, lookup: ClauseLookup, parts: Parts): SandboxData {
  const { history, setup } = input;
  const stated = [...(setup.drawPile ?? [])];
  const cards = cardFaces(history, stated);
  // The draw pile's order is hidden information, and most of it never shows: a card the run never
  // shows anywhere else travels as UNSEEN (the pile keeps its length), which also keeps the page light.
  const shown = (id: string) => (cards[id] ? id : UNSEEN);
  const stacks = parts.stacks?.lean(history) ?? null;
  const sent = history.map((s, i) => JSON.parse(JSON.stringify({ ...s, game: leanGame(s.game, shown, stacks?.[i] ?? null) })) as Json);
  const patchesOf = (list: readonly Json[]): Patch[] => list.slice(1).map((h, i) => parts.diff(list[i] as Json, h) ?? [1, {}, []]);
  const patches = patchesOf(sent);
  const decisions: Record<string, DecisionData> = {};
  const states: Record<string, StateText> = {};
  history.forEach((s, i) => {
    const key = stateKey(s);
    if (!states[key]) {
      const info = stateInfo(s);
      states[key] = { description: info.description, clause: info.clause };
    }
    if (s.state === 'resolving' || s.state === 'over') return;
    const d = decision(s);
    if (d) decisions[i] = decisionData(d);
  });
  const scripted = input.decisionSteps.map((at, k) => decisions[at]?.choices.findIndex((c) => c.key === input.inputs[k]) ?? -1);
  const heroInfo = (hero: HeroId | null, wording: string | undefined): Omit<SeatInfo, 'id' | 'later'> => {
    const h = hero ? HEROES[hero] : null;
    // The skill's text in the wording the seat plays (the revised one when the classic does not differ).
    const clauseOf = (k: string) => [`heroes.${h?.id ?? ''}.${k}.${wording ?? 'revised'}`, `heroes.${h?.id ?? ''}.${k}.revised`].find((c) => lookup.text(c, false) !== null);
    const skills = (h?.skills ?? []).flatMap((k) => { const clause = clauseOf(k.id); return clause ? [{ name: k.en, clause }] : []; });
    return { name: h?.en ?? '', zh: h?.zh ?? '', faction: h?.faction ?? null, skills };
  };
  const seats: SeatInfo[] = setup.seats.map((s, i) => {
    // A reincarnated player becomes another hero (variants.reincarnation.rebirth): its names too.
    const later = [...new Set(history.map((x) => x.game.seats[i]?.hero ?? null))].filter((h): h is HeroId => h !== null && h !== s.hero);
    return {
      id: `p${i + 1}`, ...heroInfo(s.hero, s.wording),
      ...(later.length ? { later: Object.fromEntries(later.map((h) => [h, heroInfo(h, s.wording)])) } : {}),
      ...(setup.mode === '3v3' ? { side: SIDE_OF[s.role] } : {}),
    };
  });
  const skills: Record<string, string> = {};
  for (const s of setup.seats) for (const k of s.hero ? HEROES[s.hero].skills : []) skills[k.id] = k.en;
  const places = [...parts.places(seats.length)];
  const words = modeWords(history[0] as Snapshot);
  const data: SandboxData = {
    id: input.id, title: input.title, summary: input.summary, version: RULES_VERSION,
    setup, until: input.until,
    seats, places, kinds: kindsShown(history, cards), skills,
    ...(setup.threes?.draft ? { heroNames: Object.fromEntries(setup.threes.draft.map((h) => [h, HEROES[h].en])) } : {}),
    cards,
    stated,
    start: sent[0] as unknown as Snapshot, // plain JSON: no class, no undefined keys
    patches, decisions, scripted, decisionSteps: [...input.decisionSteps], states,
    notes: input.notes,
    markers: markerRuns(history),
    sight: roleSight(history, [...seats.map((x) => x.id), ...sidePovs(seats).map((x) => x.pov)]),
    words,
    clauses: {},
    pages: {},
    ...parts.scores?.(history, words.roles), // the scoring house rule: each player's score at the end
  };
  // Exploring the branches runs the rules from the scripted states, so it needs the real draw pile.
  const real = history.map((h) => JSON.parse(JSON.stringify(h)) as Json);
  const explored: SandboxData = { ...data, start: real[0] as unknown as Snapshot, patches: patchesOf(real) };
  const clauses: Record<string, ClauseText> = {};
  for (const id of parts.clauseIds(explored, input.clauses)) {
    const c = lookup.text(id, true);
    if (c) clauses[id] = c;
  }
  for (const id of seats.flatMap((x) => (x.skills ?? []).map((k) => k.clause))) {
    const c = clauses[id] ? null : lookup.text(id, false);
    if (c) clauses[id] = c;
  }
  return { ...data, ...(parts.stacks ? { stacks: parts.stacks.table(explored) } : {}), clauses, pages: lookup.pages(Object.keys(clauses)) }; // the words from whole frames
}

