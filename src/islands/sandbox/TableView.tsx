// The table: the seats around it in turn order (seat-layout.ts), the draw pile, the processing area
// and the discard pile in the middle, and the changes of this step highlighted. A seat, and the
// centre, render again only when what they show changed (most steps change one seat or none, and
// no pile).
import type { JSX } from 'preact';
import { CardList } from './CardChip.tsx';
import { NO_CENTRE_MARKS, NO_CHANGES, NO_SEAT_MARKS, type CentreMarks, type Changes } from './changes.ts';
import { later } from './later.ts';
import { memo, sameData } from './memo.ts';
import { Seat } from './Seat.tsx';
import type { SkillText } from './Skills.tsx';
import type { TableView as Table } from './view-model.ts';

function Pile({ label, more, zone, changed, children }: { readonly label: string; readonly more: string; readonly zone: string; readonly changed: boolean; readonly children: JSX.Element | (JSX.Element | string | false)[] }): JSX.Element {
  return (
    <div class={`sbx-pile sbx-pile-${zone}${changed ? ' is-touched' : ''}`} data-zone={zone}>
      <dt>{label}<span class="sbx-pile-word">{more}</span></dt>
      <dd>{children}</dd>
    </div>
  );
}

const count = (n: number) => <>{n}<span class="sbx-count-word">{n === 1 ? ' card' : ' cards'}</span></>;

type CentreView = Pick<Table, 'drawCount' | 'drawTop' | 'processing' | 'discardCount' | 'discardTop'>;

// The centre renders again only when a pile or its highlights change (most steps change neither).
const Centre = memo(({ c, marks, place }: { readonly c: CentreView; readonly marks: CentreMarks; readonly place: string }): JSX.Element => (
  <dl class="sbx-centre" style={place} aria-label="Centre of the table">
    <Pile label="Draw" more=" pile" zone="draw" changed={marks.draw}>
      <span class={marks.draw ? 'sbx-count is-changed' : 'sbx-count'}><span class="sbx-back" aria-hidden="true" />{count(c.drawCount)}</span>
      {c.drawTop.length > 0 && <span class="sbx-top">top: <CardList cards={c.drawTop.slice(0, 1)} changed={marks.cards} empty="" /></span>}
    </Pile>
    <Pile label="Processing" more=" area" zone="processing" changed={marks.processing}>
      <CardList cards={c.processing} changed={marks.cards} empty="empty" />
    </Pile>
    <Pile label="Discard" more=" pile" zone="discard" changed={marks.discard}>
      <span class="sbx-count">{count(c.discardCount)}</span>
      {c.discardTop.length > 0 && <span class="sbx-top"><span class="sbx-top-word">top:</span> <CardList cards={c.discardTop.slice(-1)} changed={marks.cards} empty="" /></span>}
    </Pile>
  </dl>
), sameData);

export interface TableProps {
  readonly table: Table;
  readonly ch: Changes;
  readonly title: string;
  readonly turn: string;
  readonly idp: string;
  readonly text: SkillText;
  readonly places: readonly string[]; // each seat's place on the grid, then the centre's (computed at build time)
}

export function TableView({ table, ch, title, turn, idp, text, places }: TableProps): JSX.Element {
  const { drawCount, drawTop, processing, discardCount, discardTop } = table;
  const n = table.seats.length;
  return (
    <div class="sbx-table">
      <p class="sbx-turn"><strong>Turn {table.turn}</strong>{` · ${turn} · ${table.phase}`}</p>
      {/* One grid: the list of seats lays its items out on it (display: contents), around the centre. */}
      <div class="sbx-board" data-count={n}>
        <ol class="sbx-seats" aria-label={`Seats of ${title}, in turn order`}>
          {table.seats.map((s, i) => <Seat key={s.id} seat={s} marks={ch === NO_CHANGES ? NO_SEAT_MARKS : later().seatMarks(ch, s.id)} place={places[i] ?? ''} idp={idp} text={text} />)}
        </ol>
        <Centre c={{ drawCount, drawTop, processing, discardCount, discardTop }} marks={ch === NO_CHANGES ? NO_CENTRE_MARKS : later().centreMarks(ch)} place={places[n] ?? ''} />
      </div>
      {table.winner && <p class="sbx-winner">{table.winner}</p>}
      {table.scores && (
        <table class="sbx-scores">
          <caption>Scores (house rule: scoring)</caption>
          <thead><tr><th scope="col">Seat</th><th scope="col">Role</th><th scope="col">Score</th></tr></thead>
          <tbody>{table.scores.map((x) => <tr key={x.seat}><th scope="row">{x.seat}</th><td>{x.role}</td><td>{x.score}{x.detail !== String(x.score) ? ` (${x.detail})` : ''}</td></tr>)}</tbody>
        </table>
      )}
    </div>
  );
}
