import { describe, expect, it } from 'vitest';
import { loadBodies, parseBodies } from './far-texts.ts';

const ok = (body: string) => Promise.resolve(new Response(body, { status: 200 }));

describe('the texts of the clauses a page does not inline', () => {
  it('reads [English, Chinese] by clause id and refuses any other shape, naming the clause', () => {
    expect(parseBodies({ 'a.b.c': ['Text', '文'] })).toEqual({ 'a.b.c': ['Text', '文'] });
    expect(() => parseBodies([])).toThrow(/not an object/);
    expect(() => parseBodies(null)).toThrow(/not an object/);
    expect(() => parseBodies({ 'a.b.c': ['only one'] })).toThrow(/clause a\.b\.c is not \[English, Chinese\]/);
    expect(() => parseBodies({ 'a.b.c': ['<b>', 3] })).toThrow(/clause a\.b\.c/);
  });

  it('fetches a file once, and again after a failure', async () => {
    let calls = 0;
    const get = ((() => { calls++; return ok('{"x.y.z":["E","Z"]}'); }) as unknown) as typeof fetch;
    await expect(loadBodies('/t1.json', get)).resolves.toEqual({ 'x.y.z': ['E', 'Z'] });
    await loadBodies('/t1.json', get);
    expect(calls).toBe(1);
    let fails = 0;
    const bad = ((() => { fails++; return Promise.resolve(new Response('no', { status: 404 })); }) as unknown) as typeof fetch;
    await expect(loadBodies('/t2.json', bad)).rejects.toThrow(/\/t2\.json: HTTP 404/);
    await expect(loadBodies('/t2.json', bad)).rejects.toThrow(/HTTP 404/);
    expect(fails).toBe(2);
    await expect(loadBodies('/t3.json', (() => ok('[1]')) as unknown as typeof fetch)).rejects.toThrow(/not an object/);
    await expect(loadBodies('/t4.json', (() => ok('x'.repeat(600 * 1024))) as unknown as typeof fetch)).rejects.toThrow(/larger than/);
  });
});
