// The pass that drops the preload wrapper of an import() with nothing to preload (src/vite-preload-unwrap.ts),
// on chunks written as the build writes them (minified, the helper imported under a short name).
import { describe, expect, it } from 'vitest';
import { preloadLocal, unwrapEmptyPreloads } from './vite-preload-unwrap.ts';

const HELPER = 'import{t as e}from"./preload-helper.BMg4uGAo.js";';

describe('the preload unwrap pass', () => {
  it('finds the name a chunk gives the helper, and none in a chunk that does not import it', () => {
    expect(preloadLocal(`${HELPER}var a=1;`)).toBe('e');
    expect(preloadLocal('import{t}from"./preload-helper.x.js";t();')).toBe('t');
    expect(preloadLocal('import{t as e}from"./timeline.x.js";e();')).toBeUndefined();
  });

  it('writes a rule loader with nothing to preload as the bare import, and keeps one with a list', () => {
    const code = `${HELPER}var W={wei:()=>e(()=>import(\`./wei.A.js\`).then(e=>e.RULES),[]),"lu-xun":()=>e(()=>import(\`./lu-xun.B.js\`).then(e=>e.RULES),[]),ssx:()=>e(()=>import(\`./ssx.C.js\`).then(e=>e.RULES),__vite__mapDeps([0]))};`;
    expect(unwrapEmptyPreloads(code)).toBe(
      `${HELPER}var W={wei:()=>import(\`./wei.A.js\`).then(e=>e.RULES),"lu-xun":()=>import(\`./lu-xun.B.js\`).then(e=>e.RULES),ssx:()=>e(()=>import(\`./ssx.C.js\`).then(e=>e.RULES),__vite__mapDeps([0]))};`,
    );
  });

  it('leaves a chunk without the helper, another function of the same name and a block body alone', () => {
    const other = 'import{t as e}from"./timeline.x.js";var a=()=>e(()=>import(`./a.js`),[]);';
    expect(unwrapEmptyPreloads(other)).toBe(other);
    const member = `${HELPER}var a=x.e(()=>import(\`./a.js\`),[]);`;
    expect(unwrapEmptyPreloads(member)).toBe(member);
    const block = `${HELPER}var a=()=>e(()=>{return import(\`./a.js\`)},[]);`;
    expect(unwrapEmptyPreloads(block)).toBe(block);
  });

  it('keeps the body in brackets where the bare body would read differently', () => {
    const code = `${HELPER}var a=b+e(()=>c?import(\`./a.js\`):import(\`./b.js\`),[]);`;
    expect(unwrapEmptyPreloads(code)).toBe(`${HELPER}var a=b+(c?import(\`./a.js\`):import(\`./b.js\`));`);
    const safe = `${HELPER}f(e(()=>c?import(\`./a.js\`):null,[]));`;
    expect(unwrapEmptyPreloads(safe)).toBe(`${HELPER}f(c?import(\`./a.js\`):null);`);
  });

  it('runs: the unwrapped loader still imports its module', async () => {
    const url = `data:text/javascript,${encodeURIComponent('export const RULES = 7;')}`;
    const code = unwrapEmptyPreloads(`${HELPER}export const load=()=>e(()=>import(\`${url}\`).then(e=>e.RULES),[]);`);
    expect(code).not.toContain('e(()=>');
    const body = code.slice(HELPER.length);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(body)}`)) as { load: () => Promise<number> };
    await expect(mod.load()).resolves.toBe(7);
  });
});
