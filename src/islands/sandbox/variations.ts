// The tree of variations, as lichess keeps it: every line of choices the visitor took is kept (the
// script's own line is always there), going back to the script throws none away, and at a decision
// every line that reached it and went on lists its moves. A line is the index of the choice taken at
// each decision, in order (timeline.ts); the lines form a tree by their common prefixes. Pure.
import type { Timeline } from './timeline.ts';
import type { ChoiceData } from './types.ts';

export type Line = readonly number[];

/** At most this many of the visitor's lines are kept (the oldest goes first); links carry as many. */
export const MAX_KEPT = 16;

export const lineKey = (l: Line): string => l.join('.');
const startsWith = (l: Line, prefix: Line): boolean => prefix.length <= l.length && prefix.every((c, i) => l[i] === c);
const same = (a: Line, b: Line): boolean => a.length === b.length && startsWith(a, b);

/**
 * Choosing `choice` at decision `ordinal` of the line `current`: the line to follow (an existing line
 * that already goes that way, with its continuation) and the visitor's lines after it. Choosing at the
 * open end of one of the visitor's lines extends that line; elsewhere it starts a new one.
 */
export function afterChoice(lines: readonly Line[], scripted: Line, current: Line, ordinal: number, choice: number): { readonly lines: readonly Line[]; readonly target: Line } {
  const chosen = [...current.slice(0, ordinal), choice];
  const existing = [scripted, ...lines].find((l) => startsWith(l, chosen));
  if (existing) return { lines, target: existing };
  const mine = lines.findIndex((l) => same(l, current));
  if (mine >= 0 && ordinal >= current.length) return { lines: lines.map((l, i) => (i === mine ? chosen : l)), target: chosen };
  return { lines: [...lines, chosen].slice(-MAX_KEPT), target: chosen };
}

/** Adds lines (from a link) that are not kept yet and not the script. */
export function keepLines(lines: readonly Line[], add: readonly Line[], scripted: Line): readonly Line[] {
  const out = [...lines];
  for (const l of add) if (!same(l, scripted) && !out.some((x) => same(x, l))) out.push(l);
  return out.slice(-MAX_KEPT);
}

/** A variation; its moves are the choices taken from this decision on (as the point of view reads them, once masked: a string). */
export interface Variation<M = string> {
  readonly line: Line;
  readonly moves: readonly M[];
  readonly played: boolean; // false while the line is being played (its choices are not known yet)
  readonly scripted: boolean;
  readonly current: boolean;
}

const NO_CHOICE: ChoiceData = { key: '', label: '' };

/** The choices taken along a timeline, in order (each read through a point of view's mask when shown). */
export function labelsOf(t: Pick<Timeline, 'decisions' | 'decisionSteps' | 'choices'>): ChoiceData[] {
  return t.decisionSteps.map((at, k) => t.decisions.get(at)?.choices[t.choices[k] ?? -1] ?? NO_CHOICE);
}

/**
 * The variations at decision `ordinal` of the line `current`: every kept line (the script first) with
 * the same choices before it that goes on past it; one per choice taken there (the first line found
 * for it). Nothing when there is only one.
 */
export function variationsAt<M>(scripted: Line, lines: readonly Line[], labels: Readonly<Record<string, readonly M[]>>, current: Line, ordinal: number): Variation<M>[] {
  const prefix = current.slice(0, ordinal);
  const out: Variation<M>[] = [];
  const seen = new Set<number>();
  for (const l of [scripted, ...lines]) {
    const c = l[ordinal];
    if (c === undefined || !startsWith(l, prefix) || seen.has(c)) continue;
    seen.add(c);
    const known = labels[lineKey(l)];
    out.push({ line: l, moves: (known ?? []).slice(ordinal), played: known !== undefined, scripted: l === scripted, current: current[ordinal] === c });
  }
  return out.length > 1 ? out : [];
}
