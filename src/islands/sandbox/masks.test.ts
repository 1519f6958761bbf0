import { describe, expect, it } from 'vitest';
import { loadMasks, masks, OPEN_MASK } from './masks.ts';

describe('the masks of a point of view, loaded on demand', () => {
  it('are a bug to ask for before they load, and are hidden.ts once loaded', async () => {
    expect(() => masks()).toThrow(/before its masks loaded/);
    const m = await loadMasks();
    expect(masks()).toBe(m);
    expect(typeof m.textMask).toBe('function');
    expect(await loadMasks()).toBe(m); // loaded once
  });

  it('leave every text as it is for the judge', () => {
    expect(OPEN_MASK.open).toBe(true);
    expect(OPEN_MASK('Strike ♠7')).toBe('Strike ♠7');
  });
});
