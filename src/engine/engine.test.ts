import { describe, expect, it } from 'vitest';
import { decisionOf, findChoice, runToDecision } from './engine.ts';
import { createGame, randomSetup } from './setup.ts';
import { IMPLEMENTED_HEROES } from './skills/heroes/index.ts';
import { cardName } from './cards-lookup.ts';

describe('findChoice', () => {
  const state = runToDecision(createGame(randomSetup(4, 5, IMPLEMENTED_HEROES)));
  const d = decisionOf(state);
  if (!d || d.choices.length < 2) throw new Error('the game should wait for a decision with choices');
  const last = d.choices[d.choices.length - 1];
  if (!last) throw new Error('no choice');

  it('finds a choice by its own input, by an equal copy of it and by its key', () => {
    for (const probe of [last.input, { ...last.input }, last.key]) {
      const found = findChoice(state, probe);
      expect(found.ok && found.choice).toBe(last);
    }
  });

  it('refuses an input that is no choice now and lists the legal ones', () => {
    const found = findChoice(state, { ...last.input, seat: 'p9' });
    expect(found.ok).toBe(false);
    if (!found.ok) {
      expect(found.error).toContain('is not a legal choice now');
      expect(found.error).toContain(`"${last.key}"`);
    }
  });
});

describe('play-phase choices', () => {
  // Guan Yu (p1, Warrior Saint: a red card as Strike) in his play phase, holding a Strike and a Peach, at full HP.
  const state = runToDecision(createGame({
    seats: [{ hero: 'guan-yu', role: 'lord', hand: ['strike#1', 'peach#1'] }, { hero: 'guo-jia', role: 'rebel' }, { hero: 'lv-bu', role: 'rebel' }],
    seed: 1, phase: 'play',
  }));
  const d = decisionOf(state);

  it('offers the Strike on each seat in range, the Peach as Strike by Warrior Saint, and ending the phase, labelled in words', () => {
    expect(d?.kind).toBe('play');
    const labels = d?.choices.map((c) => c.label) ?? [];
    const strike = cardName('strike#1');
    const peach = cardName('peach#1');
    expect(labels).toContain(`Use ${strike} on p2 (Guo Jia)`);
    expect(labels).toContain(`Use ${strike} on p3 (Lü Bu)`);
    expect(labels).toContain(`Use ${peach} as Strike (wu-sheng) on p2 (Guo Jia)`);
    expect(labels).toContain('End the play phase');
    expect(labels.filter((l) => l.startsWith(`Use ${peach}`))).toHaveLength(2); // not as a Peach: Guan Yu is not wounded
    const viaSkill = d?.choices.find((c) => c.label === `Use ${peach} as Strike (wu-sheng) on p3 (Lü Bu)`);
    expect(viaSkill?.input).toEqual({ type: 'card.use', seat: 'p1', cards: ['peach#1'], as: 'strike', targets: ['p3'], skill: 'wu-sheng' });
    expect(d?.choices.find((c) => c.label === `Use ${strike} on p2 (Guo Jia)`)?.input).not.toHaveProperty('skill');
  });
});
