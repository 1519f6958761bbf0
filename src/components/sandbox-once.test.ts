import { describe, expect, it } from 'vitest';
import { firstOnPage } from './sandbox-once.ts';

describe('the sandbox inline script, once per page', () => {
  it('is written with the first sandbox of a render only, and again for another render of the same page', () => {
    const one = new Request('https://x.example/modes/3v3/');
    expect(firstOnPage(one)).toBe(true);
    expect(firstOnPage(one)).toBe(false);
    expect(firstOnPage(one)).toBe(false);
    expect(firstOnPage(new Request('https://x.example/modes/3v3/'))).toBe(true);
  });
});
