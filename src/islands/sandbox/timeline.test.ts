import { UNSEEN } from './view-model.ts';
import { describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { scenarioIds, scenarioRun } from '../../components/sandbox-scenarios.ts';
import { buildTimeline } from './live.ts';
import { applyPatch, diffJson, jsonEqual, type Json } from './patch.ts';
import { fingerprint } from './fingerprint.ts';
import { stepEntries } from './steps.ts';
import { hasClause } from '../../content-data/clauses.ts';
import { branchChoices, decisionAt, leftScriptAt, offScriptFrom, onScript, scriptedTimeline } from './timeline.ts';
import { tableStacks } from './stacks.ts';
import { leanStacks } from '../../components/sandbox-lean-stack.ts';

describe('patches', () => {
  it('round-trip arbitrary JSON edits', () => {
    const a: Json = { a: [1, 2, 3, 4], b: { c: 'x', d: [{ e: 1 }] }, f: null, g: ['p', 'q', 'r'] };
    const b: Json = { a: [2, 3, 4, 5, 6], b: { c: 'y', d: [{ e: 2 }, { e: 3 }] }, h: true, g: ['q', 'r'] };
    const p = diffJson(a, b);
    expect(p).not.toBeNull();
    expect(applyPatch(a, p!)).toEqual(b);
    expect(diffJson(b, b)).toBeNull();
  });

  it('treat a key whose value is undefined as absent, as JSON does (the engine clears `lost` so)', () => {
    const withLost = { x: 1, lost: [{ seat: 'p1' }] } as unknown as Json;
    const cleared = { x: 1, lost: undefined } as unknown as Json;
    const p = diffJson(withLost, cleared);
    expect(JSON.parse(JSON.stringify(p))).toEqual(p); // the patch itself is plain JSON
    expect(applyPatch(withLost, JSON.parse(JSON.stringify(p)))).toEqual({ x: 1 });
    expect(jsonEqual(cleared, { x: 1 })).toBe(true);
    expect(diffJson(cleared, { x: 1 })).toBeNull();
    expect(applyPatch(cleared, diffJson(cleared, withLost)!)).toEqual(withLost);
  });
});

describe.each(scenarioIds())('timeline of %s', (id) => {
  const data = sandboxData(id, 'test');
  const { run } = scenarioRun(id, 'test');
  const t = scriptedTimeline(data);

  it('rebuilds the scripted run exactly from its first snapshot and patches (a draw pile card it never shows unnamed; no engine bookkeeping, no fact data, lean stack frames)', () => {
    expect(t.snapshots.length).toBe(run.history.length);
    const lean = leanStacks(run.history);
    const seen = (h: (typeof run.history)[number], i: number) => {
      const { rng: _r, nextId: _n, turnInfo: _t, ...game } = h.game;
      return { ...h, game: { ...game, drawPile: h.game.drawPile.map((c) => (data.cards[c] ? c : UNSEEN)), log: h.game.log.map((chunk) => chunk.map(({ data: _d, ...f }) => f)), stack: lean[i] } };
    };
    t.snapshots.forEach((s, i) => expect(jsonEqual(s as unknown as Json, JSON.parse(JSON.stringify(seen(run.history[i] as (typeof run.history)[number], i))) as Json), `step ${i}`).toBe(true));
  });

  it('marks every scripted choice among the legal ones', () => {
    expect(data.scripted.length).toBe(run.inputs.length);
    data.scripted.forEach((c, k) => expect(c, `decision ${k}`).toBeGreaterThanOrEqual(0));
  });

  it('is what the live rules compute for the scripted choices', () => {
    const live = buildTimeline(data, data.scripted);
    expect(live.ok).toBe(true);
    if (!live.ok) return;
    expect(live.timeline.snapshots.map(fingerprint)).toEqual(t.snapshots.map(fingerprint));
    expect(live.timeline.decisionSteps).toEqual(t.decisionSteps);
  });

  it('has a log entry at every step that says something and cites existing clauses', () => {
    const entries = stepEntries(t, tableStacks(data.stacks!), data.notes);
    expect(entries.length).toBe(t.snapshots.length);
    for (const e of entries) {
      expect(e.lines.length + (e.choice ? 1 : 0), `step ${e.index}`).toBeGreaterThan(0);
      for (const l of e.lines) if (l.clause) expect(hasClause(l.clause), `${l.clause} at step ${e.index}`).toBe(true);
    }
    expect(entries.flatMap((e) => e.notes).length, 'every note of the scenario is attached to a step').toBe(data.notes.length);
  });
});

describe('branching', () => {
  const data = sandboxData('duel-lubu-user', 'test');
  const t = scriptedTimeline(data);

  it('stays on the script for a prefix of it, and leaves it otherwise', () => {
    expect(onScript(data, data.scripted.slice(0, 2))).toBe(true);
    expect(onScript(data, [...data.scripted.slice(0, 1), 99])).toBe(false);
  });

  it('branches at a decision: history after it is replaced and the next decision is the visitor’s', () => {
    const second = t.decisionSteps[1] as number;
    const at = decisionAt(t, second);
    expect(at?.taken).toBe(data.scripted[1]);
    const other = (at?.decision.choices ?? []).findIndex((_, i) => i !== at?.taken);
    expect(other).toBeGreaterThanOrEqual(0);
    const live = buildTimeline(data, branchChoices(t, at!.ordinal, other));
    expect(live.ok).toBe(true);
    if (!live.ok) return;
    const b = live.timeline;
    for (let i = 0; i <= second; i++) expect(fingerprint(b.snapshots[i]!)).toBe(fingerprint(t.snapshots[i]!));
    expect(fingerprint(b.snapshots[second + 1]!)).not.toBe(fingerprint(t.snapshots[second + 1]!));
    expect(offScriptFrom(data, b)).toBe(1);
    expect(leftScriptAt(data, b)).toBe(second);
    const end = b.snapshots.length - 1;
    const pending = decisionAt(b, end);
    if (b.snapshots[end]!.state !== 'over' && pending) expect(pending.taken).toBeNull();
  });

  it('refuses a choice that does not exist', () => {
    const res = buildTimeline(data, [0, 57]);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.reason).toMatch(/choice 58 at decision 2 does not exist/);
  });

  it('refuses more choices than the scenario has decisions', () => {
    const res = buildTimeline(data, [...data.scripted, 0, 0, 0]);
    expect(res.ok).toBe(false);
  });
});
