import { describe, expect, it } from 'vitest';
import { decisionOf, findChoice, runToDecision } from './engine.ts';
import { createGame, randomSetup } from './setup.ts';
import { IMPLEMENTED_HEROES } from './skills/heroes/index.ts';

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
