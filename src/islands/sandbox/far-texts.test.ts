import { describe, expect, it } from 'vitest';
import { loadTexts, parseTexts } from './far-texts.ts';

const ok = (body: string) => Promise.resolve(new Response(body, { status: 200 }));
const file = (texts: unknown, pages: unknown = {}) => ({ texts, pages });

describe('the texts file of a scenario page (the clauses it does not inline, and the pages of sections)', () => {
  it('reads [English, Chinese] by clause id and a path by section, and refuses any other shape, naming what is wrong', () => {
    expect(parseTexts(file({ 'a.b.c': ['Text', '文'] }, { 'a.b': '/rules/a/' }))).toEqual(file({ 'a.b.c': ['Text', '文'] }, { 'a.b': '/rules/a/' }));
    expect(() => parseTexts([])).toThrow(/not an object with texts and pages/);
    expect(() => parseTexts(null)).toThrow(/not an object/);
    expect(() => parseTexts({ 'a.b.c': ['Text', '文'] })).toThrow(/not an object with texts and pages/);
    expect(() => parseTexts(file({ 'a.b.c': ['only one'] }))).toThrow(/clause a\.b\.c is not \[English, Chinese\]/);
    expect(() => parseTexts(file({ 'a.b.c': ['<b>', 3] }))).toThrow(/clause a\.b\.c/);
    expect(() => parseTexts(file({}, { 'a.b': 'javascript:alert(1)' }))).toThrow(/section a\.b is not a path/);
    expect(() => parseTexts(file({}, { 'a.b': 3 }))).toThrow(/section a\.b/);
  });

  it('fetches a file once, and again after a failure', async () => {
    let calls = 0;
    const get = ((() => { calls++; return ok('{"texts":{"x.y.z":["E","Z"]},"pages":{}}'); }) as unknown) as typeof fetch;
    await expect(loadTexts('/t1.json', get)).resolves.toEqual(file({ 'x.y.z': ['E', 'Z'] }));
    await loadTexts('/t1.json', get);
    expect(calls).toBe(1);
    let fails = 0;
    const bad = ((() => { fails++; return Promise.resolve(new Response('no', { status: 404 })); }) as unknown) as typeof fetch;
    await expect(loadTexts('/t2.json', bad)).rejects.toThrow(/\/t2\.json: HTTP 404/);
    await expect(loadTexts('/t2.json', bad)).rejects.toThrow(/HTTP 404/);
    expect(fails).toBe(2);
    await expect(loadTexts('/t3.json', (() => ok('[1]')) as unknown as typeof fetch)).rejects.toThrow(/not an object/);
    await expect(loadTexts('/t4.json', (() => ok('x'.repeat(600 * 1024))) as unknown as typeof fetch)).rejects.toThrow(/larger than/);
  });
});
