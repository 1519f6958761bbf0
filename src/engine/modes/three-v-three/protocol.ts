// The 3v3 turn protocol (variants.3v3.first-turn, .action-markers, .alternation, .who-acts) as an
// explicit state machine over a JSON value, with no engine in it: the engine asks `nextStep` what
// happens when no turn is running, feeds the answers back through `chooseFirst` (opening.ts: the
// first step, which only a game from its start takes) / `chooseWho` / `startTurn` / `endTurn`, and
// logs the events these return.
//
//   first-side ──(cool Commander chooses the side)──▶ who-acts
//   who-acts ──(that side's Commander chooses, or the only option is taken)──▶ turns
//   turns ──(a queued seat's turn begins: its marker turns sideways)──▶ turns
//   turns ──(turn ends; queue empty)──▶ [every living marker sideways: reset, round + 1]
//        ──▶ right passes to the other side if it has an upright living player, else stays ──▶ who-acts
import { CL3 } from './clauses.ts';
import type { Protocol, Side, Who } from './data-types.ts';
import { SIDE_OF } from './roles.ts';
import { commanderOf, opposite, SIDE_NAME, SIDE_TITLE, vanguardsOf, type SeatLike } from './sides.ts';

export type { Protocol, Who };

/** What the protocol would log: one fact, with its clause. */
export interface ProtocolEvent {
  readonly fact: string;
  readonly clause: string;
  readonly seat?: string;
  readonly data?: Readonly<Record<string, string | number | boolean>>;
  readonly text: string;
}

export type Step =
  | { readonly kind: 'ask-first'; readonly seat: string; readonly options: readonly Side[] }
  | { readonly kind: 'ask-who'; readonly seat: string; readonly side: Side; readonly options: readonly Who[] }
  | { readonly kind: 'turn'; readonly seat: string };

/** A game set up in the middle of `current`'s turn in round 1 (a scenario without the 3v3 start). */
export function midTurn(seats: readonly SeatLike[], current: string): Protocol {
  const seat = seats.find((s) => s.id === current);
  if (!seat) throw new Error(`3v3: no seat ${current}`);
  const side = SIDE_OF[seat.role];
  const vanguards = vanguardsOf(seats, side).map((s) => s.id);
  const queue = vanguards.includes(current) ? vanguards.slice(vanguards.indexOf(current) + 1) : [];
  return { stage: 'turns', right: side, queue, turned: [current], round: 1, opening: false };
}

const upright = (p: Protocol, s: SeatLike) => s.alive && !p.turned.includes(s.id);

/** Who the side with the right can choose to act: only players whose card is upright (variants.3v3.who-acts). */
export function whoOptions(p: Protocol, seats: readonly SeatLike[], side: Side): Who[] {
  const out: Who[] = [];
  if (upright(p, commanderOf(seats, side))) out.push('commander');
  if (p.opening) return out; // the first side begins the first round with its Commander (variants.3v3.first-turn)
  if (vanguardsOf(seats, side).some((s) => upright(p, s))) out.push('vanguards');
  return out;
}

/** What happens next while no turn is running. */
export function nextStep(p: Protocol, seats: readonly SeatLike[]): Step {
  if (p.stage === 'first-side') return { kind: 'ask-first', seat: commanderOf(seats, 'cool').id, options: ['warm', 'cool'] };
  const queued = p.queue.find((id) => seats.some((s) => s.id === id && s.alive));
  if (p.stage === 'turns' && queued) return { kind: 'turn', seat: queued };
  const side = p.right ?? 'warm';
  return { kind: 'ask-who', seat: commanderOf(seats, side).id, side, options: whoOptions(p, seats, side) };
}

/** The Commander's choice (or the only option) of who acts for the side with the right (variants.3v3.who-acts). */
export function chooseWho(p: Protocol, seats: readonly SeatLike[], who: Who): { protocol: Protocol; events: ProtocolEvent[] } {
  const side = p.right ?? 'warm';
  const options = whoOptions(p, seats, side);
  if (!options.includes(who)) throw new Error(`3v3: ${SIDE_NAME[side]} cannot act with ${who === 'commander' ? 'its Commander' : 'its Vanguards'} now (can: ${options.join(', ') || 'no one'})`);
  const commander = commanderOf(seats, side);
  const queue = who === 'commander' ? [commander.id] : vanguardsOf(seats, side).filter((s) => upright(p, s)).map((s) => s.id);
  const forced = options.length === 1;
  const whom = who === 'commander' ? 'its Commander' : `its Vanguards (${queue.join(', then ')})`;
  const why = p.opening ? ': the first side begins the first round with its Commander' : forced ? ', the only players whose cards are upright' : '';
  return {
    protocol: { ...p, stage: 'turns', queue, opening: false },
    events: [{ fact: 'action.chosen', clause: p.opening ? CL3.firstTurn : CL3.whoActs, seat: commander.id, data: { side, who, forced }, text: `${SIDE_TITLE[side]} acts with ${whom}${why}.` }],
  };
}

/** A queued seat's turn begins: its identity card is turned sideways (variants.3v3.action-markers). */
export function startTurn(p: Protocol, seat: string): { protocol: Protocol; events: ProtocolEvent[] } {
  const queue = p.queue.filter((id) => id !== seat);
  if (p.turned.includes(seat)) return { protocol: { ...p, queue }, events: [] };
  return {
    protocol: { ...p, queue, turned: [...p.turned, seat] },
    events: [{ fact: 'marker.turned', clause: CL3.markers, seat, text: `${seat}'s identity card is turned sideways.` }],
  };
}

/**
 * A turn has ended. The dead leave the queue; when every living player's card is sideways the
 * round ends and all are straightened; when the action is over the right passes to the other side,
 * unless that side has no upright living player while this side still has one.
 */
export function endTurn(p: Protocol, seats: readonly SeatLike[]): { protocol: Protocol; events: ProtocolEvent[] } {
  const events: ProtocolEvent[] = [];
  let next: Protocol = { ...p, queue: p.queue.filter((id) => seats.some((s) => s.id === id && s.alive)) };
  if (seats.every((s) => !upright(next, s))) {
    next = { ...next, turned: [], round: next.round + 1 };
    events.push({ fact: 'markers.reset', clause: CL3.markers, data: { round: next.round }, text: `Every identity card is sideways: the round ends and all are straightened. Round ${next.round} begins.` });
  }
  if (next.queue.length > 0) return { protocol: next, events };
  const side = next.right ?? 'warm';
  const other = opposite(side);
  const hasUpright = (s: Side) => seats.some((x) => SIDE_OF[x.role] === s && upright(next, x));
  if (hasUpright(other) || !hasUpright(side)) {
    events.push({ fact: 'right.passed', clause: CL3.alternation, data: { side: other }, text: `The right to act passes to ${SIDE_NAME[other]}.` });
    return { protocol: { ...next, stage: 'who-acts', right: other }, events };
  }
  events.push({ fact: 'right.kept', clause: CL3.alternation, data: { side }, text: `Every living player of ${SIDE_NAME[other]} has acted this round: ${SIDE_NAME[side]} keeps the right to act.` });
  return { protocol: { ...next, stage: 'who-acts' }, events };
}
