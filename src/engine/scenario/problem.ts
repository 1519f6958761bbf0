// A loader message as a problem told where it is made ("seat 2 · hand"), what is wrong, in the
// loader's words, and how to fix it: what the builder shows beside each part of a table. Part of the
// words (say-words.ts), loaded with them on a table's first problem.

/** One mistake in a table, told where it is made, in the scenario loader's words. */
export interface Problem {
  /** Where, for a person: "seat 2 · hand", "draw pile", "turn", "script line 3", "table". */
  readonly where: string;
  /** Which field of the scenario format ("setup.seats[1].hand[0]"), or "" for the whole table. */
  readonly field: string;
  /** What is wrong and how to fix it, in the loader's words. */
  readonly message: string;
  readonly fix?: string;
}

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

/** One loader message of a file ("table: setup.seats[1].hp: HP 5 is above …") as a problem. */
export function problemOf(file: string, error: string): Problem {
  const text = error.startsWith(`${file}: `) ? error.slice(file.length + 2) : error;
  const m = /^([A-Za-z0-9_.[\]]+|\(top level\)): ([\s\S]*)$/.exec(text);
  const field = m?.[1] === undefined || m[1] === '(top level)' ? '' : m[1];
  const message = m?.[2] ?? text;
  const fix = fixOf(message);
  return { where: field ? whereOf(field) : 'table', field, message, ...(fix ? { fix } : {}) };
}

/** A table of `n` seats when a table has `min` to `max`. */
export const seatsProblem = (n: number, min: number, max: number): Problem => ({ where: 'seats', field: 'setup.seats', message: `the table has ${n} seats; a table has ${min} to ${max}`, fix: n > max ? `remove ${n - max} seats` : 'add a seat' });
