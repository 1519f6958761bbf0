// The asking (lord-ask.ts) leaves a card the lord uses to the skill that asked for it (Rouse:
// SkillDef.lordAskUse, rouse.ts): a frame asking for such a card whose lord has no such skill is an
// error that says so, never a card silently lost.
import { describe, expect, it } from 'vitest';
import { DECK } from '../../data/cards.ts';
import { pushChoose } from '../../frames/make.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { logFacts } from '../../log-book.ts';
import { createGame } from '../../setup.ts';
import type { GameState } from '../../types.ts';
import { lordAsk } from './lord-ask.ts';

const strike = DECK.find((c) => c.kind === 'strike')?.id ?? '';

/** A 'lord-ask' frame for a Strike the lord (p1) uses on p3, asking p2. */
function asking(lord: 'cao-cao' | 'liu-bei'): { state: GameState; f: ChooseFrame } {
  const g = createGame({ seats: [{ hero: lord, role: 'lord' }, { hero: 'guan-yu', role: 'loyalist', hand: [strike] }, { hero: 'lv-bu', role: 'rebel' }], seed: 1 });
  const state = pushChoose(g, { seat: 'p1', purpose: 'lord-ask', host: -1, extra: { queue: ['p2'], want: 'strike', clause: 'heroes.liu-bei.ji-jiang.revised', use: ['p3'] } });
  const f = state.stack.at(-1);
  if (f?.kind !== 'choose') throw new Error('no choose frame');
  return { state, f };
}

describe('the asking, for a card the lord uses', () => {
  it('goes on through Rouse: the Strike given is used by Liu Bei; with none given, the asking says so', () => {
    const { state, f } = asking('liu-bei');
    const given = lordAsk.apply(state, f, { type: 'response.play', seat: 'p2', cards: [strike], as: 'strike' });
    expect(logFacts(given).at(-1)?.text).toMatch(/^p2 \(Guan Yu\) plays Strike .+ for p1 \(Liu Bei\), who uses it as his own Strike\.$/);
    expect(given.stack.at(-1)).toMatchObject({ kind: 'useCard', user: 'p1', targets: ['p3'] });
    const none = lordAsk.fallback?.(state, f);
    expect(none && logFacts(none).at(-1)?.text).toBe('No one gives p1 (Liu Bei) a Strike.');
  });

  it('a lord without such a skill (Cao Cao: Escort asks for a Dodge he does not use): a clear error, given or not', () => {
    const { state, f } = asking('cao-cao');
    expect(() => lordAsk.apply(state, f, { type: 'response.play', seat: 'p2', cards: [strike], as: 'strike' })).toThrow('lord-ask: p1 asked for a card to use, but has no lord skill that uses it (SkillDef.lordAskUse: Rouse)');
    expect(() => lordAsk.fallback?.(state, f)).toThrow(/has no lord skill that uses it/);
  });
});
