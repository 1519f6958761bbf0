// Checking a scenario's script lines when the file is loaded, so that a misspelt card, skill or seat
// is an invalid file (exit 2) rather than a choice that is silently never matched, or a "cannot"
// line that holds only because it names nothing real.
import { CARD_KINDS } from '../data/card-facts.ts';
import { HEROES } from '../data/hero-facts.ts';
import { EQUIPMENT_SKILLS } from '../cards/equipment-skills.ts';
import { formatCard, nearest } from '../card-notation.ts';
import { cardRefError } from './refs.ts';
import { parseCheck } from './checks.ts';
import { parseLine, type Parsed } from './words.ts';

// The heroes' skills as the hero facts list them (every pack's skills are among them: rules/load.test.ts),
// so the loader needs no hero pack (the builder checks a table without loading any).
export const SKILL_NAMES: readonly string[] = [...new Set([...Object.values(HEROES).flatMap((h) => h.skills.map((k) => k.id)), ...Object.keys(EQUIPMENT_SKILLS), ...Object.entries(CARD_KINDS).filter(([, k]) => k.slot).map(([id]) => id)])].sort();
const KIND_IDS = Object.keys(CARD_KINDS);

const hint = (word: string, known: readonly string[]) => {
  const n = word.length <= 60 ? nearest(word, known) : undefined;
  return n ? `; did you mean "${n}"?` : '';
};

function problems(p: Parsed, seats: number): string[] {
  const out: string[] = [];
  const seat = (s: string, what: string) => {
    const n = Number(s.slice(1));
    if (!(n >= 1 && n <= seats)) out.push(`${what} ${s} does not exist: the table has ${seats} seats (p1 … p${seats})`);
  };
  seat(p.seat, 'seat');
  for (const t of p.targets ?? []) seat(t, 'target');
  for (const c of p.cards) {
    const e = cardRefError(formatCard(c));
    if (e) out.push(e);
  }
  if (p.skill !== undefined && !SKILL_NAMES.includes(p.skill)) out.push(`unknown skill "${p.skill}"${hint(p.skill, SKILL_NAMES)} (skills are hero skill ids in pinyin, e.g. gui-cai, or equipment ids, e.g. eight-trigrams)`);
  if (p.as !== undefined && !KIND_IDS.includes(p.as)) out.push(`unknown card "${p.as}" after "as"${hint(p.as, KIND_IDS)}`);
  return out;
}

/** The errors in the script's lines, each with the file and the field. */
export function scriptErrors(file: string, script: readonly string[], seats: number): string[] {
  const out: string[] = [];
  script.forEach((line, k) => {
    const field = `${file}: script[${k}]`;
    const check = parseCheck(line);
    if (typeof check === 'string') { out.push(`${field}: ${check}`); return; }
    if (check && !('parsed' in check)) { problems({ seat: check.seat, verb: 'pass', cards: [] }, seats).forEach((e) => out.push(`${field}: "${line}": ${e}`)); return; }
    const parsed = check ? check.parsed : parseLine(line);
    if (typeof parsed === 'string') { out.push(`${field}: ${parsed}`); return; }
    problems(parsed, seats).forEach((e) => out.push(`${field}: "${line}": ${e}`));
  });
  return out;
}
