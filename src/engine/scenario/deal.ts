// The Identity deal in a scenario (setup.deal: identity): roles from the role table for the number
// of players (the Lord in p1, the others shuffled from the seed) unless every seat names its role,
// in which case they must be one of the tables; then 4 starting cards each from the top of the
// draw pile, and the Lord's role shown. Without the deal every seat names its role. (The errors'
// words: say-words.ts.)
import { shuffle } from '../rng.ts';
import { ROLE_TABLE, ROLE_VARIANTS } from '../setup.ts';
import type { Role } from '../types.ts';
import type { Scenario } from './schema.ts';
import type { Said } from './say-words.ts';

const ORDER: readonly Role[] = ['lord', 'loyalist', 'rebel', 'renegade'];
const count = (roles: readonly Role[], r: Role) => roles.filter((x) => x === r).length;
/** Whether two seatings have as many of each role. */
const sameRoles = (a: readonly Role[], b: readonly Role[]) => ORDER.every((r) => count(a, r) === count(b, r));

/** Each seat's role, or the errors (file, field, fix) that keep it from being known. */
export function seatRoles(file: string, sc: Scenario): { roles: Role[]; errors: Said[] } {
  const seats = sc.setup.seats;
  const n = seats.length;
  const given = seats.map((s) => s.role);
  const missing = given.flatMap((r, i) => (r === undefined ? [i] : []));
  const known = given.map((r) => r ?? 'rebel');
  if (!sc.setup.deal) {
    const errors = missing.map((i): Said => ['noRole', file, i]);
    return { roles: known, errors };
  }
  const table = ROLE_TABLE[n] ?? [];
  if (missing.length === n) return { roles: ['lord', ...shuffle(table.slice(1), sc.setup.seed >>> 0).items], errors: [] };
  if (missing.length > 0) return { roles: known, errors: [['someRoles', file, missing[0] ?? 0]] };
  const variant = ROLE_VARIANTS[n];
  if (sameRoles(known, table) || (variant && sameRoles(known, variant))) return { roles: known, errors: [] };
  return { roles: known, errors: [['roleTable', file, known, [table, ...(variant ? [variant] : [])]]] };
}
