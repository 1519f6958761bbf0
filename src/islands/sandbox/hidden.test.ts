// Hidden information: from a seat's point of view no log entry, stack frame or choice names a card
// in another seat's hand, nor a card drawn into it; the judge and the seat itself see them.
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxData } from '../../components/sandbox-build.ts';
import { scenarioIds } from '../../components/sandbox-scenarios.ts';
import { HEROES } from '../../engine/data/heroes.ts';
import { log, who } from '../../engine/state.ts';
import type { GameState } from '../../engine/types.ts';
import { maskEntries, maskText, secretCards } from './hidden.ts';
import { diffSnapshots } from './diff.ts';
import { loadMasks } from './masks.ts';
import { loadLater } from './later.ts';
import { makeNames } from './names.ts';
import { stepViews } from './step-view.ts';
import { stepEntries } from './steps.ts';
import { scriptedTimeline, type Timeline } from './timeline.ts';
import { sidePovs } from './view-model.ts';
import { tableStacks } from './stacks.ts';

const movesOf = (p: GameState | null, c: GameState) => diffSnapshots(p, c).moves;
// Points of view other than the judge's read through the masks, loaded on demand in the page (masks.ts).
beforeAll(() => Promise.all([loadMasks(), loadLater()]));

describe.each(['duel-lubu-user', 'ex-nihilo', 'dismantle', 'lightning-hit', 'zhou-yu-sow-dissension', 'guo-jia-bequeathed-strategy'])('hidden hands in %s', (id) => {
  const data = sandboxData(id, 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);
  const entries = stepEntries(t, tableStacks(data.stacks!), data.notes);
  const views = stepViews(t, data, n, tableStacks(data.stacks!));

  it.each(data.seats.map((s) => s.id))('as %s: no entry or frame names a card in another hand', (pov) => {
    const mine = maskEntries(entries, t, pov, n, movesOf);
    mine.forEach((e, i) => {
      const g = t.snapshots[i]!.game;
      const others = g.seats.filter((s) => s.id !== pov).flatMap((s) => s.hand).map((c) => n.cardText(c));
      const text = [e.choice ?? '', ...e.lines.map((l) => l.text), ...views.at(i, pov).frames.flatMap((f) => [f.title, f.detail])].join('\n');
      for (const name of others) expect(text, `step ${i}`).not.toContain(name);
    });
  });
});

describe('masking', () => {
  const data = sandboxData('duel-lubu-user', 'test');
  const t = scriptedTimeline(data);
  const n = makeNames(data);

  it('hides nothing from the judge, and another hand from a seat, but not its own', () => {
    const g = t.snapshots[3]!.game;
    const p2card = g.seats[1]!.hand[0]!;
    expect(secretCards(g, [], 'judge').size).toBe(0);
    expect(secretCards(g, [], 'p1').has(p2card)).toBe(true);
    expect(secretCards(g, [], 'p2').has(p2card)).toBe(false);
    expect(maskText(`p2 holds ${n.cardText(p2card)}.`, secretCards(g, [], 'p1'), n)).toBe('p2 holds a face-down card.');
  });

  it('hides a card drawn into another hand, from the draw pile', () => {
    const g = t.snapshots[3]!.game;
    expect(secretCards(g, [{ card: 'x#1', from: 'draw', to: 'hand:p3' }], 'p1').has('x#1')).toBe(true);
    expect(secretCards(g, [{ card: 'x#1', from: 'draw', to: 'hand:p1' }], 'p1').has('x#1')).toBe(false);
    expect(secretCards(g, [{ card: 'x#1', from: 'hand:p3', to: 'processing' }], 'p1').has('x#1')).toBe(false);
  });
});

it('every scenario’s entries mask for every seat (and each 3v3 side) without throwing', () => {
  for (const id of scenarioIds().slice(0, 40)) {
    const data = sandboxData(id, 'test');
    const t = scriptedTimeline(data);
    const n = makeNames(data);
    const entries = stepEntries(t, tableStacks(data.stacks!), data.notes);
    for (const pov of [...data.seats.map((s) => s.id), ...sidePovs(data.seats).map((x) => x.pov)]) expect(maskEntries(entries, t, pov, n, movesOf).length).toBe(entries.length);
  }
}, 60_000); // builds 40 sandboxes (the 3v3 rounds among them run to 200 steps): seconds on a busy machine

describe('hidden heroes and facts only some seats may read', () => {
  const data = sandboxData('duel-lubu-user', 'test');
  const start = data.start;
  const seat = start.game.seats.find((s) => s.hero !== null)!; // p1, Lü Bu
  const id = seat.id;
  const hero = HEROES[seat.hero!].en;
  const [reader, other] = start.game.seats.filter((s) => s.id !== id).map((s) => s.id) as [string, string];
  // The hero card face down (Hegemony-style), then a step that logs a fact only `reader` may read.
  const hidden: GameState = { ...start.game, seats: start.game.seats.map((s) => (s.id === id ? { ...s, heroShown: false } : s)) };
  const next = log(hidden, { fact: 'card.shown', clause: 'cards.snatch.effect', seat: reader, visibleTo: [reader], text: `${reader} looks at ${id}'s general: ${hero}.`, publicText: `${reader} looks at a hidden general of ${id}.` });
  const t: Timeline = { snapshots: [{ ...start, game: hidden }, { ...start, game: next }], decisions: new Map(), choices: [], decisionSteps: [], scripted: true, sight: {}, markers: [] };
  const n = makeNames({ ...data, start: t.snapshots[0]! });
  const entries = stepEntries(t, tableStacks(data.stacks!), []);
  const text = (pov: string) => maskEntries(entries, t, pov, n, movesOf).flatMap((e) => [e.choice ?? '', ...e.lines.map((l) => l.text)]).join('\n');

  it('from another seat: the hero is named nowhere, and the private fact reads as its public text', () => {
    expect(text(other)).not.toContain(hero);
    expect(text(other)).toContain(`${reader} looks at a hidden general of ${id}.`);
    expect(n.seat(id)).toBe(id);
    expect(who(next, id)).toBe(id);
    expect(who(start.game, id)).toBe(`${id} (${hero})`);
  });

  it('the check can fail: the judge and the seat that may read the fact see the name', () => {
    expect(text('judge')).toContain(hero);
    expect(text(reader)).toContain(`${reader} looks at ${id}'s general: ${hero}.`);
    expect(makeNames(data).seat(id)).toBe(`${id} (${hero})`); // names built from the setup alone would print it
  });
});
