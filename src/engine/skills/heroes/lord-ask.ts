// Escort (护驾) and Rouse (激将): the lord asks the other heroes of the faction, one by one in turn
// order, to use or play the card for him; a card given this way counts as the lord's own.
import { choice } from '../../choice.ts';
import { cardName, kindName } from '../../cards-lookup.ts';
import type { CardKindId } from '../../data/cards.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose } from '../../frames/make.ts';
import { sourcesFor } from '../../sources-of.ts';
import { log, seatOf, updateFrame, who } from '../../state.ts';
import { clearProcessing, moveCards } from '../../zones.ts';
import type { GameState, Input } from '../../types.ts';
import type { SkillChooser } from './choosers.ts';

const queueOf = (f: ChooseFrame) => (Array.isArray(f.extra['queue']) ? (f.extra['queue'] as readonly string[]) : []);
const wantOf = (f: ChooseFrame) => (f.extra['want'] === 'strike' ? 'strike' : 'dodge') as CardKindId;
const clauseOf = (f: ChooseFrame) => String(f.extra['clause'] ?? '');

function firstAble(state: GameState, f: ChooseFrame): string | undefined {
  return queueOf(f).find((id) => seatOf(state, id).alive && sourcesFor(state, seatOf(state, id), wantOf(f), 'play').length > 0);
}

export const lordAsk: SkillChooser = {
  decide(state, f) {
    const asked = firstAble(state, f);
    if (!asked) return null;
    const want = wantOf(f);
    const choices = sourcesFor(state, seatOf(state, asked), want, 'play').map((src) =>
      choice({ type: 'response.play', seat: asked, cards: src.cards, as: want, ...(src.skill ? { skill: src.skill } : {}) }, `Give ${src.cards.map(cardName).join(' + ')} as ${who(state, f.seat)}'s ${kindName(want)}`),
    );
    return { kind: 'respond', seat: asked, clause: clauseOf(f), prompt: `${who(state, asked)}: give a ${kindName(want)} for ${who(state, f.seat)}?`, choices: [...choices, choice({ type: 'response.pass', seat: asked }, 'Do not')] };
  },
  apply(state, f, input: Input) {
    if (input.type === 'response.pass') {
      const rest = queueOf(f).slice(queueOf(f).indexOf(input.seat) + 1);
      return pushChoose(state, { ...f, extra: { ...f.extra, queue: rest } });
    }
    if (input.type !== 'response.play') return state;
    let s = moveCards(state, input.cards, { zone: 'processing' });
    s = log(s, { fact: 'card.played', clause: clauseOf(f), seat: input.seat, data: { kind: wantOf(f), for: f.seat }, text: `${who(s, input.seat)} plays ${input.cards.map(cardName).join(' + ')} for ${who(s, f.seat)}; it counts as ${who(s, f.seat)}'s ${kindName(wantOf(f))}.` });
    s = clearProcessing(s, input.cards);
    return updateFrame(s, f.host, (x) => (x.kind === 'respond' ? { ...x, got: x.got + 1 } : x));
  },
  fallback: (state, f) => log(state, { fact: 'skill.failed', clause: clauseOf(f), seat: f.seat, text: `No one gives ${who(state, f.seat)} a ${kindName(wantOf(f))}.` }),
};
