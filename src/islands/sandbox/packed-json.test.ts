import { describe, expect, it } from 'vitest';
import { packJson, unpackJson } from './packed-json.ts';

describe('packed JSON (the island\'s scenario data)', () => {
  const value = { id: 'x', text: 'He said "no" to `Strike`, \\ and 杀.', list: [1, null, true, { '"k"': '`' }], empty: '' };
  const json = JSON.stringify(value);

  it('holds no double quote, so the HTML attribute needs no entity for it, and unpacks to the same JSON', () => {
    const packed = packJson(json);
    expect(packed).not.toContain('"');
    expect(packed.startsWith('{`')).toBe(true);
    expect(unpackJson(packed)).toBe(json.replace(/`/g, '\\u0060'));
    expect(JSON.parse(unpackJson(packed))).toEqual(value);
  });

  it('leaves plain JSON (the builder\'s props) as it is, backticks included', () => {
    expect(unpackJson(json)).toBe(json);
    expect(JSON.parse(unpackJson('{}'))).toEqual({});
  });
});
