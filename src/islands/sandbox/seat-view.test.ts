// What a seat shows beyond the cards: dying while a dying frame for it is on the stack, and the hero's
// skills with the clauses that hold their text.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { logFacts, logLength } from '../../engine/log-book.ts';
import { makeNames } from './names.ts';
import { scriptedTimeline } from './timeline.ts';
import { markersAt, rolesSeen, tableView } from './view-model.ts';

function run(id: string) {
  const data = sandboxData(id, 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const stepOf = (fact: string): number => t.snapshots.findIndex((s, i) => i > 0 && logFacts(s.game).slice(logLength(t.snapshots[i - 1]!.game)).some((f) => f.fact === fact));
  const seat = (i: number, id2: string) => tableView(t.snapshots[i]!, data, n, 'judge', null, rolesSeen(t.sight, 'judge', i), markersAt(t.markers, i)).seats.find((s) => s.id === id2)!;
  return { t, stepOf, seat };
}

describe('a seat on the table', () => {
  it('is dying while it is asked for Peaches, not before the damage nor once dead (lightning-hit)', () => {
    const { stepOf, seat } = run('lightning-hit');
    const dying = stepOf('peach.asked'); // asked for a Peach: the dying frame is open
    const died = stepOf('player.died');
    expect(dying).toBeGreaterThan(0);
    expect(seat(stepOf('damage.dealt') - 1, 'p1').dying).toBe(false);
    expect(seat(dying, 'p1')).toMatchObject({ dying: true, alive: true });
    expect(seat(died, 'p1').alive).toBe(false);
    expect(seat(died + 1, 'p1').dying).toBe(false);
    expect(seat(0, 'p2').dying).toBe(false);
  });

  it('lists the hero’s skills, and none for a seat without a hero (duel-lubu-user)', () => {
    const { seat } = run('duel-lubu-user');
    expect(seat(0, 'p1').skills).toEqual([{ name: 'Matchless', clause: 'heroes.lv-bu.wu-shuang.revised' }]);
    expect(seat(0, 'p2').skills).toEqual([]);
  });
});
