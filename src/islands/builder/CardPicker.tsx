// The card picker, a sticky brush: it stays open on its target (a seat's hand, equipment or
// judgment zone, the top of the draw pile, or the discard pile) and every tap on a found card places that physical
// card there, until Done. The target's zone and seat switch without closing it. A card already
// placed is shown, greyed, and cannot be placed again. The search is fetched when a search first
// opens (use-search.ts).
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { searchNote, useSearch } from './use-search.ts';
import type { Target, Zone } from './edit.ts';
import { refLabel, refRed, ZONE_NAMES } from './labels.ts';

export interface PickerProps {
  readonly target: Target;
  readonly seats: number;
  readonly placed: ReadonlySet<string>;
  readonly message: string | null;
  readonly cards: readonly string[]; // what the target holds now (the sheet may cover its seat)
  readonly retarget: (t: Target) => void;
  readonly place: (cardId: string) => void;
  readonly remove: (ref: string) => void;
  readonly close: () => void;
}

const ZONES: readonly Zone[] = ['hand', 'equipment', 'judgment', 'pile', 'discard'];
const middle = (z: Zone) => z === 'pile' || z === 'discard';

export function CardPicker(p: PickerProps): JSX.Element {
  const [q, setQ] = useState('');
  const search = useSearch();
  const found = typeof search === 'string' ? [] : search.findCards(q, p.placed).slice(0, 24);
  const note = searchNote(search, 'card');
  const t = p.target;
  const where = middle(t.zone) ? ZONE_NAMES[t.zone] ?? t.zone : `Seat ${t.seat + 1} · ${ZONE_NAMES[t.zone] ?? t.zone}`;
  return (
    <section class="bld-picker" aria-label="Card picker">
      <div class="bld-row">
        <strong class="bld-target" aria-live="polite">→ {where}</strong>
        {!middle(t.zone) && (
          <>
            <button type="button" class="bld-step" aria-label="Previous seat" onClick={() => p.retarget({ ...t, seat: (t.seat + p.seats - 1) % p.seats })}>◀</button>
            <button type="button" class="bld-step" aria-label="Next seat" onClick={() => p.retarget({ ...t, seat: (t.seat + 1) % p.seats })}>▶</button>
          </>
        )}
        <button type="button" class="bld-done" onClick={p.close}>Done</button>
      </div>
      <div class="bld-row bld-row-wrap" role="group" aria-label="Zone">
        {ZONES.map((z) => <button type="button" key={z} class="bld-toggle" aria-pressed={t.zone === z} onClick={() => p.retarget({ ...t, zone: z })}>{ZONE_NAMES[z]}</button>)}
      </div>
      <p class="bld-row bld-row-wrap bld-now">
        <span class="bld-zone-name">Now</span>
        {p.cards.length === 0 ? <span class="bld-hint">nothing yet</span> : p.cards.map((c) => (
          <button type="button" key={c} class={`bld-chip${refRed(c) ? ' bld-red' : ''}`} onClick={() => p.remove(c)} aria-label={`Take back ${refLabel(c)}`}>{refLabel(c)} <span aria-hidden="true">×</span></button>
        ))}
      </p>
      <label for="bld-card-q" class="visually-hidden">Find a card by name or by suit and rank</label>
      <input id="bld-card-q" type="search" autoFocus autoComplete="off" maxLength={100} placeholder="Card: Slash, 杀, jink, ♠7, s7…" value={q} onInput={(e) => setQ((e.target as HTMLInputElement).value)} onKeyDown={(e) => { if (e.key === 'Escape') p.close(); }} />
      {p.message && <p class="bld-error" role="alert">{p.message}</p>}
      <ul class="bld-results bld-cards" aria-label="Cards found">
        {found.map((c) => (
          <li key={c.id}>
            <button type="button" class={`bld-result${/[♥♦]/.test(c.label) ? ' bld-red' : ''}`} disabled={c.taken} onClick={() => p.place(c.id)}>
              {c.label}{c.taken ? ' (placed)' : ''}
            </button>
          </li>
        ))}
      </ul>
      {note && <p class={search === 'failed' ? 'bld-error' : 'bld-hint'} role={search === 'failed' ? 'alert' : 'status'}>{note}</p>}
      {!note && q.trim() !== '' && found.length === 0 && <p class="bld-hint">No card is called that. Try a name (Slash, 杀, jink) or a suit and rank (♠7, s7, 7s).</p>}
    </section>
  );
}
