// The 3v3 mode's own invariants, checked after every step of random 3v3 games (the soak, the
// invariant suite) and of every 3v3 scenario, written from the clauses rather than from the
// engine's code:
// - winner (variants.3v3.goal): exactly one side wins, the one whose Commander is alive while the
//   other's is dead; while no one has won, both Commanders are alive (unless a death is being
//   checked right now); 'draw' only for a random game stopped at its turn limit;
// - markers (variants.3v3.action-markers, .who-acts): each seat at most once among the sideways
//   cards; the seat whose turn is running has its card sideways; the seats still to act in the
//   current action are living, upright, and of the side with the right to act; not every living
//   card is sideways while the next turn is being settled.
import type { GameState } from '../../types.ts';
import type { ModeViolation } from '../mode-types.ts';
import { threesData } from './data.ts';
import { COMMANDER_ROLE, SIDE_OF } from './roles.ts';


function winnerViolation(state: GameState): string | null {
  const alive = (side: 'warm' | 'cool') => state.seats.some((s) => s.role === COMMANDER_ROLE[side] && s.alive);
  const w = state.winner;
  if (w === 'warm' || w === 'cool') {
    const loser = w === 'warm' ? 'cool' : 'warm';
    if (!alive(w) || alive(loser)) return `${w} won, but the warm Commander is ${alive('warm') ? 'alive' : 'dead'} and the cool Commander is ${alive('cool') ? 'alive' : 'dead'}`;
    return null;
  }
  if (w === 'draw') return state.options.turnLimit > 0 ? null : 'a 3v3 game was drawn without a turn limit';
  if (w !== null) return `a 3v3 game was won by "${w}", which is not a side`;
  const checking = state.stack.some((f) => f.kind === 'death');
  if (!checking && (!alive('warm') || !alive('cool'))) return 'a Commander is dead but no side has won';
  return null;
}

function markerViolation(state: GameState): string | null {
  const p = threesData(state).protocol;
  if (new Set(p.turned).size !== p.turned.length) return `a card is turned sideways twice: ${p.turned.join(', ')}`;
  const seat = state.seats[state.current];
  const running = state.phase !== 'none' && state.step !== 'turn.begin';
  if (running && p.stage === 'turns' && seat && seat.alive && !p.turned.includes(seat.id)) return `${seat.id}'s turn is running but its card is upright`;
  for (const id of p.queue) {
    const s = state.seats.find((x) => x.id === id);
    if (!s) return `${id} is queued to act but is not a seat`;
    if (s.alive && (p.turned.includes(id) || SIDE_OF[s.role] !== p.right)) return `${id} is queued to act but its card is sideways or its side (${SIDE_OF[s.role]}) does not have the right (${p.right ?? 'no one'})`;
  }
  const settling = p.stage === 'who-acts' && !state.winner;
  if (settling && state.seats.every((s) => !s.alive || p.turned.includes(s.id))) return 'every living card is sideways but the round did not end';
  return null;
}

export function threesViolations(state: GameState): ModeViolation[] {
  const out: ModeViolation[] = [];
  const w = winnerViolation(state);
  if (w) out.push({ kind: 'mode.winner', text: w });
  const m = markerViolation(state);
  if (m) out.push({ kind: 'mode.markers', text: m });
  return out;
}
