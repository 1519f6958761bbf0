// One seat of the builder: hero (searched by any name) and wording, role, HP and max HP, chained,
// face down, and its three zones. A zone's "+" opens the card picker on it; a card's chip takes it
// back. The problems the loader finds in this seat are listed under it. Plain text only.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { searchNote, useSearch } from './use-search.ts';
import { seatDefaults } from './model/slots.ts';
import type { Problem, SeatInput } from './model/types.ts';
import type { Target, Zone } from './edit.ts';
import { ROLES } from './edit.ts';
import { heroLabel, refLabel, refRed, ROLE_NAMES, THREES_ROLE_NAMES, ZONE_NAMES } from './labels.ts';
import { Problems } from './Problems.tsx';

export interface SeatProps {
  readonly seat: SeatInput;
  readonly index: number;
  readonly players: number;
  /** The id of the text that says why the roles are fixed (3v3: its seating); absent: the role is chosen. */
  readonly fixedBy?: string;
  readonly problems: readonly Problem[];
  readonly target: Target | null;
  readonly change: (i: number, patch: Partial<SeatInput>) => void;
  readonly pick: (t: Target) => void;
  readonly remove: (t: Target, ref: string) => void;
}

function HeroSearch({ index, choose, close }: { readonly index: number; readonly choose: (id: string) => void; readonly close: () => void }): JSX.Element {
  const [q, setQ] = useState('');
  const search = useSearch();
  const found = typeof search === 'string' ? [] : search.findHeroes(q).slice(0, 8);
  const note = searchNote(search, 'hero');
  const id = `bld-hero-${index}`;
  return (
    <div class="bld-search">
      <label for={id} class="visually-hidden">Find a hero for seat {index + 1}</label>
      <input id={id} type="search" autoFocus autoComplete="off" maxLength={100} placeholder="Hero: Lü Bu, lvbu, 吕布…" value={q}
        onInput={(e) => setQ((e.target as HTMLInputElement).value)} onKeyDown={(e) => { if (e.key === 'Escape') close(); }} />
      {note && <p class={search === 'failed' ? 'bld-error' : 'bld-hint'} role={search === 'failed' ? 'alert' : 'status'}>{note}</p>}
      <ul class="bld-results" aria-label={`Heroes for seat ${index + 1}`}>
        {found.map((h) => <li key={h.id}><button type="button" class="bld-result" onClick={() => choose(h.id)}>{h.label}</button></li>)}
        <li><button type="button" class="bld-result bld-result-none" onClick={() => choose('')}>No hero (no skills)</button></li>
      </ul>
    </div>
  );
}

function ZoneRow({ seat, index, zone, cards, target, pick, remove }: { readonly seat: number; readonly index: number; readonly zone: Zone; readonly cards: readonly string[] } & Pick<SeatProps, 'target' | 'pick' | 'remove'>): JSX.Element {
  const active = target?.seat === seat && target.zone === zone;
  return (
    <div class={`bld-zone${active ? ' bld-zone-active' : ''}`}>
      <span class="bld-zone-name">{ZONE_NAMES[zone]}</span>
      {cards.map((c) => (
        <button type="button" key={c} class={`bld-chip${refRed(c) ? ' bld-red' : ''}`} onClick={() => remove({ seat, zone }, c)} aria-label={`Remove ${refLabel(c)} from seat ${index + 1}'s ${ZONE_NAMES[zone]?.toLowerCase() ?? zone}`}>
          {refLabel(c)} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" class="bld-add" aria-pressed={active} onClick={() => pick({ seat, zone })} aria-label={`Add cards to seat ${index + 1}'s ${ZONE_NAMES[zone]?.toLowerCase() ?? zone}`}>+</button>
    </div>
  );
}

export function SeatEditor(p: SeatProps): JSX.Element {
  const { seat, index: i } = p;
  const [searching, setSearching] = useState(false);
  const def = seatDefaults(seat.hero ?? null, seat.role, p.players);
  const maxHp = seat.maxHp ?? def.maxHp;
  const hp = seat.hp ?? maxHp;
  const name = heroLabel(seat.hero);
  const equipment = Object.values(seat.equipment ?? {}).filter((c): c is string => typeof c === 'string');
  const bad = p.problems.length > 0;
  return (
    <li class={`bld-seat${bad ? ' bld-seat-bad' : ''}`} aria-label={`Seat ${i + 1}${name ? `: ${name}` : ''}`}>
      <div class="bld-row">
        <span class="bld-num" aria-hidden="true">{i + 1}</span>
        <button type="button" class="bld-hero" aria-expanded={searching} onClick={() => setSearching(!searching)}>
          <span class="visually-hidden">Seat {i + 1} hero: </span>{name || 'Choose hero'}
        </button>
        {p.fixedBy ? (
          <span class="bld-role-fixed" aria-describedby={p.fixedBy}><span class="visually-hidden">Seat {i + 1} role: </span>{THREES_ROLE_NAMES[seat.role ?? ''] ?? 'No role'}</span>
        ) : (
          <>
            <label class="visually-hidden" for={`bld-role-${i}`}>Seat {i + 1} role</label>
            <select id={`bld-role-${i}`} class="bld-select" value={seat.role ?? ''} onChange={(e) => p.change(i, { role: (e.target as HTMLSelectElement).value as SeatInput['role'] })}>
              {ROLES.map((r) => <option key={r} value={r}>{ROLE_NAMES[r]}</option>)}
            </select>
          </>
        )}
      </div>
      {searching && <HeroSearch index={i} close={() => setSearching(false)} choose={(id) => { setSearching(false); p.change(i, { hero: id === '' ? null : id, hp: undefined, maxHp: undefined }); }} />}
      <div class="bld-row bld-row-wrap">
        <span class="bld-hp" role="group" aria-label={`Seat ${i + 1} HP`}>
          <button type="button" class="bld-step" aria-label={`Seat ${i + 1}: one HP less`} onClick={() => p.change(i, { hp: hp - 1 })}>−</button>
          <span class="bld-hp-text" aria-live="polite">HP {hp}/{maxHp}</span>
          <button type="button" class="bld-step" aria-label={`Seat ${i + 1}: one HP more`} onClick={() => p.change(i, { hp: hp + 1 })}>+</button>
          <button type="button" class="bld-step bld-step-max" aria-label={`Seat ${i + 1}: one max HP less`} onClick={() => p.change(i, { maxHp: maxHp - 1, hp: Math.min(hp, maxHp - 1) })}>max−</button>
          <button type="button" class="bld-step bld-step-max" aria-label={`Seat ${i + 1}: one max HP more`} onClick={() => p.change(i, { maxHp: maxHp + 1 })}>max+</button>
        </span>
        <button type="button" class="bld-toggle" aria-pressed={seat.chained === true} onClick={() => p.change(i, { chained: !seat.chained })}>Chained<span class="visually-hidden"> (seat {i + 1})</span></button>
        <button type="button" class="bld-toggle" aria-pressed={seat.flipped === true} onClick={() => p.change(i, { flipped: !seat.flipped })}>Face down<span class="visually-hidden"> (seat {i + 1})</span></button>
        {seat.hero && (
          <>
            <label class="visually-hidden" for={`bld-wording-${i}`}>Seat {i + 1} wording</label>
            <select id={`bld-wording-${i}`} class="bld-select" value={seat.wording ?? 'revised'} onChange={(e) => p.change(i, { wording: (e.target as HTMLSelectElement).value as 'revised' | 'classic' })}>
              <option value="revised">Revised</option>
              <option value="classic">Classic</option>
            </select>
          </>
        )}
      </div>
      <div class="bld-zones">
        <ZoneRow seat={i} index={i} zone="hand" cards={seat.hand ?? []} target={p.target} pick={p.pick} remove={p.remove} />
        <ZoneRow seat={i} index={i} zone="equipment" cards={equipment} target={p.target} pick={p.pick} remove={p.remove} />
        <ZoneRow seat={i} index={i} zone="judgment" cards={seat.judgment ?? []} target={p.target} pick={p.pick} remove={p.remove} />
      </div>
      <Problems list={p.problems} />
    </li>
  );
}
