// Logging the 3v3 modules' events: each is one log fact with its clause.
import { log } from '../../state.ts';
import type { GameState } from '../../types.ts';
import type { ProtocolEvent } from './protocol.ts';

export function logEvents(state: GameState, events: readonly ProtocolEvent[]): GameState {
  let s = state;
  for (const e of events) s = log(s, { fact: e.fact, clause: e.clause, text: e.text, ...(e.seat ? { seat: e.seat } : {}), ...(e.data ? { data: e.data } : {}) });
  return s;
}
