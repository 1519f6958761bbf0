// Opening a sandbox permalink (the form is in permalink.ts): decoding the address's hash, finding
// the sandbox that answers it, and restoring its moment (the line of choices, the step, the point of
// view, the kept variations). Loaded only when the address has a sandbox link (`#s=…`), so a page
// opened without one does not carry it. Decoding never throws and never returns text from the URL
// except the scenario id, which must match a strict pattern; everything else is numbers.
//
// Its own chunk: it imports no module of the sandbox's first load (that would move the module into a
// chunk of its own, loaded by every page); what it needs of them comes in `Restorer`.
import type { Link } from './permalink.ts';
import type { Timeline } from './timeline.ts';
import type { ChoiceData, SandboxData, Snapshot } from './types.ts';
import type { Line } from './variations.ts';
import type { loadLive, loadTree, Message, Sandbox, View } from './use-sandbox.ts';
import type { Pov } from './view-model.ts';

export type Decoded =
  | { readonly kind: 'none' } // no sandbox link in this hash
  | { readonly kind: 'bad'; readonly scenario: string | null; readonly reason: string }
  | { readonly kind: 'ok'; readonly link: Link };

export const MAX_HASH = 2000;
export const MAX_CHOICES = 500;
export const MAX_STEP = 100000;
export const MAX_LINES = 16;
/** permalink.ts's LINES_VERSION (the encoder's; permalink.test.ts checks that a link with variations round-trips). */
const LINES_VERSION = 1;
const SCENARIO = /^[a-z0-9][a-z0-9-]{0,79}$/;
const FULL = /^([a-z0-9][a-z0-9-]{0,79})@(\d{1,4})\/(-|\d{1,4}(?:\.\d{1,4})*)\/(\d{1,6})(?:\/([0-9a-z]{1,12}))?(?:\/as-(p\d{1,2}(?:\+p\d{1,2}){0,4}))?(?:\/v(\d{1,2})((?:~(?:-|\d{1,4}(?:\.\d{1,4})*))+))?$/;
const line = (text: string): number[] => (text === '-' ? [] : text.split('.').map(Number));

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Reads a location hash ('#s=…'); anything malformed is 'bad' with a plain reason, never an exception. */
export function decodeLink(hash: string): Decoded {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw.startsWith('s=')) return { kind: 'none' };
  if (raw.length > MAX_HASH) return { kind: 'bad', scenario: null, reason: 'the link is too long to be a sandbox link' };
  const text = safeDecode(raw.slice(2));
  if (text === null) return { kind: 'bad', scenario: null, reason: 'the link is not valid text' };
  const id = text.split('@')[0] ?? '';
  const scenario = SCENARIO.test(id) ? id : null;
  const m = FULL.exec(text);
  if (!m) return { kind: 'bad', scenario, reason: 'the link is not in the form scenario@version/choices/step' };
  const choices = line(m[3] as string);
  if (choices.length > MAX_CHOICES) return { kind: 'bad', scenario, reason: `the link has more than ${MAX_CHOICES} choices` };
  const step = Number(m[4]);
  if (step > MAX_STEP) return { kind: 'bad', scenario, reason: 'the step number is too large' };
  if (m[7] !== undefined && Number(m[7]) !== LINES_VERSION) return { kind: 'bad', scenario, reason: 'its variations are written in a format this page does not know' };
  const lines = m[8] === undefined ? [] : m[8].slice(1).split('~').map(line);
  if (lines.length > MAX_LINES) return { kind: 'bad', scenario, reason: `the link has more than ${MAX_LINES} variations` };
  if (lines.some((l) => l.length > MAX_CHOICES)) return { kind: 'bad', scenario, reason: `a variation has more than ${MAX_CHOICES} choices` };
  return { kind: 'ok', link: { scenario: m[1] as string, version: Number(m[2]), choices, step, fingerprint: m[5] ?? null, ...(m[6] ? { pov: m[6] } : {}), ...(lines.length ? { lines } : {}) } };
}

/** Whether this sandbox answers the link: the first sandbox of its scenario on the page (any sandbox's first, for a link naming no scenario here). */
export function claims(root: HTMLElement, d: Decoded): boolean {
  if (d.kind === 'none') return false;
  const all = [...document.querySelectorAll<HTMLElement>('[data-sandbox]')];
  const named = d.kind === 'ok' ? d.link.scenario : d.scenario;
  const first = all.find((el) => el.dataset['sandbox'] === named);
  if (first) return first === root;
  return all[0] === root;
}

/** What restoring a link needs of the sandbox's state (use-sandbox.ts). */
export interface Restorer {
  readonly data: SandboxData;
  readonly scripted: Timeline;
  /** The view at the start of the scripted line, with `message`. */
  readonly reset: (message: Message) => void;
  readonly follow: (choices: readonly number[], step: number, notice: Message | null) => Promise<Timeline | null>;
  readonly setView: (f: (v: View) => View) => void;
  readonly setPov: (p: Pov) => void;
  readonly showAll: () => void;
  // The first load's functions (see above).
  readonly fingerprint: (s: Snapshot) => string;
  /** Whether the step is shown when the timing points are folded (fold.ts). */
  readonly shownFolded: (t: Timeline, step: number) => boolean;
  readonly onScript: (data: Pick<SandboxData, 'scripted'>, choices: readonly number[]) => boolean;
  readonly loadTree: typeof loadTree;
  readonly loadLive: typeof loadLive;
}

const lineKey = (l: Line): string => l.join('.');

/** Keeps a link's variations (and its own line), each computed once for its moves; one that cannot be followed is left out. */
async function keepLinkLines(r: Restorer, link: Link): Promise<void> {
  const { data, scripted } = r;
  const extra = link.lines ?? [];
  if (!extra.length && r.onScript(data, link.choices)) return;
  const labels: Record<string, readonly ChoiceData[]> = {};
  const ok: Line[] = [];
  const tree = await r.loadTree();
  labels[lineKey(data.scripted)] = tree.labelsOf(scripted);
  if (extra.length) {
    const live = await r.loadLive(r.data.setup);
    for (const l of extra) {
      const res = await live.buildLine(data, l);
      if (res.ok) { ok.push(l); labels[lineKey(l)] = tree.labelsOf(res.timeline); }
    }
  }
  r.setView((v) => ({
    ...v, lines: tree.keepLines(v.lines, [link.choices, ...ok], data.scripted), labels: { ...v.labels, ...labels },
    message: ok.length < extra.length ? { kind: 'notice', text: 'A variation in this link cannot be followed in this scenario; it was left out.' } : v.message,
  }));
}

/** Opens a link's moment; false (the start, with a message saying why) when it cannot be followed. */
export async function restoreLink(r: Restorer, link: Link): Promise<boolean> {
  const { data } = r;
  const start = (text: string) => { r.reset({ kind: 'error', text: `${text} Showing the start of the scenario instead.` }); return false; };
  if (link.version < 1) return start('This link names a rules version that does not exist.');
  if (link.version > data.version) return start(`This link was made with rules version ${link.version}, newer than this page (version ${data.version}).`);
  const t = await r.follow(link.choices, link.step, null);
  if (!t) return start('This link’s choices are not legal in this scenario.');
  if (link.step > t.snapshots.length - 1) return start(`This link points to step ${link.step}, but this line has only ${t.snapshots.length - 1} steps.`);
  // A link to a timing point (every rule event has an index) shows the timing points.
  if (!r.shownFolded(t, link.step)) r.showAll();
  const snap = t.snapshots[link.step];
  if (link.pov && link.pov.split('+').every((p) => data.seats.some((x) => x.id === p))) r.setPov(link.pov);
  else if (link.pov) r.setView((x) => ({ ...x, message: { kind: 'notice', text: 'This link’s point of view is not a seat of this scenario; showing the judge’s view.' } }));
  await keepLinkLines(r, link);
  if (link.fingerprint && snap && r.fingerprint(snap) !== link.fingerprint) {
    const older = link.version < data.version ? ` It was made with rules version ${link.version}; this page uses version ${data.version}.` : '';
    r.setView((x) => ({ ...x, message: { kind: 'notice', text: `The outcome at this step now differs from when the link was made: the rules or the scenario have changed since.${older}` } }));
  }
  return true;
}

/**
 * Opens a `#s=` hash in the sandbox at `el`, when it is the one that answers it (claims): the link's
 * moment, or the start of the scenario with a message saying why (a malformed link, another
 * scenario's). Then lands on the sandbox's options row, whole, with the table under it (the step bar,
 * sticky, shows this step's line and the controls), and focuses it. Whether the moment was restored.
 */
export async function openLink(el: HTMLElement, hash: string, id: string, s: Pick<Sandbox, 'fail' | 'restore'>): Promise<boolean> {
  const d = decodeLink(hash);
  if (!claims(el, d)) return false;
  let restored = false;
  if (d.kind === 'bad') s.fail(`This link cannot be opened (${d.reason}). Showing the start of the scenario instead.`);
  else if (d.kind === 'ok' && d.link.scenario !== id) s.fail(`This link is for the scenario “${d.link.scenario}”, which is not on this page. Showing the start of this one instead.`);
  else if (d.kind === 'ok') restored = await s.restore(d.link);
  (el.querySelector('.sbx-toolbar') ?? el).scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
  return restored;
}
