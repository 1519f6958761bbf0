// An open clause citation (ClauseCite.tsx): the clause's label, its English and Chinese text (in the
// props, or fetched from the page's texts file: far-texts.ts) and the link to its page (for a clause
// the props do not carry, from the texts file's pages on a scenario page). Its own
// chunk: the code loads the first time a clause opens, or a citation is hovered or focused. It
// imports no module of the sandbox's first load (that would move the module into a chunk of its own,
// loaded by every page): what it needs of ClauseCite.tsx comes in `kit`.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CiteContext, PanelKit } from './ClauseCite.tsx';
import { loadTexts } from './far-texts.ts';
import type { ClauseText } from './types.ts';

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
    else loadTexts(url).then((all) => { const t = all.texts[id]; done(t ? { en: t[0], zh: t[1] } : 'failed'); }, () => done('failed'));
    return () => { live = false; };
  }, [c, id, url]);
  return near ?? body;
}

/** Starts loading a far clause's text (the page's texts file) before it opens. */
export function warmBody(ctx: CiteContext, id: string): void {
  if (ctx.texts && (!ctx.clauses[id] || ctx.clauses[id].far)) loadTexts(ctx.texts).catch(() => undefined);
}

/** Where a clause the props do not carry lives: from the props' pages, or the texts file's (null while it loads). */
function useHref(id: string, ctx: CiteContext, kit: PanelKit, carried: boolean): string | null {
  const fromFile = !carried && ctx.texts !== undefined;
  const [pages, setPages] = useState<Readonly<Record<string, string>> | null>(fromFile ? null : ctx.pages);
  useEffect(() => {
    if (!fromFile || !ctx.texts) return undefined;
    let live = true;
    const done = (p: Readonly<Record<string, string>>) => { if (live) setPages(p); };
    loadTexts(ctx.texts).then((f) => done({ ...ctx.pages, ...f.pages }), () => done(ctx.pages));
    return () => { live = false; };
  }, [fromFile, ctx.texts, ctx.pages]);
  return pages ? kit.fallbackHref(id, pages) : null;
}

export function ClausePanel({ id, k, ctx, kit }: { readonly id: string; readonly k: string; readonly ctx: CiteContext; readonly kit: PanelKit }): JSX.Element {
  const c = ctx.clauses[id];
  const href = useHref(id, ctx, kit, c !== undefined);
  return (
    <div class="sbx-clause" id={kit.panelId(ctx, k)}>
      <p class="sbx-clause-head">
        <strong>{c ? `${c.number} ${c.title}` : id}</strong> <code>{id}</code>
        {c && <span class="sbx-clause-doc">{` · ${c.doc}`}</span>}
      </p>
      {c ? <ClauseBody c={c} id={id} url={ctx.texts} kit={kit} /> : <p>The text of this clause is on its page.</p>}
      <p class="sbx-clause-foot">
        {c ? <a href={c.href}>Read {id} on its page</a> : href ? <a href={href}>Read {id} on its page</a> : <span role="status">Finding its page…</span>}
        <button type="button" class="sbx-link-button" onClick={() => ctx.toggle(k)}>Close</button>
      </p>
    </div>
  );
}

function ClauseBody({ c, id, url, kit }: { readonly c: ClauseText; readonly id: string; readonly url: string | undefined; readonly kit: PanelKit }): JSX.Element {
  const { Blocks, parseRichText } = kit;
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

