// Dying: when HP drops below 1, every living player is asked in turn from the current player,
// each as often as they like, until the dying player is back to 1 HP. Anyone may use a Peach;
// only the dying player may use Wine. Nobody saves them: they die.
import { CL } from '../clause-ids.ts';
import { choice } from '../choice.ts';
import { cardName, treatedAsData } from '../cards-lookup.ts';
import { sourcesFor } from '../sources-of.ts';
import { log, pop, seatOf, setTop, who } from '../state.ts';
import { clearProcessing, moveCards } from '../zones.ts';
import type { Choice, GameState } from '../types.ts';
import type { DyingFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';
import { pushDeath } from './make.ts';
import { recover } from '../hp.ts';

function saves(state: GameState, f: DyingFrame, asked: string): Choice[] {
  const s = seatOf(state, asked);
  const out = sourcesFor(state, s, 'peach', 'use').map((src) =>
    choice({ type: 'card.use', seat: asked, cards: src.cards, as: 'peach', targets: [f.seat], ...(src.skill ? { skill: src.skill } : {}) }, `Use ${src.cards.map(cardName).join(' + ')}${src.skill ? ` as Peach (${src.skill})` : ''} on ${who(state, f.seat)}`),
  );
  if (asked === f.seat) {
    for (const src of sourcesFor(state, s, 'wine', 'use')) out.push(choice({ type: 'card.use', seat: asked, cards: src.cards, as: 'wine', targets: [f.seat] }, `Use ${cardName(src.cards[0] as string)} on yourself`));
  }
  return out;
}

function needed(state: GameState, f: DyingFrame): number {
  return 1 - seatOf(state, f.seat).hp;
}

export const dyingHandler: FrameHandler<DyingFrame> = {
  decide(state, f) {
    const asked = f.queue[0];
    if (asked === undefined || needed(state, f) <= 0 || !seatOf(state, f.seat).alive) return null;
    const list = saves(state, f, asked);
    if (list.length === 0) return null;
    return {
      kind: 'dying', seat: asked, clause: CL.dying,
      prompt: `${who(state, f.seat)} is dying and needs ${needed(state, f)} Peach${needed(state, f) === 1 ? '' : 'es'}. ${asked === f.seat ? 'Save yourself' : `${who(state, asked)}: save them`}?`,
      choices: [...list, choice({ type: 'response.pass', seat: asked }, asked === f.seat ? 'Do not save yourself' : 'Do not save them')],
    };
  },
  advance(state, f) {
    if (!seatOf(state, f.seat).alive) return pop(state);
    if (needed(state, f) <= 0) {
      return log(pop(state), { fact: 'player.saved', clause: CL.dying, seat: f.seat, text: `${who(state, f.seat)} is back to ${seatOf(state, f.seat).hp} HP and leaves the dying state.` });
    }
    const asked = f.queue[0];
    if (asked === undefined) {
      const s = log(pop(state), { fact: 'player.notSaved', clause: CL.dying, seat: f.seat, text: `No one saves ${who(state, f.seat)}.` });
      return pushDeath(s, f.seat, f.killer);
    }
    const s = log(state, { fact: 'peach.asked', clause: CL.dying, seat: asked, text: `${who(state, asked)} is asked for a Peach and has none to give.` });
    return setTop(s, { ...f, queue: f.queue.slice(1) });
  },
  apply(state, f, input) {
    if (input.type === 'response.pass') {
      const s = log(state, { fact: 'peach.declined', clause: CL.dying, seat: input.seat, text: `${who(state, input.seat)} does not save ${who(state, f.seat)}.` });
      return setTop(s, { ...f, queue: f.queue.slice(1) });
    }
    if (input.type !== 'card.use') throw new Error('unexpected input');
    let s = moveCards(state, input.cards, { zone: 'processing' });
    const clause = input.as === 'wine' ? CL.wineDying : CL.peachDying;
    s = log(s, { fact: 'card.used', clause, seat: input.seat, data: { kind: input.as, ...treatedAsData(input.cards, input.as, input.skill) }, text: `${who(s, input.seat)} uses ${input.cards.map(cardName).join(' + ')}${input.skill ? ` as Peach (${input.skill})` : ''} on ${who(s, f.seat)}.` });
    s = recover(s, f.seat, { amount: 1, clause: CL.recover, from: input.seat, kind: input.as });
    return clearProcessing(s, input.cards);
  },
};
