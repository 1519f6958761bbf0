// The texts of the clauses a scenario page does not inline (ClauseText.far): one small JSON file per
// scenario (src/pages/sandbox/[id].json.ts), fetched the first time one of its clauses opens (or a
// citation is hovered or focused), then kept for the page. A file that cannot be read or is not the
// expected shape is an error the panel reports, with the link to the clause's page.
import type { ClauseBodies } from './types.ts';

const MAX_BYTES = 512 * 1024;
const loads = new Map<string, Promise<ClauseBodies>>();

/** The bodies from a parsed JSON value; throws naming what is wrong. */
export function parseBodies(value: unknown): ClauseBodies {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('the clause texts are not an object');
  for (const [id, v] of Object.entries(value)) {
    if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string') throw new Error(`the text of clause ${id} is not [English, Chinese]`);
  }
  return value as ClauseBodies;
}

/** Starts (once per address) loading the texts; a failed load is tried again next time. */
export function loadBodies(url: string, get: typeof fetch = fetch): Promise<ClauseBodies> {
  let p = loads.get(url);
  if (!p) {
    p = get(url).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      const text = await r.text();
      if (text.length > MAX_BYTES) throw new Error(`${url}: larger than ${MAX_BYTES} bytes`);
      return parseBodies(JSON.parse(text));
    });
    p.catch(() => loads.delete(url));
    loads.set(url, p);
  }
  return p;
}
