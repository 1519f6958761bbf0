// shell.ts as the inline script of every page: its types stripped, minified, wrapped in a function
// (a classic script: its names stay out of the page's global scope). Built once per build.
import { minify, transformWithOxc } from 'vite';
import source from './shell.ts?raw';

let built: Promise<string> | undefined;

async function build(): Promise<string> {
  const js = (await transformWithOxc(source, 'shell.ts', { lang: 'ts' })).code.replace(/^export \{\};?\s*$/m, '');
  const out = await minify('shell.js', `(()=>{${js}})()`, { compress: true, mangle: true });
  if (out.errors.length) throw new Error(`shell-script: shell.ts does not minify: ${out.errors.map((e) => e.message).join('; ')}`);
  return out.code.trim();
}

/** The minified inline script (src/components/starlight/shell.ts). */
export const shellScript = (): Promise<string> => (built ??= build());
