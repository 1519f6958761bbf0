// The texts file of a scenario page (TextsFile: the clauses' texts it does not inline, ClauseText.far,
// and the section → page map its props leave out): one small JSON file per scenario
// (src/pages/sandbox/[id].json.ts), fetched the first time one of its clauses opens (or a citation
// is hovered or focused), then kept for the page. A file that cannot be read or is not the expected
// shape is an error the panel reports, with the link to the clause's page.
import type { TextsFile } from './types.ts';

const MAX_BYTES = 512 * 1024;
const loads = new Map<string, Promise<TextsFile>>();

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The file from a parsed JSON value; throws naming what is wrong. */
export function parseTexts(value: unknown): TextsFile {
  if (!isRecord(value) || !isRecord(value['texts']) || !isRecord(value['pages'])) throw new Error('the texts file is not an object with texts and pages');
  for (const [id, v] of Object.entries(value['texts'])) {
    if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string') throw new Error(`the text of clause ${id} is not [English, Chinese]`);
  }
  for (const [section, v] of Object.entries(value['pages'])) {
    if (typeof v !== 'string' || !v.startsWith('/')) throw new Error(`the page of section ${section} is not a path`);
  }
  return value as unknown as TextsFile;
}

/** Starts (once per address) loading the file; a failed load is tried again next time. */
export function loadTexts(url: string, get: typeof fetch = fetch): Promise<TextsFile> {
  let p = loads.get(url);
  if (!p) {
    p = get(url).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      const text = await r.text();
      if (text.length > MAX_BYTES) throw new Error(`${url}: larger than ${MAX_BYTES} bytes`);
      return parseTexts(JSON.parse(text));
    });
    p.catch(() => loads.delete(url));
    loads.set(url, p);
  }
  return p;
}
