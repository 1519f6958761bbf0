// Flow tests through the pure transition API: the chart reaches each window kind, takes only legal
// inputs there, and routes back to resolving. Expected outcomes come from the rules clauses cited.
import { describe, expect, it } from 'vitest';
import { findInstances, parseCardRef } from '../../src/engine/card-notation.ts';
import type { GameSetup, SeatSetup } from '../../src/engine/setup.ts';
import { decision, isOver, send, settle, startGame, stateInfo, step, type Snapshot } from '../../src/flow/run.ts';
import { logFacts } from '../../src/engine/log-book.ts';

const used = new Set<string>();
/** The physical card id for `kind ♠A`, a different copy each time the same card is named. */
function c(ref: string): string {
  const r = parseCardRef(ref);
  if (!r.ok) throw new Error(r.error);
  const inst = findInstances(r).find((x) => !used.has(x.id));
  if (!inst) throw new Error(`no free ${ref}`);
  used.add(inst.id);
  return inst.id;
}
const seat = (s: Partial<SeatSetup> & Pick<SeatSetup, 'role'>): SeatSetup => ({ hero: null, ...s });
function game(seats: SeatSetup[], extra: Partial<GameSetup> = {}): Snapshot {
  used.clear();
  return settle(startGame({ seats, seed: 3, phase: 'play', ...extra }));
}
function choose(s: Snapshot, label: RegExp): Snapshot {
  const d = decision(s);
  const ch = d?.choices.find((x) => label.test(x.label));
  if (!ch) throw new Error(`no choice ${label} in ${d?.choices.map((x) => x.label).join(' | ')}`);
  return settle(send(s, ch.key));
}

describe('the rules chart', () => {
  it('waits in the play window and rejects an illegal input', () => {
    const strike = 'strike#1';
    const s = game([seat({ role: 'lord' }), seat({ role: 'rebel' })]);
    expect(s.state).toBe('play');
    expect(stateInfo(s).description).toMatch(/play phase/);
    expect(() => send(s, { type: 'card.use', seat: 'p1', cards: [strike], as: 'strike', targets: ['p2'] })).toThrow(/not a legal choice/);
    expect(step(s)).toBe(s);
  });

  it('opens a Dodge window for a Strike (cards.strike.dodge) and cancels it when the Dodge is used', () => {
    const strike = c('strike ♠7');
    const dodge = c('dodge ♦2');
    let s = game([seat({ role: 'lord', hand: [strike] }), seat({ role: 'rebel', hand: [dodge] })]);
    s = choose(s, /Use Strike ♠7 on p2/);
    expect(s.state).toBe('respond');
    expect(decision(s)?.seat).toBe('p2');
    s = choose(s, /Use Dodge ♦2/);
    expect(s.state).toBe('play');
    expect(s.game.seats[1]?.hp).toBe(4);
    expect(logFacts(s.game).map((f) => f.fact)).toContain('effect.cancelled');
  });

  it('asks for Nullifications, and a second Nullification restores the trick (cards.nullification.chain)', () => {
    const exNihilo = c('ex-nihilo ♥7');
    let s = game([seat({ role: 'lord', hand: [exNihilo, c('nullification ♣Q')] }), seat({ role: 'rebel', hand: [c('nullification ♠J')] })]);
    s = choose(s, /Use Ex Nihilo/);
    expect(s.state).toBe('nullify');
    expect(decision(s)?.seat).toBe('p1');
    s = choose(s, /Do not/);
    expect(decision(s)?.seat).toBe('p2');
    s = choose(s, /Nullification/);
    expect(s.state).toBe('nullify');
    expect(decision(s)?.seat).toBe('p1');
    s = choose(s, /Nullification/);
    expect(s.state).toBe('play');
    expect(s.game.seats[0]?.hand.length).toBe(2);
  });

  it('opens a retrial window for Demonic Talent in turn order from the current player', () => {
    const acedia = c('acedia ♠6');
    let s = game(
      [seat({ role: 'lord', judgment: [acedia] }), seat({ role: 'rebel', hero: 'si-ma-yi', hand: [c('peach ♥3')] })],
      { phase: 'judgment', drawPile: [c('strike ♠7')] },
    );
    expect(s.state).toBe('retrial');
    expect(decision(s)?.seat).toBe('p2');
    s = choose(s, /Keep/);
    expect(logFacts(s.game).map((f) => f.fact)).toContain('phase.skipWill');
  });

  it('opens the dying window, asking from the current player, and a Peach saves (general.flow.dying)', () => {
    let s = game([seat({ role: 'lord', hand: [c('strike ♠7'), c('peach ♥4')] }), seat({ role: 'rebel', hp: 1 })]);
    s = choose(s, /Use Strike ♠7 on p2/);
    expect(s.state).toBe('dying');
    expect(decision(s)?.seat).toBe('p1');
    s = choose(s, /Use Peach/);
    expect(s.game.seats[1]?.hp).toBe(1);
    expect(s.state).toBe('play');
  });

  it('opens a trigger window for an optional skill (Villainous Hero)', () => {
    let s = game([seat({ role: 'rebel', hand: [c('strike ♠8')] }), seat({ role: 'lord', hero: 'cao-cao' })]);
    s = choose(s, /Use Strike ♠8 on p2/);
    expect(s.state).toBe('trigger');
    s = choose(s, /Villainous Hero/);
    expect(s.game.seats[1]?.hand.length).toBe(2);
  });

  it('opens a discard window in the discard phase for cards over the hand limit (general.values.hand-limit)', () => {
    let s = game([seat({ role: 'lord', hp: 1, hand: [c('dodge ♦3'), c('dodge ♦4'), c('dodge ♦5')] }), seat({ role: 'rebel' })]);
    s = choose(s, /End the play phase/);
    expect(s.state).toBe('discard');
    s = choose(s, /Discard/);
    expect(s.state).toBe('discard');
    s = choose(s, /Discard/);
    expect(s.game.seats[0]?.hand.length).toBe(1);
  });

  it('opens a choose window for Dismantle and reaches the over state when the last enemy dies', () => {
    let s = game([seat({ role: 'lord', hand: [c('dismantle ♠3')] }), seat({ role: 'rebel', equipment: { weapon: c('crossbow ♣A') } })]);
    s = choose(s, /Dismantle/);
    expect(s.state).toBe('choose');
    s = choose(s, /Crossbow/);
    expect(s.game.seats[1]?.equipment.weapon).toBeUndefined();
    let t = game([seat({ role: 'lord', hand: [c('strike ♠9')] }), seat({ role: 'rebel', hp: 1 })]);
    t = choose(t, /Strike/);
    expect(isOver(t)).toBe(true);
    expect(t.game.winner).toBe('lord');
  });

  it('Borrowed Sword affects only the player with the weapon, not the player to be struck (cards.borrowed-sword.effect)', () => {
    const sword = c('borrowed-sword ♣Q');
    let s = game([
      seat({ role: 'lord', hand: [sword] }),
      seat({ role: 'rebel', equipment: { weapon: c('kirin-bow ♥5') } }),
      seat({ role: 'rebel', equipment: { weapon: c('halberd ♦Q') } }),
    ]);
    s = choose(s, /Borrowed Sword.*p2, p3/); // p2 has no Strike to use, so is not asked: the Kirin Bow is given
    expect(s.game.seats[0]?.hand.map((id) => id.split('#')[0])).toEqual(['kirin-bow']);
    expect(s.state).toBe('play');
    expect(decision(s)?.seat).toBe('p1');
    expect(s.game.seats[2]?.equipment.weapon).toBeDefined();
  });
});
