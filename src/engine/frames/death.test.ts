// Death in the middle of a resolution (general.flow.death-during-own-turn): what is resolving goes
// on, the dead player's skills still waiting at a timing point are dropped, and the turn ends after.
import { describe, expect, it } from 'vitest';
import { advance } from '../engine.ts';
import { createGame } from '../setup.ts';
import type { GameState } from '../types.ts';
import type { Frame } from './frame-types.ts';

function withStack(state: GameState, stack: readonly Frame[]): GameState {
  return { ...state, stack, nextId: 100, step: 'phase.main' };
}

describe('death in the middle of a resolution', () => {
  const game = createGame({ seats: [{ hero: null, role: 'rebel', hp: 0 }, { hero: null, role: 'lord' }, { hero: null, role: 'loyalist' }, { hero: null, role: 'renegade' }], seed: 1, phase: 'play' });
  const waiting: Frame = { kind: 'triggers', id: 1, timing: 'damage.afterTarget', host: 0, items: [{ seat: 'p1', skill: 'gang-lie', subject: 'p1' }, { seat: 'p2', skill: 'jian-xiong', subject: 'p2' }] };
  const death: Frame = { kind: 'death', id: 2, seat: 'p1', killer: null, stage: 'reveal' };
  const start = withStack(game, [waiting, death]);

  it('drops the dead player\'s skills still waiting at a timing point, and keeps the others\'', () => {
    const after = advance(start);
    const t = after.stack[0];
    expect(t?.kind === 'triggers' ? t.items.map((i) => i.seat) : []).toEqual(['p2']);
  });

  it('keeps what is resolving when the current player dies, and the turn ends once it has resolved', () => {
    let s = advance(start);
    while (s.stack.length > 1) s = advance(s);
    expect(s.stack[0]?.kind).toBe('triggers');
    expect(s.step).toBe('turn.ending');
  });
});
