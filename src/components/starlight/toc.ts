// The tables of contents (Starlight's markup: <starlight-toc> beside the page, <mobile-starlight-toc>
// under the header on narrow screens). The link of the section being read is marked
// aria-current="true" in both, and the mobile one shows its name; the mobile one closes when a link
// in it is followed, on a click outside it, and on Escape (focus back on its summary if it was in it).
// The section being read is the one of the last heading above a line 85 px below the header (and
// the mobile summary): the lower edge of the band Starlight's own script watches (32 to 85 px).
// That script took 1.4 KB of gzip in three files; this one 0.6 KB, inline.
const links = [...document.querySelectorAll<HTMLAnchorElement>('starlight-toc a, mobile-starlight-toc a')];
const hashes = [...new Set(links.map((a) => a.hash))];
const headings = hashes.map((h) => document.getElementById(decodeURIComponent(h.slice(1))));
const shown = document.querySelector('mobile-starlight-toc .display-current');
let current = '';
let queued = false;

function update(): void {
  queued = false;
  const height = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
  const line = height('header') + height('mobile-starlight-toc summary') + 32 + 53;
  let hash = hashes[0] ?? '';
  headings.forEach((h, i) => {
    if (h && h.getBoundingClientRect().top < line) hash = hashes[i] ?? hash;
  });
  if (hash === current) return;
  current = hash;
  for (const a of links) {
    if (a.hash === hash) {
      a.setAttribute('aria-current', 'true');
      if (shown && a.closest('mobile-starlight-toc')) shown.textContent = a.textContent;
    } else a.removeAttribute('aria-current');
  }
}

function queue(): void {
  if (!queued) requestAnimationFrame(update);
  queued = true;
}

if (headings.length) {
  (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1)))(update);
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
}

const details = document.querySelector<HTMLDetailsElement>('mobile-starlight-toc details');
if (details) {
  const close = () => (details.open = false);
  details.querySelectorAll('a').forEach((a) => a.addEventListener('click', close));
  addEventListener('click', (e) => {
    if (!details.contains(e.target as Node)) close();
  });
  addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !details.open) return;
    const focused = details.contains(document.activeElement);
    close();
    if (focused) details.querySelector('summary')?.focus();
  });
}

export {}; // a module: its names stay its own
