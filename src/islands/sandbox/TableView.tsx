// The table: the seats in turn order (hero, faction, role, HP, hand, equipment, judgment zone,
// chained and flipped), the centre (draw pile, processing area, discard pile), and the changes of
// this step highlighted. A seat, and the centre, render again only when what they show changed
// (most steps change one seat or none, and no pile).
import type { JSX } from 'preact';
import { CardChip, CardList } from './CardChip.tsx';
import { centreMarks, seatMarks, type CentreMarks, type Changes, type SeatMarks } from './diff.ts';
import { memo, sameData } from './memo.ts';
import type { SeatView, TableView as Table } from './view-model.ts';

function Hp({ seat, was }: { readonly seat: SeatView; readonly was: number | null }): JSX.Element {
  const pips = Math.max(0, Math.min(seat.maxHp, 10));
  const full = Math.max(0, Math.min(seat.hp, pips));
  return (
    <span class="sbx-hp-value">
      <span class="sbx-pips" aria-hidden="true">{'♥'.repeat(full)}<span class="sbx-pips-lost">{'♡'.repeat(pips - full)}</span></span>
      <span>{seat.hp} / {seat.maxHp}</span>
      {was !== null && <span class="sbx-was">{` (was ${was})`}</span>}
    </span>
  );
}

// The seat view is rebuilt at every step, so props are compared by value (cards by identity).
const Seat = memo(({ seat, marks }: { readonly seat: SeatView; readonly marks: SeatMarks }): JSX.Element => {
  const cls = ['sbx-seat', seat.current && 'is-current', seat.asked && 'is-asked', !seat.alive && 'is-dead', marks.died && 'is-changed'].filter(Boolean).join(' ');
  const showState = seat.chained || seat.flipped || marks.chained || marks.flipped;
  return (
    <li class={cls} data-seat={seat.id}>
      <div class="sbx-seat-head">
        <span class="sbx-seat-id">{seat.id}</span>
        <span class="sbx-seat-name">
          {seat.name || 'No hero'}
          {seat.zh && <span lang="zh-Hans" class="sbx-zh">{` ${seat.zh}`}</span>}
        </span>
        <span class={`sbx-role sbx-role-${seat.role ?? 'hidden'}`}>{seat.roleLabel}</span>
      </div>
      <div class="sbx-seat-tags">
        {seat.factionLabel && <span class={`sbx-faction sbx-faction-${seat.faction ?? ''}`}>{seat.factionLabel}</span>}
        {seat.current && <span class="sbx-tag sbx-tag-turn">Their turn</span>}
        {seat.asked && <span class="sbx-tag sbx-tag-asked">Deciding</span>}
        {!seat.alive && <span class="sbx-tag sbx-tag-dead">Dead</span>}
      </div>
      <dl class="sbx-zones">
        <div class={marks.hp ? 'is-changed' : undefined}>
          <dt>HP</dt>
          <dd><Hp seat={seat} was={marks.was} /></dd>
        </div>
        <div class={marks.hand && seat.hand === null ? 'is-changed' : undefined}>
          <dt>Hand</dt>
          <dd>
            {seat.hand === null
              ? <span class="sbx-facedown">{seat.handCount === 1 ? '1 face-down card' : `${seat.handCount} face-down cards`}</span>
              : <CardList cards={seat.hand} changed={marks.cards} empty="empty" />}
          </dd>
        </div>
        {(seat.equipment.length > 0 || marks.equipment) && (
          <div>
            <dt>Equipment</dt>
            <dd class="sbx-cards">
              {seat.equipment.length === 0 && <span class="sbx-none">none</span>}
              {seat.equipment.map((e) => (
                <span key={e.slot} class="sbx-slot"><span class="sbx-slot-name">{e.label}:</span> {e.card ? <CardChip card={e.card} changed={marks.cards.has(e.id)} /> : 'a card'}</span>
              ))}
            </dd>
          </div>
        )}
        {(seat.judgment.length > 0 || marks.judgment) && (
          <div>
            <dt>Judgment zone</dt>
            <dd><CardList cards={seat.judgment} changed={marks.cards} empty="empty" /></dd>
          </div>
        )}
        {showState && (
          <div class={marks.chained || marks.flipped ? 'is-changed' : undefined}>
            <dt>State</dt>
            <dd>
              {seat.chained ? <span class="sbx-state">⛓ Chained</span> : marks.chained && <span class="sbx-state">Chain reset</span>}
              {seat.flipped && <span class="sbx-state">Flipped face down</span>}
              {!seat.flipped && marks.flipped && <span class="sbx-state">Turned face up</span>}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}, sameData);

function Pile({ label, changed, children }: { readonly label: string; readonly changed: boolean; readonly children: JSX.Element | (JSX.Element | string | false)[] }): JSX.Element {
  return (
    <div class={changed ? 'sbx-pile is-changed' : 'sbx-pile'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type CentreView = Pick<Table, 'drawCount' | 'drawTop' | 'processing' | 'discardCount' | 'discardTop'>;

// The centre renders again only when a pile or its highlights change (most steps change neither).
const Centre = memo(({ c, marks }: { readonly c: CentreView; readonly marks: CentreMarks }): JSX.Element => (
  <dl class="sbx-centre" aria-label="Centre of the table">
    <Pile label="Draw pile" changed={marks.draw}>
      <span class="sbx-count">{c.drawCount === 1 ? '1 card' : `${c.drawCount} cards`}</span>
      {c.drawTop.length > 0 && <span class="sbx-top">top: <CardList cards={c.drawTop} changed={marks.cards} empty="" /></span>}
    </Pile>
    <Pile label="Processing area" changed={marks.processing}>
      <CardList cards={c.processing} changed={marks.cards} empty="empty" />
    </Pile>
    <Pile label="Discard pile" changed={marks.discard}>
      <span class="sbx-count">{c.discardCount === 1 ? '1 card' : `${c.discardCount} cards`}</span>
      {c.discardTop.length > 0 && <span class="sbx-top">top: <CardList cards={c.discardTop} changed={marks.cards} empty="" /></span>}
    </Pile>
  </dl>
), sameData);

export function TableView({ table, ch, title, turn }: { readonly table: Table; readonly ch: Changes; readonly title: string; readonly turn: string }): JSX.Element {
  const { drawCount, drawTop, processing, discardCount, discardTop } = table;
  return (
    <div class="sbx-table">
      <p class="sbx-turn"><strong>Turn {table.turn}</strong>{` · ${turn} · ${table.phase}`}</p>
      <ol class="sbx-seats" aria-label={`Seats of ${title}, in turn order`}>
        {table.seats.map((s) => <Seat key={s.id} seat={s} marks={seatMarks(ch, s.id)} />)}
      </ol>
      <Centre c={{ drawCount, drawTop, processing, discardCount, discardTop }} marks={centreMarks(ch)} />
      {table.winner && <p class="sbx-winner">{table.winner}</p>}
    </div>
  );
}
