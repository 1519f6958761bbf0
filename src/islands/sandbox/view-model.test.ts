import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { hasClause } from '../../content-data/clauses.ts';
import { centreMarks, describeChanges, diffSnapshots, NO_CENTRE_MARKS, NO_SEAT_MARKS, seatMarks, zoneOpen } from './diff.ts';
import { STACK_CLAUSES, stacksOf } from './frames-view.ts';
import { scenarioRun } from '../../components/sandbox-scenarios.ts';
import { makeNames } from './names.ts';
import { scriptedTimeline } from './timeline.ts';
import { markersAt, rolesSeen, tableView } from './view-model.ts';
import { logFacts, logLength } from '../../engine/log-book.ts';

function setup(id: string) {
  const data = sandboxData(id, 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const whole = stacksOf({ snapshots: scenarioRun(id, 'test').run.history }, n); // the stack in words, from the engine's whole frames
  /** The first step whose log gains this fact (for this seat). */
  const stepOf = (fact: string, seat?: string): number => t.snapshots.findIndex((s, i) => i > 0 && logFacts(s.game).slice(logLength(t.snapshots[i - 1]!.game)).some((f) => f.fact === fact && (!seat || f.seat === seat)));
  const changes = (i: number, pov = 'judge') => {
    const prev = t.snapshots[i - 1]!.game;
    const cur = t.snapshots[i]!.game;
    const ch = diffSnapshots(prev, cur);
    return { ch, lines: describeChanges(ch, n, pov, { before: whole(i - 1), after: whole(i) }) };
  };
  return { data, t, n, whole, stepOf, changes };
}

describe('the table from a point of view (lightning-hit)', () => {
  const { data, t, n, stepOf } = setup('lightning-hit');
  const start = t.snapshots[0]!;

  it('shows the judge every card, role and the stated top of the draw pile', () => {
    const v = tableView(start, data, n, 'judge', null, rolesSeen(t.sight, 'judge', 0), markersAt(t.markers, 0));
    expect(v.seats.map((s) => s.roleLabel)).toEqual(['Rebel', 'Lord', 'Loyalist', 'Rebel', 'Renegade']);
    expect(v.seats[0]!.judgment.map((c) => `${c.name} ${c.symbol}${c.rank}`)).toEqual(['Lightning ♠A']);
    expect(v.seats[0]!.hp).toBe(3);
    expect(v.seats[0]!.maxHp).toBe(4);
    expect(v.drawTop.map((c) => `${c.name} ${c.symbol}${c.rank}`)).toEqual(['Strike ♠7']);
    expect(v.seats[0]!.current).toBe(true);
    expect(v.phase).toMatch(/judgment phase/);
  });

  it('shows a seat its own hand and role, the Lord, and counts of the others’ face-down cards', () => {
    const v = tableView(start, data, n, 'p3', null, rolesSeen(t.sight, 'p3', 0), markersAt(t.markers, 0));
    expect(v.seats.map((s) => s.role)).toEqual([null, 'lord', 'loyalist', null, null]);
    expect(v.seats.map((s) => s.roleLabel)).toEqual(['Role hidden', 'Lord', 'Loyalist', 'Role hidden', 'Role hidden']);
    expect(v.seats[0]!.hand).toBeNull();
    expect(v.seats[2]!.hand).not.toBeNull();
    expect(v.drawTop).toEqual([]);
    expect(v.seats[0]!.judgment.length).toBe(1);
  });

  it('shows a dead seat’s role to everyone', () => {
    const died = stepOf('player.died');
    expect(died).toBeGreaterThan(0);
    const v = tableView(t.snapshots[died]!, data, n, 'p3', null, rolesSeen(t.sight, 'p3', died), markersAt(t.markers, died));
    expect(v.seats[0]!.alive).toBe(false);
    expect(v.seats[0]!.roleLabel).toBe('Rebel');
  });
});

describe('what changed, step by step', () => {
  it('lightning-hit: the judgment card moves, the HP drops, the dying frame opens', () => {
    const { stepOf, changes } = setup('lightning-hit');
    const revealed = changes(stepOf('judgment.revealed'));
    expect(revealed.ch.cards.has('strike#1')).toBe(true);
    expect(revealed.lines.some((l) => /^Strike ♠7: the draw pile → /.test(l))).toBe(true);
    expect(changes(stepOf('judgment.revealed'), 'p3').lines.some((l) => /^Strike ♠7: the draw pile/.test(l))).toBe(true);
    const dealt = changes(stepOf('damage.dealt', 'p1'));
    expect(dealt.ch.seats).toContainEqual({ seat: 'p1', what: 'hp', from: 3, to: 0 });
    expect(dealt.ch.marks.has('p1:hp')).toBe(true);
    expect(dealt.lines).toContain('p1: HP 3 → 0');
    expect(dealt.lines.some((l) => /^Started: p1 is dying/.test(l))).toBe(true);
  });

  it('chain-fire-strike: the chain resets and the conducted damage frames are pushed', () => {
    const { stepOf, changes } = setup('chain-fire-strike');
    const reset = changes(stepOf('chain.reset', 'p2'));
    expect(reset.ch.seats).toContainEqual({ seat: 'p2', what: 'chained', from: true, to: false });
    expect(reset.lines).toContain('p2: chain reset');
    const conducted = changes(stepOf('chain.conducted'));
    expect(conducted.ch.pushed.length).toBeGreaterThanOrEqual(1);
    expect(conducted.lines.some((l) => /^Started: Damage: 2 fire damage to p[34]/.test(l))).toBe(true);
  });

  it('duel-lubu-user: a played Strike goes to the discard pile; a hidden hand’s card is face down for other seats', () => {
    const { stepOf, changes } = setup('duel-lubu-user');
    const played = stepOf('card.played', 'p2');
    expect(changes(played).lines.some((l) => /^Strike ♠8: p2’s hand → /.test(l))).toBe(true);
    expect(zoneOpen('hand:p2', 'p1')).toBe(false);
    expect(zoneOpen('hand:p2', 'p2')).toBe(true);
    expect(zoneOpen('draw', 'p2')).toBe(false);
  });
});

describe('what each seat highlights', () => {
  it('lightning-hit: the HP row with the HP before, the judgment card, and nothing on the other seats', () => {
    const { stepOf, changes } = setup('lightning-hit');
    const dealt = changes(stepOf('damage.dealt', 'p1')).ch;
    expect(seatMarks(dealt, 'p1')).toMatchObject({ hp: true, was: 3, died: false, hand: false });
    expect(seatMarks(dealt, 'p2')).toBe(NO_SEAT_MARKS);
    const revealed = changes(stepOf('judgment.revealed')).ch;
    const moved = [...revealed.moves].find((m) => m.card === 'strike#1');
    expect(moved?.from).toBe('draw');
    expect(seatMarks(revealed, 'p1').cards).toBe(NO_SEAT_MARKS.cards);
  });

  it('chain-fire-strike: the chain reset on the seat that was chained', () => {
    const { stepOf, changes } = setup('chain-fire-strike');
    const reset = changes(stepOf('chain.reset', 'p2')).ch;
    expect(seatMarks(reset, 'p2')).toMatchObject({ chained: true, flipped: false });
  });

  it('duel-lubu-user: a played card marks the hand it left, with the cards that moved', () => {
    const { stepOf, changes } = setup('duel-lubu-user');
    const played = changes(stepOf('card.played', 'p2')).ch;
    const marks = seatMarks(played, 'p2');
    expect(marks.hand).toBe(true);
    expect(marks.cards).toBe(played.cards);
    expect([...marks.cards].length).toBeGreaterThan(0);
    expect(seatMarks(played, 'p3')).toBe(NO_SEAT_MARKS);
  });
});

describe('what the centre of the table highlights', () => {
  it('lightning-hit: the draw pile when the judgment card leaves it, with the card; nothing when no pile changes', () => {
    const { stepOf, changes } = setup('lightning-hit');
    const revealed = changes(stepOf('judgment.revealed')).ch;
    const marks = centreMarks(revealed);
    expect(marks).toMatchObject({ draw: true, discard: false });
    expect(marks.cards).toBe(revealed.cards);
    expect(marks.cards.has('strike#1')).toBe(true);
    // HP changes only: the centre's props stay the same object, so it does not render again.
    expect(centreMarks(changes(stepOf('damage.dealt', 'p1')).ch)).toBe(NO_CENTRE_MARKS);
  });
});

describe('the resolution stack', () => {
  it('duel-lubu-user: Turn › Phase › Duel card › Duel › Strike window, innermost last', () => {
    const { t, whole } = setup('duel-lubu-user');
    const at = t.decisionSteps[1]!;
    const frames = whole(at);
    expect(frames.map((f) => f.kind)).toEqual(['turn', 'phase', 'useCard', 'duel', 'respond']);
    expect(frames[2]!.title).toMatch(/^Duel ♠A used by p1 \(Lü Bu\) on p2/);
    expect(frames[4]!.title).toBe('Strike window: p2');
    expect(frames[3]!.detail).toMatch(/must play 2 Strikes this round \(Matchless\)/);
  });
});

it('the stack view cites only existing clauses', () => {
  for (const c of STACK_CLAUSES) expect(hasClause(c), c).toBe(true);
});
