// The sandbox shows a role exactly when the mode's roleVisible hook says the point of view sees it
// (one rule: the table made where the engine is, read by the view model); the role labels and the
// winner's line are the mode's own; a finished game's state text cites the mode's own victory clause.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { hooksOf } from '../../engine/modes/table.ts';
import { stateInfo } from '../../flow/run.ts';
import { makeNames } from './names.ts';
import { stateKey, scriptedTimeline } from './timeline.ts';
import { markersAt, rolesSeen, sidePovs, tableView } from './view-model.ts';

describe.each(['lightning-hit', 'victory-rebels', '3v3-warm-wins', '3v3-cool-commander-picks-warm'])('roles in %s', (id) => {
  const data = sandboxData(id, 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const povs = [...data.seats.map((s) => s.id), ...sidePovs(data.seats).map((s) => s.pov)];

  it('are shown to a point of view exactly when the mode’s roleVisible hook says it sees them', () => {
    t.snapshots.forEach((snap, i) => {
      const g = snap.game;
      for (const pov of ['judge', ...povs]) {
        const shown = tableView(snap, data, n, pov, null, rolesSeen(t.sight, pov, i), markersAt(t.markers, i)).seats.map((s) => s.role !== null);
        const rule = g.seats.map((seat) => pov.split('+').some((v) => hooksOf(g).roleVisible(g, seat, v)));
        expect(shown, `${pov} at step ${i}`).toEqual(rule);
      }
    });
  });

  it('mark as acted exactly the seats whose marker the mode’s actionMarkers hook names (none outside 3v3)', () => {
    t.snapshots.forEach((snap, i) => {
      const g = snap.game;
      const marked = hooksOf(g).actionMarkers(g);
      const acted = tableView(snap, data, n, 'judge', null, ~0, markersAt(t.markers, i)).seats.map((s) => s.acted);
      expect(acted, `step ${i}`).toEqual(g.seats.map((s) => (marked === null ? null : marked.includes(s.id))));
    });
  });

  it('are labelled with the mode’s words', () => {
    const v = tableView(t.snapshots[0]!, data, n, 'judge', null, ~0, markersAt(t.markers, 0));
    const g = t.snapshots[0]!.game;
    expect(v.seats.map((s) => s.roleLabel)).toEqual(g.seats.map((s) => hooksOf(g).roleLabel(s.role)));
  });
});

it('a seat that is not in the table sees no role, and the judge sees every role', () => {
  const data = sandboxData('lightning-hit', 'test');
  expect(rolesSeen(data.sight, 'p9', 0)).toBe(0);
  expect(rolesSeen(data.sight, 'judge', 0)).toBe(~0);
  expect(rolesSeen(data.sight, 'p3', 0)).toBe(0b00110); // itself and the Lord (p2)
});

describe('the end of a game cites the mode’s own victory clause', () => {
  it.each([['victory-rebels', 'identity.victory.rebels', 'The Rebels win.'], ['3v3-warm-wins', 'variants.3v3.goal', 'The warm side wins.'], ['3v3-cool-wins', 'variants.3v3.goal', 'The cool side wins.']])('%s', (id, clause, line) => {
    const data = sandboxData(id, 'test');
    const t = scriptedTimeline(data);
    const end = t.snapshots[t.snapshots.length - 1]!;
    expect(end.state).toBe('over');
    expect(stateInfo(end).clause).toBe(clause);
    expect(data.states[stateKey(end)]?.clause).toBe(clause);
    expect(tableView(end, data, makeNames(data), 'judge', null, ~0, markersAt(t.markers, t.snapshots.length - 1)).winner).toBe(line);
  });
});
