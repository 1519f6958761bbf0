import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand: a module loaded once, on demand', () => {
  it('imports once however often it is asked, and gives the module once it is there', async () => {
    let calls = 0;
    const m = onDemand(() => { calls += 1; return Promise.resolve({ answer: 42 }); });
    expect(m.get()).toBeNull();
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(m.get()).toEqual({ answer: 42 });
  });

  it('tries a failed load again the next time, and stays empty until one succeeds', async () => {
    let calls = 0;
    const m = onDemand(() => { calls += 1; return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok'); });
    await expect(m.load()).rejects.toThrow('offline');
    expect(m.get()).toBeNull();
    await expect(m.load()).resolves.toBe('ok');
    expect(calls).toBe(2);
    expect(m.get()).toBe('ok');
  });
});
