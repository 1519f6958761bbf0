// A table as a scenario file (scenarios/*.yaml) that `npm run scenario` runs unchanged, and back.
// The expect block is what the builder observed, marked as such: it becomes a ruling only once it
// is checked against the rules. The step and point of view ride in a `# builder:` comment (the
// format has no field for them); the branch being explored is written into the script.
// Reading (yaml-read.ts, no YAML library): 64 KB at most, no aliases (no alias bomb), every field checked by the
// scenario schema, and the table checked by the loader: its problems come back with the table (its
// script lines with their code, engine/scenario/script-lines.ts, which this chunk carries; and in
// the loader's words, engine/scenario/say.ts, which its caller loads first: later.ts's readYamlFile).
import { parseImported } from '../../../engine/scenario/scenario-format.ts';
import { scriptErrors } from '../../../engine/scenario/lines.ts';
import { evaluateCheck, parseCheck } from '../../../engine/scenario/checks.ts';
import { matchLine } from '../../../engine/scenario/words.ts';
import { expectRefErrors } from '../../../engine/scenario/expect-refs.ts';
import { refErrors } from '../../../engine/scenario/fact-refs.ts';
import { installScriptCode } from '../../../engine/scenario/script-code.ts';
import { checkTable, DEFAULT_CLAUSE } from './check.ts';
import { normalShared } from './table.ts';
import { factFlow, flow, scalar, type Flow } from './yaml-write.ts';
import { readYaml } from './yaml-read.ts';
import { MAX_SEATS, MAX_YAML, POV, type Observed, type ObservedSeat, type Problem, type SeatInput, type SetupInput, type Shared, type Table } from './types.ts';

export const OBSERVED_NOTE = '# observed in the builder, not yet checked against the rules';
const FORMAT = 'the format is in README.md ("Contributing a scenario")';

function seatFlow(s: SeatInput): string {
  const e = s.equipment ?? {};
  return flow({
    hero: s.hero ?? null, wording: s.wording, role: s.role, hp: s.hp, maxHp: s.maxHp,
    hand: s.hand?.length ? s.hand : undefined, equipment: Object.values(e).some(Boolean) ? { weapon: e.weapon, armor: e.armor, plusMount: e.plusMount, minusMount: e.minusMount } : undefined,
    judgment: s.judgment?.length ? s.judgment : undefined, chained: s.chained ? true : undefined, flipped: s.flipped ? true : undefined,
    alive: s.alive === false ? false : undefined, out: s.out,
  });
}

/** An observed seat; its hero when it is not the table's (a 3v3 draft, a reincarnation), `out` when it is not simply "not alive". */
function expectSeatFlow(s: ObservedSeat, set: SeatInput | undefined): string {
  const hero = s.hero !== undefined && s.hero !== (set?.hero ?? null) ? s.hero : undefined;
  const out = s.out !== undefined && s.out !== (s.alive === false) ? s.out : undefined;
  return flow({ hero, role: s.role, hp: s.hp, maxHp: s.maxHp, alive: s.alive, out, chained: s.chained, flipped: s.flipped, hand: s.hand, equipment: s.equipment, judgment: s.judgment } as Flow);
}

/** The table as a scenario file; `observed` (from observe.ts) becomes its expect block. */
export function exportYaml(s: Shared, observed: Observed | null): string {
  const t = s.table;
  const u = t.setup;
  const script = [...t.script, ...(s.branch ?? [])].slice(0, observed?.scriptUsed ?? Number.MAX_SAFE_INTEGER);
  const until = t.until ?? observed?.until;
  const clauses = t.clauses?.length ? t.clauses : observed?.clauses?.length ? observed.clauses : [DEFAULT_CLAUSE];
  const lines = [
    '# yaml-language-server: $schema=./scenario.schema.json',
    '# Built in the judge\'s table (/build/). Run it with: npm run scenario -- <this file>',
    `# builder: step ${Math.max(0, Math.trunc(s.step) || 0)}${s.pov && POV.test(s.pov) ? `, pov ${s.pov}` : ''}`,
    `title: ${scalar(t.title !== undefined && t.title.trim().length >= 3 ? t.title : 'A table from the builder')}`,
    `summary: ${scalar(t.summary !== undefined && t.summary.trim().length >= 10 ? t.summary : 'A table built in the judge\'s builder; say here what question it settles.')}`,
    `topics: ${flow(t.topics?.length ? t.topics : ['builder'])}`,
    `clauses: ${flow(clauses)}`,
    'setup:',
    '  seats:',
    ...u.seats.map((x) => `    - ${seatFlow(x)}`),
    ...(u.drawPile?.length ? [`  drawPile: ${flow(u.drawPile)}`] : []),
    ...(u.discardPile?.length ? [`  discardPile: ${flow(u.discardPile)}`] : []),
    `  seed: ${u.seed ?? 1}`,
    `  current: ${u.current ?? 'p1'}`,
    `  phase: ${u.phase ?? 'play'}`,
    ...(u.at === 'before' ? ['  at: before'] : []),
    ...(u.sets && u.sets.join() !== 'standard,ex,military' ? [`  sets: ${flow(u.sets)}`] : []),
    ...modeLines(u),
    ...(script.length ? ['script:', ...script.map((l) => `  - ${scalar(l)}`)] : ['script: []']),
    ...(until !== undefined ? [`until: ${flow(factFlow(until))}`] : []),
    ...(observed ? [OBSERVED_NOTE, 'expect:', ...expectLines(observed, u)] : ['expect: {}']),
  ];
  return `${lines.join('\n')}\n`;
}

/** The mode, the deal, the 3v3 draft and the house rules: every one changes the game the file runs. */
function modeLines(u: SetupInput): string[] {
  const word = (x: string) => (/^[0-9]v[0-9]$/.test(x) ? x : scalar(x));
  return [
    ...(u.mode !== undefined && u.mode !== 'identity' ? [`  mode: ${word(u.mode)}`] : []),
    ...(u.deal ? [`  deal: ${word(u.deal)}`] : []),
    ...(u.draft ? [`  draft: ${flow(u.draft)}`] : []),
    ...(u.house?.length ? [`  house: ${flow(u.house)}`] : []),
    ...(u.roundsWithThree ? [`  roundsWithThree: ${u.roundsWithThree}`] : []),
  ];
}

function expectLines(o: Observed, u: SetupInput): string[] {
  const seats = Object.entries(o.seats);
  const setAt = (id: string) => u.seats[Number(id.slice(1)) - 1];
  return [
    ...(seats.length ? ['  seats:', ...seats.map(([id, x]) => `    ${scalar(id)}: ${expectSeatFlow(x, setAt(id))}`)] : []),
    ...(o.winner !== undefined ? [`  winner: ${o.winner ?? 'null'}`] : []),
    ...(o.scores ? [`  scores: ${flow(o.scores)}`] : []),
    ...(o.facts.length ? ['  log:', ...o.facts.map((f) => `    - ${flow(factFlow(f))}`)] : []),
  ];
}

export type Imported = { readonly ok: true; readonly shared: Shared; readonly problems: readonly Problem[] } | { readonly ok: false; readonly message: string };

const fail = (message: string): Imported => ({ ok: false, message });

/** Reads a scenario file into the builder; a plain message for anything it cannot read (in the loader's words, which the caller loads first: engine/scenario/say.ts). */
export function importYaml(text: string): Imported {
  if (typeof text !== 'string' || text.trim() === '') return fail(`the file is empty; paste a scenario file (${FORMAT})`);
  if (text.length > MAX_YAML) return fail(`the file is ${Math.ceil(text.length / 1024)} KB, over the ${MAX_YAML / 1024} KB a scenario file can have; remove what the table does not need`);
  const read = readYaml(text);
  if (!read.ok) return fail(`the file is not valid YAML here (${read.error})`);
  const raw: unknown = read.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(`the file is not a scenario: its top level must be fields (title:, setup:, script: …); ${FORMAT}`);
  const seats = (raw as { setup?: { seats?: unknown } }).setup?.seats;
  if (Array.isArray(seats) && seats.length > MAX_SEATS) return fail(`setup.seats: the table has ${seats.length} seats, but a table has 2 to ${MAX_SEATS}; remove ${seats.length - MAX_SEATS}`);
  const p = parseImported(raw);
  if (!p.success) {
    const shown = p.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(top level)'}: ${i.message.slice(0, 200)}`);
    return fail(`the file is not a valid scenario: ${shown.join('; ')}${p.issues.length > 5 ? `; and ${p.issues.length - 5} more` : ''}. Fix these fields; ${FORMAT}`);
  }
  const d = p.data;
  const table: Table = {
    ...(d.title !== undefined ? { title: d.title } : {}), ...(d.summary !== undefined ? { summary: d.summary } : {}), ...(d.topics ? { topics: d.topics } : {}),
    ...(d.clauses ? { clauses: d.clauses } : {}), ...(d.until !== undefined ? { until: d.until } : {}), setup: d.setup, script: d.script ?? [],
  };
  const head = /^# builder: step (\d{1,6})(?:, pov (p(?:[1-9]|10)(?:\+p(?:[1-9]|10)){0,4}))?\s*$/m.exec(text);
  const shared = normalShared({ table, step: head ? Number(head[1]) : 0, pov: head?.[2] ?? null });
  installScriptCode({ scriptErrors, parseCheck, evaluateCheck, matchLine, expectRefErrors, refErrors }); // a file may have script lines: the YAML reader carries the code that checks them
  const checked = checkTable(shared.table);
  return { ok: true, shared, problems: checked.ok ? [] : checked.problems };
}
