// Which roles each point of view sees along a run, asked of the mode's `roleVisible` hook: the one
// rule, run where the engine already is (sandbox-core.ts at build time, live.ts for a branch), so the
// page's first chunk carries the answers (SandboxData.sight) and not the engine. A side's point of
// view ('p1+p2+p6') sees what any of its seats sees. Read with seesRole (view-model.ts).
import { hooksOf } from '../../engine/modes/table.ts';
import type { MarkerRuns, RoleSight, Snapshot } from './types.ts';


/** For each point of view, the steps at which the roles it sees change (the judge is left out: it sees every role). */
export function roleSight(snapshots: readonly Snapshot[], povs: readonly string[]): RoleSight {
  const out: Record<string, [number, number][]> = {};
  for (const pov of povs) {
    const viewers = pov.split('+');
    const runs: [number, number][] = [];
    snapshots.forEach((snap, step) => {
      const g = snap.game;
      const hooks = hooksOf(g);
      let bits = 0;
      g.seats.forEach((seat, i) => {
        if (viewers.some((v) => hooks.roleVisible(g, seat, v))) bits |= 1 << i;
      });
      if (runs[runs.length - 1]?.[1] !== bits) runs.push([step, bits]);
    });
    out[pov] = runs;
  }
  return out;
}

/** The action markers turned along a run (the mode's actionMarkers hook), from each step at which they change; none in a mode without markers. */
export function markerRuns(snapshots: readonly Snapshot[]): MarkerRuns {
  const out: [number, number][] = [];
  snapshots.forEach((snap, step) => {
    const seats = hooksOf(snap.game).actionMarkers(snap.game);
    if (seats === null) return;
    let bits = 0;
    snap.game.seats.forEach((s, i) => { if (seats.includes(s.id)) bits |= 1 << i; });
    if (out[out.length - 1]?.[1] !== bits) out.push([step, bits]);
  });
  return out;
}
