// Opening a table that comes from outside the page: a builder link (in the address bar or pasted), a
// scenario named by `#scenario=<id>`, a YAML file pasted or chosen. One chunk with the link's reader
// (model/link-read.ts), loaded when one is opened (Builder.tsx): a table built on the page by taps
// needs none of it; a YAML file loads the YAML reader too (later-yaml.ts). What cannot be read gives
// a plain message and an empty table; everything read is data, shown as text.
import { loadScriptCode } from '../../engine/scenario/script-code.ts';
import { newTable } from './edit.ts';
import { readsScript } from './model/check.ts';
import { decodeShared as readLink } from './model/link-read.ts';
import { readYamlFile } from './later.ts';
import { MAX_YAML, type Shared, type Table } from './model/types.ts';

export type Notice = { readonly kind: 'error' | 'notice'; readonly text: string } | null;
type Read = { ok: true; shared: Shared; rulesChanged?: boolean; rulesVersion?: string } | { ok: false; message: string };

/** What opening a table does to the page. */
export interface Opening {
  readonly notice: (n: Notice) => void;
  readonly table: (t: Table) => void;
  /** Leaves the sandbox, if a table is being played. */
  readonly stop: () => void;
  /** Plays a table from a step and a point of view. */
  readonly start: (t: Table, step: number, pov: string | null) => Promise<void>;
}

const SCENARIO = /^#scenario=([a-z0-9][a-z0-9-]{0,79})$/;

/** Opens a shared table (a link's code, a scenario file): a message and an empty table when it cannot be read. */
async function openShared(ui: Opening, read: Promise<Read>, what: string): Promise<void> {
  let r: Read;
  ui.notice({ kind: 'notice', text: `Opening the ${what}…` });
  try { r = await read; } catch { r = { ok: false, message: 'it could not be read' }; }
  ui.stop();
  if (!r.ok) {
    ui.table(newTable(4));
    ui.notice({ kind: 'error', text: `This ${what} cannot be opened: ${r.message}. Showing an empty table.` });
    return;
  }
  const s = r.shared;
  const full = s.branch?.length ? { ...s.table, script: [...s.table.script, ...s.branch] } : s.table;
  // A table with script lines or a stopping fact is checked with their code, which the page loads now (the notice says the table is opening).
  if (readsScript(full)) await loadScriptCode().catch(() => undefined);
  ui.table(s.table);
  ui.notice(r.rulesChanged ? { kind: 'notice', text: `This ${what} was made with rules version ${r.rulesVersion ?? '?'}; the outcome at its step is different under the current rules.` } : null);
  if (s.step > 0 || s.pov !== null || full.script.length > 0) await ui.start(full, s.step, s.pov);
}

/** Opens a pasted or chosen text: a YAML file (it has a `setup:` field) or a link. */
export function openText(ui: Opening, text: string): void {
  if (text.length > MAX_YAML) { ui.notice({ kind: 'error', text: `This text is over ${MAX_YAML / 1024} KB; a table is smaller. Showing an empty table.` }); ui.table(newTable(4)); return; }
  const yaml = /(^|\n)\s*setup\s*:/.test(text);
  void openShared(ui, yaml ? readYamlFile(text) : readLink(text), yaml ? 'file' : 'link');
}

/** Opens the table an address's hash names: a builder link, or `#scenario=<id>` for one of `scenarios` (their files are build/s/<id>.yaml). */
export async function openHash(ui: Opening, hash: string, scenarios: readonly string[]): Promise<void> {
  const sc = SCENARIO.exec(hash);
  if (sc && !scenarios.includes(sc[1] ?? '')) {
    await openShared(ui, Promise.resolve({ ok: false, message: `there is no scenario “${(sc[1] ?? '').slice(0, 80)}” on this site` }), 'link');
  } else if (sc) {
    const text = fetch(`/build/s/${sc[1] ?? ''}.yaml`).then((r) => (r.ok ? r.text() : Promise.reject(new Error('no such scenario'))));
    await openShared(ui, text.then(readYamlFile, () => ({ ok: false as const, message: `there is no scenario “${sc[1] ?? ''}”` })), 'scenario');
  } else {
    await openShared(ui, readLink(hash.slice(1)), 'link');
  }
}
