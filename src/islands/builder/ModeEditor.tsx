// The table's mode and house rules, by taps: Identity or 3v3 (source 004: six seats, the 3v3 seating),
// the 3v3 game from its beginning with its draft of 16 heroes (the builder's 3v3 part, Threes.tsx,
// loaded for a 3v3 table: until it is there the page says the rules of 3v3 are loading), and
// Identity's house rules (last three, reincarnation, dark souls, scoring). What the loader refuses
// is told here in its words.
import type { JSX } from 'preact';
import { HOUSE_RULE_IDS, type HouseRuleId } from '../../engine/scenario/house-ids.ts';
import type { Problem, Table } from './model/types.ts';
import { withHouse, withMode } from './edit.ts';
import type { ThreesCode } from './later.ts';
import { Problems } from './Problems.tsx';

export interface ModeProps {
  readonly table: Table;
  readonly edit: (t: Table) => void;
  readonly problems: readonly Problem[];
  /** The builder's 3v3 part, once loaded (a 3v3 table loads it). */
  readonly threes: ThreesCode | null;
}

const HOUSE_NAMES: Readonly<Record<HouseRuleId, string>> = { 'last-three': 'Last three', reincarnation: 'Reincarnation', 'dark-souls': 'Dark souls', scoring: 'Scoring' };
/** The fields of the scenario format this part edits: their problems are listed here. */
export const MODE_FIELD = /^setup\.(mode|deal|draft|house|roundsWithThree)\b/;

export function ModeEditor({ table, edit, problems, threes }: ModeProps): JSX.Element {
  const s = table.setup;
  const mode = s.mode ?? 'identity';
  const house = s.house ?? [];
  const rounds = s.roundsWithThree ?? 0;
  return (
    <section class="bld-mode" aria-labelledby="bld-mode-h">
      <h2 id="bld-mode-h" class="bld-h">Mode and house rules</h2>
      <div class="bld-row bld-row-wrap" role="group" aria-label="Mode">
        <button type="button" class="bld-toggle" aria-pressed={mode === 'identity'} onClick={() => edit(withMode(table, 'identity'))}>Identity</button>
        <button type="button" class="bld-toggle" aria-pressed={mode === '3v3'} onClick={() => edit(mode === '3v3' && threes ? threes.seatThrees(table) : withMode(table, '3v3'))}>3v3</button>
      </div>
      {mode === '3v3' ? (
        threes && <threes.ThreesStart table={table} edit={edit} />
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
