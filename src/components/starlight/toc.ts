// The tables of contents (Starlight's markup: <starlight-toc> beside the page, <mobile-starlight-toc>
// under the header on narrow screens). The link of the section being read is marked
// aria-current="true" in both, and the mobile one shows its name; the mobile one closes when a link
// in it is followed, on a click outside it, and on Escape (focus back on its summary if it was in it).
// The section being read is the one of the last heading above a line 53 px below the header (and
// the mobile summary), as Starlight's own script has it; that script took 1.4 KB, this one 0.5 KB.
const tocs = [...document.querySelectorAll<HTMLElement>('starlight-toc, mobile-starlight-toc')];
const links = tocs.map((toc) => [...toc.querySelectorAll('a')]);
const headings = (links[0] ?? []).map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))));
let current = -1;
let queued = false;

function mark(index: number): void {
  if (index === current) return;
  current = index;
  tocs.forEach((toc, t) => {
    links[t]?.forEach((a, i) => (i === index ? a.setAttribute('aria-current', 'true') : a.removeAttribute('aria-current')));
    const shown = toc.querySelector('.display-current');
    if (shown) shown.textContent = links[t]?.[index]?.textContent ?? '';
  });
}

function update(): void {
  queued = false;
  const height = (el: Element | null) => el?.getBoundingClientRect().height ?? 0;
  const line = height(document.querySelector('header')) + Math.max(...tocs.map((toc) => height(toc.querySelector('summary')))) + 32 + 53;
  let index = 0;
  headings.forEach((h, i) => {
    if (h && h.getBoundingClientRect().top < line) index = i;
  });
  mark(index);
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
