// Whether a table can be played: the scenario loader's own checks (src/engine/scenario/read.ts),
// each problem told where it is made ("seat 2 · hand") in the loader's words. An impossible table
// cannot be played: only `ok: true` gives the engine's setup.
import { readScenario } from '../../../engine/scenario/read.ts';
import type { Scenario } from '../../../engine/scenario/schema.ts';
import type { GameSetup } from '../../../engine/setup.ts';
import { MAX_SEATS, MIN_SEATS, type Problem, type Table } from './types.ts';

export type Checked = { readonly ok: true; readonly scenario: Scenario; readonly setup: GameSetup } | { readonly ok: false; readonly problems: readonly Problem[] };

/** The file name the loader's messages carry; stripped from each message. */
const FILE = 'table';
/** A clause every table demonstrates when it names none: the turn and its phases. */
export const DEFAULT_CLAUSE = 'general.flow.turn';

const ZONE: Readonly<Record<string, string>> = {
  hero: 'hero', wording: 'wording', role: 'role', hp: 'HP', maxHp: 'max HP', hand: 'hand', judgment: 'judgment zone',
  chained: 'chained', flipped: 'face down', equipment: 'equipment', alive: 'alive', out: 'out',
};
const TOP: Readonly<Record<string, string>> = {
  'setup.drawPile': 'draw pile', 'setup.discardPile': 'discard pile', 'setup.current': 'turn', 'setup.phase': 'turn',
  'setup.at': 'turn', 'setup.seed': 'seed', 'setup.deal': 'deal', 'setup.sets': 'card sets', 'setup.seats': 'seats',
  'setup.mode': 'mode', 'setup.draft': 'draft', 'setup.house': 'house rules', 'setup.roundsWithThree': 'house rules',
  script: 'script', until: 'stop at', title: 'title', summary: 'summary', topics: 'topics', clauses: 'clauses',
};

/** "setup.seats[1].hand[0]" → "seat 2 · hand"; "script[2]" → "script line 3"; "setup.drawPile[0]" → "draw pile". */
export function whereOf(field: string): string {
  const seat = /^setup\.seats\[(\d+)\](?:\.([a-zA-Z]+)(?:\.([a-zA-Z]+))?)?/.exec(field);
  if (seat) {
    const n = Number(seat[1]) + 1;
    const zone = seat[2] === undefined ? undefined : (ZONE[seat[2]] ?? seat[2]);
    return zone === undefined ? `seat ${n}` : `seat ${n} · ${zone}${seat[2] === 'equipment' && seat[3] ? ` (${seat[3]})` : ''}`;
  }
  const line = /^script\[(\d+)\]/.exec(field);
  if (line) return `script line ${Number(line[1]) + 1}`;
  const top = /^[a-zA-Z]+(?:\.[a-zA-Z]+)?/.exec(field)?.[0] ?? '';
  return TOP[top] ?? TOP[top.split('.')[0] ?? ''] ?? 'table';
}

/** How to fix the loader's messages that say only what is wrong. */
const FIXES: readonly (readonly [RegExp, string])[] = [
  [/unknown hero/, 'choose the hero from the list (search by English, pinyin or Chinese), or leave the seat without a hero'],
  [/already placed elsewhere/, 'remove it from one of the two places, or choose another copy'],
  [/is not a \w+ card \(it goes in (\w+)\)/, 'move it to the $1 slot'],
  [/is not a \w+ card \(it goes in no equipment slot\)/, 'move it to the hand'],
  [/seat p\d+ does not exist|target p\d+ does not exist|there is no seat/, 'add seats, or change the line to name a seat at the table'],
  [/there is no p\d+; the table has/, 'choose a seat at the table for the turn'],
  [/unknown log fact/, 'choose a fact the engine records, or remove the stop'],
  [/unknown skill|unknown card|has no rank|unknown rank|unknown suit|no suit symbol/, 'choose the card or skill from the list'],
  [/unknown clause id/, 'remove the clause id, or use one from the rules'],
  [/the 3v3 draft spreads 16 heroes/, 'add heroes until the draft has 16 ("Fill to 16 heroes"), or remove the draft'],
];

function fixOf(message: string): string | undefined {
  const own = /(?:; |: |\. )((?:give|set|lower|raise|remove|move|change|choose|write|add|shorten|leave|make|fix|use|check)\b[^;]*)$/i.exec(message)?.[1];
  if (own) return own;
  for (const [re, fix] of FIXES) { const m = re.exec(message); if (m) return fix.replace('$1', m[1] ?? ''); }
  return undefined;
}

/** One loader message ("table: setup.seats[1].hp: HP 5 is above …") as a problem. */
export function problemOf(error: string): Problem {
  const text = error.startsWith(`${FILE}: `) ? error.slice(FILE.length + 2) : error;
  const m = /^([A-Za-z0-9_.[\]]+|\(top level\)): ([\s\S]*)$/.exec(text);
  const field = m?.[1] === undefined || m[1] === '(top level)' ? '' : m[1];
  const message = m?.[2] ?? text;
  const fix = fixOf(message);
  return { where: field ? whereOf(field) : 'table', field, message, ...(fix ? { fix } : {}) };
}

/** The table as the scenario file the loader reads (the expect block left empty). */
export function scenarioOf(t: Table): Record<string, unknown> {
  return {
    title: t.title !== undefined && t.title.trim().length >= 3 ? t.title : 'A table from the builder',
    summary: t.summary !== undefined && t.summary.trim().length >= 10 ? t.summary : 'A table built in the judge\'s builder.',
    topics: t.topics?.length ? [...t.topics] : ['builder'],
    clauses: t.clauses?.length ? [...t.clauses] : [DEFAULT_CLAUSE],
    setup: t.setup,
    script: [...t.script],
    ...(t.until !== undefined ? { until: t.until } : {}),
    expect: {},
  };
}

/** Checks a table; never throws. */
export function checkTable(t: Table, clauseExists?: (id: string) => boolean): Checked {
  try {
    const seats: unknown = (t as { setup?: { seats?: unknown } }).setup?.seats;
    if (Array.isArray(seats) && (seats.length < MIN_SEATS || seats.length > MAX_SEATS)) {
      return { ok: false, problems: [{ where: 'seats', field: 'setup.seats', message: `the table has ${seats.length} seats; a table has ${MIN_SEATS} to ${MAX_SEATS}`, fix: seats.length > MAX_SEATS ? `remove ${seats.length - MAX_SEATS} seats` : 'add a seat' }] };
    }
    const loaded = readScenario(FILE, scenarioOf(t), clauseExists);
    return loaded.ok ? loaded : { ok: false, problems: loaded.errors.map(problemOf) };
  } catch (e) {
    return { ok: false, problems: [{ where: 'table', field: '', message: `the table could not be read (${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}); start from an empty table` }] };
  }
}
