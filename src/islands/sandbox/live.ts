// The live rules, loaded by the page only when a visitor leaves the script (a branch, or a link to
// one): the flow computes the timeline for any line of choices, exactly as the scenario runner does
// (it stops when the game is over, when the scenario's stopping fact occurs, or at the next decision
// that has no choice yet). This module is a separate chunk: the first view never waits for it; nor
// are the rules a table needs beyond the engine's core in it: `prepare` loads them first, and
// `buildLine` the pack of a hero the line reaches later (a rebirth), when it reaches it.
import { rankLabel } from '../../engine/card-format.ts';
import { CARD_KIND_IDS, CARD_KINDS } from '../../engine/data/card-rules.ts';
import { HERO_RULES, isHeroId } from '../../engine/data/hero-rules.ts';
import { card } from '../../engine/cards-lookup.ts';
import { factMatches } from '../../engine/scenario/fact-match.ts';
import { decision, send, startGame, stateInfo, step, type Snapshot } from '../../flow/run.ts';
import { decisionData } from './decision-data.ts';
import { makeNames, type Names } from './names.ts';
import { onDemand } from './on-demand.ts';
import { markerRuns, roleSight } from './role-sight.ts';
import { stateKey, type Timeline } from './timeline.ts';
import type { CardFace, DecisionData, HeroMeta, SandboxData, StateText } from './types.ts';
import { loadRules, withHeroes } from '../../engine/rules/load.ts';
import { laterPacks, needsOf } from '../../engine/rules/needs.ts';
import type { GameSetup } from '../../engine/setup-types.ts';
import { logFacts, logLength } from '../../engine/log-book.ts';

export const MAX_STEPS = 20000;

export type LiveResult =
  | { readonly ok: true; readonly timeline: Timeline; readonly states: Readonly<Record<string, StateText>> }
  | { readonly ok: false; readonly reason: string };

/**
 * The timeline of a line of choices, built step by step. `advance` goes on from the last step it
 * reached: when the engine throws (a hero whose pack is not installed: the registry's
 * HeroNotInstalledError), nothing of the failed step has been kept, so calling `advance` again
 * after the pack is installed retries that same step (the engine is pure: state in, state out).
 */
export function lineBuilder(data: Pick<SandboxData, 'setup' | 'until' | 'sight'>, choices: readonly number[]): { advance(): LiveResult } {
  let snapshots: Snapshot[] | null = null;
  const decisions = new Map<number, DecisionData>();
  const decisionSteps: number[] = [];
  const states: Record<string, StateText> = {};
  let used = 0;
  const advance = (): LiveResult => {
    snapshots ??= [startGame(data.setup)];
    while (snapshots.length <= MAX_STEPS) {
      const cur = snapshots[snapshots.length - 1] as Snapshot;
      const key = stateKey(cur);
      if (!states[key]) {
        const info = stateInfo(cur);
        states[key] = { description: info.description, clause: info.clause };
      }
      const prevLog = snapshots.length > 1 ? logLength((snapshots[snapshots.length - 2] as Snapshot).game) : 0;
      const until = data.until;
      if (cur.state === 'over' || (snapshots.length > 1 && until && logFacts(cur.game).slice(prevLog).some((f) => factMatches(until, f)))) break;
      if (cur.state === 'resolving') {
        snapshots.push(step(cur));
        continue;
      }
      const d = decision(cur);
      if (!d) break;
      decisions.set(snapshots.length - 1, decisionData(d));
      if (used >= choices.length) break;
      const pick = d.choices[choices[used] as number];
      if (!pick) return { ok: false, reason: `choice ${(choices[used] as number) + 1} at decision ${used + 1} does not exist (there ${d.choices.length === 1 ? 'is 1 choice' : `are ${d.choices.length} choices`})` };
      const next = send(cur, pick.key);
      decisionSteps.push(snapshots.length - 1);
      snapshots.push(next);
      used++;
    }
    if (used < choices.length) return { ok: false, reason: `the link has ${choices.length} choices, but the scenario ends after ${used}` };
    // The same points of view as the script's (role-sight.ts), asked of the mode's hook along this line.
    return { ok: true, timeline: { snapshots, decisions, choices: [...choices], decisionSteps, scripted: false, sight: roleSight(snapshots, Object.keys(data.sight)), markers: markerRuns(snapshots) }, states };
  };
  return { advance };
}

/** The timeline of a line of choices, with every rule it reaches installed (Node; the tests). */
export function buildTimeline(data: Pick<SandboxData, 'setup' | 'until' | 'sight'>, choices: readonly number[]): LiveResult {
  return lineBuilder(data, choices).advance();
}

/**
 * The timeline of a line of choices in the browser, after `prepare`: a hero the line reaches whose
 * pack is not loaded (a rebirth, a drafted line-up) has its pack and the heroes' names loaded, and
 * the step that reached it runs again (rules/load.ts withHeroes); `onLoading` is told whose rules
 * are loading ("Zhen Ji", "the drafted heroes").
 */
export async function buildLine(data: Pick<SandboxData, 'setup' | 'until' | 'sight'>, choices: readonly number[], onLoading?: (whose: string) => void): Promise<LiveResult> {
  const draft: readonly string[] = data.setup.threes?.draft ?? [];
  const needs = needsOf(data.setup);
  // With a hero's pack, the heroes' names (a drafted hero's are there from the start); and the whole
  // draft's packs together, since the line-up is revealed at once (one round trip).
  const onLoad = (hero: string) => {
    const drafted = draft.includes(hero);
    onLoading?.(drafted ? 'the drafted heroes' : isHeroId(hero) ? HERO_RULES[hero].en : hero);
    return drafted ? loadRules({ ...needs, packs: laterPacks(needs) }) : names.load();
  };
  const res = await withHeroes(lineBuilder(data, choices).advance, onLoad);
  // A hero new to the table whose pack was there already (another seat's, another sandbox's) needs its names too.
  const seated = new Set<string>(needs.heroes);
  if (res.ok && res.timeline.snapshots.some((s) => s.game.seats.some((x) => x.hero && !seated.has(x.hero)))) await names.load();
  return res;
}

/** Any physical card of the deck, as the sandbox shows it. */
export function cardFace(id: string): CardFace | null {
  try {
    const c = card(id);
    return [c.kind, c.suit, rankLabel(c.rank)];
  } catch {
    return null;
  }
}

/** Every card kind's English name: a page carries only the kinds its scripted run shows, a branch may show others. */
export const kindNames: Readonly<Record<string, string>> = Object.fromEntries(CARD_KIND_IDS.map((k) => [k, CARD_KINDS[k].en]));

/** Every hero skill's English name by its id: a page carries only its heroes' skills, a branch may reach another (a reborn hero's). */
export const skillNames: Readonly<Record<string, string>> = Object.fromEntries(Object.values(HERO_RULES).flatMap((h) => h.skills.map(([id, en]) => [id, en])));

/** The names a branch's steps are told with: the page's, and any card kind, hero skill, card and hero the live rules know. */
export function liveNames(data: SandboxData): Names {
  return makeNames({ ...data, kinds: kindNames, skills: { ...skillNames, ...data.skills } }, cardFace, heroMeta);
}

/** The heroes' names (hero-meta.ts), loaded once per page when a table can reach a hero its props do not name. */
const names = onDemand(() => import('./hero-meta.ts'));

/**
 * Loads what a table needs before its timeline is built: its rules at the start (the seats' hero
 * packs, the mode, the house rules: engine/rules/load.ts), and the heroes' names where a drafted
 * hero can come to the table that its props do not name (hero-meta.ts). Each is fetched once per
 * page. A hero who comes later (a rebirth) is loaded by buildLine when the line reaches it.
 */
export async function prepare(setup: GameSetup): Promise<void> {
  const needs = needsOf(setup);
  await Promise.all([loadRules(needs), needs.newHeroes ? names.load() : null]);
}

/** A hero a branch reaches that the page's props do not name (hero-meta.ts, loaded by prepare or buildLine for such a table); null before. */
export function heroMeta(hero: string, wording: string): HeroMeta | null {
  return names.get()?.heroMeta(hero, wording) ?? null;
}
