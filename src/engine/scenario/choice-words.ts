// The judge's words for a legal choice ("p2 plays dodge ♦2", "p3 passes"): what a script line says
// for it (words.ts reads such lines back). Apart from words.ts: the builder's run of a table with no
// script lines names the legal choices at a decision with these words and reads no line.
import { card } from '../cards-lookup.ts';
import { formatCard } from '../card-notation.ts';
import type { Choice } from '../types.ts';

/** A physical card in the judge's words ("dodge ♦2"). */
export const ref = (id: string): string => formatCard(card(id));
const on = (targets: readonly string[] | undefined) => (targets?.length ? ` on ${targets.join(', ')}` : '');

/** The judge's words for a choice. */
export function judgeWords(c: Choice): string {
  const i = c.input;
  switch (i.type) {
    case 'card.use': return `${i.seat} uses ${i.cards.map(ref).join(' + ')}${i.skill ? ` as ${i.as} via ${i.skill}` : ''}${on(i.targets)}`;
    case 'response.play': return `${i.seat} plays ${i.cards.map(ref).join(' + ')}${i.skill ? ` as ${i.as} via ${i.skill}` : ''}`;
    case 'response.pass': return `${i.seat} passes`;
    case 'skill.invoke': return `${i.seat} invokes ${i.skill}${i.cards?.length ? ` with ${i.cards.map(ref).join(' + ')}` : ''}${on(i.targets)}`;
    case 'skill.decline': return `${i.seat} declines`;
    case 'card.choose': return `${i.seat} chooses ${ref(i.card)}`;
    case 'option.choose': {
      const [where, id] = i.option.split(':');
      if (id && (where === 'top' || where === 'bottom')) return `${i.seat} puts ${ref(id)} ${where === 'top' ? 'on top' : 'at the bottom'}`;
      return `${i.seat} chooses ${i.option === 'hand' ? 'a hand card' : i.option}`;
    }
    case 'card.recast': return `${i.seat} recasts ${ref(i.card)}`;
    case 'phase.end': return `${i.seat} ends the play phase`;
  }
}
