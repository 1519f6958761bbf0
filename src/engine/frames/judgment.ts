// Judgment: the top card of the draw pile is revealed; each holder of a retrial skill, in turn
// order from the current player, has one chance to replace it; then after-judgment skills act
// (Heaven's Envy); then the card is discarded and the card or skill that asked applies the result.
import { CL } from '../clause-ids.ts';
import { CARD_KINDS, type CardKindId } from '../data/card-rules.ts';
import { HERO_RULES } from '../data/hero-rules.ts';
import { choice } from '../choice.ts';
import { cardName } from '../cards-lookup.ts';
import { skillsOf } from '../skills/registry.ts';
import { livingFrom, log, pop, seatOf, setTop, who } from '../state.ts';
import { clearProcessing, moveCards, ownCards, revealTop } from '../zones.ts';
import type { Choice, GameState } from '../types.ts';
import type { JudgmentFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';
import { pushTriggersAt } from './make.ts';
import { judgmentResult } from './judgment-results.ts';

/** What a judgment is for, in words: a card's or a skill's English name. */
function reasonName(reason: string): string {
  const kind = reason as CardKindId;
  if (kind in CARD_KINDS) return CARD_KINDS[kind].en;
  const skill = reason.replace(/-(revised|classic)$/, '');
  for (const h of Object.values(HERO_RULES)) for (const [id, en] of h.skills) if (id === skill) return en;
  return reason;
}

function retrialSkill(state: GameState, seat: string): string | undefined {
  return skillsOf(seatOf(state, seat)).find((s) => s.retrial)?.id;
}

function retrialChoices(state: GameState, seat: string): Choice[] {
  const def = skillsOf(seatOf(state, seat)).find((s) => s.retrial);
  if (!def) return [];
  const s = seatOf(state, seat);
  const pool = def.retrial === 'hand' ? s.hand : ownCards(s);
  return pool.map((id) => choice({ type: 'skill.invoke', seat, skill: def.id, cards: [id] }, `Replace the judgment card with ${cardName(id)} (${def.name})`));
}

export const judgmentHandler: FrameHandler<JudgmentFrame> = {
  decide(state, f) {
    if (f.stage !== 'retrial' || !f.card) return null;
    const seat = f.queue[0];
    if (seat === undefined) return null;
    const list = retrialChoices(state, seat);
    if (list.length === 0) return null;
    return {
      kind: 'retrial', seat, clause: CL.judgment,
      prompt: `${who(state, seat)}: replace ${who(state, f.seat)}'s judgment card ${cardName(f.card)} (for ${reasonName(f.reason)})?`,
      choices: [...list, choice({ type: 'skill.decline', seat }, 'Keep the judgment card')],
    };
  },
  advance(state, f) {
    switch (f.stage) {
      case 'reveal': {
        const r = revealTop(state);
        if (!r.card) return log(r.state, { fact: 'game.drawn', clause: CL.deckExhausted, text: 'No card is left to judge with: the game ends in a draw.' });
        const holders = livingFrom(r.state).filter((s) => retrialSkill(r.state, s) !== undefined);
        const s = log(r.state, { fact: 'judgment.revealed', clause: CL.judgment, seat: f.seat, data: { card: r.card }, text: `${who(state, f.seat)}'s judgment for ${reasonName(f.reason)}: ${cardName(r.card)} is revealed.` });
        return setTop(s, { ...f, card: r.card, stage: 'retrial', queue: holders });
      }
      case 'retrial': {
        if (f.queue.length > 0) return setTop(state, { ...f, queue: f.queue.slice(1) });
        const s = setTop(state, { ...f, stage: 'after' });
        return pushTriggersAt(s, 'judgment.after', f.id, [f.seat]);
      }
      case 'after':
        return setTop(state, { ...f, stage: 'done' });
      case 'done': {
        const final = f.card as string;
        let s = log(state, { fact: 'judgment.settled', clause: CL.judgment, seat: f.seat, data: { card: final }, text: `The judgment card is ${cardName(final)}.` });
        s = clearProcessing(pop(s), [final]);
        return judgmentResult(s, f, final);
      }
    }
  },
  apply(state, f, input) {
    if (input.type === 'skill.decline') return setTop(state, { ...f, queue: f.queue.slice(1) });
    if (input.type !== 'skill.invoke' || !input.cards?.[0] || !f.card) throw new Error('unexpected input');
    const played = input.cards[0];
    let s = moveCards(state, [played], { zone: 'processing' });
    s = moveCards(s, [f.card], { zone: 'discard' });
    const def = skillsOf(seatOf(s, input.seat)).find((d) => d.retrial);
    s = log(s, { fact: 'judgment.replaced', clause: def?.clause ?? CL.retrial, seat: input.seat, data: { card: played, old: f.card }, text: `${who(s, input.seat)} plays ${cardName(played)} to replace the judgment card ${cardName(f.card)}, which goes to the discard pile.` });
    return setTop(s, { ...f, card: played, queue: f.queue.slice(1) });
  },
};
