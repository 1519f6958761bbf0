// The 3v3 turn protocol on its own (variants.3v3.first-turn, .action-markers, .alternation,
// .who-acts): each case is written from the clauses.
import { describe, expect, it } from 'vitest';
import { chooseFirst, OPENING } from './opening.ts';
import { chooseWho, endTurn, midTurn, nextStep, startTurn, whoOptions, type Protocol } from './protocol.ts';
import { THREES_ROLES } from './roles.ts';
import type { SeatLike } from './sides.ts';

const table = (dead: readonly string[] = []): SeatLike[] => THREES_ROLES.map((role, i) => ({ id: `p${i + 1}`, role, alive: !dead.includes(`p${i + 1}`) }));

/** Runs turns: at each step takes `who` from the list when asked, and records whose turns ran. */
function play(p0: Protocol, seats: SeatLike[], answers: string[], turns: number): { p: Protocol; order: string[]; facts: string[] } {
  let p = p0;
  const order: string[] = [];
  const facts: string[] = [];
  while (order.length < turns) {
    const s = nextStep(p, seats);
    if (s.kind === 'ask-first') { const r = chooseFirst(p, seats, answers.shift() as 'warm' | 'cool'); p = r.protocol; facts.push(...r.events.map((e) => e.fact)); continue; }
    if (s.kind === 'ask-who') {
      const who = s.options.length === 1 ? (s.options[0] as 'commander') : (answers.shift() as 'commander' | 'vanguards');
      const r = chooseWho(p, seats, who);
      p = r.protocol;
      facts.push(...r.events.map((e) => e.fact));
      continue;
    }
    const a = startTurn(p, s.seat);
    order.push(s.seat);
    const b = endTurn(a.protocol, seats);
    p = b.protocol;
    facts.push(...a.events.map((e) => e.fact), ...b.events.map((e) => e.fact));
  }
  return { p, order, facts };
}

describe('3v3 turn protocol', () => {
  it('asks the cool Commander which side acts first, then that side begins with its Commander', () => {
    expect(nextStep(OPENING, table())).toEqual({ kind: 'ask-first', seat: 'p4', options: ['warm', 'cool'] });
    const p = chooseFirst(OPENING, table(), 'warm').protocol;
    expect(whoOptions(p, table(), 'warm')).toEqual(['commander']);
    expect(play(OPENING, table(), ['cool'], 1).order).toEqual(['p4']);
  });

  it('alternates sides; Vanguards act one after the other; the round ends when every card is sideways', () => {
    const r = play(OPENING, table(), ['warm', 'vanguards', 'commander'], 7);
    // warm C (forced), cool V p5 p3, warm V p2 p6 (C sideways), cool C p4; reset; warm chooses commander.
    expect(r.order).toEqual(['p1', 'p5', 'p3', 'p2', 'p6', 'p4', 'p1']);
    expect(r.facts.filter((f) => f === 'markers.reset')).toHaveLength(1);
    expect(r.p.round).toBe(2);
  });

  it('a side whose living players have all acted passes the right while the other still has upright cards', () => {
    // Both warm Vanguards are dead: warm has one action a round; cool keeps the right for its second action.
    const seats = table(['p2', 'p6']);
    const r = play(OPENING, seats, ['warm', 'vanguards'], 5);
    expect(r.order).toEqual(['p1', 'p5', 'p3', 'p4', 'p1']);
    expect(r.facts).toContain('right.kept');
  });

  it('skips a Vanguard who died before his turn, and ends the action with the living one', () => {
    let p = chooseWho(chooseFirst(OPENING, table(), 'cool').protocol, table(), 'commander').protocol;
    p = endTurn(startTurn(p, 'p4').protocol, table()).protocol; // p4 acted; warm has the right
    p = chooseWho(p, table(), 'vanguards').protocol;
    expect(p.queue).toEqual(['p2', 'p6']);
    p = startTurn(p, 'p2').protocol;
    const after = endTurn(p, table(['p6'])); // p6 killed during p2's turn
    expect(after.protocol.queue).toEqual([]);
    expect(after.events.map((e) => e.data?.['side'])).toEqual(['cool']);
  });

  it('offers only what is upright, and refuses the rest', () => {
    const p: Protocol = { stage: 'who-acts', right: 'cool', queue: [], turned: ['p4'], round: 1, opening: false };
    expect(whoOptions(p, table(), 'cool')).toEqual(['vanguards']);
    expect(() => chooseWho(p, table(), 'commander')).toThrow(/cannot act with its Commander/);
  });

  it('sets up a game in the middle of a Vanguard\'s turn with the partner still to act', () => {
    expect(midTurn(table(), 'p5')).toEqual({ stage: 'turns', right: 'cool', queue: ['p3'], turned: ['p5'], round: 1, opening: false });
    expect(midTurn(table(), 'p1').queue).toEqual([]);
  });

  it('keeps the markers consistent over many random rounds: each living seat acts once a round', () => {
    let seed = 7;
    const rnd = () => { seed = (seed * 1103515245 + 12345) >>> 0; return seed; };
    const r = play(OPENING, table(), Array.from({ length: 200 }, (_, i) => (i === 0 ? 'warm' : rnd() % 2 ? 'commander' : 'vanguards')), 60);
    for (let k = 0; k < 60; k += 6) expect(new Set(r.order.slice(k, k + 6)).size).toBe(6);
  });
});
