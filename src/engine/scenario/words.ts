// Script lines in words a judge would recognise ("p2 plays dodge ♦2", "p3 passes"), read and matched
// to the legal choice they mean (each choice in the same words: choice-words.ts).
import { formatCard, parseCardRef, type CardRef } from '../card-notation.ts';
import type { Choice, Input } from '../types.ts';
import { judgeWords, ref } from './choice-words.ts';

export { judgeWords } from './choice-words.ts';

export interface Parsed {
  readonly seat: string;
  readonly verb: 'use' | 'pass' | 'invoke' | 'choose' | 'option' | 'recast' | 'end';
  readonly cards: readonly CardRef[];
  readonly as?: string;
  readonly skill?: string;
  readonly targets?: readonly string[];
  readonly option?: string;
}

function parseCards(text: string): CardRef[] | string {
  const out: CardRef[] = [];
  for (const part of text.split('+').map((p) => p.trim()).filter(Boolean)) {
    const r = parseCardRef(part);
    if (!r.ok) return r.error;
    out.push({ kind: r.kind, suit: r.suit, rank: r.rank });
  }
  return out;
}

/** Parses one script line; returns an error text when it cannot be read. */
export function parseLine(line: string): Parsed | string {
  const m = /^(p\d+)\s+(.*)$/.exec(line.trim());
  if (!m) return `"${line}" must start with a seat (p1 … p10)`;
  const seat = m[1] as string;
  let rest = (m[2] as string).trim();
  const simple: Record<string, Parsed['verb']> = { passes: 'pass', declines: 'pass', 'does not respond': 'pass', 'ends the play phase': 'end', 'ends phase': 'end' };
  const sv = simple[rest];
  if (sv) return { seat, verb: sv, cards: [] };
  if (/^chooses a hand card$|^chooses hand$/.test(rest)) return { seat, verb: 'option', cards: [], option: 'hand' };
  const word = /^chooses ([a-z][a-z0-9-]*)$/.exec(rest); // a named option: "p2 chooses heart", "p1 chooses done"
  if (word) return { seat, verb: 'option', cards: [], option: word[1] as string };
  const lets = /^lets p\d+ draw$/.exec(rest);
  if (lets) return { seat, verb: 'option', cards: [], option: 'let-draw' };
  const put = /^puts (.+?) (on top|at the bottom)$/.exec(rest);
  if (put) {
    const cards = parseCards(put[1] as string);
    return typeof cards === 'string' ? cards : { seat, verb: 'option', cards, option: put[2] === 'on top' ? 'top' : 'bottom' };
  }
  let targets: string[] | undefined;
  const onM = /\s+(?:on|to)\s+(p\d+(?:\s*,\s*p\d+)*)$/.exec(rest);
  if (onM) { targets = (onM[1] as string).split(',').map((t) => t.trim()); rest = rest.slice(0, onM.index); }
  let skill: string | undefined;
  const via = /\s+via\s+([a-z-]+)$/.exec(rest);
  if (via) { skill = via[1] as string; rest = rest.slice(0, via.index); }
  let as: string | undefined;
  const asM = /\s+as\s+([a-z-]+)$/.exec(rest);
  if (asM) { as = asM[1] as string; rest = rest.slice(0, asM.index); }
  const inv = /^invokes\s+([a-z-]+)(?:\s+with\s+(.+))?$/.exec(rest);
  if (inv) {
    const cards = inv[2] ? parseCards(inv[2]) : [];
    return typeof cards === 'string' ? cards : { seat, verb: 'invoke', cards, skill: inv[1] as string, ...(targets ? { targets } : {}) };
  }
  const vm = /^(uses|plays|chooses|discards|takes|shows|recasts|gives)\s+(.+)$/.exec(rest);
  if (!vm) return `"${line}": cannot read "${rest}"; write e.g. "p2 plays dodge ♦2", "p3 passes", "p1 uses strike ♠7 on p2", "p1 invokes eight-trigrams", "p1 chooses a hand card", "p1 ends the play phase"`;
  const cards = parseCards(vm[2] as string);
  if (typeof cards === 'string') return `"${line}": ${cards}`;
  const verb: Parsed['verb'] = vm[1] === 'uses' || vm[1] === 'plays' ? 'use' : vm[1] === 'recasts' ? 'recast' : vm[1] === 'gives' ? 'invoke' : 'choose';
  return { seat, verb, cards, ...(as ? { as } : {}), ...(skill ? { skill } : {}), ...(targets ? { targets } : {}) };
}

function sameCards(ids: readonly string[], refs: readonly CardRef[]): boolean {
  if (ids.length !== refs.length) return false;
  const left = refs.map((r) => formatCard(r)).sort();
  return ids.map(ref).sort().every((x, k) => x === left[k]);
}

/**
 * Whether a parsed line means this input. Targets must be exactly the line's (in order), or, with
 * `among`, the line's targets must all be among the input's (for "p1 cannot use strike ♠7 on p4").
 */
export function matches(p: Parsed, i: Input, among = false): boolean {
  if (i.seat !== p.seat) return false;
  const eqTargets = (t: readonly string[] | undefined) => !p.targets || (among ? p.targets.every((x) => (t ?? []).includes(x)) : (t ?? []).join(',') === p.targets.join(','));
  switch (p.verb) {
    case 'pass': return i.type === 'response.pass' || i.type === 'skill.decline';
    case 'end': return i.type === 'phase.end';
    case 'recast': return i.type === 'card.recast' && sameCards([i.card], p.cards);
    case 'option': return i.type === 'option.choose' && (p.option === 'hand' || p.option === 'let-draw' || p.cards.length === 0 ? i.option === p.option : i.option.startsWith(`${p.option}:`) && sameCards([i.option.split(':')[1] as string], p.cards));
    case 'choose': return i.type === 'card.choose' && sameCards([i.card], p.cards);
    case 'use':
      if (i.type !== 'card.use' && i.type !== 'response.play') return false;
      return sameCards(i.cards, p.cards) && (!p.as || i.as === p.as) && (!p.skill || i.skill === p.skill) && eqTargets(i.type === 'card.use' ? i.targets : undefined);
    case 'invoke':
      return i.type === 'skill.invoke' && (!p.skill || i.skill === p.skill) && (p.cards.length === 0 || sameCards(i.cards ?? [], p.cards)) && eqTargets(i.targets);
  }
}

/** The choice a script line means, or an error naming the legal choices. */
export function matchLine(line: string, choices: readonly Choice[]): { ok: true; choice: Choice } | { ok: false; error: string } {
  const p = parseLine(line);
  if (typeof p === 'string') return { ok: false, error: p };
  const found = choices.filter((c) => matches(p, c.input));
  const distinct = new Set(found.map((c) => judgeWords(c)));
  if (found.length === 0) return { ok: false, error: `"${line}" is not a legal choice here` };
  if (distinct.size > 1) return { ok: false, error: `"${line}" could mean ${[...distinct].map((d) => `"${d}"`).join(' or ')}; say which` };
  return { ok: true, choice: found[0] as Choice };
}
