// The scoring house rule's scores of a run (variants.scoring.*, engine: modes/house/scoring.ts), as a
// sandbox shows them on the final state of a line. Pure. The scripted line's are worked out with the
// rest of the props (sandbox-core.ts: at build time for the scenario pages, in the browser for the
// builder); any other line's (a branch to another ending) in the page, when it ends in a scored win:
// the sandbox loads this module then, on demand (sandbox/line-scores.ts).
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
