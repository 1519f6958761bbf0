// Prefetch a page of the site when the pointer rests on a link to it (80 ms), when the link gets
// focus, or at once when a finger touches it; each page once, and never with Save-Data or on a 2G
// connection. It stands in for Astro's prefetch (which Starlight turns on: `prefetch: false` in
// astro.config.mjs), which did the same for the visitor in 1.1 KB of gzip; this is 0.5 KB, inline.
type Connection = { saveData?: boolean; effectiveType?: string };

const done = new Set<string>();
let timer = 0;

function prefetch(link: HTMLAnchorElement): void {
  const url = new URL(link.href, location.href);
  const net = (navigator as Navigator & { connection?: Connection }).connection;
  if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
  if (net?.saveData || /2g/.test(net?.effectiveType ?? '')) return;
  const href = url.pathname + url.search;
  if (done.has(href)) return;
  done.add(href);
  const tag = document.createElement('link');
  if (tag.relList.supports('prefetch')) {
    tag.rel = 'prefetch';
    tag.href = href;
    document.head.append(tag);
  } else fetch(href, { priority: 'low' }).catch(() => {}); // Safari has no rel=prefetch
}

function linkOf(e: Event): HTMLAnchorElement | null {
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

function soon(e: Event): void {
  const link = linkOf(e);
  clearTimeout(timer);
  if (link) timer = window.setTimeout(() => prefetch(link), 80);
}

const stop = () => clearTimeout(timer);
const now = (e: Event) => {
  const link = linkOf(e);
  if (link) prefetch(link);
};
for (const [type, f] of [['mouseover', soon], ['focusin', soon], ['mouseout', stop], ['focusout', stop], ['touchstart', now]] as const) {
  document.addEventListener(type, f, { passive: true });
}

export {}; // a module: its names stay its own
