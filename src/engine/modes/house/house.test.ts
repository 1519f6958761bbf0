// The house rules' own pieces (the whole rulings are the scenarios scenarios/house-*.yaml, run by
// the golden runner): thresholds, the new hero, the round count, souls as skills, and scores.
import { describe, expect, it } from 'vitest';
import { advance, applyInput, decisionOf, runToDecision } from '../../engine.ts';
import { HEROES } from '../../data/heroes.ts';
import { createGame } from '../../setup.ts';
import type { SeatSetup } from '../../setup-types.ts';
import { skillsOf } from '../../skills/registry.ts';
import { flag, seatOf, setFlag } from '../../state.ts';
import type { GameState } from '../../types.ts';
import { soulKey, soulSkills, soulsOn } from './dark-souls.ts';
import { FREE_ROUNDS, ROUNDS_FLAG, roundBegins } from './last-three.ts';
import { nextHero, offerWindow, offeringChoices, offeringsNeeded } from './reincarnation.ts';
import { OFFER_WINDOW } from './names.ts';
import { scoresOf } from './scoring.ts';

const seat = (role: SeatSetup['role'], more: Partial<SeatSetup> = {}): SeatSetup => ({ hero: null, role, ...more });
const game = (seats: SeatSetup[], house = {}): GameState => createGame({ seats, seed: 7, current: 0, phase: 'play', house });

describe('reincarnation', () => {
  it('needs 3 offered cards in a 4- or 5-player game and 4 otherwise (variants.reincarnation.rebirth)', () => {
    expect([4, 5, 6, 8, 10].map(offeringsNeeded)).toEqual([3, 3, 4, 4, 4]);
  });

  it('finds an unused hero of the previous hero\'s faction, any hero after a Qun hero, and none when the faction is used up', () => {
    const wei = game([seat('lord', { hero: 'cao-cao' }), seat('rebel', { hero: 'xu-chu', alive: false })], { reincarnation: true });
    const h = nextHero(wei, 'p2').hero;
    expect(h && HEROES[h].faction).toBe('wei');
    expect(h).not.toBe('xu-chu');
    const qun = game([seat('lord', { hero: 'cao-cao' }), seat('rebel', { hero: 'lv-bu', alive: false })], { reincarnation: true });
    expect(nextHero(qun, 'p2').hero).toBeDefined();
    const allWei = game((['cao-cao', 'si-ma-yi', 'xia-hou-dun', 'zhang-liao', 'xu-chu', 'guo-jia', 'zhen-ji'] as const).map((hero, i) => seat(i === 0 ? 'lord' : 'rebel', { hero, ...(i === 4 ? { alive: false } : {}) })), { reincarnation: true });
    expect(nextHero(allWei, 'p5').hero).toBeUndefined();
  });

  it('offers nothing with the rule off, and once a turn to eliminated players only with it on', () => {
    const seats = [seat('lord', { hand: [] }), seat('rebel', { alive: false }), seat('renegade')];
    const hand = (g: GameState) => ({ ...g, seats: g.seats.map((s, i) => (i === 0 ? { ...s, hand: [g.drawPile[0] as string] } : s)), drawPile: g.drawPile.slice(1) });
    expect(offeringChoices(hand(game(seats)))).toEqual([]);
    const on = runToDecision(hand(game(seats, { reincarnation: true })));
    expect(offeringChoices(on).map((c) => c.input.type === 'skill.invoke' && c.input.targets)).toEqual([['p2']]);
    const given = applyInput(on, offeringChoices(on)[0]?.key as string);
    expect(seatOf(given, 'p2').hand).toHaveLength(1);
    expect(offeringChoices(runToDecision(given))).toEqual([]);
  });

  it('asks every other living player with a hand card, in turn order, for an offering when a turn ends, and no one without a receiver', () => {
    const seats = [seat('lord', { hand: [] }), seat('loyalist'), seat('rebel', { alive: false }), seat('renegade'), seat('rebel', { hand: [] })];
    const dealt = (g: GameState) => ({ ...g, seats: g.seats.map((s, i) => (i === 1 || i === 3 ? { ...s, hand: [g.drawPile[i] as string] } : s)) });
    expect(offerWindow(dealt(game(seats)), 'p1').stack).toEqual([]); // the rule is off
    const on = dealt(game(seats, { reincarnation: true }));
    const w = offerWindow(on, 'p1');
    expect(w.stack.map((f) => f.kind === 'choose' && f.purpose === OFFER_WINDOW && f.seat)).toEqual(['p5', 'p4', 'p2']); // last-first: p2 is asked first
    const first = decisionOf(w);
    expect(first?.seat).toBe('p2');
    expect(first?.choices.map((c) => c.label)).toEqual([expect.stringMatching(/^Offer .* to p3 \(reincarnation\)$/), 'Make no offering']);
    const declined = applyInput(w, first?.choices[1]?.key as string);
    expect(decisionOf(declined)?.seat).toBe('p4'); // p5 has no hand card: not asked
    const offered = applyInput(declined, decisionOf(declined)?.choices[0]?.key as string);
    expect(seatOf(offered, 'p3').hand).toHaveLength(1);
    expect(flag(seatOf(offered, 'p4'), 'turn:offered')).toBe(0); // the flag is for the play phase's own offering: the next turn is free
    expect(decisionOf(offered)).toBeNull();
    const nobody = { ...on, seats: on.seats.map((s) => (s.id === 'p3' ? { ...s, flags: { ...s.flags, 'house:no-hero': 1 } } : s)) };
    expect(offerWindow(nobody, 'p1').stack).toEqual([]); // no eliminated player can receive one
  });
});

describe('the last three', () => {
  it(`counts rounds at the Lord's turn while three or fewer are left, and pushes the loss after ${FREE_ROUNDS}`, () => {
    let g = game([seat('lord'), seat('rebel'), seat('renegade')], { lastThree: true });
    for (let n = 1; n <= FREE_ROUNDS; n++) {
      g = roundBegins(g);
      expect(flag(seatOf(g, 'p1'), ROUNDS_FLAG)).toBe(n);
      expect(g.stack).toHaveLength(0);
    }
    expect(roundBegins(g).stack.map((f) => f.kind)).toEqual(['choose']);
    const notLord = { ...g, current: 1 };
    expect(roundBegins(notLord)).toBe(notLord); // not the Lord's turn: no round begins
  });

  it('starts the count again while more than three are left', () => {
    const g = setFlag(game([seat('lord'), seat('loyalist'), seat('rebel'), seat('renegade')], { lastThree: true }), 'p1', ROUNDS_FLAG, 2);
    expect(flag(seatOf(roundBegins(g), 'p1'), ROUNDS_FLAG)).toBe(0);
  });
});

describe('dark souls', () => {
  it('give their host a skill read from its flags, which the skill cache key follows', () => {
    const g = game([seat('lord'), seat('loyalist'), seat('rebel')], { darkSouls: true });
    const host = seatOf(g, 'p1');
    const possessed = { ...host, flags: { ...host.flags, 'soul:lohan:p2': 1 } };
    expect(soulsOn(possessed)).toEqual([['lohan', 'p2']]);
    expect(soulKey(possessed)).not.toBe(soulKey(host));
    expect(soulSkills(possessed).map((s) => s.id)).toEqual(['dark-soul-lohan']);
    expect(skillsOf(possessed).map((s) => s.id)).toContain('dark-soul-lohan');
    expect(skillsOf(host).map((s) => s.id)).not.toContain('dark-soul-lohan');
  });
});

describe('scoring', () => {
  it('scores nothing while the game goes on or after a draw', () => {
    const g = game([seat('lord'), seat('rebel')], { scoring: true });
    expect(scoresOf(g)).toBeNull();
    expect(scoresOf({ ...g, winner: 'draw' })).toBeNull();
  });

  it('scores a random won game for every seat, by the tables', () => {
    let g = createGame({ seats: [seat('lord'), seat('loyalist'), seat('rebel'), seat('renegade')], seed: 3, dealStartingHands: true, house: { scoring: true } });
    for (let i = 0; i < 200000 && !g.winner; i++) { const d = decisionOf(g); g = d ? applyInput(g, d.choices[i % d.choices.length]?.key as string) : advance(g); }
    const scores = scoresOf(g);
    expect(g.winner).not.toBeNull();
    expect(scores?.map((x) => x.seat)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(scores?.every((x) => x.result.total >= 0)).toBe(true);
  });
});
