// A clause citation: a disclosure button that opens the clause's text, in English and in Chinese,
// right under the line that cites it, with a link to the clause on its page. No new page, no popup.
// The open panel's code (clause-panel.tsx) loads the first time a clause opens, or a citation is
// hovered or focused: most visitors step through a scenario without opening one.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { parseRichText, type Block } from '../../content-data/rich-text.ts';
import { Suited } from './Suited.tsx';
import type { ClauseText } from './types.ts';

export interface CiteContext {
  readonly prefix: string; // unique per sandbox, for element ids
  readonly clauses: Readonly<Record<string, ClauseText>>;
  readonly pages: Readonly<Record<string, string>>;
  /** Where the texts of the clauses marked `far` are (SandboxData.texts). */
  readonly texts?: string | undefined;
  readonly open: string | null;
  readonly toggle: (key: string) => void;
}

/** Where a clause lives when its text is not in this sandbox's props. */
export function fallbackHref(id: string, pages: Readonly<Record<string, string>>): string {
  const parts = id.split('.');
  const section = parts.slice(0, 2).join('.');
  const conventional = /^(cards|heroes)$/.test(parts[0] ?? '') && parts[1] ? `/${parts[0]}/${parts[1]}/` : null;
  return `${pages[section] ?? conventional ?? '/rules/'}#${id}`;
}

export function Blocks({ blocks }: { readonly blocks: readonly Block[] }): JSX.Element {
  return (
    <>
      {blocks.map((b, i) =>
        b.kind === 'p'
          ? <p key={i}>{b.inlines.map((x, j) => (x.kind === 'bold' ? <strong key={j}>{x.text}</strong> : x.text))}</p>
          : <ul key={i}>{b.items.map((item, j) => <li key={j}>{item.map((x, k) => (x.kind === 'bold' ? <strong key={k}>{x.text}</strong> : x.text))}</li>)}</ul>,
      )}
    </>
  );
}

export function panelId(ctx: CiteContext, key: string): string {
  return `${ctx.prefix}-clause-${key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
}

/** Starts loading the panel's code, and a far clause's text, before it is opened (on hover or focus of its citation). */
function warmText(ctx: CiteContext, id: string): void {
  loadPanel().then((m) => m.warmBody(ctx, id)).catch(() => undefined);
}

export function Cite({ id, k, ctx }: { readonly id: string; readonly k: string; readonly ctx: CiteContext }): JSX.Element {
  const c = ctx.clauses[id];
  const open = ctx.open === k;
  return (
    <button type="button" class="sbx-cite" aria-expanded={open} aria-controls={panelId(ctx, k)} onClick={() => ctx.toggle(k)} onPointerEnter={() => warmText(ctx, id)} onFocus={() => warmText(ctx, id)}>
      <span class="visually-hidden">Clause: </span>
      <span aria-hidden="true">§ </span>
      {c?.title || id}
    </button>
  );
}

/** What the panel's chunk (clause-panel.tsx) uses of this module, passed in. */
export interface PanelKit {
  readonly Blocks: typeof Blocks;
  readonly parseRichText: typeof parseRichText;
  readonly fallbackHref: typeof fallbackHref;
  readonly panelId: typeof panelId;
}
const KIT: PanelKit = { Blocks, parseRichText, fallbackHref, panelId };

type PanelModule = typeof import('./clause-panel.tsx');
let panelModule: PanelModule | null = null;
let panelLoad: Promise<PanelModule> | null = null;

/** Starts loading the clause panel's code (once; a failed load is tried again next time). */
function loadPanel(): Promise<PanelModule> {
  if (!panelLoad) {
    panelLoad = import('./clause-panel.tsx').then((m) => (panelModule = m));
    panelLoad.catch(() => { panelLoad = null; });
  }
  return panelLoad;
}

/**
 * An open clause: its label, its text and the link to its page. The panel's code loads the first
 * time a clause opens (or a citation is hovered or focused); until then the panel says so.
 */
export function ClausePanel(p: { readonly id: string; readonly k: string; readonly ctx: CiteContext }): JSX.Element {
  const [m, setM] = useState(panelModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => { if (!m) loadPanel().then(setM, () => setFailed(true)); }, [m]);
  if (m) return <m.ClausePanel {...p} kit={KIT} />;
  return (
    <div class="sbx-clause" id={panelId(p.ctx, p.k)}>
      <p class="sbx-clause-body" role="status">{failed ? 'The clause could not be loaded; it is on its page:' : 'Loading the clause…'}</p>
      <p class="sbx-clause-foot">
        <a href={p.ctx.clauses[p.id]?.href ?? fallbackHref(p.id, p.ctx.pages)}>Read {p.id} on its page</a>
        <button type="button" class="sbx-link-button" onClick={() => p.ctx.toggle(p.k)}>Close</button>
      </p>
    </div>
  );
}

/** A line of text with its clause citation; the clause opens under the line. */
export function CitedLine({ text, clause, k, ctx, tag = 'p' }: { readonly text: string; readonly clause: string | null; readonly k: string; readonly ctx: CiteContext; readonly tag?: 'p' | 'span' }): JSX.Element {
  const Tag = tag;
  return (
    <>
      <Tag class="sbx-line-text"><Suited text={text} /> {clause && <Cite id={clause} k={k} ctx={ctx} />}</Tag>
      {clause && ctx.open === k && <ClausePanel id={clause} k={k} ctx={ctx} />}
    </>
  );
}
