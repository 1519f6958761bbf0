// The scores at the end of a line the visitor took (a branch to another ending of a scored game):
// worked out in the page as the scripted line's are at build time, and shown on that line's last step.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkTable } from '../builder/model/check.ts';
import { playData, type ClauseFile } from '../builder/play.ts';
import type { Table } from '../builder/model/types.ts';
import { buildTimeline } from './live.ts';
import { withLineScores } from './line-scores.ts';
import { makeNames } from './names.ts';
import { stepViews } from './step-view.ts';
import type { Timeline } from './timeline.ts';
import type { SandboxData } from './types.ts';
import { stacksOf } from './frames-view.ts';
import { loadLater } from './later.ts';

beforeAll(() => loadLater());

const NO_CLAUSES: ClauseFile = { clauses: {}, pages: {}, places: {} };
/** A scored 4-player game down to two: the Lord (1 HP) duels the last Rebel (1 HP), who holds a Strike. */
const duel = (script: readonly string[]): Table => ({
  setup: {
    house: ['scoring'],
    seats: [
      { hero: null, role: 'lord', hp: 1, hand: ['duel ♠A'] },
      { hero: null, role: 'loyalist', alive: false, hp: 0 },
      { hero: null, role: 'rebel', hp: 1, hand: ['strike ♠7'] },
      { hero: null, role: 'renegade', alive: false, hp: 0 },
    ],
    current: 'p1', phase: 'play',
  },
  script,
});

async function dataOf(t: Table): Promise<SandboxData> {
  const c = checkTable(t);
  if (!c.ok) throw new Error(c.problems.map((p) => p.message).join('; '));
  return playData(t, c, NO_CLAUSES);
}

function branch(data: SandboxData, choices: readonly number[]): Timeline {
  const r = buildTimeline(data, choices);
  if (!r.ok) throw new Error(r.reason);
  return r.timeline;
}

const byseat = (s: SandboxData['scores']) => Object.fromEntries((s?.lines ?? []).map((l) => [l.seat, l.score]));

// The script: the Rebel does not answer the Duel and dies; the Lord's side wins.
const data = await dataOf(duel(['p1 uses duel ♠A on p3', 'p3 passes']));
const [useDuel = 0, pass = 1] = data.scripted;
const other = 1 - pass; // the Rebel plays the Strike: the Lord, with none, takes the damage and dies

describe('scores at the end of any line', () => {
  it('the scripted line ends with the Lord\'s side\'s scores (the props, as a scenario page has them)', () => {
    expect(data.scores?.winner).toBe('lord');
    // variants.scoring.*: the Lord 4 + 2 × 0 surviving Loyalists + 1 for the Rebel killed; the Loyalist
    // 5 + 1 × 0; the Rebel 0; the Renegade, dead before any one-on-one, 0.
    expect(byseat(data.scores)).toEqual({ p1: 5, p2: 5, p3: 0, p4: 0 });
  });

  it('a branch to the other ending gets that ending\'s scores, the same as a script that ends there', async () => {
    const line = branch(data, [useDuel, other]);
    expect(line.snapshots.at(-1)?.game.winner).toBe('rebels');
    const scored = await withLineScores(line, data.words.roles);
    expect(scored.scores?.winner).toBe('rebels');
    // Worked out as the props are for a script that takes the Strike (the build-time path).
    const scripted = await dataOf(duel(['p1 uses duel ♠A on p3', 'p3 plays strike ♠7']));
    expect(scripted.scores?.winner).toBe('rebels');
    expect(scored.scores).toEqual(scripted.scores);
    expect(byseat(scored.scores)).toEqual({ p1: 0, p2: 0, p3: 5, p4: 0 }); // variants.scoring.rebel and bonus-rebel: 3 × 1 surviving Rebel + 2 for the Lord; the others 0 (the Renegade is dead)
    // The table shows them on the line's last step only, and the script's scores nowhere on this line.
    const views = stepViews(scored, data, makeNames(data), stacksOf(scored, makeNames(data)));
    const last = scored.snapshots.length - 1;
    expect(views.at(last, 'judge').table.scores).toEqual(scripted.scores?.lines);
    expect(views.at(last - 1, 'judge').table.scores).toBeNull();
    expect(stepViews(line, data, makeNames(data), stacksOf(line, makeNames(data))).at(last, 'judge').table.scores).toBeNull(); // without them: none (never the script's)
  });

  it('a line that has not ended, or a game without the scoring option, loads nothing and gets no scores', async () => {
    const load = vi.fn(() => import('../../components/sandbox-scores.ts'));
    const open = branch(data, [useDuel]); // stops at the Rebel's decision
    expect(open.snapshots.at(-1)?.game.winner).toBeNull();
    expect(await withLineScores(open, data.words.roles, load)).toBe(open);
    const plain = await dataOf({ ...duel(['p1 uses duel ♠A on p3', 'p3 passes']), setup: { ...duel([]).setup, house: [] } });
    const ended = branch(plain, [useDuel, other]);
    expect(ended.snapshots.at(-1)?.game.winner).toBe('rebels');
    expect(await withLineScores(ended, plain.words.roles, load)).toBe(ended);
    expect(load).not.toHaveBeenCalled();
  });

  it('when the scoring tables cannot be loaded, the line is still shown, without scores', async () => {
    const line = branch(data, [useDuel, other]);
    expect(await withLineScores(line, data.words.roles, () => Promise.reject(new Error('offline')))).toBe(line);
  });
});
