// The log facts and seats a scenario names beyond its setup: the stopping fact (`until`) and the
// notes' seats, with the words the expect block's names use too (expect-refs.ts). Each fact must be
// one the engine records (facts.ts) and each seat be at the table. Read with the script lines' code
// (script-code.ts): a table built in the builder names none, so the builder's first load carries
// neither these checks nor the list of facts; it loads them with a table that has a stopping fact.
import { FACT_NAMES, isFactName } from '../facts.ts';
import { nearest } from '../card-notation.ts';
import type { Scenario } from './schema.ts';

export function factError(name: string): string | null {
  if (isFactName(name)) return null;
  const hint = name.length <= 60 ? nearest(name, FACT_NAMES) : undefined;
  return `unknown log fact "${name.slice(0, 60)}"${hint ? `; did you mean "${hint}"?` : ''} (the engine's facts are listed in src/engine/facts.ts)`;
}

/** The seat a field names, if the table has no such seat (p1 when none is named). */
export function seatError(file: string, id: string | undefined, field: string, seats: number): string | null {
  const n = id === undefined ? 1 : Number(id.slice(1));
  return n > seats ? `${file}: ${field}: there is no seat ${id ?? ''}; the table has ${seats} seats (p1 … p${seats})` : null;
}

/** The names the stopping fact and the notes use (the expect block's: expect-refs.ts, which come before these). */
export function refErrors(file: string, sc: Scenario, seats: number): string[] {
  const out: string[] = [];
  if (sc.until) {
    const name = typeof sc.until === 'string' ? sc.until : sc.until.fact;
    const e = factError(name);
    if (e) out.push(`${file}: until: ${e}`);
    const s = typeof sc.until === 'string' ? null : seatError(file, sc.until.seat, 'until.seat', seats);
    if (s) out.push(s);
  }
  sc.notes.forEach((n, k) => { const e = seatError(file, n.seat, `notes[${k}].seat`, seats); if (e) out.push(e); }); // a note's fact is not checked: a file with a misspelt one stays valid, as before
  return out;
}
