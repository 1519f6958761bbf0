import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rewriteListRule } from './vite-list-css.ts';

const require = createRequire(import.meta.url);
const starlight = readFileSync(require.resolve('@astrojs/starlight/style/markdown.css'), 'utf8');

describe("the rewrite of Starlight's list-spacing rule", () => {
  it('replaces the rule with the :has() on the list itself, keeping the item selector', () => {
    const out = rewriteListRule(starlight);
    expect(out).not.toMatch(/:has\(> li > :not\([^)]*\)\)\s*> li/);
    expect(out).toContain('.sl-markdown-content :is(ol, ul):has(> li > :not(a, strong, em, del, span, input, code, br, script, ol, ul)) { --sgs-list-gap: 1.25rem; }');
    expect(out).toContain('.sl-markdown-content :is(ol, ul) > li > :is(:last-child:not(a, strong, em, del, span, input, code, br, script, :where(.not-content *)),');
    expect(out).toContain(':not(script):has(~ script:last-child):not(:has(~ :not(script)))) { margin-bottom: var(--sgs-item-gap, revert-layer); }');
    // Everything else is left as it was.
    expect(out.length).toBeGreaterThan(starlight.length - 1500);
    expect(out).toContain('@layer starlight.content {');
  });

  it('fails clearly when the rule is not there (a Starlight update changed it)', () => {
    expect(() => rewriteListRule('.sl-markdown-content p { margin: 0 }')).toThrow(/found it 0 times/);
    const twice = starlight + starlight;
    expect(() => rewriteListRule(twice)).toThrow(/found it 2 times/);
  });
});
