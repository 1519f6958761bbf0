// What a seat shows while a 3v3 draft runs (variants.3v3.draft-*): no hero is at any seat until the
// line-up is revealed, so a seat shows what the draft has decided for it so far instead of a hero and
// HP: a Commander's picks (face up in front of him, variants.3v3.draft-display) and, once his
// Commander has placed one, that a hero lies face down at the seat (which one stays hidden until all
// six are revealed, variants.3v3.draft-lineup). Pure: read from the snapshot's 3v3 slot.
import type { ThreesData } from '../../engine/modes/three-v-three/data-types.ts';
import type { GameState } from '../../engine/types.ts';

/** Each seat's line while the draft runs (seat id → text), or null when no draft is running. */
export function draftLines(g: GameState, heroName: (hero: string) => string): ReadonlyMap<string, string> | null {
  const d = g.options.mode === '3v3' ? (g.modeData as ThreesData).draft : null;
  if (!d) return null;
  const out = new Map<string, string>(); // while picking, a Commander's line also lists his picks
  const n = g.seats.length;
  g.seats.forEach((c, i) => {
    const side = c.role === 'lord' ? 'warm' : c.role === 'renegade' ? 'cool' : null;
    if (!side) return;
    // The placing order (draft.ts, lineup.ts): the Commander, then his Vanguards in turn order from
    // him, who sit on either side of him (variants.3v3.seating, checked when the game is set up).
    [c, g.seats[(i + 1) % n], g.seats[(i + n - 1) % n]].forEach((s, k) => s && out.set(s.id, k < d.lineup[side].length ? 'A hero placed face down' : 'No hero yet'));
    const picks = d.picks[side];
    if (d.lineup.warm.length + d.lineup.cool.length === 0) out.set(c.id, `No hero yet; picked ${picks.length} of 8${picks.length ? `: ${picks.map(heroName).join(', ')}` : ''}`);
  });
  return out;
}
