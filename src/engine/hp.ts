// Changes of HP that are not damage: losing HP (失去体力: no source, no damage timings, never
// passed along a chain; below 1 HP the player is dying with no killer) and recovering HP (capped at
// max HP; skills of the recovering seat may add to it, e.g. Rescue).
import type { CardKindId } from './data/card-rules.ts';
import { pushDying } from './frames/make.ts';
import { skillsOf } from './skills/registry.ts';
import { log, seatOf, updateSeat, who } from './state.ts';
import type { GameState } from './types.ts';

/** The seat loses `n` HP; if that leaves it below 1 HP, it is dying (no one killed it). */
export function loseHp(state: GameState, seat: string, n: number, clause: string, why = ''): GameState {
  const before = seatOf(state, seat).hp;
  const hp = before - n;
  let s = updateSeat(state, seat, (x) => ({ ...x, hp }));
  s = log(s, { fact: 'hp.lost', clause, seat, data: { amount: n, hp }, text: `${who(s, seat)} loses ${n} HP${why}: HP ${before} → ${hp}. Losing HP is not damage.` });
  return hp < 1 ? pushDying(s, seat, null) : s;
}

export interface RecoverSpec {
  readonly amount: number;
  readonly clause: string;
  readonly from?: string | null; // who makes the seat recover (the user of the card), if anyone
  readonly kind?: CardKindId | null; // the card that does it, if any
  readonly why?: string;
}

/** The seat recovers HP, at most up to its max HP; nothing happens to a seat that is not wounded. */
export function recover(state: GameState, seat: string, r: RecoverSpec): GameState {
  const t = seatOf(state, seat);
  if (!t.alive || t.hp >= t.maxHp) return state;
  let s = state;
  let amount = r.amount;
  for (const sk of skillsOf(t)) {
    const bonus = sk.status?.recoverBonus?.(s, t, r.from ?? null, r.kind ?? null) ?? 0;
    if (bonus <= 0) continue;
    amount += bonus;
    s = log(s, { fact: 'skill.applied', clause: sk.clause, seat, text: `${sk.name}: ${who(s, seat)} recovers ${bonus} more HP.` });
  }
  const hp = Math.min(t.maxHp, t.hp + amount);
  s = updateSeat(s, seat, (x) => ({ ...x, hp }));
  return log(s, { fact: 'hp.recovered', clause: r.clause, seat, data: { amount: hp - t.hp, hp }, text: `${who(s, seat)} recovers ${hp - t.hp} HP${r.why ?? ''} (now ${hp}).` });
}

