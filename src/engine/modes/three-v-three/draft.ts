// The 3v3 draft (variants.3v3.draft-*) as a sequence of decisions over a JSON value, with no engine
// in it: 16 heroes on the table; the warm Commander decides which side picks first; the
// Commanders pick in groups of 1, 2, 2, 2, 2, 2, 2, 2, 1, alternating, 8 each; then each Commander
// places three of their eight, at the Commander's seat and at each Vanguard's seat (in turn order
// from the Commander); when both have placed, the six heroes are revealed.
import { CL3 } from './clauses.ts';
import type { Draft, Side } from './data-types.ts';
import { opposite, SIDE_NAME } from './sides.ts';
import type { ProtocolEvent } from './protocol.ts';

export const DRAFT_GROUPS: readonly number[] = [1, 2, 2, 2, 2, 2, 2, 2, 1];
export const DRAFT_SIZE = 16;
export const LINEUP: readonly string[] = ['the Commander', 'the first Vanguard', 'the second Vanguard'];

export type { Draft };

export type DraftStep =
  | { readonly kind: 'order'; readonly side: 'warm'; readonly options: readonly Side[] }
  | { readonly kind: 'pick'; readonly side: Side; readonly options: readonly string[]; readonly groupLeft: number }
  | { readonly kind: 'place'; readonly side: Side; readonly position: string; readonly options: readonly string[] }
  | { readonly kind: 'done' };

export function newDraft(heroes: readonly string[]): Draft {
  if (heroes.length !== DRAFT_SIZE) throw new Error(`the 3v3 draft spreads ${DRAFT_SIZE} heroes (two piles of 8), not ${heroes.length}`);
  if (new Set(heroes).size !== heroes.length) throw new Error('the 3v3 draft lists a hero twice');
  return { pool: [...heroes], first: null, picks: { warm: [], cool: [] }, made: 0, lineup: { warm: [], cool: [] } };
}

/** Which group a pick belongs to, and how many picks of that group are left after it. */
function groupOf(made: number): { index: number; left: number } {
  let end = 0;
  for (let g = 0; g < DRAFT_GROUPS.length; g++) {
    end += DRAFT_GROUPS[g] as number;
    if (made < end) return { index: g, left: end - made };
  }
  return { index: DRAFT_GROUPS.length, left: 0 };
}

export function draftStep(d: Draft): DraftStep {
  if (d.first === null) return { kind: 'order', side: 'warm', options: ['warm', 'cool'] };
  const g = groupOf(d.made);
  if (g.index < DRAFT_GROUPS.length) return { kind: 'pick', side: g.index % 2 === 0 ? d.first : opposite(d.first), options: d.pool, groupLeft: g.left };
  for (const side of ['warm', 'cool'] as const) {
    const placed = d.lineup[side];
    if (placed.length < LINEUP.length) return { kind: 'place', side, position: LINEUP[placed.length] as string, options: d.picks[side].filter((h) => !placed.includes(h)) };
  }
  return { kind: 'done' };
}

/** Applies the decision the current step asks for: a side (order) or a hero (pick, place). */
export function draftChoose(d: Draft, option: string, name: (hero: string) => string): { draft: Draft; events: ProtocolEvent[] } {
  const step = draftStep(d);
  switch (step.kind) {
    case 'order': {
      if (option !== 'warm' && option !== 'cool') throw new Error(`the warm Commander chooses warm or cool, not "${option}"`);
      return { draft: { ...d, first: option }, events: [{ fact: 'draft.ordered', clause: CL3.draftOrder, data: { side: option }, text: `The warm Commander decides that ${SIDE_NAME[option]} picks first.` }] };
    }
    case 'pick': {
      if (!step.options.includes(option)) throw new Error(`"${option}" is not on the table`);
      const picks = { ...d.picks, [step.side]: [...d.picks[step.side], option] };
      const text = `The ${step.side} Commander picks ${name(option)} (${picks[step.side].length} of 8), face up.`;
      return { draft: { ...d, pool: d.pool.filter((h) => h !== option), picks, made: d.made + 1 }, events: [{ fact: 'draft.picked', clause: CL3.draftOrder, data: { side: step.side, hero: option }, text }] };
    }
    case 'place': {
      if (!step.options.includes(option)) throw new Error(`"${option}" is not one of the ${step.side} side's heroes left to place`);
      const lineup = { ...d.lineup, [step.side]: [...d.lineup[step.side], option] };
      const events: ProtocolEvent[] = [{ fact: 'draft.placed', clause: CL3.draftLineup, data: { side: step.side, position: lineup[step.side].length }, text: `The ${step.side} Commander places a hero face down for ${step.position}.` }];
      const next = { ...d, lineup };
      if (draftStep(next).kind === 'done') events.push({ fact: 'draft.revealed', clause: CL3.draftLineup, text: `Both sides have placed their heroes, and all six are revealed: warm ${lineup.warm.map(name).join(', ')}; cool ${lineup.cool.map(name).join(', ')}.` });
      return { draft: next, events };
    }
    case 'done':
      throw new Error('the draft is over');
  }
}
