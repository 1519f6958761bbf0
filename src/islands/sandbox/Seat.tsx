// One seat at the table: hero and faction, role (as the point of view allows), HP as pips, status
// marks (whose turn, asked, dying, chained, face down, dead), the hero's skills (each opens its
// text), and the cards in hand, equipment and judgment zone as small card faces. It renders again
// only when what it shows changed: the seat view is rebuilt at every step, so props are compared by
// value (cards by identity).
import type { JSX } from 'preact';
import { CardChip, CardList } from './CardChip.tsx';
import type { SeatMarks } from './changes.ts';
import { Icon, type IconName } from './icons.tsx';
import { memo, sameData } from './memo.ts';
import { Skills, type SkillText } from './Skills.tsx';
import type { SeatView } from './view-model.ts';

/** Pips up to five HP, as on the hero cards; above that (or above the maximum) the number alone. */
function Hp({ seat, marks }: { readonly seat: SeatView; readonly marks: SeatMarks }): JSX.Element {
  const pips = seat.maxHp <= 5 && seat.hp <= seat.maxHp ? seat.maxHp : 0;
  const full = Math.max(0, seat.hp);
  const level = seat.hp * 3 <= seat.maxHp ? 'low' : seat.hp * 3 <= seat.maxHp * 2 ? 'mid' : 'high';
  return (
    <span class={marks.hp ? 'sbx-hp is-changed' : 'sbx-hp'} data-level={level}>
      <span class="visually-hidden">HP </span>
      {pips > 0 && <span class="sbx-pips" aria-hidden="true">{Array.from({ length: pips }, (_, i) => <i key={i} class={i < full ? 'is-full' : undefined} />)}</span>}
      <span class="sbx-hp-text">{seat.hp} / {seat.maxHp}</span>
      {marks.was !== null && <span class="sbx-was">{` (was ${marks.was})`}</span>}
    </span>
  );
}

function Mark({ icon, kind, changed, children }: { readonly icon: IconName; readonly kind: string; readonly changed?: boolean; readonly children: string }): JSX.Element {
  return <span class={`sbx-mark sbx-mark-${kind}${changed ? ' is-changed' : ''}`}><Icon name={icon} />{children}</span>;
}

function Marks({ seat, marks }: { readonly seat: SeatView; readonly marks: SeatMarks }): JSX.Element | null {
  const list: JSX.Element[] = [];
  if (seat.current) list.push(<Mark key="t" icon="turn" kind="turn">Their turn</Mark>);
  if (seat.asked) list.push(<Mark key="a" icon="asked" kind="asked">Deciding</Mark>);
  if (seat.acted && seat.alive) list.push(<Mark key="s" icon="acted" kind="acted">Acted</Mark>);
  if (seat.dying && seat.alive) list.push(<Mark key="d" icon="dying" kind="dying">Dying</Mark>);
  if (!seat.alive) list.push(<Mark key="x" icon="dead" kind="dead" changed={marks.died}>Dead</Mark>);
  if (seat.reborn) list.push(<Mark key="r" icon="dead" kind="reborn">Reborn, still out</Mark>); // variants.reincarnation.still-out
  if (seat.chained) list.push(<Mark key="c" icon="chain" kind="chained" changed={marks.chained}>Chained</Mark>);
  else if (marks.chained) list.push(<Mark key="c" icon="chain" kind="unchained" changed>Chain reset</Mark>);
  if (seat.flipped) list.push(<Mark key="f" icon="flipped" kind="flipped" changed={marks.flipped}>Face down</Mark>);
  else if (marks.flipped) list.push(<Mark key="f" icon="flipped" kind="unflipped" changed>Turned face up</Mark>);
  return list.length ? <span class="sbx-marks">{list}</span> : null;
}

export interface SeatProps {
  readonly seat: SeatView;
  readonly marks: SeatMarks;
  readonly place: string; // its place on the table's grid (seat-layout.ts)
  readonly idp: string;
  readonly text: SkillText;
}

export const Seat = memo(({ seat, marks, place, idp, text }: SeatProps): JSX.Element => {
  const cls = ['sbx-seat', seat.current && 'is-current', seat.asked && 'is-asked', seat.dying && seat.alive && 'is-dying', !seat.alive && 'is-dead', seat.flipped && 'is-flipped', marks.died && 'is-changed'].filter(Boolean).join(' ');
  return (
    <li class={cls} data-seat={seat.id} data-faction={seat.faction ?? undefined} style={place}>
      <p class="sbx-seat-name">
        {seat.name ? <><span class="sbx-seat-id">{seat.id}</span> {seat.name}</> : seat.id}
        {seat.zh && <span lang="zh-Hans" class="sbx-zh">{` ${seat.zh}`}</span>}
      </p>
      <div class="sbx-seat-line">
        <span class={`sbx-role sbx-role-${seat.role ?? 'hidden'}`}>{seat.roleLabel}</span>
        {seat.factionLabel && <span class="sbx-faction">{seat.factionLabel}</span>}
      </div>
      {seat.draft === null ? <Hp seat={seat} marks={marks} /> : <p class="sbx-none sbx-draft">{seat.draft}</p>}
      <Marks seat={seat} marks={marks} />
      {seat.skills.length > 0 && <Skills skills={seat.skills} id={`${idp}-${seat.id}`} text={text} />}
      <div class="sbx-zones">
        <div class={`sbx-zone${seat.hand === null || seat.hand.length === 0 ? ' is-compact' : ''}${marks.hand ? ' is-touched' : ''}`} data-zone={`hand:${seat.id}`}>
          <span class="sbx-zone-label">Hand</span>
          {seat.hand === null
            ? <span class={marks.hand ? 'sbx-facedown is-changed' : 'sbx-facedown'}><span class="sbx-back" aria-hidden="true" />{seat.handCount === 1 ? '1 face-down card' : `${seat.handCount} face-down cards`}</span>
            : <CardList cards={seat.hand} changed={marks.cards} empty="no cards" />}
        </div>
        {seat.equipment.length > 0 && (
          <div class="sbx-zone" data-zone={`equipment:${seat.id}`}>
            <span class="sbx-zone-label">Equipment</span>
            <span class="sbx-cards">
              {seat.equipment.map((e) => (e.card ? <CardChip key={e.slot} card={e.card} changed={marks.cards.has(e.id)} /> : <span key={e.slot} class="sbx-none">{e.label}: a card</span>))}
            </span>
          </div>
        )}
        {(seat.judgment.length > 0 || marks.judgment) && (
          <div class="sbx-zone" data-zone={`judgment:${seat.id}`}>
            <span class="sbx-zone-label">Judgment zone</span>
            <CardList cards={seat.judgment} changed={marks.cards} empty="empty" />
          </div>
        )}
      </div>
    </li>
  );
}, sameData);
