// The number of seats (2–10) and "Clear". In 3v3 the seats are the mode's (six, each side's
// Commander between its two Vanguards: variants.3v3.seating): the count is shown but fixed, and why
// is said next to it (the seats' roles are fixed too: SeatEditor's `fixedBy` names this text). A
// table from a link or a file whose 3v3 seating is broken (the loader says how) is re-seated by a tap
// (with the builder's 3v3 part, which a 3v3 table loads).
import type { JSX } from 'preact';
import { newTable, THREES_SEATS, withMode, withSeatCount } from './edit.ts';
import type { ThreesCode } from './later.ts';
import type { Table } from './model/types.ts';

/** The id of the text that says why 3v3's seats are fixed. */
export const THREES_WHY = 'bld-threes-seats';

export function SeatCount({ table, edit, clear, threes: code }: { readonly table: Table; readonly edit: (t: Table) => void; readonly clear: () => void; readonly threes: ThreesCode | null }): JSX.Element {
  const n = table.setup.seats.length;
  const threes = table.setup.mode === '3v3';
  return (
    <>
      <div class="bld-row bld-row-wrap">
        <span class="bld-count" role="group" aria-label="Number of seats" aria-describedby={threes ? THREES_WHY : undefined}>
          <button type="button" class="bld-step" aria-label="One seat less" disabled={threes || n <= 2} onClick={() => edit(withSeatCount(table, n - 1))}>−</button>
          <span aria-live="polite">{n} seats</span>
          <button type="button" class="bld-step" aria-label="One seat more" disabled={threes || n >= 10} onClick={() => edit(withSeatCount(table, n + 1))}>+</button>
        </span>
        <button type="button" class="bld-action" onClick={() => { edit(threes ? withMode(newTable(THREES_SEATS), '3v3') : newTable(n)); clear(); }}>Clear</button>
      </div>
      {threes && (
        <p class="bld-hint bld-fixed" id={THREES_WHY}>
          3v3 is played by six, each side’s Commander between its two Vanguards: the seats and their roles are fixed while 3v3 is chosen (Identity, below, frees them).
          {code && !code.threesSeated(table) && <button type="button" class="bld-action" onClick={() => edit(code.seatThrees(table))}>Seat the six for 3v3</button>}
        </p>
      )}
    </>
  );
}
