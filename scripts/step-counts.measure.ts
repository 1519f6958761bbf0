// Steps per scenario: every rule event (what the sandbox showed before the folding) and the steps a
// person would name (the default). Run with `npx vitest run -c scripts/step-counts.config.ts`.
import { it } from 'vitest';
import { sandboxData } from '../src/components/sandbox-build.ts';
import { scenarioIds } from '../src/components/sandbox-scenarios.ts';
import { namedSteps } from '../src/islands/sandbox/fold.ts';
import { scriptedTimeline } from '../src/islands/sandbox/timeline.ts';

const median = (xs: readonly number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] as number : ((s[m - 1] as number) + (s[m] as number)) / 2; };

it('counts', () => {
  const rows = scenarioIds().map((id) => {
    const t = scriptedTimeline(sandboxData(id, 'measure'));
    return { id, all: t.snapshots.length - 1, named: namedSteps(t).length - 1 };
  });
  const lines = rows.map((r) => `${r.id.padEnd(52)} ${String(r.all).padStart(4)} ${String(r.named).padStart(4)}`);
  const pick = (id: string) => rows.find((r) => r.id === id);
  console.log([...lines, `scenarios ${rows.length}; median every rule event ${median(rows.map((r) => r.all))}, median named ${median(rows.map((r) => r.named))}`,
    `chain-fire-strike ${JSON.stringify(pick('chain-fire-strike'))}`, `lightning-hit ${JSON.stringify(pick('lightning-hit'))}`].join('\n'));
}, 120_000);
