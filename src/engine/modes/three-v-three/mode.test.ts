// The 3v3 mode in the engine: its setup (no Lightning, Commanders +1, identity cards face up, no
// lord skills), a face-down hero still using up its turn, the invariant checker fed bad states,
// and random games that replay identically.
import { describe, expect, it } from 'vitest';
import { advance, applyInput, decisionOf, runToDecision } from '../../engine.ts';
import { cardsInZones, findViolations } from '../../invariants.ts';
import { logFacts } from '../../log-book.ts';
import { playRandomGame, randomGameSetup } from '../../random-play.ts';
import { createGame } from '../../setup.ts';
import type { GameState, Role } from '../../types.ts';
import { card } from '../../cards-lookup.ts';
import { threesData } from './data.ts';
import { THREES_ROLES } from './roles.ts';
import { threesViolations } from './invariants.ts';

const seats = (hero: 'cao-cao' | null = null) => THREES_ROLES.map((role: Role, i) => ({ hero: i === 0 ? hero : null, role }));
const game = (extra: object = {}): GameState => createGame({ seats: seats(), seed: 3, mode: '3v3', ...extra });
const kinds = (s: GameState) => threesViolations(s).map((v) => v.kind);

describe('the 3v3 setup', () => {
  it('leaves Lightning out, gives each Commander +1, shows every identity card and no lord skills', () => {
    const g = createGame({ seats: seats('cao-cao'), seed: 3, mode: '3v3', threes: {} });
    const all = cardsInZones(g);
    expect(all.some((id) => card(id).kind === 'lightning')).toBe(false);
    expect(all).toHaveLength(158); // 160 less the two Lightning cards
    expect(g.seats.map((s) => s.maxHp)).toEqual([5, 4, 4, 5, 4, 4]);
    expect(g.seats.every((s) => s.roleShown && !s.lordSkills)).toBe(true);
    const identity = createGame({ seats: seats('cao-cao'), seed: 3 });
    expect(identity.seats[0]?.lordSkills).toBe(true); // the same Lord's card keeps Escort in the Identity mode
  });

  it('opens with the cool Commander\'s choice and deals 4 cards only after it', () => {
    let g = runToDecision(game({ threes: {} }));
    expect(decisionOf(g)).toMatchObject({ kind: 'choose', seat: 'p4' });
    expect(g.seats.every((s) => s.hand.length === 0)).toBe(true);
    g = runToDecision(applyInput(g, 'p4 option cool'));
    expect(g.seats.every((s) => s.hand.length >= 4)).toBe(true);
    expect(g.seats[g.current]?.id).toBe('p4');
  });

  it('a face-down hero uses up the turn: the card turns sideways and the Vanguards\' action goes on', () => {
    let g = createGame({ seats: seats().map((s, i) => (i === 4 ? { ...s, flipped: true } : s)), seed: 3, mode: '3v3', current: 0, phase: 'end' });
    g = runToDecision(g); // p1's turn ends: p4 chooses
    g = runToDecision(applyInput(g, 'p4 option vanguards'));
    const facts = logFacts(g).map((f) => `${f.fact}${f.seat ? ` ${f.seat}` : ''}`);
    expect(facts).toContain('turn.skipped p5');
    expect(facts.indexOf('marker.turned p5')).toBeGreaterThan(facts.indexOf('turn.skipped p5'));
    expect(g.seats[g.current]?.id).toBe('p3');
    expect(threesData(g).protocol.turned).toEqual(['p1', 'p5', 'p3']);
  });
});

describe('the 3v3 invariants', () => {
  const ok = runToDecision(applyInput(runToDecision(game({ threes: {} })), 'p4 option warm'));

  it('hold in a game as it runs', () => {
    expect(threesViolations(ok)).toEqual([]);
  });

  it('catch a winner that does not match the Commanders', () => {
    expect(kinds({ ...ok, winner: 'warm' })).toEqual(['mode.winner']);
    expect(kinds({ ...ok, winner: 'rebels' })).toEqual(['mode.winner']);
    expect(kinds({ ...ok, winner: 'draw' })).toEqual(['mode.winner']); // no turn limit
    const dead = { ...ok, seats: ok.seats.map((s) => (s.id === 'p4' ? { ...s, alive: false } : s)) };
    expect(kinds(dead)).toEqual(['mode.winner']); // a Commander dead and no one has won
    expect(kinds({ ...dead, winner: 'warm' })).toEqual([]);
    expect(kinds({ ...dead, winner: 'cool' })).toEqual(['mode.winner']);
  });

  it('catch action markers out of step', () => {
    const with_ = (p: object) => ({ ...ok, modeData: { ...threesData(ok), protocol: { ...threesData(ok).protocol, ...p } } });
    expect(kinds(with_({ turned: ['p1', 'p1'] }))).toEqual(['mode.markers']);
    expect(kinds(with_({ turned: [] }))).toEqual(['mode.markers']); // p1's turn runs with its card upright
    expect(kinds(with_({ queue: ['p3'] }))).toEqual(['mode.markers']); // a cool Vanguard queued while warm has the right
    expect(kinds(with_({ stage: 'who-acts', turned: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] }))).toEqual(['mode.markers']);
    expect(findViolations(with_({ turned: ['p1', 'p1'] }), cardsInZones(ok).length).map((v) => v.kind)).toEqual(['mode.markers']);
  });
});

describe('random 3v3 games', () => {
  it('finish with one side winning, hold every invariant, and replay identically', () => {
    const broken: string[] = [];
    const winners = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      let total = 0;
      const g = playRandomGame(seed, { mode: '3v3', onStep: (s) => { total ||= cardsInZones(s).length; for (const v of findViolations(s, total)) if (broken.length < 10) broken.push(`game ${seed}: ${v.text}`); } });
      winners.add(g.final.winner ?? 'none');
      let s = createGame(randomGameSetup(seed, 6, false, '3v3'));
      let k = 0;
      while (!s.winner) s = decisionOf(s) ? applyInput(s, g.inputs[k++] as string) : advance(s);
      if (JSON.stringify(s) !== JSON.stringify(g.final)) broken.push(`game ${seed}: replay differs`);
    }
    expect(broken).toEqual([]);
    expect([...winners].sort()).toEqual(['cool', 'warm']);
  }, 120_000);
});
