// The scores at the end of any line (variants.scoring.*): the scripted line's come with the props
// (SandboxData.scores); a line the visitor took to another ending gets its own here, worked out by
// the engine's scoring tables (components/sandbox-scores.ts), loaded only when a line ends in a
// scored win, so that no other page or line pays for them.
import type { Timeline } from './timeline.ts';
import type { SandboxData } from './types.ts';

type Scoring = typeof import('../../components/sandbox-scores.ts');
let scoring: Promise<Scoring> | null = null;

/** Whether a line ends in a won game with the scoring option on. */
export function endsScored(t: Pick<Timeline, 'snapshots'>): boolean {
  const g = t.snapshots.at(-1)?.game;
  return !!(g?.winner && g.options.house.scoring);
}

/** The line with its scores when it ends in a scored win; the line itself otherwise. `load` stands in for the module in tests. */
export async function withLineScores(t: Timeline, roles: SandboxData['words']['roles'], load: () => Promise<Scoring> = () => (scoring ??= import('../../components/sandbox-scores.ts'))): Promise<Timeline> {
  if (!endsScored(t)) return t;
  try {
    const { scores } = (await load()).scoresOfRun(t.snapshots, roles);
    return scores ? { ...t, scores } : t;
  } catch {
    scoring = null; // the line is still shown, without its scores; the next line tries again
    return t;
  }
}
