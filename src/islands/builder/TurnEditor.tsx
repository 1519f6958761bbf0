// The table's middle: the top cards of the draw pile (top first), the discard pile, whose turn and which phase (as
// it begins, or just before it begins), and the seed that shuffles the rest of the deck. The
// problems the loader finds outside the seats are listed here.
import type { JSX } from 'preact';
import type { PhaseId, Problem, Table } from './model/types.ts';
import { PHASES, withSeed, withTurn, type Target } from './edit.ts';
import { PHASE_NAMES, refLabel, refRed, ZONE_NAMES } from './labels.ts';
import { Problems } from './Problems.tsx';

export interface TurnProps {
  readonly table: Table;
  readonly edit: (t: Table) => void;
  readonly target: Target | null;
  readonly pick: (t: Target) => void;
  readonly remove: (t: Target, ref: string) => void;
  readonly problems: readonly Problem[];
}

/** The draw pile's top cards (top first) or the discard pile: a chip takes a card back, "+" opens the picker on it. */
function PileRow({ zone, cards, target, pick, remove }: { readonly zone: 'pile' | 'discard'; readonly cards: readonly string[] } & Pick<TurnProps, 'target' | 'pick' | 'remove'>): JSX.Element {
  const active = target?.zone === zone;
  const name = ZONE_NAMES[zone] ?? zone;
  const where = zone === 'pile' ? 'the draw pile' : 'the discard pile';
  return (
    <div class={`bld-zone${active ? ' bld-zone-active' : ''}`}>
      <span class="bld-zone-name">{name}</span>
      {cards.map((c) => (
        <button type="button" key={c} class={`bld-chip${refRed(c) ? ' bld-red' : ''}`} onClick={() => remove({ seat: 0, zone }, c)} aria-label={`Remove ${refLabel(c)} from ${where}`}>
          {refLabel(c)} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" class="bld-add" aria-pressed={active} onClick={() => pick({ seat: 0, zone })} aria-label={zone === 'pile' ? 'Add cards to the top of the draw pile' : 'Add cards to the discard pile'}>+</button>
    </div>
  );
}

export function TurnEditor({ table, edit, target, pick, remove, problems }: TurnProps): JSX.Element {
  const s = table.setup;
  return (
    <section class="bld-middle" aria-label="Draw pile and turn">
      <PileRow zone="pile" cards={s.drawPile ?? []} target={target} pick={pick} remove={remove} />
      <PileRow zone="discard" cards={s.discardPile ?? []} target={target} pick={pick} remove={remove} />
      <div class="bld-row bld-row-wrap">
        <span class="bld-field"><label for="bld-turn">Turn</label>
          <select id="bld-turn" class="bld-select" value={s.current ?? 'p1'} onChange={(e) => edit(withTurn(table, { current: (e.target as HTMLSelectElement).value }))}>
            {s.seats.map((_, i) => <option key={i} value={`p${i + 1}`}>Seat {i + 1}</option>)}
          </select>
        </span>
        <span class="bld-field"><label for="bld-phase">Phase</label>
          <select id="bld-phase" class="bld-select" value={s.phase ?? 'play'} onChange={(e) => edit(withTurn(table, { phase: (e.target as HTMLSelectElement).value as PhaseId }))}>
            {PHASES.map((p) => <option key={p} value={p}>{PHASE_NAMES[p]}</option>)}
          </select>
        </span>
        <label class="bld-field bld-check">
          <input type="checkbox" checked={s.at === 'before'} onChange={(e) => edit(withTurn(table, { before: (e.target as HTMLInputElement).checked }))} />
          before the phase begins
        </label>
        <span class="bld-field"><label for="bld-seed">Seed</label>
          <input id="bld-seed" class="bld-seed" type="number" inputMode="numeric" min={0} max={2147483647} value={s.seed ?? 1} onChange={(e) => edit(withSeed(table, Number((e.target as HTMLInputElement).value)))} />
        </span>
      </div>
      <p class="bld-hint">The cards not placed are shuffled under the draw pile's top cards from the seed ({s.seed ?? 1}).</p>
      <Problems list={problems} where />
    </section>
  );
}
