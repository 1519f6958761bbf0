// The scoring tables of the Identity-mode house rules, as data.
// Source: 004_687cab64bd945570.txt, "~ scoring rules ~" (the "fourth edition" tables) and the
// personal bonus that follows them. Site clauses: variants.scoring.*.
// Each rule keeps the line of 004 it comes from, so the data can be checked against the source.

export type Role = 'lord' | 'loyalist' | 'rebel' | 'renegade';

/** Which side won the game. */
export type Winner = 'lord-side' | 'rebels' | 'renegade';

/** A quantity that a score is multiplied by. */
export type CountKey = 'players' | 'survivingLoyalists' | 'survivingRebels';

/** A condition on the player being scored. `always` matches every case. */
export type Condition = 'always' | 'alive' | 'lostFinalDuel';

/** score = base + per × (value of `counts`), when `when` holds. */
export interface ScoreRule {
  readonly when: Condition;
  readonly base: number;
  readonly per: number;
  readonly counts: CountKey | null;
  /** The line of 004 this rule comes from, as written there (machine translation). */
  readonly source: string;
}

/** Bonus for kills: points for each player of the listed roles that this player killed. */
export interface KillBonus {
  readonly victim: Role;
  readonly points: number;
}

export interface BonusRule {
  /** Whether the bonus counts only when this player's side won. */
  readonly requiresWin: boolean;
  readonly perKill: readonly KillBonus[];
  readonly source: string;
}

export const ROLES: readonly Role[] = ['lord', 'loyalist', 'rebel', 'renegade'];
export const WINNERS: readonly Winner[] = ['lord-side', 'rebels', 'renegade'];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  lord: 'Lord',
  loyalist: 'Loyalist',
  rebel: 'Rebel',
  renegade: 'Renegade',
};

export const WINNER_LABELS: Readonly<Record<Winner, string>> = {
  'lord-side': 'Lord and Loyalists',
  rebels: 'Rebels',
  renegade: 'Renegade',
};

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 10;

/**
 * For each role and winner, the rules in order; the first whose condition holds gives the score.
 * Every list ends with a rule whose condition is `always`.
 */
export const SCORE_TABLE: Readonly<Record<Role, Readonly<Record<Winner, readonly ScoreRule[]>>>> = {
  renegade: {
    renegade: [
      { when: 'always', base: 4, per: 2, counts: 'players', source: 'Mole wins: score =4+ number of players ×2.' },
    ],
    'lord-side': [
      {
        when: 'lostFinalDuel',
        base: 0,
        per: 1,
        counts: 'players',
        source: 'Master/loyal minister wins: If the master loses after the war, the score = number of players ×1;',
      },
      { when: 'always', base: 0, per: 0, counts: null, source: 'If you fail to play against the master, score =0.' },
    ],
    rebels: [
      { when: 'alive', base: 1, per: 0, counts: null, source: 'Anti-thief wins: survival: score = 1' },
      { when: 'always', base: 0, per: 0, counts: null, source: 'death: score =0.' },
    ],
  },
  lord: {
    'lord-side': [
      {
        when: 'always',
        base: 4,
        per: 2,
        counts: 'survivingLoyalists',
        source: 'The main/official army wins: score =4+ the number of official army survivors when winning ×2.',
      },
    ],
    rebels: [{ when: 'always', base: 0, per: 0, counts: null, source: 'Anti-thief wins: score =0' }],
    renegade: [{ when: 'always', base: 1, per: 0, counts: null, source: 'The mole won: score = 1.' }],
  },
  loyalist: {
    'lord-side': [
      {
        when: 'always',
        base: 5,
        per: 1,
        counts: 'survivingLoyalists',
        source: 'The main/loyalist army won: the score =5+ the number of loyalists surviving when winning × 1.',
      },
    ],
    rebels: [{ when: 'always', base: 0, per: 0, counts: null, source: 'Anti-thief/spy wins: score =0' }],
    renegade: [{ when: 'always', base: 0, per: 0, counts: null, source: 'Anti-thief/spy wins: score =0' }],
  },
  rebel: {
    rebels: [
      {
        when: 'always',
        base: 0,
        per: 3,
        counts: 'survivingRebels',
        source: 'Anti-thief wins: score = survival number of anti-thief when winning ×3.',
      },
    ],
    'lord-side': [
      { when: 'always', base: 0, per: 0, counts: null, source: 'Master/loyal minister/spy wins: score =0.' },
    ],
    renegade: [
      { when: 'always', base: 0, per: 0, counts: null, source: 'Master/loyal minister/spy wins: score =0.' },
    ],
  },
};

const LORD_SIDE_BONUS: BonusRule = {
  requiresWin: true,
  perKill: [
    { victim: 'rebel', points: 1 },
    { victim: 'renegade', points: 1 },
  ],
  source:
    'for every/kloc-0 anti-thief or spy destroyed by the winning master/loyal minister, 1 point will be added.',
};

/** Personal bonus points by role. The Renegade has none in 004. */
export const BONUS_TABLE: Readonly<Record<Role, BonusRule | null>> = {
  lord: LORD_SIDE_BONUS,
  loyalist: LORD_SIDE_BONUS,
  rebel: {
    // 004 ties the Lord side's bonus to winning but says nothing of the kind for the Rebels.
    requiresWin: false,
    perKill: [
      { victim: 'loyalist', points: 1 },
      { victim: 'renegade', points: 1 },
      { victim: 'lord', points: 2 },
    ],
    source: '+65438 +0 points for each loyal servant or traitor killed by an anti-thief, and +2 points for the master.',
  },
  renegade: null,
};

/**
 * How many players of each role a game can have, from 004's role table ("1, identify yourself"),
 * taking the larger count where 004 gives two set-ups (6 and 8 players). Used to bound inputs.
 */
export const MAX_ROLE_COUNT: Readonly<Record<number, Readonly<Record<Role, number>>>> = {
  4: { lord: 1, loyalist: 1, rebel: 1, renegade: 1 },
  5: { lord: 1, loyalist: 1, rebel: 2, renegade: 1 },
  6: { lord: 1, loyalist: 1, rebel: 3, renegade: 2 },
  7: { lord: 1, loyalist: 2, rebel: 3, renegade: 1 },
  8: { lord: 1, loyalist: 2, rebel: 4, renegade: 2 },
  9: { lord: 1, loyalist: 3, rebel: 4, renegade: 1 },
  10: { lord: 1, loyalist: 3, rebel: 4, renegade: 2 },
};

/** The most players of `role` in a game of `players` (0 outside 4–10). */
export function maxOfRole(players: number, role: Role): number {
  return MAX_ROLE_COUNT[players]?.[role] ?? 0;
}

/** The side each role belongs to: the winner value under which that role has won. */
export const SIDE_OF: Readonly<Record<Role, Winner>> = {
  lord: 'lord-side',
  loyalist: 'lord-side',
  rebel: 'rebels',
  renegade: 'renegade',
};

export type Kills = Readonly<Record<Role, number>>;

export interface ScoreInput {
  readonly role: Role;
  readonly winner: Winner;
  readonly players: number;
  readonly survivingLoyalists: number;
  readonly survivingRebels: number;
  /** Whether the player being scored is alive at the end of the game. */
  readonly alive: boolean;
  /** Renegade only: lost the final one-on-one against the Lord. */
  readonly lostFinalDuel: boolean;
  /** How many players of each role this player killed. */
  readonly kills: Kills;
}

export interface ScoreResult {
  readonly base: number;
  readonly bonus: number;
  readonly total: number;
  readonly rule: ScoreRule;
  readonly bonusApplies: boolean;
}

export const NO_KILLS: Kills = { lord: 0, loyalist: 0, rebel: 0, renegade: 0 };

function holds(condition: Condition, input: ScoreInput): boolean {
  switch (condition) {
    case 'always':
      return true;
    case 'alive':
      return input.alive;
    case 'lostFinalDuel':
      return input.lostFinalDuel;
  }
}

/** The rule of SCORE_TABLE that applies to this input. */
export function ruleFor(input: ScoreInput): ScoreRule {
  const rules = SCORE_TABLE[input.role][input.winner];
  const rule = rules.find((r) => holds(r.when, input));
  if (rule === undefined) {
    throw new Error(`No scoring rule for ${input.role} when ${input.winner} win`);
  }
  return rule;
}

/** Score one player for one game, base score plus personal bonus. */
export function computeScore(input: ScoreInput): ScoreResult {
  const rule = ruleFor(input);
  const multiplier = rule.counts === null ? 0 : input[rule.counts];
  const base = rule.base + rule.per * multiplier;
  const bonusRule = BONUS_TABLE[input.role];
  const bonusApplies = bonusRule !== null && (!bonusRule.requiresWin || SIDE_OF[input.role] === input.winner);
  const bonus =
    bonusRule !== null && bonusApplies
      ? bonusRule.perKill.reduce((sum, k) => sum + k.points * input.kills[k.victim], 0)
      : 0;
  return { base, bonus, total: base + bonus, rule, bonusApplies };
}
