// The table's mode and house rules, by taps: Identity or 3v3 (source 004: six seats, the 3v3 seating),
// the 3v3 game from its beginning with its draft of 16 heroes, and Identity's house rules (last
// three, reincarnation, dark souls, scoring). What the loader refuses is told here in its words.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { HERO_IDS } from '../../engine/data/hero-facts.ts';
import { HOUSE_RULE_IDS, type HouseRuleId } from '../../engine/scenario/house-ids.ts';
import { searchNote, useSearch } from './use-search.ts';
import type { Problem, Table } from './model/types.ts';
import { withDraft, withHouse, withMode, withThreesStart } from './edit.ts';
import { heroLabel } from './labels.ts';
import { Problems } from './Problems.tsx';

export interface ModeProps {
  readonly table: Table;
  readonly edit: (t: Table) => void;
  readonly problems: readonly Problem[];
}

const HOUSE_NAMES: Readonly<Record<HouseRuleId, string>> = { 'last-three': 'Last three', reincarnation: 'Reincarnation', 'dark-souls': 'Dark souls', scoring: 'Scoring' };
/** The fields of the scenario format this part edits: their problems are listed here. */
export const MODE_FIELD = /^setup\.(mode|deal|draft|house|roundsWithThree)\b/;

function Draft({ table, edit }: Pick<ModeProps, 'table' | 'edit'>): JSX.Element {
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

export function ModeEditor({ table, edit, problems }: ModeProps): JSX.Element {
  const s = table.setup;
  const mode = s.mode ?? 'identity';
  const house = s.house ?? [];
  const rounds = s.roundsWithThree ?? 0;
  return (
    <section class="bld-mode" aria-labelledby="bld-mode-h">
      <h2 id="bld-mode-h" class="bld-h">Mode and house rules</h2>
      <div class="bld-row bld-row-wrap" role="group" aria-label="Mode">
        <button type="button" class="bld-toggle" aria-pressed={mode === 'identity'} onClick={() => edit(withMode(table, 'identity'))}>Identity</button>
        <button type="button" class="bld-toggle" aria-pressed={mode === '3v3'} onClick={() => edit(withMode(table, '3v3'))}>3v3</button>
      </div>
      {mode === '3v3' ? (
        <>
          <label class="bld-field bld-check">
            <input type="checkbox" checked={s.deal === '3v3'} onChange={(e) => edit(withThreesStart(table, (e.target as HTMLInputElement).checked))} />
            start the game from its beginning (the 3v3 deal; the draft first, if any)
          </label>
          {s.deal === '3v3' && <Draft table={table} edit={edit} />}
        </>
      ) : (
        <div class="bld-row bld-row-wrap" role="group" aria-label="House rules">
          {HOUSE_RULE_IDS.map((id) => (
            <button type="button" key={id} class="bld-toggle" aria-pressed={house.includes(id)} onClick={() => edit(withHouse(table, id, !house.includes(id)))}>{HOUSE_NAMES[id]}</button>
          ))}
          {house.includes('last-three') && (
            <span class="bld-hp" role="group" aria-label="Rounds already played with three or fewer players">
              <button type="button" class="bld-step" aria-label="One round with three less" disabled={rounds <= 0} onClick={() => edit(withHouse(table, 'last-three', true, rounds - 1))}>−</button>
              <span class="bld-hp-text" aria-live="polite">{rounds} round{rounds === 1 ? '' : 's'} with three</span>
              <button type="button" class="bld-step" aria-label="One round with three more" disabled={rounds >= 50} onClick={() => edit(withHouse(table, 'last-three', true, rounds + 1))}>+</button>
            </span>
          )}
        </div>
      )}
      <Problems list={problems} where />
    </section>
  );
}
