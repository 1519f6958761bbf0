// Our interpreter (src/flow/statechart.ts) and XState run the same rules chart the same way: every
// scenario in scenarios/ step by step (the flow API's history against XState fed the same events),
// and seeded random games (Identity with 2 to 10 players, and 3v3) in which each move is picked at
// random: `rule.step` or `rule.settle`, an input with or without `settle`, made by inputEvent or a
// plain copy, and events the chart must refuse (an input while rules resolve, a rule event in a
// window, a stale input, anything after the end). After every event both runtimes are in the same
// state with the same status and an equal game, and both refuse the same events (returning the
// very snapshot they were given).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadClauseIds } from '../../src/content-data/clause-ids-node.ts';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { ROLE_VARIANTS } from '../../src/engine/modes/identity-roles.ts';
import { randomSetup } from '../../src/engine/setup.ts';
import { IMPLEMENTED_HEROES } from '../../src/engine/skills/heroes/index.ts';
import '../../src/engine/skills/install.ts';
import type { Input } from '../../src/engine/types.ts';
import { inputEvent, type FlowEvent } from '../../src/flow/machine.ts';
import { decision } from '../../src/flow/run.ts';
import { SANGUOSHA } from '../../src/flow/sanguosha.ts';
import { runScenario } from '../../src/flow/scenario-run.ts';
import { divergence, jsonDifference, sendPair, startPair, type Pair } from './chart-pair.ts';
import { rng } from './scenario-corpus.ts';

const root = join(import.meta.dirname, '..', '..');
const files = readdirSync(join(root, 'scenarios')).filter((f) => f.endsWith('.yaml')).sort();
const clauseIds = loadClauseIds(root);

describe('the comparison can fail', () => {
  it('finds a difference deep in a game, and none between equal copies', () => {
    const game = SANGUOSHA.create(randomSetup(1, 5, IMPLEMENTED_HEROES));
    const copy = JSON.parse(JSON.stringify(game)) as typeof game;
    expect(jsonDifference(game, copy)).toBeNull();
    const seats = copy.seats.map((s, i) => (i === 2 ? { ...s, hp: s.hp - 1 } : s));
    expect(jsonDifference(game, { ...copy, seats })).toBe(`game.seats.2.hp: ${game.seats[2]?.hp} ≠ ${(game.seats[2]?.hp ?? 0) - 1}`);
    const p = startPair(game);
    expect(divergence(p)).toBeNull();
    expect(divergence({ ...p, ours: { ...p.ours, value: 'over' } })).toMatch(/^state over ≠ XState's "/);
    expect(divergence({ ...p, ours: { ...p.ours, context: { game: { ...game, seats } } } })).toMatch(/^game\.seats\.2\.hp/);
  });
});

describe('every scenario, step by step: XState takes the flow API\'s history through the same states and games', () => {
  it.each(files)('%s', (file) => {
    const loaded = loadScenario(`scenarios/${file}`, parse(readFileSync(join(root, 'scenarios', file), 'utf8')), (id) => clauseIds.has(id));
    if (!loaded.ok) return expect.fail(loaded.errors.join('; '));
    const run = runScenario(loaded);
    const first = run.history[0];
    if (!first) return expect.fail('no history');
    let p = startPair(first.game);
    let inputs = 0;
    run.history.forEach((snap, i) => {
      if (i > 0) {
        const prev = run.history[i - 1] as typeof snap;
        const choice = decision(prev)?.choices.find((c) => c.key === run.inputs[inputs]);
        const event: FlowEvent = prev.state === 'resolving' ? { type: 'rule.step' } : inputEvent((choice ?? expect.fail(`step ${i}: no choice ${run.inputs[inputs]}`)).input, false);
        if (prev.state !== 'resolving') inputs++;
        p = sendPair(p, event).next;
      }
      expect(divergence(p), `${file} step ${i}`).toBeNull();
      expect(snap.state, `${file} step ${i}`).toBe(p.ours.value);
      expect(jsonDifference(snap.game, p.ours.context.game), `${file} step ${i}`).toBeNull();
    });
    expect(inputs).toBe(run.inputs.length);
  });
});

/** Plays one random game through both runtimes, comparing after every event. Returns what it did. */
function playBoth(seed: number): { events: number; refused: number; settled: number } {
  const next = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const mode = seed % 5 === 0 ? '3v3' : 'identity';
  const players = mode === '3v3' ? 6 : 2 + (seed % 9);
  const setup = randomSetup(seed, players, IMPLEMENTED_HEROES, 300, seed % 3 === 0 && ROLE_VARIANTS[players] !== undefined, mode);
  let p: Pair = startPair(SANGUOSHA.create(setup));
  // One game in six mostly steps one rule event at a time (as the sandbox does), the others mostly
  // settle (as a client playing does): stepping makes several times the events.
  const stepping = seed % 6 === 0 ? 0.9 : 0.1;
  let stale: Input | null = null;
  const done = { events: 0, refused: 0, settled: 0 };
  const send = (event: FlowEvent, mustRefuse: boolean) => {
    const r = sendPair(p, event);
    expect(r.refused.ours, `seed ${seed}, event ${done.events} (${event.type}): refused by one runtime only`).toBe(r.refused.xs);
    if (mustRefuse) expect(r.refused.ours, `seed ${seed}, event ${done.events} (${event.type} in ${p.ours.value}) must be refused`).toBe(true);
    p = r.next;
    done.events++;
    if (r.refused.ours) done.refused++;
    expect(divergence(p), `seed ${seed}, event ${done.events} (${event.type})`).toBeNull();
  };
  expect(divergence(p), `seed ${seed}, start`).toBeNull();
  while (p.ours.status === 'active') {
    if (done.events > 20_000) return expect.fail(`seed ${seed}: no end after 20000 events`);
    const r = next();
    if (p.ours.value === 'resolving') {
      if (r < 0.05 && stale) send({ ...stale }, true);
      else send({ type: next() < stepping ? 'rule.step' : 'rule.settle' }, false);
      continue;
    }
    const d = SANGUOSHA.decisionOf(p.ours.context.game);
    if (!d) return expect.fail(`seed ${seed}: no decision in ${p.ours.value}`);
    if (r < 0.05) { send({ type: pick(['rule.step', 'rule.settle'] as const) }, true); continue; }
    if (r < 0.1 && stale) { send(next() < 0.5 ? { ...stale, settle: true } : { ...stale }, false); continue; } // legal or not: both must agree
    const { input } = pick(d.choices);
    const settle = next() < 1 - stepping;
    if (settle) done.settled++;
    send(next() < 0.2 ? { ...input, ...(settle ? { settle: true } : {}) } : inputEvent(input, settle), false);
    stale = input;
  }
  send({ type: 'rule.step' }, true); // a final state ignores every event
  send({ ...(stale as Input) }, true);
  return done;
}

describe('seeded random games through both runtimes, with every kind of event', () => {
  const GAMES = 300;
  const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
  it.each([0, 1, 2, 3])('games %i of 4', (part) => {
    const total = { events: 0, refused: 0, settled: 0 };
    const mine = seeds.filter((s) => s % 4 === part);
    for (const seed of mine) {
      const d = playBoth(seed);
      total.events += d.events;
      total.refused += d.refused;
      total.settled += d.settled;
    }
    // the games crossed many events of each kind
    expect(total.events).toBeGreaterThan(mine.length * 40);
    expect(total.refused).toBeGreaterThan(mine.length);
    expect(total.settled).toBeGreaterThan(mine.length * 5);
  }, 300_000);
});
