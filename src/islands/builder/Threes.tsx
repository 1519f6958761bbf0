// The builder's 3v3 part, one chunk loaded when a table is 3v3 (by taps, a link or a file: later.ts's
// loadThrees) rather than with the page, since an Identity table, the usual dispute, needs none of
// it: the 3v3 game from its beginning with its draft of 16 heroes (source 004), the seating checked
// and mended (threes-edit.ts), and the scenario loader's reading of a 3v3 table
// (engine/scenario/threes-setup.ts), installed when this loads. What the loader refuses is told in
// its words (ModeEditor.tsx lists the mode's problems).
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { HERO_IDS } from '../../engine/data/hero-facts.ts';
import { installThreesSetup } from '../../engine/scenario/mode-setup.ts';
import { threesSetup } from '../../engine/scenario/threes-setup.ts';
import { searchNote, useSearch } from './use-search.ts';
import type { Table } from './model/types.ts';
import { withDraft, withThreesStart } from './threes-edit.ts';
import { heroLabel } from './labels.ts';

export { seatThrees, threesSeated } from './threes-edit.ts';

installThreesSetup(threesSetup);

interface Editing {
  readonly table: Table;
  readonly edit: (t: Table) => void;
}

function Draft({ table, edit }: Editing): JSX.Element {
  const [q, setQ] = useState('');
  const draft = table.setup.draft ?? [];
  const search = useSearch();
  const found = draft.length < 16 && typeof search !== 'string' ? search.findHeroes(q).filter((h) => !draft.includes(h.id)).slice(0, 6) : [];
  const note = searchNote(search, 'hero');
  return (
    <div class="bld-draft">
      <p class="bld-zone">
        <span class="bld-zone-name">Draft {draft.length}/16</span>
        {draft.map((h) => (
          <button type="button" key={h} class="bld-chip" onClick={() => edit(withDraft(table, draft.filter((x) => x !== h)))} aria-label={`Remove ${heroLabel(h) || h} from the draft`}>
            {heroLabel(h) || h} <span aria-hidden="true">×</span>
          </button>
        ))}
      </p>
      {draft.length < 16 && (
        <>
          <label for="bld-draft-q" class="visually-hidden">Find a hero for the draft</label>
          <input id="bld-draft-q" type="search" autoComplete="off" maxLength={100} placeholder="Add a hero to the draft…" value={q} onInput={(e) => setQ((e.target as HTMLInputElement).value)} />
          {note && <p class={search === 'failed' ? 'bld-error' : 'bld-hint'} role={search === 'failed' ? 'alert' : 'status'}>{note}</p>}
          <ul class="bld-results" aria-label="Heroes for the draft">
            {found.map((h) => <li key={h.id}><button type="button" class="bld-result" onClick={() => { edit(withDraft(table, [...draft, h.id])); setQ(''); }}>{h.label}</button></li>)}
          </ul>
        </>
      )}
      <div class="bld-row bld-row-wrap">
        {draft.length < 16 && <button type="button" class="bld-action" onClick={() => edit(withDraft(table, [...draft, ...HERO_IDS.filter((h) => !draft.includes(h))].slice(0, 16)))}>Fill to 16 heroes</button>}
        {draft.length > 0 && <button type="button" class="bld-action" onClick={() => edit(withDraft(table, []))}>No draft</button>}
      </div>
    </div>
  );
}

/** The 3v3 game from its beginning (the 3v3 deal) and, then, its draft. */
export function ThreesStart({ table, edit }: Editing): JSX.Element {
  return (
    <>
      <label class="bld-field bld-check">
        <input type="checkbox" checked={table.setup.deal === '3v3'} onChange={(e) => edit(withThreesStart(table, (e.target as HTMLInputElement).checked))} />
        start the game from its beginning (the 3v3 deal; the draft first, if any)
      </label>
      {table.setup.deal === '3v3' && <Draft table={table} edit={edit} />}
    </>
  );
}
