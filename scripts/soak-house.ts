// The soak's house-rule games (soak.ts, `--house`): what each rule did over its games (so a rule
// that never acts shows as such), and the checks of a finished game that the step invariants
// can't make (the scores of a scored game).
import { HEROES, isHeroId } from '../src/engine/data/heroes.ts';
import { logFacts } from '../src/engine/log-book.ts';
import { scoresOf } from '../src/engine/modes/house/scoring.ts';
import type { GameState } from '../src/engine/types.ts';
import { cardFace } from '../src/islands/sandbox/live.ts';
import { heroMeta } from '../src/islands/sandbox/hero-meta.ts';
import { makeNames } from '../src/islands/sandbox/names.ts';
import { tableView } from '../src/islands/sandbox/view-model.ts';
import { modeWords } from '../src/components/sandbox-core.ts';
import type { HouseOption } from './soak-args.ts';

/** The log facts that show each rule acting (content/clauses/variants.yaml). */
const SHOWN_BY: Readonly<Record<HouseOption, readonly string[]>> = {
  lastThree: ['hp.lost', 'game.drawn'],
  reincarnation: ['offering.made', 'player.reborn', 'rebirth.failed', 'reward.none'],
  darkSouls: ['soul.possessed', 'soul.used'],
  scoring: [],
};

/** Adds the game's facts of the rule (last three: only its own losses of HP) to the counts. */
export function countHouseFacts(option: HouseOption, final: GameState, counts: Map<string, number>): void {
  for (const f of logFacts(final)) {
    if (!SHOWN_BY[option].includes(f.fact) || (f.fact === 'hp.lost' && f.clause !== 'variants.last-three.rule')) continue;
    counts.set(f.fact, (counts.get(f.fact) ?? 0) + 1);
  }
  if (option === 'scoring' && scoresOf(final)) counts.set('games scored', (counts.get('games scored') ?? 0) + 1);
}

/**
 * A finished game's violations of the rule: a scored game with a winner has a score for every seat,
 * none below 0; a reborn player (reincarnation) holds the hero their last rebirth named, and the
 * sandbox's table, given only the set-up (as a branch or the builder is), shows that hero at the seat.
 */
export function houseViolations(option: HouseOption, final: GameState, setupHeroes: readonly (string | null)[] = []): { kind: string; text: string }[] {
  if (option === 'reincarnation') return rebornViolations(final, setupHeroes);
  if (option !== 'scoring' || !final.winner || final.winner === 'draw') return [];
  const scores = scoresOf(final);
  if (!scores || scores.length !== final.seats.length) return [{ kind: 'scoring.missing', text: `the ${final.winner} side won but the game has no score for every seat` }];
  const bad = scores.filter((x) => x.result.total < 0);
  return bad.length ? [{ kind: 'scoring.negative', text: `${bad.map((x) => `${x.seat} ${x.result.total}`).join(', ')}: a score below 0` }] : [];
}

function rebornViolations(final: GameState, setupHeroes: readonly (string | null)[]): { kind: string; text: string }[] {
  const last = new Map<string, string>();
  for (const f of logFacts(final)) if (f.fact === 'player.reborn' && f.seat && typeof f.data?.['hero'] === 'string') last.set(f.seat, f.data['hero']);
  if (last.size === 0) return [];
  // The table as a branch shows it: seat names from the set-up, later heroes from the live rules.
  const seats = final.seats.map((x, i) => {
    const h = setupHeroes[i] ?? null;
    return { id: x.id, ...(h && heroMeta(h, x.wording)) || { name: '', zh: '', faction: null } };
  });
  const data = { seats, stated: [], words: modeWords({ state: 'over', game: final }), setup: { seats: final.seats.map((_, i) => ({ hero: setupHeroes[i] ?? null })) } };
  const view = tableView({ state: 'over', game: final }, data, makeNames({ seats, kinds: {}, skills: {}, cards: {} }, cardFace, heroMeta), 'judge', null, ~0, null);
  const out: { kind: string; text: string }[] = [];
  for (const [seat, hero] of last) {
    const s = final.seats.find((x) => x.id === seat);
    if (s?.hero !== hero) out.push({ kind: 'reborn.hero', text: `${seat} was last reborn as ${hero} but holds ${s?.hero ?? 'no hero'}` });
    const shown = view.seats.find((x) => x.id === seat)?.name;
    const name = isHeroId(hero) ? HEROES[hero].en : hero;
    if (shown !== name) out.push({ kind: 'reborn.shown', text: `${seat} was reborn as ${name} but the table shows ${shown ? shown : 'no hero'}` });
  }
  return out;
}
