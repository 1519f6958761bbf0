// The play phase: the current player uses cards (and play-phase skills) one at a time, or ends it.
import { CARD_KINDS } from './data/card-rules.ts';
import { CL } from './clause-ids.ts';
import { choice, lazyChoice } from './choice.ts';
import { asItself, cardName, useAs } from './cards-lookup.ts';
import { behaviour } from './cards/index.ts';
import { pushUseCard } from './frames/make.ts';
import { skillsOf } from './skills/registry.ts';
import { currentSeat, log, who } from './state.ts';
import { drawCards, moveCards } from './zones.ts';
import { viewAsGroups } from './sources-of.ts';
import type { Choice, Decision, GameState, Input, Seat, VirtualCard } from './types.ts';

type UseInput = Extract<Input, { type: 'card.use' }>;

/** "Use Strike ♠7 as … on p2 (Guo Jia)": written only when a choice's label is read. */
function useLabel(state: GameState, input: UseInput): string {
  const { seat, targets, skill } = input;
  const on = targets.length && !(targets.length === 1 && targets[0] === seat) ? ` on ${targets.map((t) => who(state, t)).join(', ')}` : '';
  const as = skill ? ` as ${CARD_KINDS[input.as].en} (${skill})` : '';
  return `Use ${input.cards.map(cardName).join(' + ')}${as}${on}`;
}

/** Adds to `out` a choice for each set of targets `v` may be used on. */
function addUses(out: Choice[], state: GameState, seat: Seat, v: VirtualCard, skill?: string): void {
  const b = behaviour(v.kind);
  if (!b) return;
  for (const targets of b.targets(state, seat, v)) {
    const input: UseInput = skill
      ? { type: 'card.use', seat: seat.id, cards: v.cards, as: v.kind, targets, skill }
      : { type: 'card.use', seat: seat.id, cards: v.cards, as: v.kind, targets };
    out.push(lazyChoice(input, state, useLabel));
  }
}

/** Every legal use in the play phase, with recasting Iron Chain and ending the phase. */
export function playDecision(state: GameState): Decision {
  const seat = currentSeat(state);
  const out: Choice[] = [];
  for (const id of seat.hand) {
    const v = asItself(id);
    addUses(out, state, seat, v);
    if (v.kind === 'iron-chain') out.push(choice({ type: 'card.recast', seat: seat.id, card: id }, `Recast ${cardName(id)} (discard it and draw a card)`));
  }
  for (const skill of skillsOf(seat)) {
    for (const v of skill.viewAs ?? []) {
      if (!v.modes.includes('use') || (v.when && !v.when(state, seat))) continue;
      for (const cards of viewAsGroups(state, seat, v)) addUses(out, state, seat, useAs(cards, v.as, skill.id), skill.id);
    }
    if (skill.active) for (const c of skill.active.choices(state, seat)) out.push(c);
  }
  out.push(choice({ type: 'phase.end', seat: seat.id }, 'End the play phase'));
  return { kind: 'play', seat: seat.id, clause: CL.phases, prompt: `${who(state, seat.id)}'s play phase: use a card or end the phase.`, choices: out };
}

export function applyPlay(state: GameState, input: Input): GameState {
  switch (input.type) {
    case 'phase.end':
      return log({ ...state, step: 'phase.end' }, { fact: 'phase.ended', clause: CL.phases, seat: input.seat, text: `${who(state, input.seat)} ends the play phase.` });
    case 'card.recast': {
      let s = moveCards(state, [input.card], { zone: 'discard' });
      s = log(s, { fact: 'card.recast', clause: CL.recast, seat: input.seat, text: `${who(s, input.seat)} recasts ${cardName(input.card)}: it is discarded (not used) and a card is drawn.` });
      return drawCards(s, input.seat, 1);
    }
    case 'card.use': {
      const v = input.skill ? useAs(input.cards, input.as, input.skill) : asItself(input.cards[0] as string);
      return pushUseCard(state, input.seat, v, input.targets);
    }
    case 'skill.invoke': {
      const active = skillsOf(currentSeat(state)).find((sk) => sk.id === input.skill)?.active;
      if (!active) throw new Error(`no active skill ${input.skill}`);
      return active.apply(state, input);
    }
    default:
      throw new Error(`unexpected input ${input.type} in the play phase`);
  }
}
