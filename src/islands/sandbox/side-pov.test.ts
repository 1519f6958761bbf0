// A 3v3 side as a point of view: it sees the hands of its own three seats and no other (the judge
// sees all); the side's options are offered for a 3v3 table only; a permalink keeps the side.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { zoneOpen } from './diff.ts';
import { secretCards } from './hidden.ts';
import { makeNames } from './names.ts';
import { encodeLink } from './permalink.ts';
import { decodeLink } from './open-link.ts';
import { scriptedTimeline } from './timeline.ts';
import { ownsHand, povName, sidePovs, markersAt, rolesSeen, tableView } from './view-model.ts';

describe('a 3v3 side as the point of view', () => {
  const data = sandboxData('3v3-cool-commander-picks-warm', 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const end = t.snapshots[t.snapshots.length - 1]!;

  it('offers one view per side, listing its seats', () => {
    expect(sidePovs(data.seats)).toEqual([
      { pov: 'p1+p2+p6', label: 'Warm side: p1, p2, p6' },
      { pov: 'p3+p4+p5', label: 'Cool side: p3, p4, p5' },
    ]);
    expect(sidePovs(sandboxData('lightning-hit', 'test').seats)).toEqual([]); // an Identity table has no sides
  });

  it('shows the side its own hands only', () => {
    const v = tableView(end, data, n, 'p1+p2+p6', null, rolesSeen(t.sight, 'p1+p2+p6', t.snapshots.length - 1), markersAt(t.markers, t.snapshots.length - 1));
    expect(v.seats.map((s) => (s.hand === null ? 'hidden' : s.hand.length))).toEqual([4, 4, 'hidden', 'hidden', 'hidden', 4]);
    expect(v.seats.map((s) => s.handCount)).toEqual([4, 4, 4, 4, 4, 4]);
    const judge = tableView(end, data, n, 'judge', null, ~0, markersAt(t.markers, t.snapshots.length - 1));
    expect(judge.seats.every((s) => s.hand?.length === 4)).toBe(true);
    expect(v.seats.map((s) => s.roleLabel)).toEqual(['Warm Commander', 'Warm Vanguard', 'Cool Vanguard', 'Cool Commander', 'Cool Vanguard', 'Warm Vanguard']);
    expect(v.seats.map((s) => s.acted)).toEqual([true, false, false, false, false, false]); // p1's card turned as the first turn began
    const lightning = sandboxData('lightning-hit', 'test');
    expect(tableView(scriptedTimeline(lightning).snapshots[0]!, lightning, makeNames(lightning), 'judge', null, ~0, null).seats.every((s) => s.acted === null)).toBe(true);
    const seat = tableView(end, data, n, 'p2', null, rolesSeen(t.sight, 'p2', t.snapshots.length - 1), markersAt(t.markers, t.snapshots.length - 1));
    expect(seat.seats.map((s) => s.hand !== null)).toEqual([false, true, false, false, false, false]);
  });

  it('hides the other side\'s cards in moves and text', () => {
    const secret = secretCards(end.game, [], 'p3+p4+p5');
    for (const id of end.game.seats[0]!.hand) expect(secret.has(id)).toBe(true);
    for (const id of end.game.seats[3]!.hand) expect(secret.has(id)).toBe(false);
    expect(zoneOpen('hand:p4', 'p3+p4+p5')).toBe(true);
    expect(zoneOpen('hand:p1', 'p3+p4+p5')).toBe(false);
    expect(ownsHand('p1+p2+p6', 'p6')).toBe(true);
    expect(ownsHand('p1+p2+p6', 'p3')).toBe(false);
    expect(ownsHand('p1', 'p12')).toBe(false);
    expect(povName('p3+p4+p5', n)).toBe('the side of p3, p4, p5');
  });

  it('keeps a side in a permalink, and refuses anything else there', () => {
    const text = encodeLink({ scenario: '3v3-draft', version: 1, choices: [0], step: 3, fingerprint: null, pov: 'p3+p4+p5' });
    const back = decodeLink(`#${text}`);
    expect(back.kind === 'ok' && back.link.pov).toBe('p3+p4+p5');
    expect(decodeLink(`#${text}+p7+p8+p9+p10`).kind).toBe('bad');
    expect(decodeLink('#s=3v3-draft@1/0/3/as-p1+judge').kind).toBe('bad');
  });
});
