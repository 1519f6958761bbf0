// Run by import-alone.test.ts in a child Node: imports each module named on the command line first,
// in a module graph of its own (a resolve hook tags every module it loads with a fresh `graph`
// query, so nothing is shared with the previous imports), and prints one JSON line per module.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

registerHooks({
  resolve(specifier, context, next) {
    const r = next(specifier, context);
    const graph = context.parentURL === undefined ? null : new URL(context.parentURL).searchParams.get('graph');
    if (graph === null || !r.url.startsWith('file:')) return r;
    const url = new URL(r.url);
    url.searchParams.set('graph', graph);
    return { ...r, url: url.href };
  },
});

let n = 0;
for (const file of process.argv.slice(2)) {
  n++;
  try {
    await import(`${pathToFileURL(file).href}?graph=${n}`);
    console.log(JSON.stringify({ file, error: null }));
  } catch (e) {
    console.log(JSON.stringify({ file, error: String(e) }));
  }
}
