// Our islands in a built page (src/components/Island.astro), for the budget scripts: a wrapper
// <div data-island="Name" …> with the server's HTML, then the props in
// <script type="application/json" data-props="Name">. The island's script (src/islands/hydrate.ts)
// import()s the component's chunk, _astro/Name.<hash>.js, as the island hydrates.

/** Each island of a page, in order: its component's name and its props as served (the JSON script's text). */
export function islandsOf(html) {
  // Astro's own islands (a client: directive) would load what this script does not follow.
  if (/<astro-island\b/.test(html)) throw new Error("an <astro-island> (a component with a client: directive): our islands are rendered with src/components/Island.astro and hydrated by src/islands/hydrate.ts, which the budget counts; Astro's island runtime it does not");
  const wrappers = [...html.matchAll(/<div\b[^>]*\bdata-island="([\w-]+)"/g)].map((m) => m[1]);
  const props = [...html.matchAll(/<script\b[^>]*\bdata-props="([\w-]+)"[^>]*>([\s\S]*?)<\/script>/g)];
  if (props.length !== wrappers.length || props.some((m, i) => m[1] !== wrappers[i])) {
    throw new Error(`an island wrapper without its props script, or the other way round (src/components/Island.astro writes both): wrappers ${wrappers.join(', ') || 'none'}; props ${props.map((m) => m[1]).join(', ') || 'none'}`);
  }
  return props.map((m) => ({ component: m[1], props: m[2] }));
}

/** The chunk of an island's component among the files a page's scripts import() (paths), or undefined. */
export function islandChunk(component, files) {
  return [...files].find((p) => new RegExp(`(^|/)${component}\\.[\\w-]+\\.js$`).test(p));
}
