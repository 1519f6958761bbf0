// The soak's house-rule games (soak.ts, `--house`): what each rule did over its games (so a rule
// that never acts shows as such), and the checks of a finished game that the step invariants
// can't make (the scores of a scored game).
import { logFacts } from '../src/engine/log-book.ts';
import { scoresOf } from '../src/engine/modes/house/scoring.ts';
import type { GameState } from '../src/engine/types.ts';
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

/** A finished game's violations of the rule: a scored game with a winner has a score for every seat, none below 0. */
export function houseViolations(option: HouseOption, final: GameState): { kind: string; text: string }[] {
  if (option !== 'scoring' || !final.winner || final.winner === 'draw') return [];
  const scores = scoresOf(final);
  if (!scores || scores.length !== final.seats.length) return [{ kind: 'scoring.missing', text: `the ${final.winner} side won but the game has no score for every seat` }];
  const bad = scores.filter((x) => x.result.total < 0);
  return bad.length ? [{ kind: 'scoring.negative', text: `${bad.map((x) => `${x.seat} ${x.result.total}`).join(', ')}: a score below 0` }] : [];
}
