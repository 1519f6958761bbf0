// Broken and hostile input on the builder page (/build/): links opened in the address bar and YAML
// pasted into the import box. Each shows a plain message (the link's or file's, or the loader's
// problems for a readable table that cannot be played), no console error, and nothing from the
// input becomes markup: no element appears that the page does not make itself (no img, script,
// iframe, svg, object, embed, style, link or form from the input; no on* attribute), and no script
// from the input runs.
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, hydrated } from './browser.ts';
import { encodeShared, toBase64Url } from '../../src/islands/builder/model/link.ts';

const base = inject('baseUrl');
const b1 = (data: unknown): string => `b1.${toBase64Url(deflateRawSync(data instanceof Uint8Array ? data : Buffer.from(typeof data === 'string' ? data : JSON.stringify(data))))}`;
const table = (seats: unknown[], extra: Record<string, unknown> = {}) => ({ v: 1, s: 0, t: { x: [], n: { seats, ...extra } } });
const L = { r: 'l' };
const R = { r: 'r' };
const XSS = ['<img src=x onerror="window.pwned=1">', '<script>window.pwned=1</script>', '<svg onload="window.pwned=1">', '"><iframe src="javascript:window.pwned=1">', '<style>*{display:none}</style>', '<a href="javascript:window.pwned=1">x</a>'];

async function links(): Promise<string[]> {
  const real = await encodeShared({ table: { setup: { seats: [{ hero: 'lv-bu', role: 'lord', judgment: ['lightning ♠A'] }, { hero: 'da-qiao', role: 'rebel', chained: true }, { hero: null, role: 'loyalist' }, { hero: null, role: 'renegade' }], drawPile: ['strike ♠7'], current: 'p1', phase: 'judgment' }, script: [] }, step: 0, pov: null });
  return [
    '#b1.', '#b1', '#b2.abcd', '#b0.abcd', '#b1.abcde', '#b1.AAAAAAAA', `#b1.${'A'.repeat(17000)}`, `#${'x'.repeat(40000)}`,
    `#${b1(new Uint8Array(4_000_000))}`, `#${b1('"hi"')}`, `#${b1('not json')}`, `#${b1(new Uint8Array([0xff, 0xfe, 0xfd]))}`,
    `#${b1('{"__proto__":{"polluted":1},"v":1,"s":0,"t":{"x":[],"n":{"seats":[]}}}')}`,
    `#${b1(table([{ ...L, constructor: { prototype: { polluted: 1 } } }, R]))}`,
    `#${b1(table(Array.from({ length: 11 }, () => R)))}`, `#${b1(table([{ ...L, hp: 1e9 }, R]))}`,
    `#${b1({ ...table([L, R]), s: -1 })}`, `#${b1({ ...table([L, R]), p: 'p11' })}`, `#${b1({ ...table([L, R]), evil: true })}`,
    `#${b1({ ...table([L, R]), t: { ti: 'x'.repeat(5000), x: [], n: { seats: [L, R] } } })}`,
    ...XSS.map((x) => `#${b1(table([{ ...L, h: x }, R]))}`),
    ...XSS.map((x) => `#${b1(table([{ ...L, hd: [`${x} ♠7`] }, R]))}`),
    ...XSS.map((x) => `#${b1({ ...table([L, R]), t: { ti: x, x: [x], n: { seats: [L, R] } } })}`),
    ...XSS.map((x) => `#${encodeURIComponent(x)}`),
    `#${b1(table([L, L]))}`, `#${b1(table([R, R]))}`, `#${b1(table([{ ...L, j: ['lightning ♠A', 'lightning ♥Q'] }, R]))}`,
    `#${b1(table([L, R], { cu: 7 }))}`, `#${b1({ ...table([L, R]), t: { x: ['p9 passes'], n: { seats: [L, R] } } })}`,
    `#${real.slice(0, Math.floor(real.length / 2))}`, `#${real.slice(0, real.length - 3)}`, `#${real.slice(0, 40)}${real[40] === 'A' ? 'B' : 'A'}${real.slice(41)}`,
    '#scenario=no-such-scenario', '#scenario=../../etc/passwd', '#scenario=%3Cscript%3E', '#s=table@1/0.0.0/5', '#%E0%A4%A', '#%00%00', '#\u202e\u200b🂡', '#b1.😀😀😀',
  ];
}

const YAMLS = [
  '', '{', 'just a string', '- a\n- b', 'setup:\n\tseats: []', `title: x\n#${'x'.repeat(66000)}`,
  ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i] ?? 'a'}`).join(',')}]`), 'setup: *i'].join('\n'),
  `${'['.repeat(5000)}${']'.repeat(5000)}`, '__proto__: { polluted: true }\nsetup:\n  seats:\n    - { hero: cao-cao, role: lord }\n    - { hero: zhou-yu, role: rebel }\n',
  'title: !!js/function "function(){}"\nsetup:\n  seats:\n    - { hero: cao-cao, role: lord }\n    - { hero: zhou-yu, role: rebel }\n',
  ...XSS.map((x) => `title: ${JSON.stringify(x)}\nsetup:\n  seats:\n    - { hero: ${JSON.stringify(x)}, role: lord, hand: [${JSON.stringify(`${x} ♠7`)}] }\n    - { hero: zhou-yu, role: rebel }\n`),
];

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

/** Whether the page shows its last word on the input: a message that is not "Opening the …", or the table's problems (told once the loader's words are in). */
const told = (page: Page) => page.waitForFunction(() => [...document.querySelectorAll('.bld-notice')].some((e) => !(e.textContent ?? '').startsWith('Opening the')) || document.querySelector('.bld-problems li') !== null, undefined, { timeout: 10_000 }).catch(() => undefined);

/** What the page shows: its message(s), elements the input could have injected, whether a script of the input ran. */
function look(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('.bld');
    const text = [...(root?.querySelectorAll('.bld-notice, .bld-problems li') ?? [])].map((e) => e.textContent ?? '').join(' | ');
    const injected = root?.querySelectorAll('img, script, iframe, svg, object, embed, style, link, form, a').length ?? -1;
    const handlers = [...(root?.querySelectorAll('*') ?? [])].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length;
    return { text, injected, handlers, pwned: (window as unknown as { pwned?: unknown }).pwned !== undefined, polluted: ({} as Record<string, unknown>)['polluted'] !== undefined };
  });
}

describe('hostile input on the builder page', () => {
  it('at least 50 broken or hostile links and YAML files: a message each, no console error, no injected markup', async () => {
    const list = await links();
    expect(list.length + YAMLS.length).toBeGreaterThanOrEqual(50);
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    const bad: string[] = [];
    for (const hash of list) {
      await page.goto('about:blank');
      await page.goto(`${base}/build/${hash}`, { waitUntil: 'load' });
      await page.locator(hydrated('.bld')).waitFor({ timeout: 15_000 });
      await told(page);
      const seen = await look(page);
      if (!seen.text.trim() || seen.injected !== 0 || seen.handlers !== 0 || seen.pwned || seen.polluted) bad.push(`${hash.slice(0, 80)} → ${JSON.stringify(seen).slice(0, 300)}`);
    }
    await page.goto(`${base}/build/`, { waitUntil: 'load' });
    await page.locator(hydrated('.bld')).waitFor({ timeout: 15_000 });
    for (const yaml of YAMLS) {
      await page.getByText('Import YAML or a link').click();
      await page.locator('#bld-paste').fill(yaml);
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      await told(page);
      const seen = await look(page);
      if (!seen.text.trim() || seen.injected !== 0 || seen.handlers !== 0 || seen.pwned || seen.polluted) bad.push(`YAML ${JSON.stringify(yaml.slice(0, 60))} → ${JSON.stringify(seen).slice(0, 300)}`);
      await page.goto(`${base}/build/`, { waitUntil: 'load' });
      await page.locator(hydrated('.bld')).waitFor({ timeout: 15_000 });
    }
    console.log(`builder fuzz: ${list.length} links and ${YAMLS.length} YAML files, ${bad.length} without a message or with injected markup`);
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
