// A clause citation: a disclosure button that opens the clause's text, in English and in Chinese,
// right under the line that cites it, with a link to the clause on its page. No new page, no popup.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { parseRichText, type Block } from '../../content-data/rich-text.ts';
import { loadBodies } from './far-texts.ts';
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

function panelId(ctx: CiteContext, key: string): string {
  return `${ctx.prefix}-clause-${key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
}

/** The clause's English and Chinese: in the props, or loading from the page's texts file, or failed. */
type Body = { readonly en: string; readonly zh: string } | 'loading' | 'failed';

function useBody(c: ClauseText, id: string, url: string | undefined): Body {
  const near: Body | null = c.far ? null : { en: c.en, zh: c.zh };
  const [body, setBody] = useState<Body>(near ?? 'loading');
  useEffect(() => {
    if (near) return undefined;
    let live = true;
    const done = (b: Body) => { if (live) setBody(b); };
    if (!url) done('failed');
    else loadBodies(url).then((all) => { const t = all[id]; done(t ? { en: t[0], zh: t[1] } : 'failed'); }, () => done('failed'));
    return () => { live = false; };
  }, [c, id, url]);
  return near ?? body;
}

/** Starts loading a far clause's text before it is opened (on hover or focus of its citation). */
function warmText(ctx: CiteContext, id: string): void {
  if (ctx.texts && ctx.clauses[id]?.far) loadBodies(ctx.texts).catch(() => undefined);
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

export function ClausePanel({ id, k, ctx }: { readonly id: string; readonly k: string; readonly ctx: CiteContext }): JSX.Element {
  const c = ctx.clauses[id];
  return (
    <div class="sbx-clause" id={panelId(ctx, k)}>
      <p class="sbx-clause-head">
        <strong>{c ? `${c.number} ${c.title}` : id}</strong> <code>{id}</code>
        {c && <span class="sbx-clause-doc">{` · ${c.doc}`}</span>}
      </p>
      {c ? <ClauseBody c={c} id={id} url={ctx.texts} /> : <p>The text of this clause is on its page.</p>}
      <p class="sbx-clause-foot">
        <a href={c?.href ?? fallbackHref(id, ctx.pages)}>Read {id} on its page</a>
        <button type="button" class="sbx-link-button" onClick={() => ctx.toggle(k)}>Close</button>
      </p>
    </div>
  );
}

function ClauseBody({ c, id, url }: { readonly c: ClauseText; readonly id: string; readonly url: string | undefined }): JSX.Element {
  const body = useBody(c, id, url);
  if (body === 'loading') return <p class="sbx-clause-body" role="status">Loading the clause’s text…</p>;
  if (body === 'failed') return <p class="sbx-clause-body">The text could not be loaded; it is on the clause’s page (link below).</p>;
  return (
    <div class="sbx-clause-body">
      <div lang="en"><Blocks blocks={parseRichText(body.en)} /></div>
      {body.zh && <div lang="zh-Hans" class="sbx-zh-text"><Blocks blocks={parseRichText(body.zh)} /></div>}
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
