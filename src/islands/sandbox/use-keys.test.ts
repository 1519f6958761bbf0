// Keys and presses kept before hydration: which presses step, and that each sandbox takes only its own.
import { describe, expect, it } from 'vitest';
import { isTyping, keyAction, takePending } from './use-keys.ts';

const key = (k: string, over: Partial<KeyboardEvent> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target: { tagName: 'BODY' } as unknown as EventTarget, ...over });

describe('keys', () => {
  it('step with ← → Home End, not with a modifier nor while typing', () => {
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'a'].map((k) => keyAction(key(k)))).toEqual(['next', 'back', 'start', 'end', null]);
    expect(keyAction(key('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(keyAction(key('ArrowRight', { target: { tagName: 'INPUT' } as unknown as EventTarget }))).toBeNull();
    expect(isTyping({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTyping({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
  });

  it('take the presses kept for one sandbox, in order, and leave the others', () => {
    const a = {} as Element;
    const b = {} as Element;
    const q = [{ el: a, act: 'next' }, { el: b, act: 'next' }, { el: a, act: 'end' }, { el: a, act: 'bogus' }];
    expect(takePending(a, q)).toEqual(['next', 'end']);
    expect(q).toEqual([{ el: b, act: 'next' }]);
    expect(takePending(a, q)).toEqual([]);
    expect(takePending(null, q)).toEqual([]);
  });
});
