import { describe, expect, it } from 'vitest';
import {
  BONUS_TABLE,
  computeScore,
  NO_KILLS,
  ROLES,
  SCORE_TABLE,
  WINNERS,
  type ScoreInput,
} from './scoring-data.ts';

// Expected values are checked against 004_687cab64bd945570.txt, "~ scoring rules ~".
// The quoted line of 004 is given beside each expected value.

const base: ScoreInput = {
  role: 'lord',
  winner: 'lord-side',
  players: 8,
  survivingLoyalists: 0,
  survivingRebels: 0,
  alive: true,
  lostFinalDuel: false,
  kills: NO_KILLS,
};

describe('scoring table from 004', () => {
  it('has a rule for every role and every winner, ending with an unconditional one', () => {
    for (const role of ROLES) {
      for (const winner of WINNERS) {
        const rules = SCORE_TABLE[role][winner];
        expect(rules.length).toBeGreaterThan(0);
        expect(rules[rules.length - 1]?.when).toBe('always');
      }
    }
  });

  it('Renegade wins: 4 + players × 2', () => {
    // "Mole wins: score =4+ number of players ×2."
    expect(computeScore({ ...base, role: 'renegade', winner: 'renegade', players: 8 }).total).toBe(20);
    // "Mole wins: score =4+ number of players ×2."
    expect(computeScore({ ...base, role: 'renegade', winner: 'renegade', players: 5 }).total).toBe(14);
  });

  it('Renegade when the Lord side wins: players × 1 after losing the final one-on-one, else 0', () => {
    // "Master/loyal minister wins: If the master loses after the war, the score = number of players ×1;"
    expect(
      computeScore({ ...base, role: 'renegade', winner: 'lord-side', players: 6, lostFinalDuel: true }).total,
    ).toBe(6);
    // "If you fail to play against the master, score =0."
    expect(computeScore({ ...base, role: 'renegade', winner: 'lord-side', players: 6 }).total).toBe(0);
  });

  it('Renegade when the Rebels win: 1 alive, 0 dead', () => {
    // "Anti-thief wins: survival: score = 1 death: score =0."
    expect(computeScore({ ...base, role: 'renegade', winner: 'rebels', alive: true }).total).toBe(1);
    // "Anti-thief wins: survival: score = 1 death: score =0."
    expect(computeScore({ ...base, role: 'renegade', winner: 'rebels', alive: false }).total).toBe(0);
  });

  it('Lord: 4 + surviving Loyalists × 2; 0 if Rebels win; 1 if the Renegade wins', () => {
    // "The main/official army wins: score =4+ the number of official army survivors when winning ×2."
    expect(computeScore({ ...base, role: 'lord', winner: 'lord-side', survivingLoyalists: 2 }).total).toBe(8);
    // "Anti-thief wins: score =0"
    expect(computeScore({ ...base, role: 'lord', winner: 'rebels', alive: false }).total).toBe(0);
    // "The mole won: score = 1."
    expect(computeScore({ ...base, role: 'lord', winner: 'renegade', alive: false }).total).toBe(1);
  });

  it('Loyalist: 5 + surviving Loyalists × 1; 0 otherwise', () => {
    // "The main/loyalist army won: the score =5+ the number of loyalists surviving when winning × 1."
    expect(computeScore({ ...base, role: 'loyalist', winner: 'lord-side', survivingLoyalists: 1 }).total).toBe(6);
    // "Anti-thief/spy wins: score =0"
    expect(computeScore({ ...base, role: 'loyalist', winner: 'renegade' }).total).toBe(0);
  });

  it('Rebel: surviving Rebels × 3 when the Rebels win; 0 otherwise', () => {
    // "Anti-thief wins: score = survival number of anti-thief when winning ×3."
    expect(computeScore({ ...base, role: 'rebel', winner: 'rebels', survivingRebels: 2 }).total).toBe(6);
    // "Master/loyal minister/spy wins: score =0."
    expect(computeScore({ ...base, role: 'rebel', winner: 'lord-side', survivingRebels: 0 }).total).toBe(0);
  });
});

describe('personal bonus from 004', () => {
  it('winning Lord or Loyalist: +1 per Rebel or Renegade killed', () => {
    // "for every/kloc-0 anti-thief or spy destroyed by the winning master/loyal minister, 1 point will be added."
    const kills = { ...NO_KILLS, rebel: 2, renegade: 1 };
    expect(computeScore({ ...base, role: 'loyalist', winner: 'lord-side', kills }).bonus).toBe(3);
    // Not winning: no bonus ("the winning master/loyal minister").
    expect(computeScore({ ...base, role: 'loyalist', winner: 'rebels', kills }).bonus).toBe(0);
  });

  it('Rebel: +1 per Loyalist or Renegade killed, +2 for the Lord', () => {
    // "+65438 +0 points for each loyal servant or traitor killed by an anti-thief, and +2 points for the master."
    const kills = { ...NO_KILLS, loyalist: 1, renegade: 1, lord: 1 };
    const result = computeScore({ ...base, role: 'rebel', winner: 'rebels', survivingRebels: 1, kills });
    expect(result.bonus).toBe(4);
    expect(result.total).toBe(7);
  });

  it('the Renegade has no personal bonus', () => {
    expect(BONUS_TABLE.renegade).toBeNull();
  });
});
