// The server's half of our islands: props that survive a JSON script whatever their text, an error
// for props JSON cannot carry, ids that differ per island and restart per page, and the useId()
// values an island renders counted from its own id (so hydration finds the same ids).
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { useId } from 'preact/hooks';
import { islandJson, nextIslandId, renderIsland } from './island-html.ts';

function Labelled({ title }: { readonly title: string }) {
  const id = useId();
  return h('section', { 'aria-labelledby': id }, h('p', { id }, title));
}

describe('islandJson', () => {
  it('writes every < as \\u003c, so the data cannot end the script or open a comment, and reads back exactly', () => {
    const props = { json: 'a</script><script>alert(1)</script><!-- b <\\/script> `x`', step: 3 };
    const text = islandJson('Sandbox', props);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(props);
  });

  it('refuses props JSON cannot carry, naming the island and the prop', () => {
    expect(() => islandJson('Sandbox', { go: () => 1 })).toThrow(/Island Sandbox: prop go is a function/);
    expect(() => islandJson('Sandbox', { step: Number.NaN })).toThrow(/Island Sandbox: prop step is a NaN/);
  });
});

describe('renderIsland', () => {
  it('gives each island of a page its own id (i1, i2, …), from i1 again on another page', () => {
    const page = new Request('https://x.test/a/');
    expect([nextIslandId(page), nextIslandId(page)]).toEqual(['i1', 'i2']);
    expect(nextIslandId(new Request('https://x.test/b/'))).toBe('i1');
  });

  it('renders the component with useId() counted from the island id, so two islands on a page never share an element id', () => {
    const page = new Request('https://x.test/c/');
    const one = renderIsland('Labelled', Labelled, { title: 'One <b>' }, page);
    const two = renderIsland('Labelled', Labelled, { title: 'Two' }, page);
    expect(one.html).toBe('<section aria-labelledby="Pi1-0"><p id="Pi1-0">One &lt;b></p></section>');
    expect(two.html).toContain('id="Pi2-0"');
    expect(JSON.parse(one.json)).toEqual({ title: 'One <b>' });
  });
});
