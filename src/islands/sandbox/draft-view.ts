// What a seat shows while a 3v3 draft runs (variants.3v3.draft-*): no hero is at any seat until the
// line-up is revealed, so a seat shows what the draft has decided for it so far instead of a hero and
// HP: a Commander's picks (face up in front of him, variants.3v3.draft-display) and, once his
// Commander has placed one, that a hero lies face down at the seat (which one stays hidden until all
// six are revealed, variants.3v3.draft-lineup). Pure: read from the snapshot's 3v3 slot.
import type { ThreesData } from '../../engine/modes/three-v-three/data-types.ts';
import type { GameState, Role } from '../../engine/types.ts';

// A side's Commander and Vanguards (variants.3v3.identity-cards), as the engine's sides.ts has them;
// written out here so that the page's first load carries no engine code.
const SEATS_OF: Readonly<Record<'warm' | 'cool', readonly [Role, Role]>> = { warm: ['lord', 'loyalist'], cool: ['renegade', 'rebel'] };

/** Each seat's line while the draft runs (seat id → text), or null when no draft is running. */
export function draftLines(g: GameState, heroName: (hero: string) => string): ReadonlyMap<string, string> | null {
  const d = g.options.mode === '3v3' ? (g.modeData as ThreesData).draft : null;
  if (!d) return null;
  const out = new Map<string, string>(); // while picking, a Commander's line also lists his picks
  for (const side of ['warm', 'cool'] as const) {
    const [lead, vanguard] = SEATS_OF[side];
    const at = g.seats.findIndex((s) => s.role === lead);
    const commander = g.seats[at];
    if (!commander) continue;
    // The placing order: the Commander, then his Vanguards in turn order from him (draft.ts, lineup.ts).
    const order = [commander, ...g.seats.slice(at + 1), ...g.seats.slice(0, at)].filter((s) => s === commander || s.role === vanguard);
    order.forEach((seat, k) => out.set(seat.id, k < d.lineup[side].length ? 'A hero placed face down' : 'No hero yet'));
    const picks = d.picks[side];
    if (d.lineup.warm.length + d.lineup.cool.length === 0) out.set(commander.id, `${out.get(commander.id) ?? ''}; picked ${picks.length} of 8${picks.length ? `: ${picks.map(heroName).join(', ')}` : ''}`);
  }
  return out;
}
