// onIntent (intent.ts): the first pointer, touch, focus on the sandbox or key on the page calls back
// once; nothing else does; a cancelled watch never calls back; with no element it calls back at once.
import { describe, expect, it } from 'vitest';
import { onIntent } from './intent.ts';

const target = () => new EventTarget() as unknown as HTMLElement;
const doc = () => new EventTarget() as unknown as Document;

describe('onIntent', () => {
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    it(`calls back once at the first ${type} on the element`, () => {
      const el = target();
      let calls = 0;
      onIntent(el, () => { calls++; }, doc());
      el.dispatchEvent(new Event('click'));
      el.dispatchEvent(new Event('scroll'));
      expect(calls).toBe(0);
      el.dispatchEvent(new Event(type));
      el.dispatchEvent(new Event(type));
      el.dispatchEvent(new Event('pointerover'));
      expect(calls).toBe(1);
    });
  }

  it('calls back at a key pressed anywhere on the page (the step keys work page-wide), not at a pointer elsewhere', () => {
    const d = doc();
    let calls = 0;
    onIntent(target(), () => { calls++; }, d);
    d.dispatchEvent(new Event('pointerover'));
    expect(calls).toBe(0);
    d.dispatchEvent(new Event('keydown'));
    d.dispatchEvent(new Event('keydown'));
    expect(calls).toBe(1);
  });

  it('never calls back once cancelled', () => {
    const el = target();
    const d = doc();
    let calls = 0;
    const cancel = onIntent(el, () => { calls++; }, d);
    cancel();
    el.dispatchEvent(new Event('pointerover'));
    d.dispatchEvent(new Event('keydown'));
    expect(calls).toBe(0);
  });

  it('calls back at once without an element (nothing to wait on)', () => {
    let calls = 0;
    onIntent(null, () => { calls++; }, doc());
    expect(calls).toBe(1);
  });
});
