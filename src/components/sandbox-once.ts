// The sandbox's inline script (Sandbox.astro) does its work once per page whatever the number of
// sandboxes (it guards itself with window flags), so a page carries it once: with the first
// <Sandbox> it renders. Keyed by the page's request, which every component of one render shares.
const written = new WeakSet<Request>();

/** True the first time it is asked for a page's render, false after. */
export function firstOnPage(request: Request): boolean {
  if (written.has(request)) return false;
  written.add(request);
  return true;
}
