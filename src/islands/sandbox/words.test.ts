// The sandbox's words: distinct timing points have distinct Chinese names, no log entry repeats the
// one before it, and a count "(k of n)" reads the same in the log, the stack and the decision.
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { scenarioIds } from '../../components/sandbox-scenarios.ts';
import { TIMING } from './frames-view.ts';
import { tableStacks } from './stacks.ts';
import { stepEntries } from './steps.ts';
import { scriptedTimeline } from './timeline.ts';

describe('timing point names', () => {
  it('give each timing point its own Chinese name', () => {
    const zh = Object.values(TIMING).map((t) => /\(([^)]*[\u4e00-\u9fff][^)]*)\)$/.exec(t)?.[1]);
    expect(zh.every((z) => z !== undefined)).toBe(true);
    expect(new Set(zh).size).toBe(zh.length);
    expect(TIMING['damage.caused']).toMatch(/造成伤害时①/);
    expect(TIMING['damage.causedFinal']).toMatch(/造成伤害时②/);
    expect(TIMING['damage.inflicted']).toMatch(/受到伤害时①/);
    expect(TIMING['damage.inflictedFinal']).toMatch(/受到伤害时②/);
  });
});

describe.each(scenarioIds())('words of %s', (id) => {
  const data = sandboxData(id, 'test');
  const t = scriptedTimeline(data);
  const entries = stepEntries(t, tableStacks(data.stacks!), data.notes);

  it('repeat no log entry in the entry after it', () => {
    const text = (i: number) => [entries[i]?.choice ?? '', ...(entries[i]?.lines ?? []).map((l) => l.text)].join(' / ');
    for (let i = 1; i < entries.length; i++) expect(text(i), `step ${i}`).not.toBe(text(i - 1));
  });

  it('count responses the same way in the decision, the stack and the log', () => {
    const count = /\((\d+) of (\d+)\)/;
    for (const [at, d] of t.decisions) {
      const asked = count.exec(d.prompt);
      if (!asked) continue;
      const stack = tableStacks(data.stacks!)(at).map((f) => f.detail).join(' ');
      expect(count.exec(stack)?.[0], `stack at step ${at}`).toBe(asked[0]);
      for (const l of entries[at]!.lines) {
        const c = count.exec(l.text);
        if (c) expect(c[0], `log at step ${at}`).toBe(asked[0]);
      }
    }
  });
});
