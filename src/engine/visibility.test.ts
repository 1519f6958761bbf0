// Hidden information stays out of text: a hero whose card is face down (Hegemony-style) is named in
// no log line, prompt or choice label of a whole random game; a fact only some seats may read reaches
// the others as its public text or not at all. Each check is shown to fail on a game that leaks.
import { describe, expect, it } from 'vitest';
import { HEROES } from './data/heroes.ts';
import { advance, applyInput, decisionOf } from './engine.ts';
import { logFacts } from './log-book.ts';
import { randomInt } from './rng.ts';
import { randomGameSetup } from './random-play.ts';
import { createGame } from './setup.ts';
import { log, who } from './state.ts';
import type { GameState } from './types.ts';
import { factFor, labelFor, reads, visibleFacts } from './visibility.ts';

/** Every text a point of view reads over a random game: its log, and every prompt and choice label. */
function textsOfGame(seed: number, hide: string | null, pov: string, maxSteps = 20000): string[] {
  const start = createGame(randomGameSetup(seed, 5));
  let s: GameState = hide ? { ...start, seats: start.seats.map((x) => (x.id === hide ? { ...x, heroShown: false } : x)) } : start;
  let pick = seed;
  const texts: string[] = [];
  for (let i = 0; i < maxSteps && !s.winner; i++) {
    const d = decisionOf(s);
    if (d) {
      texts.push(d.prompt, ...d.choices.map((c) => c.label));
      const r = randomInt(pick, d.choices.length);
      pick = r.seed;
      s = applyInput(s, d.choices[r.value]!.input);
    } else s = advance(s);
  }
  return [...texts, ...visibleFacts(s, pov).map((f) => f.text)];
}

/** The texts that name a hero. */
const naming = (texts: readonly string[], name: string) => texts.filter((t) => t.includes(name));

describe('a hidden hero', () => {
  const seed = 3;
  const hero = createGame(randomGameSetup(seed, 5)).seats[1]!.hero!;
  const name = HEROES[hero].en;

  it('is named in no log line, prompt or label of a whole game, for another seat and for the judge', () => {
    const texts = textsOfGame(seed, 'p2', 'p1');
    expect(texts.length).toBeGreaterThan(500);
    expect(naming(texts, name)).toEqual([]);
    expect(naming(texts, 'p2').length).toBeGreaterThan(0); // the seat itself is named, by its seat id
    expect(naming(textsOfGame(seed, 'p2', 'judge'), name)).toEqual([]); // the text is public: the name is in no text at all
  });

  it('the check can fail: with the hero card face up (the filter off) the same game names the hero', () => {
    expect(naming(textsOfGame(seed, null, 'p1'), name).length).toBeGreaterThan(0);
  });

  it('who() names a seat by its public name', () => {
    const g = createGame(randomGameSetup(seed, 5));
    expect(who(g, 'p2')).toBe(`p2 (${name})`);
    expect(who({ ...g, seats: g.seats.map((x) => (x.id === 'p2' ? { ...x, heroShown: false } : x)) }, 'p2')).toBe('p2');
  });
});

describe('a fact only some seats may read', () => {
  const g = createGame(randomGameSetup(1, 4));
  const card = g.seats[1]!.hand[0]!;
  const seen = log(g, { fact: 'card.shown', clause: 'cards.snatch.effect', seat: 'p1', visibleTo: ['p1'], data: { card }, text: `p1 looks at ${card} in p2's hand.`, publicText: "p1 looks at a hand card of p2." });
  const secret = log(seen, { fact: 'card.shown', clause: 'cards.snatch.effect', seat: 'p1', visibleTo: ['p1'], text: `p1 sees ${card}.` });

  it('is read in full by its seats and the judge, as its public text by the others, or not at all', () => {
    const texts = (pov: string) => visibleFacts(secret, pov).slice(logFacts(g).length).map((f) => f.text);
    expect(texts('p1')).toEqual([`p1 looks at ${card} in p2's hand.`, `p1 sees ${card}.`]);
    expect(texts('judge')).toEqual(texts('p1'));
    expect(texts('p2')).toEqual(['p1 looks at a hand card of p2.']);
    expect(visibleFacts(secret, 'p3').flatMap((f) => [f.text, JSON.stringify(f.data ?? {})]).join('\n')).not.toContain(card);
  });

  it('the check can fail: without the filter another seat reads the card', () => {
    expect(logFacts(secret).map((f) => f.text).join('\n')).toContain(card);
    expect(factFor(logFacts(secret).at(-1)!, 'p2')).toBeNull();
  });
});

describe('a side and a taken choice', () => {
  it('a side reads what any of its seats reads, and nothing else', () => {
    expect(reads(['p1', 'p2', 'p6'], 'p1+p2+p6')).toBe(true);
    expect(reads(['p2'], 'p1+p2+p6')).toBe(true);
    expect(reads(['p1', 'p2', 'p6'], 'p3+p4+p5')).toBe(false);
    expect(reads(['p1'], 'p11+p12')).toBe(false); // p1 is not p11
    expect(reads(undefined, 'p3')).toBe(true);
    expect(reads(['p1'], 'judge')).toBe(true);
  });

  it('a taken choice with visibleTo is read as its public label by the others', () => {
    const placed = { label: 'Place Zhang Fei', visibleTo: ['p1', 'p2', 'p6'], publicLabel: 'Place a hero face down for the Commander' };
    expect(labelFor(placed, 'p2')).toBe('Place Zhang Fei');
    expect(labelFor(placed, 'judge')).toBe('Place Zhang Fei');
    expect(labelFor(placed, 'p3+p4+p5')).toBe('Place a hero face down for the Commander');
    expect(labelFor({ label: 'Pick Zhang Fei' }, 'p3')).toBe('Pick Zhang Fei');
  });

  it('the 3v3 draft offers its placements readable by the placing side only', () => {
    let s = createGame({ ...randomGameSetup(2, 6, false, '3v3') });
    for (let i = 0; i < 40 && !decisionOf(s)?.prompt.includes('place a hero'); i++) s = applyInput(s, decisionOf(s)!.choices[0]!.input);
    const d = decisionOf(s)!;
    expect(d.prompt).toContain('place a hero face down');
    const side = s.seats.filter((x) => x.role === 'lord' || x.role === 'loyalist').map((x) => x.id).sort();
    const c = d.choices[0]!;
    expect([...(c.visibleTo ?? [])].sort()).toEqual(side);
    expect(c.publicLabel).toMatch(/^Place a hero face down for the/);
    expect(c.label).not.toBe(c.publicLabel);
  });
});
