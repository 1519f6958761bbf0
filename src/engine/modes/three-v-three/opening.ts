// The first step of the 3v3 turn protocol (protocol.ts), which only a game from its start takes
// (start.ts; a table set up in the middle of a turn begins at `midTurn`): the protocol of a new game,
// and the cool Commander's choice of the side that acts first (variants.3v3.first-turn). Pure, like
// protocol.ts; a module apart so that the mode's chunk, which every 3v3 table loads, does not carry it.
import { CL3 } from './clauses.ts';
import type { Protocol, Side } from './data-types.ts';
import type { ProtocolEvent } from './protocol.ts';
import { commanderOf, SIDE_NAME, type SeatLike } from './sides.ts';

/** A new game: the cool Commander first decides which side acts first. */
export const OPENING: Protocol = { stage: 'first-side', right: null, queue: [], turned: [], round: 1, opening: true };

/** The cool Commander's choice of the side that acts first (variants.3v3.first-turn). */
export function chooseFirst(p: Protocol, seats: readonly SeatLike[], side: Side): { protocol: Protocol; events: ProtocolEvent[] } {
  const cool = commanderOf(seats, 'cool').id;
  return {
    protocol: { ...p, stage: 'who-acts', right: side },
    events: [{ fact: 'side.chosen', clause: CL3.firstTurn, seat: cool, data: { side }, text: `The cool Commander decides that ${SIDE_NAME[side]} acts first.` }],
  };
}
