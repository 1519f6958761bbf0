// A Vite plugin that rewrites one rule of Starlight's markdown.css (list spacing) into an equivalent
// that Chromium can keep up to date cheaply. Starlight's rule is
//   .sl-markdown-content :is(ol, ul):has(> li > :not(a, …)) > li > :is(…) { margin-bottom: 1.25rem }
// a `:has()` on an ancestor of the element it styles. While a rule like that exists, Chromium
// recomputes the style of most of the page whenever an element or a text is inserted or removed
// anywhere in it: measured in a Chromium trace, one Next in a sandbox recomputed the style of 3,650
// elements on /modes/3v3/ (200 to 320 ms on a busy machine) and 540 on /heroes/lv-meng/, against 1 to
// 3 without the rule; the same happens for every island that hydrates. A `:has()` on the element it
// styles costs nothing of the kind, so the rewrite asks the list whether it is loose (its own
// `:has()`), passes the answer down in a custom property, and each item's last block reads it:
//   - a list sets --sgs-list-gap to 1.25rem when one of its items has a block child, and resets it
//     otherwise (so a tight list nested in a loose one is tight);
//   - each item copies its list's value (so a nested list that is an item's last child gets its
//     item's gap, not its own);
//   - the item's last block takes the gap, or, when its list is tight, `revert-layer`: the value it
//     would have had without the rule (no other rule of Starlight's content layer sets that margin).
// The build fails if Starlight's rule is not found exactly once (a Starlight update changed it).
import type { Plugin } from 'vite';

const FILE = /@astrojs[\\/]starlight[\\/]dist[\\/]style[\\/]markdown\.css(\?|$)/;
/** Starlight's rule, from its selector to its closing brace (comments inside included). */
const RULE = /\.sl-markdown-content\s*:is\(ol, ul\):has\(> li > :not\(a, strong, em, del, span, input, code, br, script, ol, ul\)\)\s*> li\s*> :is\(([\s\S]*?)\)\s*\{\s*margin-bottom: 1\.25rem;\s*\}/g;

export function rewriteListRule(css: string): string {
  const found = [...css.matchAll(RULE)];
  if (found.length !== 1) throw new Error(`vite-list-css: expected Starlight's list-spacing rule once in markdown.css, found it ${found.length} times; check the rule after a Starlight update (src/vite-list-css.ts).`);
  const subject = (found[0]?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim();
  return css.replace(RULE, [
    '.sl-markdown-content :is(ol, ul) { --sgs-list-gap: initial; }',
    '.sl-markdown-content :is(ol, ul):has(> li > :not(a, strong, em, del, span, input, code, br, script, ol, ul)) { --sgs-list-gap: 1.25rem; }',
    '.sl-markdown-content :is(ol, ul) > li { --sgs-item-gap: var(--sgs-list-gap); }',
    `.sl-markdown-content :is(ol, ul) > li > :is(${subject}) { margin-bottom: var(--sgs-item-gap, revert-layer); }`,
  ].join('\n'));
}

export function listCssPlugin(): Plugin {
  return {
    name: 'sanguosha-list-css',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      return { code: rewriteListRule(code), map: null };
    },
  };
}
