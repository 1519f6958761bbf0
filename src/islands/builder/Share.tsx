// Sharing a table: copy the link, copy a report for a chat, export YAML (copy or download), and
// import YAML (pasted or from a file). Whatever was copied is also shown in a read-only field, so
// it can be copied by hand where the clipboard is refused. Input is read as text only.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { MAX_YAML } from './model/types.ts';

export interface ShareProps {
  readonly link: () => Promise<string>;
  readonly report: () => Promise<string>;
  readonly yaml: () => Promise<string>;
  readonly load: (text: string) => void;
  readonly fail: (text: string) => void;
}

type Out = { readonly what: string; readonly text: string | null; readonly status: string }; // text: null while it is made

export function Share(p: ShareProps): JSX.Element {
  const [out, setOut] = useState<Out | null>(null);
  const [paste, setPaste] = useState('');
  /** The text, or null (and the status says why) when it cannot be made: its code could not be fetched (offline). */
  const made = (what: string, make: () => Promise<string>): Promise<string | null> => make().catch((e: unknown) => {
    setOut({ what, text: null, status: `The ${what} could not be made (${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}); try again.` });
    return null;
  });
  // Each is made on demand (its code may be fetched first: the YAML writer, the report's writer), so the status says so at once.
  const copy = async (what: string, make: () => Promise<string>) => {
    setOut({ what, text: null, status: `Making the ${what}…` });
    const text = await made(what, make);
    if (text === null) return;
    const done = (status: string) => setOut({ what, text, status });
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text).then(() => done(`The ${what} is copied.`), () => done(`Copy the ${what} from the field below.`));
    else done(`Copy the ${what} from the field below.`);
  };
  const download = async () => {
    setOut({ what: 'YAML', text: null, status: 'Making the YAML…' });
    const text = await made('YAML', p.yaml);
    if (text === null) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    a.download = 'table.yaml';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    setOut({ what: 'YAML', text, status: 'The YAML file is downloaded (table.yaml).' });
  };
  const file = (e: Event) => {
    const input = e.target as HTMLInputElement;
    const f = input.files?.[0];
    input.value = '';
    if (!f) return;
    if (f.size > MAX_YAML) { p.fail(`This file is ${Math.ceil(f.size / 1024)} KB; a table's YAML is at most ${MAX_YAML / 1024} KB.`); return; }
    void f.text().then(p.load, () => p.fail('This file cannot be read as text.'));
  };
  return (
    <section class="bld-share" aria-labelledby="bld-share-h">
      <h2 id="bld-share-h" class="bld-h">Share</h2>
      <div class="bld-row bld-row-wrap">
        <button type="button" class="bld-action" onClick={() => void copy('link', p.link)}>Copy link</button>
        <button type="button" class="bld-action" onClick={() => void copy('report', p.report)}>Copy report</button>
        <button type="button" class="bld-action" onClick={() => void copy('YAML', p.yaml)}>Copy YAML</button>
        <button type="button" class="bld-action" onClick={() => void download()}>Download YAML</button>
      </div>
      {out && (
        <div class="bld-out">
          <p role="status">{out.status}</p>
          {out.text !== null && <label for="bld-out-text" class="visually-hidden">The {out.what}</label>}
          {out.text !== null && <textarea id="bld-out-text" readOnly rows={out.what === 'link' ? 3 : 8} value={out.text} data-what={out.what} />}
        </div>
      )}
      <details class="bld-import">
        <summary>Import YAML or a link</summary>
        <label for="bld-paste">Paste a scenario file, a builder link or a report</label>
        <textarea id="bld-paste" rows={5} maxLength={MAX_YAML} value={paste} onInput={(e) => setPaste((e.target as HTMLTextAreaElement).value)} />
        <div class="bld-row bld-row-wrap">
          <button type="button" class="bld-action" onClick={() => p.load(paste)}>Load</button>
          <label class="bld-action bld-file">Open a file<input type="file" accept=".yaml,.yml,text/yaml,text/plain" onChange={file} class="visually-hidden" /></label>
        </div>
      </details>
    </section>
  );
}
