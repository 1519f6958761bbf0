import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { memo, sameData, sameProps } from './memo.ts';

describe('sameData', () => {
  it('compares plain data item by item, and anything else by identity', () => {
    const card = { id: 'strike#1', name: 'Strike' };
    expect(sameData({ hp: 3, hand: [card], tags: ['a'] }, { hp: 3, hand: [card], tags: ['a'] })).toBe(true);
    expect(sameData({ hp: 3, hand: [card] }, { hp: 2, hand: [card] })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(new Set(['x']), new Set(['x']))).toBe(false);
    const set = new Set(['x']);
    expect(sameData({ cards: set }, { cards: set })).toBe(true);
    const f = () => 1;
    expect(sameData({ f }, { f })).toBe(true);
    expect(sameData({ f }, { f: () => 1 })).toBe(false);
  });
});

describe('sameProps', () => {
  it('compares each prop by identity', () => {
    const list = [1];
    expect(sameProps({ a: 1, list }, { a: 1, list })).toBe(true);
    expect(sameProps({ a: 1, list }, { a: 1, list: [1] })).toBe(false);
    expect(sameProps<{ a: number; b?: number }>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

describe('memo', () => {
  it('renders what the function renders, and asks to render again only when the props differ', () => {
    let calls = 0;
    const Line = memo(({ text }: { readonly text: string }) => { calls++; return h('p', null, text); });
    const line = new Line({ text: 'p1 takes 1 damage' });
    expect(line.render(line.props, {}, undefined)).toMatchObject({ type: 'p', props: { children: 'p1 takes 1 damage' } });
    expect(calls).toBe(1);
    expect(line.shouldComponentUpdate?.({ text: 'p1 takes 1 damage' }, {}, undefined)).toBe(false);
    expect(line.shouldComponentUpdate?.({ text: 'p2 takes 1 damage' }, {}, undefined)).toBe(true);
  });

  it('uses the given equality', () => {
    const Seat = memo(({ seat }: { readonly seat: { readonly hp: number } }) => h('li', null, String(seat.hp)), sameData);
    const s = new Seat({ seat: { hp: 3 } });
    expect(s.shouldComponentUpdate?.({ seat: { hp: 3 } }, {}, undefined)).toBe(false);
    expect(s.shouldComponentUpdate?.({ seat: { hp: 2 } }, {}, undefined)).toBe(true);
  });
});
