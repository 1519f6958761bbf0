// The scores at the end of any line (variants.scoring.*): the scripted line's come with the props
// (SandboxData.scores); a line the visitor took to another ending gets its own here, worked out by
// the engine's scoring tables (components/sandbox-scores.ts), loaded only when a line ends in a
// scored win, so that no other page or line pays for them.
import type { Timeline } from './timeline.ts';
import type { SandboxData } from './types.ts';

/** The line with its scores when it ends in a won game with the scoring option on; the line itself otherwise (and when the tables cannot be loaded). `load` stands in for the module in tests. */
export async function withLineScores(t: Timeline, roles: SandboxData['words']['roles'], load = () => import('../../components/sandbox-scores.ts')): Promise<Timeline> {
  const g = t.snapshots.at(-1)?.game;
  if (!g?.winner || !g.options.house.scoring) return t;
  try {
    const { scores } = (await load()).scoresOfRun(t.snapshots, roles);
    return scores ? { ...t, scores } : t;
  } catch {
    return t;
  }
}
