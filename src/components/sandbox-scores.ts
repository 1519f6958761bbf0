// The scoring house rule's scores of a run (variants.scoring.*, engine: modes/house/scoring.ts), as a
// sandbox shows them on the run's final state. Pure: the scenario pages work them out at build time
// (sandbox-build.ts), the builder page in the browser (sandbox-core.ts, for either).
import { logFacts } from '../engine/log-book.ts';
import { scoresOf } from '../engine/modes/house/scoring.ts';
import type { Snapshot } from '../flow/run.ts';
import type { SandboxData } from '../islands/sandbox/types.ts';

/** The scores of the run's final state when it is a won game with the scoring option on; {} otherwise. `roles`: the mode's role words (SandboxData.words). */
export function scoresOfRun(history: readonly Snapshot[], roles: SandboxData['words']['roles']): Pick<SandboxData, 'scores'> {
  const g = history.at(-1)?.game;
  const scores = g?.options.house.scoring && g.winner ? scoresOf(g) : null;
  if (!g?.winner || !scores) return {};
  const lines = scores.map((x) => ({ seat: x.seat, role: roles[x.role], score: x.result.total, detail: `${x.result.base}${x.result.bonus ? ` + bonus ${x.result.bonus}` : ''}` }));
  return { scores: { winner: g.winner, facts: logFacts(g).length, lines } };
}
