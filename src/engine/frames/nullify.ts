// The Nullification window: any living player may use a Nullification against a trick's effect on
// one target; a Nullification may itself be nullified. An odd number that take effect cancels it.
// Seats are asked in turn order from the current player; after each Nullification the asking starts again.
import { CL } from '../clause-ids.ts';
import { choice } from '../choice.ts';
import { cardName, treatedAsData } from '../cards-lookup.ts';
import { sourcesFor } from '../sources-of.ts';
import { livingFrom, log, pop, seatOf, setTop, updateFrame, who } from '../state.ts';
import { clearProcessing, moveCards } from '../zones.ts';
import type { Choice, GameState } from '../types.ts';
import type { NullifyFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';
import { pushTriggersAt } from './make.ts';

function options(state: GameState, seat: string): Choice[] {
  const s = seatOf(state, seat);
  return sourcesFor(state, s, 'nullification', 'use').map((src) =>
    choice({ type: 'card.use', seat, cards: src.cards, as: 'nullification', targets: [], ...(src.skill ? { skill: src.skill } : {}) }, `Use ${src.cards.map(cardName).join(' + ')} as Nullification`),
  );
}

/** The seat to ask next (skipping those who cannot produce a Nullification). */
function nextAsked(state: GameState, f: NullifyFrame): { seat: string | null; skipped: number } {
  let skipped = 0;
  for (const seat of f.queue) {
    if (seatOf(state, seat).alive && options(state, seat).length > 0) return { seat, skipped };
    skipped++;
  }
  return { seat: null, skipped };
}

function finish(state: GameState, f: NullifyFrame): GameState {
  const cancelled = f.count % 2 === 1;
  let s = state;
  if (f.count > 0) s = log(s, { fact: cancelled ? 'trick.nullified' : 'trick.restored', clause: CL.nullification, text: `${f.count} Nullification${f.count === 1 ? '' : 's'} took effect: ${f.about} ${cancelled ? 'is nullified' : 'takes effect after all'}.` });
  s = pop(s);
  return updateFrame(s, f.host, (h) => (h.kind === 'useCard' || h.kind === 'delayed' ? (h.kind === 'useCard' ? { ...h, cancelled } : { ...h, nullified: cancelled }) : h));
}

export const nullifyHandler: FrameHandler<NullifyFrame> = {
  decide(state, f) {
    if (f.forbidden) return null;
    const { seat } = nextAsked(state, f);
    if (!seat) return null;
    const target = f.count === 0 ? f.about : `the Nullification against ${f.about}`;
    return {
      kind: 'nullify', seat, clause: CL.nullification,
      prompt: `${who(state, seat)}: use a Nullification against ${target}?`,
      choices: [...options(state, seat), choice({ type: 'response.pass', seat }, 'Do not use a Nullification')],
    };
  },
  advance(state, f) {
    if (f.forbidden) {
      const s = log(state, { fact: 'nullify.forbidden', clause: CL.nullification, text: `${f.about} cannot be nullified.` });
      return finish(s, f);
    }
    return finish(state, f);
  },
  apply(state, f, input) {
    if (input.type === 'response.pass') {
      const i = f.queue.indexOf(input.seat);
      return setTop(state, { ...f, queue: f.queue.slice(i + 1) });
    }
    if (input.type !== 'card.use') throw new Error(`unexpected input ${input.type}`);
    let s = moveCards(state, input.cards, { zone: 'processing' });
    s = log(s, { fact: 'card.used', clause: CL.nullification, seat: input.seat, data: { kind: 'nullification', ...treatedAsData(input.cards, 'nullification', input.skill) }, text: `${who(s, input.seat)} uses ${input.cards.map(cardName).join(' + ')}${input.skill ? ` as Nullification (${input.skill})` : ''} against ${f.count === 0 ? f.about : 'the previous Nullification'}.` });
    s = clearProcessing(s, input.cards);
    s = setTop(s, { ...f, count: f.count + 1, queue: livingFrom(s) });
    return pushTriggersAt(s, 'card.used', f.id, [input.seat]);
  },
};
