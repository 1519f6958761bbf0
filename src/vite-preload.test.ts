// The small preload helper (src/vite-preload.ts), run against a minimal document: JavaScript
// dependencies get a modulepreload link each, once; a stylesheet is waited for; a stylesheet that
// fails rejects the import and is tried again on the next one; a file the page links already is left.
import { afterEach, describe, expect, it } from 'vitest';
import { preloadDeps, preloadHelperCode, preloadPlugin } from './vite-preload.ts';

interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove: () => void;
}

type Preload = (load: () => Promise<string>, deps?: readonly string[]) => Promise<string>;

/** A fresh helper module (its own `seen`) over a document whose <head> holds `links`. */
async function helper(links: FakeLink[]): Promise<Preload> {
  const link = (): FakeLink => {
    const l: FakeLink = { rel: '', href: '', onload: null, onerror: null, remove: () => links.splice(links.indexOf(l), 1) };
    return l;
  };
  Object.assign(globalThis, {
    document: {
      createElement: link,
      head: { append: (l: FakeLink) => links.push(l) },
      querySelector: (sel: string) => links.find((l) => sel === `link[href="${l.href}"]`) ?? null,
    },
  });
  const code = `${preloadHelperCode('/')}\n// ${Math.random()}`; // a new module each time
  const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { __vitePreload: Preload };
  return mod.__vitePreload;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('the preload helper', () => {
  it('preloads each JavaScript dependency once, beside the import, and skips one the page links already', async () => {
    const links: FakeLink[] = [];
    const preload = await helper(links);
    links.push({ rel: 'modulepreload', href: '/_astro/preact.js', onload: null, onerror: null, remove: () => undefined });
    expect(await preload(async () => 'live', ['_astro/live.js', '_astro/rules-core.js', '_astro/preact.js'])).toBe('live');
    expect(links.map((l) => `${l.rel} ${l.href}`)).toEqual(['modulepreload /_astro/preact.js', 'modulepreload /_astro/live.js', 'modulepreload /_astro/rules-core.js']);
    await preload(async () => 'again', ['_astro/live.js', '_astro/rules-core.js']);
    expect(links).toHaveLength(3);
    expect(await preload(async () => 'none')).toBe('none');
  });

  it('waits for a stylesheet before the import; one that fails rejects, and is tried again', async () => {
    const links: FakeLink[] = [];
    const preload = await helper(links);
    let imported = false;
    const pending = preload(async () => { imported = true; return 'sandbox'; }, ['_astro/Sandbox.js', '_astro/Sandbox.css']);
    await Promise.resolve();
    const css = links.find((l) => l.href === '/_astro/Sandbox.css');
    expect(css?.rel).toBe('stylesheet');
    expect(imported).toBe(false);
    css?.onerror?.();
    await expect(pending).rejects.toThrow('Unable to preload CSS for /_astro/Sandbox.css');
    expect(imported).toBe(false);
    expect(links.some((l) => l.href === '/_astro/Sandbox.css')).toBe(false);

    const retry = preload(async () => 'sandbox', ['_astro/Sandbox.js', '_astro/Sandbox.css']);
    await Promise.resolve();
    links.find((l) => l.href === '/_astro/Sandbox.css')?.onload?.();
    expect(await retry).toBe('sandbox');
  });

  it('takes the site base, and refuses a relative one', async () => {
    expect(preloadHelperCode('/docs/')).toContain('"/docs/" + dep');
    expect(() => preloadHelperCode('./')).toThrow(/the base must be an absolute path ending in "\/", not "\.\/"/);
  });

  it('is given what a chunk imports, not the chunk itself, in the browser\'s build only', () => {
    expect(preloadDeps('_astro/wei.js', ['_astro/wei.js', '_astro/util.js'])).toEqual(['_astro/util.js']);
    expect(preloadDeps('_astro/live.js', ['_astro/rules-core.js'])).toEqual(['_astro/rules-core.js']);
    const hook = preloadPlugin().configEnvironment;
    const call = (name: string) => (typeof hook === 'function' ? hook.call(undefined as never, name, {}, { mode: 'production', command: 'build', isSsrTargetWebworker: false } as never) : 'no hook');
    expect(call('client')).toEqual({ build: { modulePreload: { polyfill: false, resolveDependencies: preloadDeps } } });
    expect(call('ssr')).toBeUndefined();
  });
});
